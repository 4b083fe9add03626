import { describe, expect, it } from 'vitest';
import type { Library, PickerRecord } from '../model/records.js';
import { buildLibrary } from '../testing/fixtures.js';
import { sharingUnchanged } from './share.js';

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
});
