// Stage View's chart, measured in Chromium: a 32-bar chart whole (no page, nothing scrolled, every bar
// on screen) on a laptop and on a phone on its side, its chords at least core's readable size there; a
// 100-bar chart in pages of whole rows, every bar once and in order, turned by the pedal's keys, its
// NEXT picking the next tune only on the last page.
import '../../styles/index.css';
import { PLAYABLE_KEYS, type PlayableKey } from '@tunedeck/core';
import {
  STAGE_CHORD_MIN_PX,
  STAGE_PHONE_CHORD_MIN_PX,
  type StoredChart,
  stageChordMinimum,
} from '@tunedeck/core/chart';
import { buildLibrary, setIdOf } from '@tunedeck/core/testing';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { PickerPage } from '../../connected/picker-page.js';
import { pickerWithTitle, signedInClient } from '../../test/fixtures.js';
import { HUNDRED_BARS, THIRTY_TWO_BARS } from './chart-fixtures.js';
import { PickerScreen } from './picker-screen.js';

const nothing = () => {};
let root: Root | null = null;
let host: HTMLElement | null = null;

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
  localStorage.clear();
});

function draw(node: ReactNode) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  flushSync(() => root?.render(node));
}

const frames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** The chart's bars on screen (a page's, for a chart in pages). */
const shownBars = () =>
  [...document.querySelectorAll<HTMLElement>('.td-picker .td-chart__bar')].filter(
    (bar) => getComputedStyle(bar).display !== 'none',
  );

/** What is wrong with the chart on screen: a bar off the screen, the page scrolled. */
function screenProblems(): string[] {
  const problems: string[] = [];
  for (const bar of shownBars()) {
    const box = bar.getBoundingClientRect();
    if (box.top < -0.5 || box.left < -0.5 || box.bottom > innerHeight + 0.5 || box.right > innerWidth + 0.5)
      problems.push(`${bar.textContent} is at ${box.left},${box.top}–${box.right},${box.bottom}`);
  }
  const stage = document.querySelector<HTMLElement>('.td-picker') as HTMLElement;
  const scroller = document.scrollingElement ?? document.documentElement;
  if (scroller.scrollHeight > innerHeight + 1 || scroller.scrollWidth > innerWidth + 1)
    problems.push('the page scrolls');
  if (stage.scrollHeight > stage.clientHeight + 1) problems.push('the stage scrolls');
  return problems;
}

/** The chords' sizes as drawn, smallest first. */
const chordSizes = () =>
  [...document.querySelectorAll<HTMLElement>('.td-picker .td-chart__cell > .td-chart__chords')]
    .filter((chords) => chords.querySelector('.td-chord') && getComputedStyle(chords).display !== 'none')
    .map((chords) => Number.parseFloat(getComputedStyle(chords).fontSize))
    .sort((a, b) => a - b);

const pageText = () =>
  [...document.querySelectorAll('.td-picker__page-of')].map((status) => status.textContent).join('');

/** The stage with `chart` on it, the tune in `key` (the chart is moved there). */
function stage(chart: StoredChart, key: PlayableKey) {
  return (
    <PickerScreen
      view={pickerWithTitle('All the Things You Are', 'med', key)}
      chart={chart}
      stage
      onStageChange={nothing}
      onNext={nothing}
      onSkip={nothing}
      onRaise={nothing}
      onLower={nothing}
      onOpenNotes={nothing}
      onChangeSet={nothing}
      onMenuAction={nothing}
    />
  );
}

