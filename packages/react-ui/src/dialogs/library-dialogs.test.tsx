import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS_FOUND_TEXT } from '@tunedeck/core';
import { setIdOf, songIdOf } from '@tunedeck/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_SET, GIG_SET, gigLibrary } from '../test/fixtures.js';
import { wishLibrary } from '../test/library-fixtures.js';
import { AddFromLibraryDialog } from './add-from-library/add-from-library-dialog.js';
import { AddMultipleSongsDialog } from './add-multiple-songs/add-multiple-songs-dialog.js';
import { AddMultipleSongsToListDialog } from './add-multiple-songs-to-list/add-multiple-songs-to-list-dialog.js';
import { AddSetDialog } from './add-set/add-set-dialog.js';
import { AddSongToListDialog } from './add-song-to-list/add-song-to-list-dialog.js';
import { AlreadyInLibraryDialog } from './already-in-library/already-in-library-dialog.js';
import { CannotDeleteSetDialog } from './cannot-delete-set/cannot-delete-set-dialog.js';
import { ConfirmRemoveSongsDialog } from './confirm-remove-songs/confirm-remove-songs-dialog.js';
import { DeleteSetDialog } from './delete-set/delete-set-dialog.js';
import { EditSetNameDialog } from './edit-set-name/edit-set-name-dialog.js';
import { ErrorsFoundDialog } from './errors-found/errors-found-dialog.js';
import { QuickStartErrorDialog } from './quickstart-error/quickstart-error-dialog.js';
import { WishAlreadyInLibraryDialog } from './wish-already-in-library/wish-already-in-library-dialog.js';

describe('set name dialogs', () => {
  it('Edit Set Name: another set’s name disables Submit at once; a blank one is reported on Submit', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(<EditSetNameDialog library={gigLibrary} setId={GIG_SET} onSubmit={onSubmit} onClose={onClose} />);
    const input = screen.getByRole('textbox', { name: 'Set name' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    await userEvent.clear(input);
    await userEvent.type(input, 'empty SET');
    expect(input).toHaveAccessibleDescription('Another set has this name already');
    expect(submit).toBeDisabled();
    await userEvent.clear(input);
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(input).toHaveAccessibleDescription('Set name cannot be blank');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, 'FRIDAY gig');
    await userEvent.click(submit);
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Add Set: required on Add, taken while typing (Add disabled), then the cleaned name', async () => {
    const onSubmit = vi.fn();
    render(<AddSetDialog library={gigLibrary} onSubmit={onSubmit} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Add Set' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Title' });
    const add = screen.getByRole('button', { name: 'Add' });
    await userEvent.click(add);
    expect(input).toHaveAccessibleDescription('This field is required');
    await userEvent.type(input, 'practice');
    expect(input).toHaveAccessibleDescription('This set name already taken');
    expect(add).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, ' Late   set ');
    await userEvent.click(add);
    expect(onSubmit).toHaveBeenCalledWith('Late set');
  });
});

