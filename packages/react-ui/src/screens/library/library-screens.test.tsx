import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_LIBRARY, type Library } from '@tunedeck/core';
import { buildLibrary, setIdOf, wishIdOf } from '@tunedeck/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { bigLibrary, EMPTY_SET, GIG_SET, gigLibrary } from '../../test/fixtures.js';
import { manySetsLibrary, sortLibrary, wishLibrary } from '../../test/library-fixtures.js';
import { AllSongsScreen } from '../all-songs/all-songs-screen.js';
import { NotFoundScreen } from '../not-found/not-found-screen.js';
import { SetScreen } from '../set/set-screen.js';
import { SetsScreen } from '../sets/sets-screen.js';
import { WishListScreen } from '../wishlist/wishlist-screen.js';
import { LibraryScreen } from './library-screen.js';

const MIXED = setIdOf(sortLibrary, 'Mixed');
const rowTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.td-row__title')?.textContent);

describe('Library and Sets', () => {
  it('Library: Sets and All Songs lead to their lists', () => {
    render(<LibraryScreen />);
    expect(screen.getByRole('link', { name: 'Sets' })).toHaveAttribute('href', '/library/sets');
    expect(screen.getByRole('link', { name: 'All Songs' })).toHaveAttribute('href', '/library/allsongs');
  });

  it('Sets: names alphabetically (numeric-aware, any case) as links, and Add a Set', async () => {
    const onAddSet = vi.fn();
    render(<SetsScreen library={manySetsLibrary} onAddSet={onAddSet} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sets');
    const titles = rowTitles(screen.getByRole('list', { name: 'Sets' }));
    expect(titles.slice(0, 3)).toEqual(['Ballads', 'Set 2', 'Set 10']);
    expect(titles.at(-1)).toBe('Zydeco night');
    const ballads = screen.getByRole('link', { name: /^Ballads/ });
    expect(ballads).toHaveAttribute('href', `/library/sets/${setIdOf(manySetsLibrary, 'Ballads')}`);
    // Each row says how many songs the set holds.
    const ballad = setIdOf(manySetsLibrary, 'Ballads');
    const count = Object.values(manySetsLibrary.memberships).filter((m) => m.set === ballad).length;
    expect(ballads).toHaveAccessibleName(count === 1 ? 'Ballads 1 song' : `Ballads ${count} songs`);
    await userEvent.click(screen.getByRole('button', { name: 'Add a Set' }));
    expect(onAddSet).toHaveBeenCalledOnce();
  });

  it('Sets: says so when there are none', () => {
    render(<SetsScreen library={EMPTY_LIBRARY} onAddSet={() => {}} />);
    expect(screen.getByText(/You have no sets yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Your First Set' })).toBeEnabled();
  });
});

describe('Set', () => {
  it('marks the picker set and leaves "Set As PickerSet" out of its menu', async () => {
    render(<SetScreen library={gigLibrary} setId={GIG_SET} pickerSetId={GIG_SET} onMenuAction={() => {}} />);
    expect(screen.getByText('* Currently Selected in the Tunedeck')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set menu' }));
    expect(screen.queryByRole('button', { name: 'Set As PickerSet' })).toBeNull();
  });

  it('offers the whole menu, in order, on any other set', async () => {
    const onMenuAction = vi.fn();
    render(
      <SetScreen library={gigLibrary} setId={GIG_SET} pickerSetId={EMPTY_SET} onMenuAction={onMenuAction} />,
    );
    expect(screen.queryByText('* Currently Selected in the Tunedeck')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Set menu' }));
    const menu = screen.getByRole('button', { name: 'Set As PickerSet' }).closest('ul')!;
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Set As PickerSet',
      'Add New Song',
      'Add Multiple New Songs',
      'Add Songs From Your Library',
      'Edit Set Name',
      'Print Setlist',
      'Delete Set',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Songs From Your Library' }));
    expect(onMenuAction).toHaveBeenCalledWith('add-from-library');
  });

  it('sorts by the spec’s five options and the history’s two, Title - Ascending first, and keeps the sort when the data changes', async () => {
    const { rerender } = render(
      <SetScreen library={sortLibrary} setId={MIXED} pickerSetId={null} onMenuAction={() => {}} />,
    );
    const sort = screen.getByLabelText('Sort');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Title - Ascending',
      'Title - Descending',
      'Knowledge',
      'Date Created - Old To New',
      'Date Created - New To Old',
      'Last Played - Recent First',
      'Last Played - Longest Ago First',
    ]);
    const list = () => screen.getByRole('list', { name: 'Songs of Mixed' });
    expect(rowTitles(list())).toEqual(['Autumn Leaves', 'Blue Bossa', 'Tune 2', 'Tune 10']);
    await userEvent.selectOptions(sort, 'Title - Descending');
    expect(rowTitles(list())).toEqual(['Tune 10', 'Tune 2', 'Blue Bossa', 'Autumn Leaves']);
    await userEvent.selectOptions(sort, 'Knowledge');
    expect(rowTitles(list())).toEqual(['Blue Bossa', 'Tune 2', 'Autumn Leaves', 'Tune 10']);
    await userEvent.selectOptions(sort, 'Date Created - Old To New');
    expect(rowTitles(list())).toEqual(['Tune 10', 'Tune 2', 'Autumn Leaves', 'Blue Bossa']);
    const changed: Library = { ...sortLibrary, songs: { ...sortLibrary.songs } };
    rerender(<SetScreen library={changed} setId={MIXED} pickerSetId={null} onMenuAction={() => {}} />);
    expect(screen.getByLabelText('Sort')).toHaveDisplayValue('Date Created - Old To New');
  });

  it('shows each row with its title, key and knowledge word, linking to the song in this set', () => {
    render(<SetScreen library={gigLibrary} setId={GIG_SET} pickerSetId={null} onMenuAction={() => {}} />);
    const row = screen.getByRole('link', { name: /Solar/ });
    // Then, in a wide list only, when it was last played (jsdom draws no CSS: here too).
    expect(row).toHaveAccessibleName(/^Solar New in C(Never played)?$/);
    expect(row.getAttribute('href')).toMatch(new RegExp(`^/library/sets/${GIG_SET}/`));
  });

  it('draws 500 songs', () => {
    const big = bigLibrary(500);
    render(
      <SetScreen library={big} setId={setIdOf(big, 'Big book')} pickerSetId={null} onMenuAction={() => {}} />,
    );
    expect(
      within(screen.getByRole('list', { name: 'Songs of Big book' })).getAllByRole('listitem'),
    ).toHaveLength(500);
  });

  it('draws 5,000 songs as a window of rows, each telling its place in the list', () => {
    const big = bigLibrary(5000);
    render(
      <SetScreen library={big} setId={setIdOf(big, 'Big book')} pickerSetId={null} onMenuAction={() => {}} />,
    );
    const rows = within(screen.getByRole('list', { name: 'Songs of Big book' })).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0]).toHaveAttribute('aria-setsize', '5000');
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows[0]).toHaveTextContent('Tune number 1');
  });

  it('says so when the set is empty', () => {
    render(<SetScreen library={gigLibrary} setId={EMPTY_SET} pickerSetId={null} onMenuAction={() => {}} />);
    expect(screen.getByText(/This set has no songs yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Sort')).toBeNull();
  });
});

describe('All Songs, Not Found, Tunes I Want To Learn', () => {
  it('All Songs: every song, and the menu Add New Song / Add Multiple Songs / Import', async () => {
    const onMenuAction = vi.fn();
    render(<AllSongsScreen library={gigLibrary} onMenuAction={onMenuAction} />);
    expect(within(screen.getByRole('list', { name: 'All songs' })).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Songs menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add New Song' }));
    expect(onMenuAction).toHaveBeenCalledWith('add-new-song');
    await userEvent.click(screen.getByRole('button', { name: 'Songs menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import (iReal Pro, CSV, Backup)' }));
    expect(onMenuAction).toHaveBeenCalledWith('import');
  });

  it('Not Found: the spec’s words, two spaces and all', () => {
    render(<NotFoundScreen />);
    expect(screen.getByText(/^Library element not found/).textContent).toBe(
      'Library element not found.  Redirecting to Library.',
    );
  });

  it('Tunes I Want To Learn: alphabetical, with labelled remove and move buttons', async () => {
    const onRemove = vi.fn();
    const onMoveIntoLibrary = vi.fn();
    render(
      <WishListScreen
        library={wishLibrary}
        onMenuAction={() => {}}
        onRemove={onRemove}
        onMoveIntoLibrary={onMoveIntoLibrary}
      />,
    );
    expect(rowTitles(screen.getByRole('list', { name: 'Tunes I want to learn' })).slice(0, 3)).toEqual([
      'Countdown',
      'Giant Steps',
      'Solar',
    ]);
    const remove = screen.getByRole('button', { name: 'Remove Countdown' });
    // Destructive, drawn as such (beside its trash icon and word).
    expect(remove).toHaveClass('td-row-action--danger');
    await userEvent.click(remove);
    expect(onRemove).toHaveBeenCalledWith(wishLibrary.wishlist[wishIdOf(wishLibrary, 'countdown')]);
    await userEvent.click(screen.getByRole('button', { name: 'Learned: move Solar into the library' }));
    expect(onMoveIntoLibrary).toHaveBeenCalledOnce();
  });

  it('Tunes I Want To Learn: the empty state, and the menu', async () => {
    const onMenuAction = vi.fn();
    render(
      <WishListScreen
        library={buildLibrary({})}
        onMenuAction={onMenuAction}
        onRemove={() => {}}
        onMoveIntoLibrary={() => {}}
      />,
    );
    // The sentence names the button under it, the menu's own words.
    expect(screen.getByText(/No tunes on your list yet/)).toHaveTextContent(
      'No tunes on your list yet. Choose "Add Song To List" to note a tune you want to learn.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Song To List' }));
    expect(onMenuAction).toHaveBeenLastCalledWith('add-song');
    await userEvent.click(screen.getByRole('button', { name: 'List menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Multiple Songs To List' }));
    expect(onMenuAction).toHaveBeenLastCalledWith('add-multiple-songs');
  });
});
