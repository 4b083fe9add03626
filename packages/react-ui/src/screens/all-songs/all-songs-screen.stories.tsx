import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_LIBRARY } from '@tunedeck/core';
import { expect, fn, within } from 'storybook/test';
import { AppLayout } from '../../primitives/layout/app-layout.js';
import { bigLibrary, gigLibrary, HISTORY_EVENING, historyLibrary } from '../../test/fixtures.js';
import { atWidth, onADesk } from '../../test/story-width.js';
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
    const rows = within(list).getAllByRole('link');
    // Each says since when: under its title on a phone, in a column of its own on a wide screen.
    const titles = [
      'Autumn Leaves',
      'Blue Bossa',
      'Solar',
      'The Days of Wine and Roses Are Laughing and Running Away Like a Child at Play',
    ];
    await expect(rows).toHaveLength(titles.length);
    for (const [index, row] of rows.entries()) {
      await expect(row).toHaveAccessibleName(new RegExp(`^${titles[index]} .*Not played in 31 days`));
    }
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

/**
 * On a desk, beside the menu: the list is a table, with when each song was last played and its sets in
 * columns of their own under a row of heads.
 */
export const OnADesk: Story = {
  args: { library: historyLibrary, now: HISTORY_EVENING + 2 * 24 * 60 * 60 * 1000 },
  decorators: [onADesk('library')],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Last played')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'All songs' });
    const solar = within(list).getByRole('link', { name: /^Solar/ });
    await expect(solar).toHaveAccessibleName(
      'Solar New in C Not played in 2 days in sets Friday gig, Practice',
    );
  },
};

/** The dark theme: every knowledge badge legible on the dark surface. */
export const DarkTheme: Story = { globals: { theme: 'dark' } };
