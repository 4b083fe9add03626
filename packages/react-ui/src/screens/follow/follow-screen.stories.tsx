import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LiveView } from '@tunedeck/core';
import type { StoredChart } from '@tunedeck/core/chart';
import { expect, fn } from 'storybook/test';
import { atWidth } from '../../test/story-width.js';
import { FollowScreen } from './follow-screen.js';

const NOW = Date.UTC(2026, 10, 27, 21, 30);
const MINUTE = 60_000;

const VIEW: LiveView = {
  version: 12,
  setName: 'Friday at the Blue Note',
  current: { title: 'Dolphin Dance', key: 'E flat', time: NOW - 3 * MINUTE, chart: null },
  recent: [
    { title: 'Solar', key: 'C', time: NOW - 9 * MINUTE },
    { title: 'Footprints', key: 'C', time: NOW - 16 * MINUTE },
    { title: 'Stella by Starlight', key: 'B flat', time: NOW - 24 * MINUTE },
    { title: 'Nardis', key: 'E', time: NOW - 31 * MINUTE },
    { title: 'Inner Urge', key: 'F sharp', time: NOW - 38 * MINUTE },
  ],
};

const meta = {
  title: 'Screens/Follow',
  component: FollowScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: { status: 'live', view: VIEW, reconnecting: false },
    now: NOW,
    instrument: 'concert',
    onInstrumentChange: fn(),
  },
} satisfies Meta<typeof FollowScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pianist follows: the tune, its concert key, when it was called, the five before. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dolphin Dance' })).toBeVisible();
    await expect(canvas.getByText('Key: E flat')).toBeInTheDocument();
    await expect(canvas.getByText('Called 3 min ago')).toBeVisible();
    await expect(canvas.getByRole('list').querySelectorAll('li')).toHaveLength(5);
    await userEvent.selectOptions(canvas.getByLabelText('Your instrument'), 'B♭ instrument');
    await expect(args.onInstrumentChange).toHaveBeenCalledWith('b-flat');
  },
};

/** A tenor player: the key written for a B♭ instrument, the concert key small beside it. */
export const BFlatInstrument: Story = {
  args: { instrument: 'b-flat' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Key: F')).toBeInTheDocument();
    await expect(canvasElement.querySelector('.td-follow__concert')).toHaveTextContent('Concert E flat');
  },
};

/** An alto player: concert E♭ reads C. */
export const EFlatInstrument: Story = {
  args: { instrument: 'e-flat' },
};

/** A 32-bar tune's chart as the leader stored it, in E♭. */
const CHART: StoredChart = {
  key: 'Eb',
  text: [
    '[A] Eb^7 | C-7 | F-7 | Bb7 |',
    'G-7 C7 | F-7 Bb7 | Eb^7 | F-7 Bb7 |',
    '[A] Eb^7 | C-7 | F-7 | Bb7 |',
    'G-7 C7 | F-7 Bb7 | Eb^7 | Eb7 ||',
    '[B] Ab^7 | Ab-7 Db7 | Eb^7 | C-7 |',
    'F7 | F-7 | Bb7sus | Bb7 ||',
    '[A] Eb^7 | C-7 | F-7 | Bb7 |',
    'G-7 C7 | F-7 Bb7 | Eb6 | Eb6 |]',
  ].join('\n'),
};

const CHARTED: LiveView = {
  ...VIEW,
  current: { title: 'Dolphin Dance', key: 'E flat', time: NOW - 3 * MINUTE, chart: CHART },
};
const charted = { state: { status: 'live', view: CHARTED, reconnecting: false } } as const;

/** The chart has drawn (its code loads with the first chart). */
const chartDrawn = (name: RegExp) =>
  (async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dolphin Dance' })).toBeVisible();
  }) satisfies Story['play'];

/** The called tune's chart, under the tune on a phone and beside it on a desk. */
export const WithChart: Story = {
  args: charted,
  play: async (context) => {
    await chartDrawn(/^Chart of Dolphin Dance in E flat major$/)(context);
    const bars = context.canvas.getAllByRole('listitem').filter((item) => item.closest('.td-chart'));
    await expect(bars).toHaveLength(32);
    await expect(bars[0]?.querySelector('.td-visually-hidden')).toHaveTextContent(
      /^bar 1: Section A, four four time, E flat major seven$/,
    );
  },
};

/** A tenor player reads the chart written for a B♭ instrument: concert E♭ major reads F major. */
export const WithChartBFlat: Story = {
  args: { ...charted, instrument: 'b-flat' },
  play: async (context) => {
    await chartDrawn(/^Chart of Dolphin Dance in F major for B flat instrument, concert E flat major$/)(
      context,
    );
    await expect(context.canvas.getByText('F major for B♭ instrument (concert E♭ major)')).toBeVisible();
    const bars = context.canvas.getAllByRole('listitem').filter((item) => item.closest('.td-chart'));
    await expect(bars[0]?.querySelector('.td-visually-hidden')).toHaveTextContent(
      /^bar 1: Section A, four four time, F major seven$/,
    );
  },
};

