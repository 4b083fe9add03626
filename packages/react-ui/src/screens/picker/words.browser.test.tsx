// DESIGN.md's words rules, measured in Chromium at the six sizes the design is looked at: a title on the
// picker (beside its chart too), the stage view or the practice card never breaks inside a word, lies
// inside its box and takes two lines at most; the set's name in the picker's bar shows at least 8 characters (all of a shorter
// one) beside the buttons, and nothing in the bar overlaps.
import '../../styles/index.css';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { AppLayout } from '../../primitives/layout/app-layout.js';
import {
  EIGHTY,
  LONG_SET,
  LONGEST_WORD,
  ONE_WORD,
  PRACTICE_NOW,
  posterView,
  practiceCardView,
  SHORT,
  SHORT_SET,
} from '../../test/poster.js';
import { Navigation } from '../navigation/navigation.js';
import { PracticeScreen } from '../practice/practice-screen.js';
import { THIRTY_TWO_BARS } from './chart-fixtures.js';
import { preloadPickerChart } from './chart-sheet.js';
import { PickerScreen, type PickerScreenProps } from './picker-screen.js';

const SIZES = [
  [320, 568],
  [375, 812],
  [812, 375],
  [1024, 768],
  [1280, 800],
  [1440, 900],
] as const;
const TITLES = [ONE_WORD, LONGEST_WORD, EIGHTY, SHORT];
const SET_NAMES = [SHORT_SET, LONG_SET];
const nothing = () => {};

let root: Root | null = null;
let host: HTMLElement | null = null;

// The chart's code, loaded once: the tune beside its chart is drawn at once.
beforeAll(() => preloadPickerChart());

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
});

const frames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** Draws `node` alone on the page, its fonts loaded and its measured sizes settled. */
async function draw(node: ReactNode): Promise<HTMLElement> {
  root?.unmount();
  host?.remove();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  flushSync(() => root?.render(node));
  await document.fonts.ready;
  await frames();
  return host;
}

function picker(props: Partial<PickerScreenProps> & Pick<PickerScreenProps, 'view'>) {
  return (
    <PickerScreen
      onNext={nothing}
      onSkip={nothing}
      onRaise={nothing}
      onLower={nothing}
      onOpenNotes={nothing}
      onChangeSet={nothing}
      onMenuAction={nothing}
      onShareLive={nothing}
      live
      onStageChange={nothing}
      {...props}
    />
  );
}

/** The picker as the site draws it: in the app's frame, below its header or beside its sidebar. */
const inApp = (node: ReactNode) => (
  <AppLayout>
    <Navigation desktopSidebar current="picker" onLogOut={nothing} />
    <main>{node}</main>
  </AppLayout>
);

/** A range over characters [start, end) of `text`. */
function rangeOf(text: Text, start: number, end: number): Range {
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, end);
  return range;
}

/**
 * What is wrong with a title as drawn: a word broken across lines (its characters' tops differ), a word
 * outside the title's box, more than two lines on screen, or a key smaller than the title.
 */
function titleProblems(title: HTMLElement, key: HTMLElement | null): string[] {
  const problems: string[] = [];
  const text = title.firstChild;
  if (!(text instanceof Text)) return ['the title is not one text'];
  const box = title.getBoundingClientRect();
  const size = Number.parseFloat(getComputedStyle(title).fontSize);
  const shownTops = new Set<number>();
  for (const match of (text.data ?? '').matchAll(/\S+/g)) {
    const word = match[0];
    const start = match.index;
    const tops = new Set<number>();
    for (let index = start; index < start + word.length; index += 1) {
      const rect = rangeOf(text, index, index + 1).getBoundingClientRect();
      tops.add(Math.round(rect.top));
    }
    if (tops.size > 1) problems.push(`"${word}" is broken across ${tops.size} lines`);
    const rect = rangeOf(text, start, start + word.length).getBoundingClientRect();
    // Lines past the second are under the "…", out of sight (its glyphs' box, taller than the line
    // at a line height of 1.05, begins just above the line's).
    if ((rect.top + rect.bottom) / 2 >= box.bottom) continue;
    shownTops.add(Math.round(rect.top));
    if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5)
      problems.push(
        `"${word}" runs out of the title's box (${rect.left}–${rect.right} of ${box.left}–${box.right})`,
      );
    if (rect.left < -0.5 || rect.right > innerWidth + 0.5) problems.push(`"${word}" runs off the screen`);
  }
  if (shownTops.size > 2) problems.push(`the title shows ${shownTops.size} lines`);
  // Its "…" included.
  if (title.scrollWidth > title.clientWidth + 1)
    problems.push(`the title's lines run ${title.scrollWidth - title.clientWidth}px past its box`);
  if (box.height > 2 * 1.05 * size + 1) problems.push(`the title is ${box.height}px high at ${size}px type`);
  if (key && Number.parseFloat(getComputedStyle(key).fontSize) < size)
    problems.push('the key is smaller than the title');
  return problems;
}

