import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickerView } from '@tunedeck/core';
import { expect, fn } from 'storybook/test';
import { AppLayout } from '../../primitives/layout/app-layout.js';
import {
  EMPTY_SET,
  GIG_SET,
  gigLibrary,
  LONG_TITLE,
  pickerWith,
  pickerWithTitle,
  withTuneOnScreen,
} from '../../test/fixtures.js';
import { EIGHTY, LONG_SET, LONGEST_WORD, ONE_WORD, posterView, SHORT_SET } from '../../test/poster.js';
import { atWidth, onADesk } from '../../test/story-width.js';
import { Navigation } from '../navigation/navigation.js';
import { HUNDRED_BARS, LEAD_SHEET, THIRTY_TWO_BARS } from './chart-fixtures.js';
import { preloadPickerChart } from './chart-sheet.js';
import { PickerScreen } from './picker-screen.js';

const meta = {
  title: 'Screens/Picker',
  component: PickerScreen,
  args: {
    view: pickerWith('know'),
    onNext: fn(),
    onSkip: fn(),
    onRaise: fn(),
    onLower: fn(),
    onOpenNotes: fn(),
    onChangeSet: fn(),
    onMenuAction: fn(),
  },
  // Read from a metre away: text on the poster needs 7:1 (WCAG AAA), not only 4.5:1.
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast-enhanced', enabled: true }] } } },
} satisfies Meta<typeof PickerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Know: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Autumn Leaves');
    await expect(canvas.getByText('Know')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Raise knowledge' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'NEXT' }));
    await userEvent.click(canvas.getByRole('button', { name: 'SKIP' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lower knowledge' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    await expect(args.onSkip).toHaveBeenCalledOnce();
    await expect(args.onLower).toHaveBeenCalledOnce();
  },
};

export const Medium: Story = { args: { view: pickerWith('med', 'F sharp') } };

export const New: Story = {
  args: { view: pickerWith('new', 'E flat') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Key: E flat')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Lower knowledge: move out of library' })).toBeEnabled();
  },
};

/** The network dropped mid-gig: picking goes on, and the screen says where the picks are. */
export const Offline: Story = {
  args: { view: pickerWith('med', 'G'), offline: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Offline: your picks are kept on this device and sent when the network is back.',
    );
    await expect(canvas.getByRole('button', { name: 'NEXT' })).toBeEnabled();
  },
};

/**
 * The poster fits, as a stage needs it: the key at least 4.5rem (5rem from a 375 px phone) and never
 * smaller than the title; the title at 2rem or more (less only for a word too long for a line) on at
 * most two lines, ending in "…" only when two lines cannot hold it (the tooltip then has all of it);
 * the header one row; every control inside the viewport.
 */
async function expectPosterFits(canvasElement: HTMLElement) {
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const title = canvasElement.querySelector('h1') as HTMLElement;
  const key = canvasElement.querySelector('.td-picker__key') as HTMLElement;
  const titleSize = Number.parseFloat(getComputedStyle(title).fontSize);
  const keySize = Number.parseFloat(getComputedStyle(key).fontSize);
  const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  const portrait = innerHeight > innerWidth;
  // Only a word too long for a line at 2rem takes the title smaller ("Supercalifragilisticexpialidocious").
  if (!/\S{20,}/.test(title.textContent ?? '')) await expect(titleSize).toBeGreaterThanOrEqual(2 * rem);
  await expect(keySize).toBeGreaterThanOrEqual(titleSize);
  if (portrait) await expect(keySize).toBeGreaterThanOrEqual((innerWidth >= 375 ? 5 : 4.5) * rem);
  // Two lines at most (line-height 1.05), and the whole title in the tooltip.
  await expect(title.clientHeight).toBeLessThanOrEqual(2 * 1.05 * titleSize + 1);
  await expect(title.title).toBe(title.textContent);
  const bar = canvasElement.querySelector('.td-picker__bar') as HTMLElement;
  await expect(bar.getBoundingClientRect().height).toBeLessThan(64);
  for (const control of canvasElement.querySelectorAll('button, a')) {
    const box = control.getBoundingClientRect();
    await expect({
      control: control.textContent,
      left: box.left >= 0,
      right: box.right <= innerWidth + 0.5,
    }).toEqual({ control: control.textContent, left: true, right: true });
    await expect({ control: control.textContent, bottom: box.bottom <= innerHeight + 0.5 }).toEqual({
      control: control.textContent,
      bottom: true,
    });
  }
}

