import { describe, expect, it } from 'vitest';
import { buildLibrary, setIdOf, songIdOf } from '../testing/fixtures.js';
import { pickerMembers, songCountsBySet } from './queries.js';

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