/** The smallest phone: the tune, then its chart four bars a row. */
export const WithChartSmallPhone: Story = {
  args: charted,
  globals: { viewport: { value: 'small', isRotated: false } },
  play: chartDrawn(/^Chart of Dolphin Dance/),
};

/** A tall phone on a music stand. */
export const WithChartTallPhone: Story = {
  args: { ...charted, instrument: 'e-flat' },
  globals: { viewport: { value: 'tall', isRotated: false } },
  play: chartDrawn(/^Chart of Dolphin Dance/),
};

/** The phone on its side (812 × 375): the tune at the left, the chart beside it. */
export const WithChartLandscape: Story = {
  args: charted,
  globals: { viewport: { value: 'tall', isRotated: true } },
  play: chartDrawn(/^Chart of Dolphin Dance/),
};

export const WithChartLandscapeDark: Story = {
  ...WithChartLandscape,
  globals: { viewport: { value: 'tall', isRotated: true }, theme: 'dark' },
};

export const WithChartTablet: Story = {
  args: { ...charted, instrument: 'b-flat' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: chartDrawn(/^Chart of Dolphin Dance/),
};

/** A wide desk: eight bars a row, the whole chart in one screen. */
export const WithChartWide: Story = {
  args: charted,
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: chartDrawn(/^Chart of Dolphin Dance/),
};

export const WithChartDark: Story = {
  ...WithChart,
  globals: { theme: 'dark' },
};

/** A signed-in bandmate with the chart: the keep buttons under the tune, before the chart. */
export const WithChartSignedIn: Story = {
  args: {
    ...charted,
    keep: { status: { inLibrary: false, onWishList: false }, onAddToLibrary: fn(), onAddToWishList: fn() },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: chartDrawn(/^Chart of Dolphin Dance/),
};

/** A tune without a chart: nothing of a chart shows, the tune keeps the whole page. */
export const NoChart: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dolphin Dance' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /^Chart of/ })).toBeNull();
    await expect(canvasElement.querySelector('.td-follow__chart')).toBeNull();
  },
};

/** The connection dropped: the last tune stays, and says it is coming back. */
export const Reconnecting: Story = {
  args: { state: { status: 'live', view: VIEW, reconnecting: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dolphin Dance' })).toBeVisible();
  },
};

/** Shared before the first pick. */
export const Waiting: Story = {
  args: { state: { status: 'live', view: { ...VIEW, current: null, recent: [] }, reconnecting: false } },
};

export const Joining: Story = {
  args: { state: { status: 'connecting' } },
};

/** The leader stopped sharing (or shared again with a new link). */
export const Ended: Story = {
  args: { state: { status: 'ended' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This live set has ended' })).toBeVisible();
  },
};

/** A long title on the smallest phone. */
export const Narrow320: Story = {
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: {
    state: {
      status: 'live',
      view: { ...VIEW, current: { title: 'The Days of Wine and Roses', key: 'F', time: NOW, chart: null } },
      reconnecting: false,
    },
    instrument: 'f',
  },
};

export const Desktop1280: Story = {
  decorators: [atWidth(1280)],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};

/** Each state in the dark theme too, as a dim stage needs it. */
export const WaitingDark: Story = { ...Waiting, globals: { theme: 'dark' } };
export const ReconnectingDark: Story = { ...Reconnecting, globals: { theme: 'dark' } };
export const EndedDark: Story = { ...Ended, globals: { theme: 'dark' } };

const keep = { status: { inLibrary: false, onWishList: false }, onAddToLibrary: fn(), onAddToWishList: fn() };

/** A signed-in bandmate: one tap keeps the tune called in their library or on their wish list. */
export const SignedIn: Story = {
  args: { keep },
  play: async ({ canvas, args, userEvent }) => {
    const keeping = canvas.getByRole('region', { name: 'Keep this tune' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Tunes I Want To Learn' }));
    await expect(args.keep?.onAddToWishList).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to my library' }));
    await expect(args.keep?.onAddToLibrary).toHaveBeenCalledOnce();
    await expect(keeping).toBeVisible();
  },
};

/** The tune is on their wish list already, and the last tap said so. */
export const SignedInOnWishList: Story = {
  args: {
    keep: {
      ...keep,
      status: { inLibrary: false, onWishList: true },
      message: 'Dolphin Dance is on Tunes I Want To Learn.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('On Tunes I Want To Learn')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to Tunes I Want To Learn' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Dolphin Dance is on Tunes I Want To Learn.');
  },
};

/** They know it already: nothing to add. */
export const SignedInHasIt: Story = {
  args: { keep: { ...keep, status: { inLibrary: true, onWishList: false } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In your library')).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: /^Add to/ })).toEqual([]);
  },
};