/** 78 characters: two lines at 2rem, then "…"; the key as large as on any tune. */
export const LongTitle: Story = {
  args: { view: pickerView(withTuneOnScreen(LONG_TITLE, 'E flat'), GIG_SET) },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

/** 43 characters: two lines, smaller type. */
export const ThreeLineTitle: Story = {
  args: { view: pickerWithTitle("I Can't Believe That You're in Love With Me", 'new', 'F sharp') },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

/** A phone on its side on the music stand: tune left, controls right, nothing below the fold. */
export const Landscape: Story = {
  args: { view: pickerWithTitle('The Days of Wine and Roses', 'know', 'B flat') },
  globals: { viewport: { value: 'phone', isRotated: true } },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

export const LongTitleLandscape: Story = {
  args: { view: pickerView(withTuneOnScreen(LONG_TITLE, 'E flat'), GIG_SET) },
  globals: { viewport: { value: 'phone', isRotated: true } },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

export const EmptySet: Story = { args: { view: pickerView(gigLibrary, EMPTY_SET) } };

export const NoTuneYet: Story = { args: { view: pickerView(gigLibrary, GIG_SET) } };

export const NoSet: Story = { args: { view: pickerView(gigLibrary, null) } };

export const MenuOpen: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Picker menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start New Gig' }));
    await expect(args.onMenuAction).toHaveBeenCalledWith('start-new-gig');
    await userEvent.click(canvas.getByRole('button', { name: 'Picker menu' }));
  },
};

/** The smallest phone (320 × 568) with the longest title: everything on screen, the key still large. */
export const Narrow320: Story = {
  args: { view: pickerView(withTuneOnScreen(LONG_TITLE, 'E flat'), GIG_SET) },
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'small', isRotated: false } },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

/** The same phone in the app, below its header: still nothing below the fold. */
export const Narrow320InApp: Story = {
  args: { view: pickerView(withTuneOnScreen(LONG_TITLE, 'E flat'), GIG_SET) },
  render: (args) => (
    <AppLayout>
      <Navigation current="picker" onLogOut={fn()} />
      <main>
        <PickerScreen {...args} />
      </main>
    </AppLayout>
  ),
  globals: { viewport: { value: 'small', isRotated: false } },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

/** Band follow: the set is shared live; the Live button opens its link again. */
export const SharingLive: Story = { args: { onShareLive: fn(), live: true } };

/** Band follow: the set is shared live, on the smallest phone with the longest title. */
export const SharingLive320: Story = {
  args: { view: pickerView(withTuneOnScreen(LONG_TITLE, 'E flat'), GIG_SET), onShareLive: fn(), live: true },
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement, canvas, args, userEvent }) => {
    await expectPosterFits(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Live: show the link' }));
    await expect(args.onShareLive).toHaveBeenCalledOnce();
  },
};

/**
 * Band follow: the leader plays a B♭ instrument (chosen in Share Live): the key is written for it, a
 * tone above the band's, which shows beneath.
 */
export const SharingLiveBFlat: Story = {
  args: { view: pickerWith('new', 'E flat'), onShareLive: fn(), live: true, instrument: 'b-flat' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Key: F')).toBeInTheDocument();
    await expect(canvas.getByText(/^Concert/)).toHaveTextContent('Concert E flat');
  },
};

/** A written key and the concert key beneath, on the smallest phone with the longest title. */
export const SharingLiveEFlat320: Story = {
  args: {
    view: pickerView(withTuneOnScreen(LONG_TITLE, 'E flat'), GIG_SET),
    onShareLive: fn(),
    live: true,
    instrument: 'e-flat',
  },
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'small', isRotated: false } },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

