import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LiveView } from '@tunedeck/core';
import { expect, fn } from 'storybook/test';
import { atWidth } from '../../test/story-width.js';
import { FollowScreen } from './follow-screen.js';

const NOW = Date.UTC(2026, 10, 27, 21, 30);
const MINUTE = 60_000;

const VIEW: LiveView = {
  version: 12,
  setName: 'Friday at the Blue Note',
  current: { title: 'Dolphin Dance', key: 'E flat', time: NOW - 3 * MINUTE },
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
      view: { ...VIEW, current: { title: 'The Days of Wine and Roses', key: 'F', time: NOW } },
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
