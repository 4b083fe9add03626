import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { songIdOf, wishIdOf } from '@tunedeck/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_SET, GIG_SET, gigLibrary } from '../../test/fixtures.js';
import { wishLibrary } from '../../test/library-fixtures.js';
import { MoveIntoLibraryDialog } from '../move-into-library/move-into-library-dialog.js';
import { AddSongDialog, type AddSongTarget } from './add-song-dialog.js';

function setup(target: AddSongTarget) {
  const props = { onSubmit: vi.fn(), onAlreadyInLibrary: vi.fn(), onClose: vi.fn() };
  render(<AddSongDialog library={gigLibrary} target={target} {...props} />);
  return {
    ...props,
    input: screen.getByRole('textbox', { name: 'Title' }),
    add: screen.getByRole('button', { name: 'Add Song' }),
  };
}

describe('AddSongDialog', () => {
  it('names the set in its legend on a set page, the library on All Songs', () => {
    setup({ kind: 'set', setId: GIG_SET });
    expect(screen.getByRole('dialog', { name: "Add Song to 'Friday gig'" })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Sets' })).toBeNull();
  });

  it('offers 13 keys with glyphs, the knowledge radios (Know first chosen) and, for the library, the sets', () => {
    setup({ kind: 'library' });
    expect(screen.getByRole('dialog', { name: 'Add Song To Library' })).toBeInTheDocument();
    const keys = within(screen.getByRole('combobox', { name: 'Key' })).getAllByRole('option');
    expect(keys.map((option) => option.textContent)).toEqual([
      'Random',
      'C',
      'D♭',
      'D',
      'E♭',
      'E',
      'F',
      'F♯',
      'G',
      'A♭',
      'A',
      'B♭',
      'B',
    ]);
    expect(screen.getByRole('radio', { name: /^Know/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^New/ })).toHaveAccessibleDescription(
      'Just learned; needs practice',
    );
    const sets = within(screen.getByRole('group', { name: 'Sets' })).getAllByRole('checkbox');
    expect(sets).toHaveLength(3);
  });

  it.each<[AddSongTarget, string, string]>([
    [{ kind: 'set', setId: GIG_SET }, 'x', 'Title Field Required'],
    [{ kind: 'set', setId: GIG_SET }, '.Solar', "Can't start or end with '.'"],
    [{ kind: 'set', setId: GIG_SET }, 'Sol..ar', "Title Must Not Include '..'"],
    [{ kind: 'set', setId: GIG_SET }, 'SOLAR', 'Song Already In Set'],
    [{ kind: 'library' }, 'blue bossa', 'Song Already In Library'],
  ])('%j: typing %j says %j and disables Add Song', async (target, typed, message) => {
    const { input, add } = setup(target);
    expect(add).toBeEnabled();
    await userEvent.type(input, typed);
    if (message === 'Title Field Required') await userEvent.clear(input);
    expect(input).toHaveAccessibleDescription(message);
    expect(add).toBeDisabled();
  });

  it('says the title is required when Add Song is pressed on an empty form', async () => {
    const { input, add, onSubmit } = setup({ kind: 'library' });
    await userEvent.click(add);
    expect(input).toHaveAccessibleDescription('Title Field Required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a library title not in this set leads to Already In Library', async () => {
    const { input, add, onAlreadyInLibrary, onSubmit } = setup({ kind: 'set', setId: EMPTY_SET });
    await userEvent.type(input, 'solar');
    await userEvent.click(add);
    expect(onAlreadyInLibrary).toHaveBeenCalledWith(songIdOf(gigLibrary, 'Solar'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands back the cleaned fields and the ticked sets', async () => {
    const { input, add, onSubmit } = setup({ kind: 'library' });
    await userEvent.type(input, '  Giant   Steps ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Key' }), 'F♯');
    await userEvent.click(screen.getByRole('radio', { name: /^Medium/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Coltrane changes');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Practice' }));
    await userEvent.click(add);
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Giant Steps',
      key: 'F sharp',
      knowledge: 'med',
      notes: 'Coltrane changes',
      setIds: [Object.values(gigLibrary.sets).find((set) => set.name === 'Practice')!.id],
    });
  });

  it('Cancel closes', async () => {
    const { onClose } = setup({ kind: 'library' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('MoveIntoLibraryDialog', () => {
  it('starts with the wish’s title, and says so when the library has it already', () => {
    const entry = wishLibrary.wishlist[wishIdOf(wishLibrary, 'Solar')]!;
    render(
      <MoveIntoLibraryDialog library={wishLibrary} entry={entry} onSubmit={() => {}} onClose={() => {}} />,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveValue('Solar');
    expect(input).toHaveAccessibleDescription('Song Already In Library');
    expect(screen.getByRole('button', { name: 'Add Song' })).toBeDisabled();
  });
});