describe('wish list dialogs', () => {
  it.each([
    ['', 'This field is required'],
    ['.Naima', "Can't start or end with '.'"],
    ['Na..ima', "Title Must Not Include '..'"],
  ])('Add Song To List refuses %j with %j and disables Add', async (typed, message) => {
    render(<AddSongToListDialog library={wishLibrary} onSubmit={() => {}} onClose={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    const add = screen.getByRole('button', { name: 'Add' });
    if (typed) await userEvent.type(input, typed);
    else await userEvent.click(add);
    expect(input).toHaveAccessibleDescription(message);
    expect(add).toBeDisabled();
  });

  it('Add Song To List adds a new title and just closes for one already listed', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    const { unmount } = render(
      <AddSongToListDialog library={wishLibrary} onSubmit={onSubmit} onClose={onClose} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'COUNTDOWN');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onClose).toHaveBeenCalledOnce();
    unmount();
    render(<AddSongToListDialog library={wishLibrary} onSubmit={onSubmit} onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Naima');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledWith('Naima');
  });

  it('Wish Already In Library offers to remove the wish', async () => {
    const onRemove = vi.fn();
    render(<WishAlreadyInLibraryDialog title="Solar" onRemove={onRemove} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Already In Library' })).toHaveTextContent(
      "'Solar' is already in your library.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove From List' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});

describe('multi-add dialogs', () => {
  it('Add Multiple Songs: required when empty, then core’s plan for the set', async () => {
    const onSubmit = vi.fn();
    render(
      <AddMultipleSongsDialog
        library={gigLibrary}
        target={{ kind: 'set', setId: EMPTY_SET }}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Song titles' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Songs' }));
    expect(box).toHaveAccessibleDescription('One title per line. This field is required');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(box, 'Solar{Enter}Giant Steps{Enter}giant steps{Enter}..bad');
    await userEvent.click(screen.getByRole('button', { name: 'Add Songs' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        create: ['Giant Steps'],
        join: [songIdOf(gigLibrary, 'Solar')],
        invalid: [expect.objectContaining({ title: '..bad' })],
        duplicates: 1,
      }),
      'Solar\nGiant Steps\ngiant steps\n..bad',
    );
  });

  it('Add Multiple Songs: starts with the lines it is given and tells each change (the Quick Start)', async () => {
    const onTextChange = vi.fn();
    render(
      <AddMultipleSongsDialog
        library={gigLibrary}
        target={{ kind: 'set', setId: EMPTY_SET }}
        initialText={'Solar\nBlue Bossa'}
        onTextChange={onTextChange}
        onSubmit={() => {}}
        onClose={() => {}}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Song titles' });
    expect(box).toHaveValue('Solar\nBlue Bossa');
    await userEvent.type(box, '{Enter}Nardis');
    expect(onTextChange).toHaveBeenLastCalledWith('Solar\nBlue Bossa\nNardis');
  });

  it('Add Multiple Songs To List: the wish-list heading and plan', async () => {
    const onSubmit = vi.fn();
    render(<AddMultipleSongsToListDialog library={wishLibrary} onSubmit={onSubmit} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Add Multiple Songs To List' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Song titles' }), 'Naima');
    await userEvent.click(screen.getByRole('button', { name: 'Add Songs' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ create: ['Naima'] }), 'Naima');
  });

  it('Errors Found: the rule, the intro and the refused lines; Got It closes', async () => {
    const onClose = vi.fn();
    render(<ErrorsFoundDialog titles={['.bad', 'two..dots']} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Errors Found' });
    expect(dialog).toHaveTextContent(ERRORS_FOUND_TEXT.explanation);
    expect(dialog).toHaveTextContent('The following songs were not added:');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['.bad', 'Two..dots']);
    await userEvent.click(screen.getByRole('button', { name: 'Got It' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('QuickStart Error: the spec’s sentence', () => {
    render(<QuickStartErrorDialog onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'QuickStart Error' })).toHaveTextContent(
      'QuickStart Error: Make sure you have entered exactly 3 songs, and that none of those songs are already in this set.',
    );
  });
});

describe('set dialogs', () => {
  it('Delete Set: the three choices, Cancel focused first', async () => {
    const props = { onDeleteWithSongs: vi.fn(), onDeleteKeepSongs: vi.fn(), onClose: vi.fn() };
    render(<DeleteSetDialog setName="Friday gig" {...props} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete set, and remove songs from Library' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete set, but keep songs in Library' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onDeleteWithSongs).toHaveBeenCalledOnce();
    expect(props.onDeleteKeepSongs).toHaveBeenCalledOnce();
    expect(props.onClose).toHaveBeenCalledOnce();
  });

  it('Confirm Remove Songs: raised, says only songs in no other set go; Cancel / Confirm', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmRemoveSongsDialog setName="Friday gig" onConfirm={onConfirm} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Remove Songs' });
    expect(dialog).toHaveClass('td-dialog--raised');
    expect(dialog).toHaveTextContent('Only songs that are in no other set are deleted');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('Cannot Delete Set: why, and Got it', async () => {
    const onClose = vi.fn();
    render(<CannotDeleteSetDialog onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Cannot Delete Set' });
    expect(dialog).toHaveTextContent('at least one set must always exist');
    expect(dialog).toHaveTextContent('create another set first');
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Already In Library: Add From Library or Cancel', async () => {
    const onAddFromLibrary = vi.fn();
    render(
      <AlreadyInLibraryDialog
        title="Solar"
        setName="Empty set"
        onAddFromLibrary={onAddFromLibrary}
        onClose={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add From Library' }));
    expect(onAddFromLibrary).toHaveBeenCalledOnce();
  });

  it('Add Songs From Your Library: other sets and songs not in this set; Submit once something is chosen', async () => {
    const onSubmit = vi.fn();
    render(
      <AddFromLibraryDialog
        library={gigLibrary}
        setId={setIdOf(gigLibrary, 'Practice')}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    expect(
      screen.getByText('Select, from the lists below, songs that you would like to add'),
    ).toBeInTheDocument();
    const sets = within(screen.getByRole('group', { name: 'Sets' })).getAllByRole('checkbox');
    expect(sets.map((box) => box.closest('div')?.textContent)).toEqual(['Empty set', 'Friday gig']);
    const songs = within(screen.getByRole('group', { name: 'All Songs' })).getAllByRole('checkbox');
    expect(songs).toHaveLength(3);
    expect(screen.queryByRole('checkbox', { name: 'Solar' })).toBeNull();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Friday gig' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Blue Bossa' }));
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({
      setIds: [GIG_SET],
      songIds: [songIdOf(gigLibrary, 'Blue Bossa')],
    });
  });
});