/** The stage view for an E♭ instrument: the written key, the concert key beneath, in the stage's ink. */
export const StageViewEFlat: Story = {
  args: { view: pickerWith('med', 'B flat'), stage: true, onStageChange: fn(), instrument: 'e-flat' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Key: G')).toBeInTheDocument();
    await expect(canvas.getByText(/^Concert/)).toHaveTextContent('Concert B flat');
  },
};

/** From 920px wide the app is a 500px column on the page colour. */
export const Wide1280: Story = {
  args: { view: pickerWith('new', 'A flat') },
  render: (args) => (
    <AppLayout>
      <PickerScreen {...args} />
    </AppLayout>
  ),
  decorators: [atWidth(1280)],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** The dark theme: the poster keeps its knowledge colour and near-black ink (contrast at least 7:1). */
export const DarkTheme: Story = { args: { view: pickerWith('new', 'D flat') }, globals: { theme: 'dark' } };

/** The stage view: full screen, dark, the tune in its knowledge colour on black. */
export const StageView: Story = {
  args: { view: pickerWith('new', 'E flat'), stage: true, onStageChange: fn(), onUndo: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Leave Stage View' }));
    await expect(args.onStageChange).toHaveBeenCalledWith(false);
  },
};

export const StageViewKnow: Story = {
  args: { view: pickerWith('know', 'A'), stage: true, onStageChange: fn() },
};

export const StageViewMedium: Story = {
  args: { view: pickerWith('med', 'B flat'), stage: true, onStageChange: fn() },
  decorators: [atWidth(1280)],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** The menu offers Stage View where the page can show it. */
export const StageViewInMenu: Story = {
  args: { onStageChange: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Picker menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Stage View' }));
    await expect(args.onStageChange).toHaveBeenCalledWith(true);
    await expect(args.onMenuAction).not.toHaveBeenCalled();
  },
};

/*
 * Words are never broken, at every size the poster is looked at (DESIGN.md): one-word titles too long
 * for a line at the poster's size ("Stablemates", and "Supercalifragilisticexpialidocious", which takes
 * the title below its smallest size), the set's name of 2 and of 40 characters beside the bar's buttons
 * with the set shared live. words.browser.test.tsx measures the same at each size; these are the
 * pictures.
 */
const live = { onShareLive: fn(), live: true, onStageChange: fn() };
const inTheApp = [onADesk('picker')];

/** The smallest phone, in the app: the longest word on one line, the 40-character set's name legible. */
export const LongestWordSmall: Story = {
  args: { view: posterView(LONGEST_WORD, LONG_SET), ...live },
  decorators: inTheApp,
  globals: { viewport: { value: 'small', isRotated: false } },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

export const OneWordTall: Story = {
  args: { view: posterView(ONE_WORD, LONG_SET, 'med', 'F sharp'), ...live },
  decorators: inTheApp,
  globals: { viewport: { value: 'tall', isRotated: false } },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

export const LongestWordTallDark: Story = {
  args: { view: posterView(LONGEST_WORD, SHORT_SET, 'know', 'A'), ...live },
  globals: { viewport: { value: 'tall', isRotated: false }, theme: 'dark' },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

export const OneWordStageTall: Story = {
  args: { view: posterView(ONE_WORD, LONG_SET), ...live, stage: true },
  globals: { viewport: { value: 'tall', isRotated: false } },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

/** A phone on its side, in the app: the tune left, the controls right, the bar in one row. */
export const OneWordLandscape: Story = {
  args: { view: posterView(ONE_WORD, LONG_SET, 'know', 'B flat'), ...live },
  decorators: inTheApp,
  globals: { viewport: { value: 'tall', isRotated: true } },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

export const LongestWordStageLandscape: Story = {
  args: {
    view: posterView(LONGEST_WORD, SHORT_SET, 'med', 'E flat'),
    ...live,
    stage: true,
    instrument: 'b-flat',
  },
  globals: { viewport: { value: 'tall', isRotated: true } },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

/** A tablet on its side on the music stand: the poster fills the page beside the sidebar. */
export const OneWordTablet: Story = {
  args: { view: posterView(ONE_WORD, LONG_SET, 'new', 'D flat'), ...live },
  decorators: inTheApp,
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

export const EightyStageTablet: Story = {
  args: { view: posterView(EIGHTY, LONG_SET, 'med', 'G'), ...live, stage: true },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

export const LongestWordDesktop: Story = {
  args: { view: posterView(LONGEST_WORD, SHORT_SET, 'know', 'C'), ...live },
  decorators: inTheApp,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

export const EightyDesktopDark: Story = {
  args: { view: posterView(EIGHTY, LONG_SET, 'new', 'E flat'), ...live },
  decorators: inTheApp,
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'dark' },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

/** The stage view on a desk: the whole screen again, the tune on the left, the controls on the right. */
export const OneWordStageDesktop: Story = {
  args: { view: posterView(ONE_WORD, LONG_SET, 'med', 'A flat'), ...live, stage: true },
  decorators: inTheApp,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

export const ShortTitleWide: Story = {
  args: { view: posterView('Solar', LONG_SET, 'med', 'C'), ...live },
  decorators: inTheApp,
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

/** The stage view for an E♭ player on a wide desk: the written key, the concert key beside the word. */
export const LongestWordStageWideDark: Story = {
  args: {
    view: posterView(LONGEST_WORD, LONG_SET, 'new', 'B flat'),
    ...live,
    stage: true,
    instrument: 'e-flat',
  },
  decorators: inTheApp,
  globals: { viewport: { value: 'wide', isRotated: false }, theme: 'dark' },
  play: ({ canvasElement }) => expectPosterFits(canvasElement),
};

/*
 * The called tune's chart (its layout at each size is measured by stage-chart.browser.test.tsx; a story
 * plays at the test's own size and is pictured at its own): in the key just picked (Autumn Leaves is in a random key, drawn in B♭ here,
 * so its G minor chart is shown in B♭ minor), one tap on "Chart" away on a phone upright, beside the
 * tune where the screen is wide or on its side. Stage View fits a 32-bar chart whole and shows a
 * 100-bar one in pages.
 */
const charted = { view: pickerWith('know', 'B flat'), chart: LEAD_SHEET, onStageChange: fn() };
// The chart's code, loaded before the story is drawn: its pictures never catch it on its way.
const beforeEach = async () => {
  await preloadPickerChart();
};
const LEAVES_CHART = 'Chart of Autumn Leaves in B flat minor';

/** A phone upright: the chart one tap away, between the tune (smaller now) and the controls. */
export const WithChartTall: Story = {
  beforeEach,
  args: charted,
  decorators: inTheApp,
  globals: { viewport: { value: 'tall', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Chart' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: LEAVES_CHART })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('region', { name: LEAVES_CHART })).toBeVisible();
  },
};

/** The smallest phone: the chart scrolls between the tune and NEXT, all of them on screen. */
export const WithChartSmall: Story = {
  beforeEach,
  args: { ...charted, chartShown: true },
  decorators: inTheApp,
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: LEAVES_CHART });
  },
};

/** A phone on its side: the chart beside the tune without a tap. */
export const WithChartLandscape: Story = {
  beforeEach,
  args: charted,
  decorators: inTheApp,
  globals: { viewport: { value: 'tall', isRotated: true } },
};

export const WithChartTablet: Story = {
  beforeEach,
  args: charted,
  decorators: inTheApp,
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** A tenor player at a desk: the chart written for a B♭ instrument, a tone above the band. */
export const WithChartDesktopBFlat: Story = {
  beforeEach,
  args: { ...charted, instrument: 'b-flat', chartShown: true },
  decorators: inTheApp,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', {
        name: 'Chart of Autumn Leaves in C minor for B flat instrument, concert B flat minor',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Key: C')).toBeInTheDocument();
  },
};

export const WithChartWideDark: Story = {
  beforeEach,
  args: { ...charted, view: pickerWith('new', 'D flat'), chart: THIRTY_TWO_BARS, chartShown: true },
  decorators: inTheApp,
  globals: { viewport: { value: 'wide', isRotated: false }, theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Chart of Solar in D flat major' })).toBeVisible();
  },
};

/** The chart beside the tune put away (the musician's choice): "Chart" brings it back. */
export const WithChartHidden: Story = {
  beforeEach,
  args: { ...charted, chartShown: false },
  decorators: inTheApp,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: LEAVES_CHART })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A tune without a chart says so, and offers to add one on its song page. */
export const WithoutChart: Story = {
  beforeEach,
  args: { ...charted, view: pickerWith('med', 'F'), chart: null, chartShown: true },
  decorators: inTheApp,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No chart for this tune yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a Chart' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/library\/allsongs\/\w+$/),
    );
  },
};

export const WithoutChartTall: Story = {
  beforeEach,
  args: { ...charted, view: pickerWith('med', 'F'), chart: null },
  decorators: inTheApp,
  globals: { viewport: { value: 'tall', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chart' }));
    await expect(canvas.getByText('No chart for this tune yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a Chart' })).toBeVisible();
  },
};

const stage32 = {
  ...charted,
  view: pickerWithTitle('All the Things You Are', 'med', 'A flat'),
  chart: THIRTY_TWO_BARS,
  stage: true,
};
const ALL_THE_THINGS = 'Chart of All the Things You Are in A flat major';

/** Stage View on a laptop: a 32-bar chart whole, read from the music stand, the key still large. */
export const StageWithChartDesktop: Story = {
  beforeEach,
  args: stage32,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: ALL_THE_THINGS });
  },
};

/** A phone on its side: the 32 bars still whole, smaller. */
export const StageWithChartLandscape: Story = {
  beforeEach,
  args: stage32,
  globals: { viewport: { value: 'tall', isRotated: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: ALL_THE_THINGS });
  },
};

/** A phone upright: the tune in a row above the chart, NEXT under it; a page button pair if it needs pages. */
export const StageWithChartTall: Story = {
  beforeEach,
  args: stage32,
  globals: { viewport: { value: 'tall', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: ALL_THE_THINGS });
  },
};

/** The lead sheet with every mark, on a tablet's stage. */
export const StageWithChartTablet: Story = {
  beforeEach,
  args: { ...charted, stage: true },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: LEAVES_CHART });
  },
};

