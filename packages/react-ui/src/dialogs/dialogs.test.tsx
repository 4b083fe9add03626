import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_SET, GIG_SET, gigLibrary } from '../test/fixtures.js';
import { ChangeSetDialog } from './change-set/change-set-dialog.js';
import { DeleteSongDialog } from './delete-song/delete-song-dialog.js';
import { EditKeyDialog } from './edit-key/edit-key-dialog.js';
import { MoveOutDialog } from './move-out/move-out-dialog.js';
import { NetworkErrorDialog } from './network-error/network-error-dialog.js';
import { NotesDialog } from './notes/notes-dialog.js';

describe('dialogs', () => {
  it("Network Error: behaviour.md's words, a contact link, details on demand, Got it", async () => {
    const onClose = vi.fn();
    render(<NetworkErrorDialog details="Picker coding error" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Network Error' });
    expect(dialog).toHaveTextContent(
      'A network error has occured. The action you just took was probably invalidated. Common causes include a poor internet connection, a problem at the server, a problem in the network. If you receive an error that you think is unrelated to these, contact us.',
    );
    expect(within(dialog).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(within(dialog).getByText('Error Details').tagName).toBe('SUMMARY');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Notes: keeps line breaks, or says there are none; Done closes', async () => {
    const onClose = vi.fn();
    const { unmount } = render(<NotesDialog title="Solar" notes={'Line one\nLine two'} onClose={onClose} />);
    expect(screen.getByText(/Line one/)).toHaveTextContent('Line one\nLine two', {
      normalizeWhitespace: false,
    });
    unmount();
    render(<NotesDialog title="Solar" notes="  " onClose={onClose} />);
    expect(screen.getByText('This song has no notes to display')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Change Set: the sets as sorted radios under the legend, Select and Cancel', async () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    render(
      <ChangeSetDialog
        sets={Object.values(gigLibrary.sets)}
        current={GIG_SET}
        onSelect={onSelect}
        onClose={onClose}
      />,
    );
    const group = screen.getByRole('group', { name: 'Pick tunes from which set?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))[0]).toBe(EMPTY_SET);
    expect(within(group).getByRole('radio', { name: 'Friday gig' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Empty set' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith(EMPTY_SET);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Change Set: Select is disabled until a set is chosen', () => {
    render(
      <ChangeSetDialog
        sets={Object.values(gigLibrary.sets)}
        current={null}
        onSelect={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Select' })).toBeDisabled();
  });

  it('Edit Key: offers Random and the twelve keys with glyphs', async () => {
    const onSubmit = vi.fn();
    render(<EditKeyDialog title="Solar" current="C" onSubmit={onSubmit} onClose={() => {}} />);
    const select = screen.getByLabelText('Key');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Random', 'C', 'D♭', 'D', 'E♭', 'E', 'F', 'F♯', 'G', 'A♭', 'A', 'B♭', 'B']);
    await userEvent.selectOptions(select, 'F♯');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith('F sharp');
  });

  it('Delete Song and Move Out Of Library: Cancel focused first, the action marked as danger', async () => {
    const onConfirm = vi.fn();
    const { unmount } = render(<DeleteSongDialog title="Solar" onConfirm={onConfirm} onClose={() => {}} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('td-button--danger');
    unmount();
    render(<MoveOutDialog title="Solar" onConfirm={onConfirm} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Move Out Of Library' })).toHaveTextContent(
      "erase 'Solar' from your library and all sets, and add it to Tunes to Learn",
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Move Out and Erase From Library' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
