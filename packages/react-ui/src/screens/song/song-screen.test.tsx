import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { songIdOf } from '@tunedeck/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_SET, GIG_SET, gigLibrary } from '../../test/fixtures.js';
import { SongScreen } from './song-screen.js';

function setup(title = 'Autumn Leaves', setId: string | null = GIG_SET) {
  const props = {
    onEditTitle: vi.fn(),
    onEditKey: vi.fn(),
    onEditKnowledge: vi.fn(),
    onEditNotes: vi.fn(),
    onEditSets: vi.fn(),
    onEditDetail: vi.fn(),
    onDelete: vi.fn(),
  };
  render(
    <SongScreen
      library={gigLibrary}
      songId={songIdOf(gigLibrary, title)}
      {...(setId ? { setId } : {})}
      {...props}
    />,
  );
  return props;
}

describe('SongScreen', () => {
  it('shows the breadcrumb Library, Sets, set, song and the seven fields with Edit', () => {
    setup();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'LibrarySetsFriday gigAutumn Leaves',
    );
    for (const name of [
      'Title',
      'Key',
      'How Well Do I Know This Tune?',
      'Notes',
      'Composer',
      'Style',
      'Sets',
    ]) {
      expect(screen.getByRole('button', { name: `Edit ${name}` })).toBeInTheDocument();
    }
    expect(screen.getByText('Know')).toBeInTheDocument();
  });

  it('shows the title once, as the heading with Edit Title beside it; its editor opens below', async () => {
    const { onEditTitle } = setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Autumn Leaves');
    expect(screen.queryByRole('region', { name: 'Title' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Title' }));
    const editor = screen.getByRole('region', { name: 'Title' });
    expect(within(editor).getByRole('textbox', { name: 'Title' })).toHaveValue('Autumn Leaves');
    expect(screen.queryByRole('button', { name: 'Edit Title' })).toBeNull();
    await userEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Title' })).toBeNull();
    expect(onEditTitle).not.toHaveBeenCalled();
  });

  it("shows 'none' for empty notes", () => {
    setup('Solar', null);
    expect(screen.getAllByText('none')).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('LibraryAll SongsSolar');
  });

  it.each([
    ['', 'Title Field Required'],
    ['Solar.', "Can't start or end with '.'"],
    ['So..lar', "Title Must Not Include '..'"],
    ['blue bossa', 'Title already in use'],
  ])('refuses the title %j with core’s words and a disabled Confirm', async (typed, message) => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Title' }));
    const input = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(input);
    if (typed) await userEvent.type(input, typed);
    expect(input).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('confirms a new title, and writes nothing for the same one', async () => {
    const { onEditTitle } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Title' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onEditTitle).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Title' }));
    const input = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Les Feuilles Mortes');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onEditTitle).toHaveBeenCalledWith('Les Feuilles Mortes');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('edits the key among Random and the twelve keys with glyphs', async () => {
    const { onEditKey } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Key' }));
    const select = screen.getByRole('combobox', { name: 'Key' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toHaveLength(13);
    expect(options).toContain('F♯');
    await userEvent.selectOptions(select, 'D♭');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onEditKey).toHaveBeenCalledWith('D flat');
  });

  it('edits the knowledge with behaviour.md’s descriptions', async () => {
    const { onEditKnowledge } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Edit How Well Do I Know This Tune?' }));
    const medium = screen.getByRole('radio', { name: /^Medium/ });
    expect(medium).toHaveAccessibleDescription('Know alright; should play it often to remember it');
    await userEvent.click(medium);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onEditKnowledge).toHaveBeenCalledWith('med');
  });

  it('edits notes and sets, cancels, and deletes', async () => {
    const { onEditNotes, onEditSets, onDelete } = setup('Solar');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Notes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Count it fast');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onEditNotes).toHaveBeenCalledWith('Count it fast');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Sets' }));
    expect(screen.getByRole('checkbox', { name: 'Practice' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Empty set' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onEditSets).toHaveBeenCalledWith(expect.arrayContaining([EMPTY_SET, GIG_SET]));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Key' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('combobox', { name: 'Key' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Song' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('can open with a field in edit, and tells when an editor opens and closes (the Quick Start)', async () => {
    const heard: (string | null)[] = [];
    const onEditKnowledge = vi.fn();
    render(
      <SongScreen
        library={gigLibrary}
        songId={songIdOf(gigLibrary, 'Autumn Leaves')}
        setId={GIG_SET}
        initialEditing="knowledge"
        onEditingChange={(field) => heard.push(field)}
        onEditTitle={vi.fn()}
        onEditKey={vi.fn()}
        onEditKnowledge={onEditKnowledge}
        onEditNotes={vi.fn()}
        onEditDetail={vi.fn()}
        onEditSets={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    // Open at first, on the song's own knowledge.
    expect(screen.getByRole('radio', { name: /^Know/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /^Medium/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onEditKnowledge).toHaveBeenCalledWith('med');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Title' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(heard).toEqual([null, 'title', null]);
  });
});
