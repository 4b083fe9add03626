import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_LIBRARY } from '@tunedeck/core';
import { songIdOf } from '@tunedeck/core/testing';
import { expect, fn, within } from 'storybook/test';
import { AppLayout } from '../../primitives/layout/app-layout.js';
import { bigLibrary, gigLibrary, HISTORY_EVENING, historyLibrary } from '../../test/fixtures.js';
import { atWidth, onADesk } from '../../test/story-width.js';
import { SongBesideList } from '../library/song-beside-list.js';
import { SongScreen } from '../song/song-screen.js';
import { AllSongsScreen } from './all-songs-screen.js';

const meta = {
  title: 'Screens/All Songs',
  component: AllSongsScreen,
  args: { library: gigLibrary, onMenuAction: fn() },
} satisfies Meta<typeof AllSongsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tune of each knowledge level, a long title, and a tune in a random key (its key says "Random"). */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('Know')).toBeVisible();
    const random = canvas.getByRole('link', { name: /^Autumn Leaves/ });
    await expect(within(random).getByText('Random')).toBeVisible();
    await expect(random).toHaveAccessibleName(/^Autumn Leaves Know Random key/);
    await userEvent.click(canvas.getByRole('button', { name: 'Songs menu' }));
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

/** By keys covered (gigs played each tune in its key): most first, each row saying how many. */
export const ByKeysCovered: Story = {
  args: { library: historyLibrary, now: HISTORY_EVENING + 2 * 24 * 60 * 60 * 1000, sort: 'keys-most' },
  play: async ({ canvas, userEvent }) => {
    const rows = within(canvas.getByRole('list', { name: 'All songs' })).getAllByRole('link');
    for (const row of rows) await expect(row).toHaveAccessibleName(/ of 12 keys covered/);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Keys covered' }), 'all');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No song here is covered in all twelve keys yet.',
    );
    // Every tune of the history was played at a gig in its key: some keys covered, none yet all.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Keys covered' }), 'some');
    const some = within(canvas.getByRole('list', { name: 'All songs' })).getAllByRole('link');
    await expect(some).toHaveLength(rows.length);
    for (const row of some) await expect(row).toHaveAccessibleName(/ ([1-9]|1[01]) of 12 keys covered/);
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

const SOLAR = songIdOf(historyLibrary, 'Solar');

/** A song opened from All Songs on a desk: its page beside the list, its row marked there. */
export const SongBesideTheList: Story = {
  args: { library: historyLibrary, now: HISTORY_EVENING + 2 * 24 * 60 * 60 * 1000, current: SOLAR },
  decorators: [onADesk('library')],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <SongBesideList
      list={<AllSongsScreen {...args} />}
      song={
        <SongScreen
          library={args.library}
          songId={SOLAR}
          onEditTitle={fn()}
          onEditKey={fn()}
          onEditKnowledge={fn()}
          onEditNotes={fn()}
          onEditSets={fn()}
          onEditDetail={fn()}
          onDelete={fn()}
        />
      }
    />
  ),
  play: async ({ canvas }) => {
    // One page heading, the song's; the list beside it, the song's row marked as the page shown.
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Solar',
    ]);
    const list = canvas.getByRole('list', { name: 'All songs' });
    await expect(list).toBeVisible();
    await expect(within(list).getByRole('link', { current: 'page' })).toHaveAccessibleName(/^Solar/);
    await expect(within(list).getByRole('link', { name: /^Blue Bossa/ })).not.toHaveAttribute('aria-current');
  },
};

/** The same on a phone: the song's page alone (the list waits behind the way back). */
export const SongOnAPhone: Story = {
  ...SongBesideTheList,
  decorators: [atWidth(375)],
  globals: {},
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Solar' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'All songs' })).toBeNull();
  },
};

/** The dark theme: every knowledge badge legible on the dark surface. */
export const DarkTheme: Story = { globals: { theme: 'dark' } };
