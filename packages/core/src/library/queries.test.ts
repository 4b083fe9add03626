import { describe, expect, it } from 'vitest';
import { buildLibrary, setIdOf, songIdOf } from '../testing/fixtures.js';
import { pickerMembers } from './queries.js';

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
