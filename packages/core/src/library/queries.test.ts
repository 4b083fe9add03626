import { describe, expect, it } from 'vitest';
import { buildLibrary, setIdOf, songIdOf } from '../testing/fixtures.js';
import { pickerMembers, setNamesBySong, songCountsBySet } from './queries.js';

describe('pickerMembers', () => {
  it('names each member by song and by its entry in the set (the membership the round marks played)', () => {
    const library = buildLibrary({
      sets: { Gig: ['Solar', 'Nardis'], Practice: ['Solar'] },
      songs: { Solar: { knowledge: 'new', key: 'C' } },
    });
    const gig = setIdOf(library, 'Gig');
    const solar = songIdOf(library, 'Solar');
    const membership = Object.values(library.memberships).find((m) => m.set === gig && m.song === solar)!;
    const members = pickerMembers(library, gig);
    expect(members).toHaveLength(2);
    expect(members).toContainEqual({ id: solar, entry: membership.id, knowledge: 'new', key: 'C' });
  });
});

describe('songCountsBySet', () => {
  it('counts the songs of every set, empty sets at 0, a membership of a missing song not at all', () => {
    const library = buildLibrary({
      sets: { Gig: ['Solar', 'Nardis', 'Blue Bossa'], Practice: ['Solar'], Empty: [] },
    });
    const gig = setIdOf(library, 'Gig');
    const solar = songIdOf(library, 'Solar');
    const { [solar]: _gone, ...songs } = library.songs;
    expect(songCountsBySet(library)).toEqual({
      [gig]: 3,
      [setIdOf(library, 'Practice')]: 1,
      [setIdOf(library, 'Empty')]: 0,
    });
    expect(songCountsBySet({ ...library, songs })).toEqual({
      [gig]: 2,
      [setIdOf(library, 'Practice')]: 0,
      [setIdOf(library, 'Empty')]: 0,
    });
  });
});

describe('setNamesBySong', () => {
  it("names each song's sets in the sets list's order, leaves out songs in no set and missing songs", () => {
    const library = buildLibrary({
      sets: { 'set 10': ['Solar'], 'Set 9': ['Solar', 'Nardis'], Gig: ['Solar', 'Blue Bossa'], Empty: [] },
      songs: { Alone: { knowledge: 'know' } },
    });
    const solar = songIdOf(library, 'Solar');
    const names = setNamesBySong(library);
    expect(names.get(solar)).toEqual(['Gig', 'Set 9', 'set 10']);
    expect(names.get(songIdOf(library, 'Nardis'))).toEqual(['Set 9']);
    expect(names.get(songIdOf(library, 'Blue Bossa'))).toEqual(['Gig']);
    expect(names.has(songIdOf(library, 'Alone'))).toBe(false);
    const { [solar]: _gone, ...songs } = library.songs;
    expect(setNamesBySong({ ...library, songs }).has(solar)).toBe(false);
  });
});
