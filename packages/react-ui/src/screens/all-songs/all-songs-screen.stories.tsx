import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_LIBRARY } from '@tunedeck/core';
import { expect, fn } from 'storybook/test';
import { AppLayout } from '../../primitives/layout/app-layout.js';
import { bigLibrary, gigLibrary, HISTORY_EVENING, historyLibrary } from '../../test/fixtures.js';
import { atWidth } from '../../test/story-width.js';
import { AllSongsScreen } from './all-songs-screen.js';

const meta = {
  title: 'Screens/All Songs',
  component: AllSongsScreen,
  args: { library: gigLibrary, onMenuAction: fn() },
} satisfies Meta<typeof AllSongsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tune of each knowledge level, and a long title. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('Know')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Multiple Songs' }));
    await expect(args.onMenuAction).toHaveBeenCalledWith('add-multiple-songs');
  },
};

export const Empty: Story = { args: { library: EMPTY_LIBRARY } };

export const FiveHundredSongs: Story = { args: { library: bigLibrary(500) } };

export const SortedByKnowledge: Story = { args: { sort: 'knowledge' } };

/** A month after the last gig: the songs not played in 30 days, each saying since when. */
export const NotPlayedLately: Story = {
  args: { library: historyLibrary, now: HISTORY_EVENING + 31 * 24 * 60 * 60 * 1000 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Played' }), 'not-30');
    const list = canvas.getByRole('list', { name: 'All songs' });
    const rows = [...list.querySelectorAll('a')].map((row) => row.textContent);
    await expect(rows).toEqual([
      'Autumn LeavesNot played in 31 days Know',
      // A fixed key is read "in C" after the badge; Autumn Leaves' key is random.
      'Blue BossaNot played in 31 days Medium in C',
      'SolarNot played in 31 days New in C',
      'The Days of Wine and Roses Are Laughing and Running Away Like a Child at PlayNot played in 31 days Medium in E flat',
    ]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Played' }), 'never');
    await expect(canvas.getByRole('status')).toHaveTextContent('Every song here has been played at a gig.');
  },
};

export const SortedByLastPlayed: Story = {
  args: { library: historyLibrary, now: HISTORY_EVENING + 2 * 24 * 60 * 60 * 1000, sort: 'played-oldest' },
};

export const Narrow320: Story = {
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const Desktop1280: Story = {
  decorators: [
    (Story) => (
      <AppLayout>
        <Story />
      </AppLayout>
    ),
    atWidth(1280),
  ],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** The dark theme: every knowledge badge legible on the dark surface. */
export const DarkTheme: Story = { globals: { theme: 'dark' } };