/** The width of "…" in `element`'s type. */
function ellipsisWidth(element: HTMLElement): number {
  const probe = document.createElement('span');
  probe.textContent = '…';
  probe.style.cssText = 'position:absolute;white-space:nowrap;visibility:hidden';
  element.append(probe);
  const width = probe.getBoundingClientRect().width;
  probe.remove();
  return width;
}

/** The set's name's characters on screen: those before its "…" (all of them when it is not cut). */
function shownCharacters(name: HTMLElement): number {
  const text = name.firstChild;
  if (!(text instanceof Text)) return 0;
  const box = name.getBoundingClientRect();
  const cut = name.scrollWidth > name.clientWidth + 0.5;
  const right = Math.min(box.right, innerWidth) - (cut ? ellipsisWidth(name) : 0) + 0.5;
  let shown = 0;
  for (let index = 0; index < text.data.length; index += 1) {
    const rect = rangeOf(text, index, index + 1).getBoundingClientRect();
    if (rect.right > right || rect.left < Math.max(box.left, 0) - 0.5) break;
    shown += 1;
  }
  return shown;
}

/** What is wrong with the picker's bar: too little of the set's name, or things on top of each other. */
function barProblems(picker: HTMLElement, setName: string): string[] {
  const problems: string[] = [];
  const name = picker.querySelector<HTMLElement>('.td-picker__from .td-link');
  if (!name) return ['no set name in the bar'];
  const shown = shownCharacters(name);
  if (shown < Math.min(8, setName.length)) problems.push(`the set's name shows ${shown} characters`);
  const bar = picker.querySelector<HTMLElement>('.td-picker__bar') as HTMLElement;
  const parts = [
    ...bar.querySelectorAll<HTMLElement>(
      '.td-breadcrumb__lead:not([data-folded]), .td-picker__from .td-link',
    ),
    ...bar.querySelectorAll<HTMLElement>(
      '.td-picker__bar-actions .td-button, .td-picker__bar-actions .td-menu__trigger',
    ),
  ].map((element) => ({ element, box: element.getBoundingClientRect() }));
  for (const [index, { element, box }] of parts.entries()) {
    const label = element.textContent || element.getAttribute('aria-label');
    if (box.left < -0.5 || box.right > innerWidth + 0.5) problems.push(`"${label}" runs off the screen`);
    for (const other of parts.slice(index + 1)) {
      const apart =
        box.right <= other.box.left + 0.5 ||
        other.box.right <= box.left + 0.5 ||
        box.bottom <= other.box.top + 0.5 ||
        other.box.bottom <= box.top + 0.5;
      if (!apart) problems.push(`"${label}" overlaps "${other.element.textContent}"`);
    }
  }
  for (const button of bar.querySelectorAll<HTMLElement>('.td-button, .td-menu__trigger')) {
    const box = button.getBoundingClientRect();
    if (box.width < 44 || box.height < 44)
      problems.push(`"${button.textContent}" is ${box.width}x${box.height}`);
  }
  return problems;
}

describe.each(SIZES)('at %i x %i', (width, height) => {
  it('keeps every title in whole words on two lines at most, and the set name legible', async () => {
    await page.viewport(width, height);
    const problems: string[] = [];
    for (const title of TITLES) {
      for (const setName of SET_NAMES) {
        const cases = [
          ['the picker', inApp(picker({ view: posterView(title, setName) }))],
          [
            'the stage view',
            inApp(picker({ view: posterView(title, setName), stage: true, instrument: 'e-flat' })),
          ],
          ['the picker, alone', picker({ view: posterView(title, setName), live: false })],
          [
            'the picker with its chart',
            inApp(picker({ view: posterView(title, setName), chart: THIRTY_TWO_BARS, chartShown: true })),
          ],
          [
            'the stage view with its chart',
            picker({ view: posterView(title, setName), stage: true, chart: THIRTY_TWO_BARS }),
          ],
        ] as const;
        for (const [where, node] of cases) {
          const drawn = await draw(node);
          const poster = drawn.querySelector<HTMLElement>('.td-picker') as HTMLElement;
          const found = [
            ...titleProblems(
              poster.querySelector<HTMLElement>('.td-picker__title') as HTMLElement,
              poster.querySelector<HTMLElement>('.td-picker__key'),
            ),
            ...barProblems(poster, setName),
          ];
          problems.push(...found.map((problem) => `${where}, "${title}" from "${setName}": ${problem}`));
        }
      }
      const card = await draw(
        <PracticeScreen view={practiceCardView(title)} clock={() => PRACTICE_NOW} onGrade={nothing} />,
      );
      const heading = card.querySelector<HTMLElement>('.td-practice__title') as HTMLElement;
      expect(heading.textContent).toBe(title);
      problems.push(
        ...titleProblems(heading, card.querySelector<HTMLElement>('.td-practice__key')).map(
          (problem) => `the practice card, "${title}": ${problem}`,
        ),
      );
    }
    expect(problems).toEqual([]);
  });
});
