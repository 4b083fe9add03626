import { describe, expect, it } from 'vitest';
import { libraryRecord } from '../model/collections.js';
import { KeyedRecords, keyedRecords } from '../model/keyed.js';
import {
  COLLECTIONS,
  EMPTY_LIBRARY,
  type Library,
  type PickerRecord,
  type Review,
} from '../model/records.js';
import { buildLibrary } from '../testing/fixtures.js';
import { applyChange } from './change.js';
import { sharingUnchanged } from './share.js';

const review = (id: string, song: string, grade: 1 | 2 | 3 | 4): Review => ({
  id,
  song,
  title: 'Solar',
  grade,
  source: 'practice',
  key: 'C',
  level: 'new',
  seconds: 0,
  reviewed: 1_700_000_000_000,
});

/** The library as a read anew brings it: equal, but every object a new one. */
const readAgain = (library: Library): Library => JSON.parse(JSON.stringify(library)) as Library;

describe('sharingUnchanged: a library read anew, sharing what did not change', () => {
  const library = buildLibrary({ sets: { Gig: ['Solar', 'Nardis', 'Blue Bossa'] }, wishlist: ['Stella'] });
  const solar = Object.values(library.songs).find((song) => song.title === 'Solar')!;
  const set = Object.values(library.sets)[0]!;

  it('is the library before when nothing changed', () => {
    expect(sharingUnchanged(library, readAgain(library))).toBe(library);
  });

  it('shares every record but the changed one, and every collection but its', () => {
    const read = readAgain(library);
    read.songs = { ...read.songs, [solar.id]: { ...read.songs[solar.id]!, key: 'F' } };
    const shared = sharingUnchanged(library, read);
    expect(shared).not.toBe(library);
    expect(shared.songs[solar.id]).toEqual({ ...solar, key: 'F' });
    for (const song of Object.values(library.songs))
      if (song.id !== solar.id) expect(shared.songs[song.id]).toBe(song);
    expect(shared.sets).toBe(library.sets);
    expect(shared.memberships).toBe(library.memberships);
    expect(shared.wishlist).toBe(library.wishlist);
  });

  it('sees a record added or removed, even when the count stays the same', () => {
    const read = readAgain(library);
    const { [solar.id]: _gone, ...rest } = read.songs;
    const added = { ...solar, id: 'song0000000000z', title: 'Oleo' };
    read.songs = { ...rest, [added.id]: added };
    const shared = sharingUnchanged(library, read);
    expect(Object.keys(shared.songs).sort()).toEqual(Object.keys(read.songs).sort());
    expect(shared.songs[solar.id]).toBeUndefined();
    expect(shared.songs[added.id]).toBe(added);
  });

  it('compares a picker state by its content, arrays included', () => {
    const picker: PickerRecord = {
      id: set.id,
      set: set.id,
      state: { played: [solar.id], bag: ['new', 'med'], keyBag: [], current: null, version: 2, updated: 5 },
    };
    const before = { ...library, pickers: { [set.id]: picker } };
    expect(sharingUnchanged(before, readAgain(before))).toBe(before);
    const moved = readAgain(before);
    moved.pickers = { [set.id]: { ...picker, state: { ...picker.state, bag: ['med', 'new'] } } };
    const shared = sharingUnchanged(before, moved);
    expect(shared.pickers[set.id]?.state.bag).toEqual(['med', 'new']);
    expect(shared.songs).toBe(before.songs);
  });

  it('takes a first read as it is, and a collection read again unchanged without comparing it', () => {
    const read = readAgain(library);
    const first = sharingUnchanged(EMPTY_LIBRARY, read);
    // Nothing to share with an empty library: the read's own collections, not copies of them.
    for (const collection of COLLECTIONS) {
      if (Object.keys(read[collection]).length > 0) expect(first[collection]).toBe(read[collection]);
      else expect(first[collection]).toBe(EMPTY_LIBRARY[collection]);
    }
    // The storage's answer to a read the server found unchanged is the same collections.
    expect(sharingUnchanged(first, { ...first })).toBe(first);
  });

  it('takes a collection read anew with no record as before as it was read, and shares the rest', () => {
    const read = readAgain(library);
    read.songs = Object.fromEntries(
      Object.values(read.songs).map((song) => [song.id, { ...song, notes: 'changed' }]),
    );
    const shared = sharingUnchanged(library, read);
    expect(shared.songs).toBe(read.songs);
    expect(shared.sets).toBe(library.sets);
  });

  it('keeps keyed histories keyed, sharing the reviews that did not change', () => {
    const before = applyChange(library, {
      ops: [
        { type: 'create', collection: 'reviews', record: review('rev000000000001', solar.id, 1) },
        { type: 'create', collection: 'reviews', record: review('rev000000000002', solar.id, 2) },
      ],
    });
    const read = readAgain(before);
    read.reviews = keyedRecords([
      ...Object.values(read.reviews as unknown as Record<string, Review>).filter(
        (one) => one.id !== 'rev000000000002',
      ),
      review('rev000000000002', solar.id, 3),
    ]);
    const shared = sharingUnchanged(before, read);
    expect(shared.reviews).toBeInstanceOf(KeyedRecords);
    expect(libraryRecord(shared, 'reviews', 'rev000000000001')).toBe(
      libraryRecord(before, 'reviews', 'rev000000000001'),
    );
    expect(libraryRecord(shared, 'reviews', 'rev000000000002')?.grade).toBe(3);
  });
});
