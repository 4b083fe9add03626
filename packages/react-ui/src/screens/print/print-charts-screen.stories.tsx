import type { Meta, StoryObj } from '@storybook/react-vite';
import { chartText } from '@tunedeck/core/chart';
import { buildLibrary, setIdOf } from '@tunedeck/core/testing';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  ENDINGS_CHART,
  LONG_CHART,
  SECTIONS_CHART,
  SIXTY_FOUR_BARS,
  TIMES_CHART,
} from '../../chart/fixtures.js';
import { onADesk, showInPictures } from '../../test/story-width.js';
import { PrintChartsScreen } from './print-charts-screen.js';

/**
 * A gig's set of six tunes, five with a chart: a 40-bar lead sheet with every sign, the 64 bars the bench
 * draws, an AABA, a waltz in a random key, a short one with endings; one tune has no chart yet.
 */
const library = buildLibrary({
  sets: {
    'Friday gig at the Blue Room': [
      'Nardis',
      'Sixty-Four Bars',
      'Autumn Leaves',
      'Someday My Prince Will Come',
      'Blue Bossa',
      'Solar',
    ],
    'New set': [],
    'Long night': ['Two Hundred Bars'],
  },
  songs: {
    Nardis: { key: 'E', chart: { key: 'G-', text: chartText(LONG_CHART) } },
    'Sixty-Four Bars': { key: 'B flat', chart: { key: 'G-', text: chartText(SIXTY_FOUR_BARS) } },
    'Autumn Leaves': { key: 'G', chart: { key: 'C', text: chartText(SECTIONS_CHART) } },
    'Someday My Prince Will Come': { key: 'random', chart: { key: 'F', text: chartText(TIMES_CHART) } },
    'Blue Bossa': { key: 'C', chart: { key: 'C-', text: chartText(ENDINGS_CHART) } },
    Solar: { key: 'C' },
    // Five times the 40-bar lead sheet: 200 bars, more than a page holds at its full size.
    'Two Hundred Bars': {
      key: 'D',
      chart: {
        key: 'G-',
        text: chartText({ bars: Array.from({ length: 5 }, () => LONG_CHART.bars).flat() }),
      },
    },
  },
});
const GIG = setIdOf(library, 'Friday gig at the Blue Room');

const meta = {
  title: 'Screens/Print Charts',
  component: PrintChartsScreen,
  args: { library, setId: GIG, instrument: 'concert', onPrint: fn() },
} satisfies Meta<typeof PrintChartsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every page's chart ends inside its page (each is shrunk to fit, on screen as on paper). */
async function everyChartFits(canvasElement: HTMLElement, pages = 5) {
  await waitFor(() => {
    const sheets = [...canvasElement.querySelectorAll('.td-print-sheet')];
    expect(sheets).toHaveLength(pages);
    for (const sheet of sheets) {
      const room = sheet.querySelector('.td-print-sheet__room')!.getBoundingClientRect();
      const chart = sheet.querySelector('.td-print-sheet__chart')!.getBoundingClientRect();
      expect(chart.bottom).toBeLessThanOrEqual(room.bottom + 0.5);
      expect(chart.right).toBeLessThanOrEqual(room.right + 0.5);
    }
  });
}

/** The bar (instrument, Print, the way back), then the first page as it will print. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Print Charts' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Friday gig at the Blue Room' })).toHaveAttribute(
      'href',
      `/library/sets/${GIG}`,
    );
    await expect(canvas.getByText(/5 charts, one a page\./)).toBeVisible();
    await expect(canvas.getByText(/No chart yet for Solar: it is left out\./)).toBeVisible();
    const pages = canvas.getByRole('list', { name: 'Pages of Friday gig at the Blue Room' });
    await expect([...pages.querySelectorAll('h2')].map((title) => title.textContent)).toEqual([
      'Autumn Leaves',
      'Blue Bossa',
      'Nardis',
      'Sixty-Four Bars',
      'Someday My Prince Will Come',
    ]);
    await expect(canvas.getByRole('region', { name: 'Nardis' })).toHaveTextContent('Page 3 of 5');
    await everyChartFits(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => everyChartFits(canvasElement),
};

/** For a B♭ player: every key line names the key they read and the band's. */
export const BFlatInstrument: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Instrument' }), 'b-flat');
    const nardis = canvas.getByRole('region', { name: 'Nardis' });
    await expect(nardis).toHaveTextContent('F\u266f minor for B\u266d instrument (concert E minor)');
    await expect(
      canvas.getByRole('region', {
        name: 'Chart of Nardis in F sharp minor for B flat instrument, concert E minor',
      }),
    ).toBeVisible();
  },
};

/** The 64-bar chart: eight bars a row, shrunk until the page holds it. */
export const SixtyFourBarsOnAPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await everyChartFits(canvasElement);
    showInPictures(canvas.getByRole('region', { name: 'Sixty-Four Bars' }).closest('li')!);
  },
};

/** 200 bars: eight a row, and the whole shrunk until the page holds it. */
export const TwoHundredBars: Story = {
  args: { setId: setIdOf(library, 'Long night') },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await everyChartFits(canvasElement, 1);
    const chart = canvasElement.querySelector<HTMLElement>('.td-print-sheet__chart')!;
    await expect(Number(chart.style.zoom)).toBeLessThan(1);
    await expect(within(chart).getAllByRole('listitem')).toHaveLength(200);
    showInPictures(canvas.getByRole('region', { name: 'Two Hundred Bars' }).closest('li')!);
  },
};

/** A small phone (320 × 568): the pages scaled to its width, a preview of paper. */
export const Small: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => everyChartFits(canvasElement),
};

export const SmallDark: Story = {
  globals: { viewport: { value: 'small', isRotated: false }, theme: 'dark' },
  play: async ({ canvasElement }) => everyChartFits(canvasElement),
};

/** A tall phone (375 × 812), scrolled to a page. */
export const TallPage: Story = {
  globals: { viewport: { value: 'tall', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await everyChartFits(canvasElement);
    showInPictures(canvas.getByRole('region', { name: 'Autumn Leaves' }).closest('li')!);
  },
};

export const TallPageDark: Story = {
  globals: { viewport: { value: 'tall', isRotated: false }, theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await everyChartFits(canvasElement);
    showInPictures(canvas.getByRole('region', { name: 'Autumn Leaves' }).closest('li')!);
  },
};

/** On a desk: beside the main menu, the pages at their real size. */
export const OnADesk: Story = {
  decorators: [onADesk('library')],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => everyChartFits(canvasElement),
};

export const OnADeskDark: Story = {
  decorators: [onADesk('library')],
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'dark' },
  play: async ({ canvasElement }) => everyChartFits(canvasElement),
};

/** A set with no tunes: nothing to print, and no Print button. */
export const EmptySet: Story = {
  args: { setId: setIdOf(library, 'New set') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This set has no tunes yet\./)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Print' })).toBeNull();
  },
};

/** Just after the library is read, before its charts: the pages wait for them. */
export const ChartsBeingRead: Story = {
  args: { library: { ...library, charts: {} }, chartsLoaded: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reading the charts');
    await expect(canvas.queryByRole('button', { name: 'Print' })).toBeNull();
  },
};
