import { describe, expect, it } from 'vitest';
import { keyedRecords } from '../model/keyed.js';
import type { Library } from '../model/records.js';
import { SONG_TITLE_MESSAGES } from './messages.js';
import { fieldMessage } from './result.js';
import { validateSongTitleEdit, validateSongTitleForLibrary, validateSongTitleForSet } from './song-title.js';

function song(id: string, title: string) {
  return {
    id,
    title,
    key: 'random',
    knowledge: 'know',
    notes: '',
    composer: '',
    style: '',
    created: 0,
  } as const;
}

// "Autumn Leaves" is in set s1; "blue bossa" is in the library but in no set.
const library: Library = {
  songs: { a: song('a', 'Autumn Leaves'), b: song('b', 'blue bossa') },
  sets: { s1: { id: 's1', name: 'Gig', created: 0 }, s2: { id: 's2', name: 'Practice', created: 0 } },
  memberships: { m1: { id: 'm1', set: 's1', song: 'a' } },
  wishlist: {},
  pickers: {},
  gigs: keyedRecords(),
  plays: keyedRecords(),
  cards: {},
  reviews: keyedRecords(),
  charts: {},
};

describe('the words of a song title refusal', () => {
  it('are the spec words', () => {
    expect(SONG_TITLE_MESSAGES).toEqual({
      required: 'Title Field Required',
      blank: 'Title cannot be blank',
      'dot-edge': "Can't start or end with '.'",
      'double-dot': "Title Must Not Include '..'",
      'too-long': 'Title must be at most 200 characters',
      taken: 'Title already in use',
      'in-library': 'Song Already In Library',
      'in-set': 'Song Already In Set',
    });
  });
});

describe('validateSongTitleForSet', () => {
  it('normalises a new title and keeps its capitals', () => {
    expect(validateSongTitleForSet('  Solar   Wind ', library, 's1')).toEqual({
      ok: true,
      value: { kind: 'new', title: 'Solar Wind' },
    });
  });

  it('refuses a blank title with the add wording', () => {
    const result = validateSongTitleForSet('   ', library, 's1');
    expect(result).toEqual({
      ok: false,
      errors: { title: { code: 'required', message: 'Title Field Required' } },
    });
  });

  it.each([
    ['.Solar', "Can't start or end with '.'"],
    ['Solar.', "Can't start or end with '.'"],
    ['So..lar', "Title Must Not Include '..'"],
    ['x'.repeat(201), 'Title must be at most 200 characters'],
  ])('refuses %j', (raw, message) => {
    expect(fieldMessage(validateSongTitleForSet(raw, library, 's1'), 'title')).toBe(message);
  });

  it('accepts single inner dots and 200 characters', () => {
    expect(validateSongTitleForSet('St. Thomas', library, 's1').ok).toBe(true);
    expect(validateSongTitleForSet('x'.repeat(200), library, 's1').ok).toBe(true);
  });

  it('accepts the characters multi-add replaces', () => {
    expect(validateSongTitleForSet('A/B [live] ~*', library, 's1')).toEqual({
      ok: true,
      value: { kind: 'new', title: 'A/B [live] ~*' },
    });
  });

  it('refuses a title already in this set, in any case and spacing', () => {
    const result = validateSongTitleForSet('  autumn   LEAVES', library, 's1');
    expect(result).toEqual({
      ok: false,
      errors: { title: { code: 'in-set', message: 'Song Already In Set' } },
    });
  });

  it('offers the library song when the title is elsewhere in the library', () => {
    expect(validateSongTitleForSet('Blue Bossa', library, 's1')).toEqual({
      ok: true,
      value: { kind: 'existing', songId: 'b', title: 'blue bossa' },
    });
    expect(validateSongTitleForSet('AUTUMN LEAVES', library, 's2')).toEqual({
      ok: true,
      value: { kind: 'existing', songId: 'a', title: 'Autumn Leaves' },
    });
  });
});

describe('validateSongTitleForLibrary', () => {
  it('normalises a new title', () => {
    expect(validateSongTitleForLibrary('  Autumn   Leaves Again ', library)).toEqual({
      ok: true,
      value: { title: 'Autumn Leaves Again' },
    });
  });

  it('refuses a title already in the library, in any case', () => {
    const result = validateSongTitleForLibrary('BLUE  bossa', library);
    expect(result).toEqual({
      ok: false,
      errors: { title: { code: 'in-library', message: 'Song Already In Library' } },
    });
  });

  it('uses the add wording for the title rules', () => {
    expect(fieldMessage(validateSongTitleForLibrary('', library), 'title')).toBe('Title Field Required');
    expect(fieldMessage(validateSongTitleForLibrary('..', library), 'title')).toBe(
      "Can't start or end with '.'",
    );
    expect(fieldMessage(validateSongTitleForLibrary('a..b', library), 'title')).toBe(
      "Title Must Not Include '..'",
    );
  });
});

describe('validateSongTitleEdit', () => {
  const dialog = { songId: 'a', form: 'dialog' } as const;
  const page = { songId: 'a', form: 'song-page' } as const;

  it('words a blank title per form', () => {
    expect(validateSongTitleEdit(' ', library, dialog)).toEqual({
      ok: false,
      errors: { title: { code: 'blank', message: 'Title cannot be blank' } },
    });
    expect(validateSongTitleEdit('', library, page)).toEqual({
      ok: false,
      errors: { title: { code: 'required', message: 'Title Field Required' } },
    });
  });

  it('applies the dot and length rules on both forms', () => {
    for (const edit of [dialog, page]) {
      expect(fieldMessage(validateSongTitleEdit('Leaves.', library, edit), 'title')).toBe(
        "Can't start or end with '.'",
      );
      expect(fieldMessage(validateSongTitleEdit('Aut..umn', library, edit), 'title')).toBe(
        "Title Must Not Include '..'",
      );
      expect(fieldMessage(validateSongTitleEdit('y'.repeat(201), library, edit), 'title')).toBe(
        'Title must be at most 200 characters',
      );
    }
  });

  it("refuses another song's title, in any case", () => {
    expect(validateSongTitleEdit('Blue Bossa', library, dialog)).toEqual({
      ok: false,
      errors: { title: { code: 'taken', message: 'Title already in use' } },
    });
    expect(fieldMessage(validateSongTitleEdit(' BLUE BOSSA ', library, page), 'title')).toBe(
      'Title already in use',
    );
  });

  it('leaves the title unchanged when it is exactly the stored one after normalising', () => {
    expect(validateSongTitleEdit('  Autumn   Leaves ', library, dialog)).toEqual({
      ok: true,
      value: { kind: 'unchanged' },
    });
  });

  it('renames when only the capitals change', () => {
    expect(validateSongTitleEdit('autumn leaves', library, page)).toEqual({
      ok: true,
      value: { kind: 'rename', title: 'autumn leaves' },
    });
  });

  it('renames to a free title', () => {
    expect(validateSongTitleEdit('  Autumn   Leaves (ballad)', library, dialog)).toEqual({
      ok: true,
      value: { kind: 'rename', title: 'Autumn Leaves (ballad)' },
    });
  });
});