describe('Stage View fits a 32-bar chart whole', () => {
  it.each([
    [1280, 800],
    [812, 375],
  ])(
    'at %i x %i, in every key: every bar on screen, no page, nothing scrolled, chords readable',
    async (width, height) => {
      await page.viewport(width, height);
      const minimum = stageChordMinimum({ width, height });
      expect(minimum).toBe(width === 1280 ? STAGE_CHORD_MIN_PX : STAGE_PHONE_CHORD_MIN_PX);
      const problems: string[] = [];
      for (const key of PLAYABLE_KEYS) {
        root?.unmount();
        host?.remove();
        draw(stage(THIRTY_TWO_BARS, key));
        await vi.waitFor(() => expect(shownBars()).toHaveLength(32), { timeout: 5000 });
        await document.fonts.ready;
        await frames();
        const found = screenProblems();
        if (pageText()) found.push(`in pages: ${pageText()}`);
        // Nine bars in ten at the readable size at least (a crowded bar's chords may be a little smaller).
        const sizes = chordSizes();
        const read = sizes[Math.floor(sizes.length / 10)] ?? 0;
        if (read < minimum) found.push(`chords of ${read}px`);
        problems.push(...found.map((problem) => `${key}: ${problem}`));
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('Stage View pages a 100-bar chart', () => {
  it.each([
    [1280, 800],
    [812, 375],
  ])('at %i x %i: pages of whole rows the keys turn, NEXT on the last page picks', async (width, height) => {
    await page.viewport(width, height);
    const library = buildLibrary({
      sets: { Long: ['One Hundred'] },
      songs: { 'One Hundred': { knowledge: 'med', key: 'D', chart: HUNDRED_BARS } },
    });
    const set = setIdOf(library, 'Long');
    const client = signedInClient(library, set);
    draw(<PickerPage client={client} />);
    const picks = () => client.state.library.pickers[set]?.state.version ?? 0;
    await vi.waitFor(() => expect(document.querySelector('.td-picker__title')).not.toBeNull(), {
      timeout: 5000,
    });
    (document.querySelector('.td-menu__trigger') as HTMLElement).click();
    await vi.waitFor(() => expect(document.querySelector('.td-menu__list')).not.toBeNull());
    const stageEntry = [...document.querySelectorAll<HTMLElement>('.td-menu__item')].find(
      (item) => item.textContent === 'Stage View',
    );
    stageEntry?.click();
    await vi.waitFor(() => expect(pageText()).toMatch(/^Page 1 of \d+$/), { timeout: 5000 });
    await document.fonts.ready;
    await frames();
    const pages = Number(/of (\d+)/.exec(pageText())?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(chordSizes()[0]).toBeGreaterThanOrEqual(stageChordMinimum({ width, height }) * 0.5);
    const before = picks();
    const press = async (key: string) => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      await frames();
    };
    const seen: string[] = [];
    for (let turn = 1; turn <= pages; turn += 1) {
      expect(pageText()).toBe(`Page ${turn} of ${pages}`);
      expect(screenProblems()).toEqual([]);
      // A page ends at the end of a row: its first bar starts a row (at the chart's left).
      const bars = shownBars();
      expect(bars[0]?.getBoundingClientRect().left).toBe(
        document.querySelector('.td-chart__bars')?.getBoundingClientRect().left,
      );
      seen.push(...bars.map((bar) => bar.querySelector('.td-visually-hidden')?.textContent ?? ''));
      if (turn < pages) await press('PageDown');
    }
    // Every bar once, in order; the tune has not moved.
    expect(seen).toHaveLength(100);
    expect(seen.map((words) => Number(/^bar (\d+):/.exec(words)?.[1]))).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    );
    expect(picks()).toBe(before);
    // SKIP turns back a page; on the last page again, NEXT is NEXT, and the tune starts at page 1.
    await press('PageUp');
    expect(pageText()).toBe(`Page ${pages - 1} of ${pages}`);
    await press('ArrowRight');
    expect(pageText()).toBe(`Page ${pages} of ${pages}`);
    await press(' ');
    await vi.waitFor(() => expect(picks()).toBe(before + 1));
    await vi.waitFor(() => expect(pageText()).toMatch(/^Page 1 of \d+$/));
    // The tune again (the set's only one), in the key just drawn: its pages turn as before.
    await press('PageDown');
    expect(pageText()).toMatch(/^Page 2 of \d+$/);
  });
});