const stage100 = {
  ...charted,
  view: pickerWithTitle('Cherokee', 'new', 'B flat'),
  chart: HUNDRED_BARS,
  stage: true,
};

/** 100 bars on a laptop's stage: pages of whole rows; "Next Page" (or the pedal) turns them. */
export const StageLongChartPaged: Story = {
  beforeEach,
  args: stage100,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('region', { name: 'Chart of Cherokee in B flat minor' });
    const page = await canvas.findByText(/^Page 1 of \d+$/);
    const pages = Number(/of (\d+)/.exec(page.textContent ?? '')?.[1]);
    await expect(pages).toBeGreaterThan(1);
    await expect(canvas.getByRole('button', { name: 'Previous Page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next Page' }));
    await expect(canvas.getByText(/^Page \d+ of \d+$/)).toHaveTextContent(`Page 2 of ${pages}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous Page' }));
    await expect(canvas.getByText(/^Page \d+ of \d+$/)).toHaveTextContent(`Page 1 of ${pages}`);
  },
};

/** The same on a phone on its side: more pages, each whole on the screen. */
export const StageLongChartPagedLandscape: Story = {
  beforeEach,
  args: { ...stage100, onUndo: fn() },
  globals: { viewport: { value: 'tall', isRotated: true } },
  play: async ({ canvas }) => {
    await canvas.findByText(/^Page 1 of \d+$/);
  },
};
