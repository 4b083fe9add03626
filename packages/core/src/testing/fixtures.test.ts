import { describe, expect, it } from 'vitest';
import { createId, isId } from '../model/random.js';
import {
  applyResult,
  buildAccount,
  buildLibrary,
  FIXTURE_TIME,
  fixedContext,
  setContents,
  songIdOf,
  wishIdOf,
} from './fixtures.js';

describe('buildLibrary', () => {
  const library = buildLibrary({
    sets: { Gig: ['Solar', 'Naima'], Practice: ['solar'] },
    songs: { Naima: { knowledge: 'new', key: 'C', notes: 'slow' }, 'In No Set': { created: 5 } },
    wishlist: ['Countdown'],
  });

  it('builds sets, songs, memberships and the wish list from the description', () => {
    expect(setContents(library)).toEqual({ Gig: ['Naima', 'Solar'], Practice: ['Solar'] });
    expect(library.songs[songIdOf(library, 'Naima')]).toEqual({
      id: songIdOf(library, 'Naima'),
      title: 'Naima',
      key: 'C',
      knowledge: 'new',
      notes: 'slow',
      composer: '',
      style: '',
      created: FIXTURE_TIME + 3000,
    });
    expect(library.songs[songIdOf(library, 'In No Set')]).toMatchObject({
      knowledge: 'know',
      key: 'random',
      created: 5,
    });
    expect(library.wishlist[wishIdOf(library, 'countdown')]?.title).toBe('Countdown');
    expect(library.pickers).toEqual({});
  });

  it('makes valid, distinct and repeatable ids', () => {
    const ids = [library.songs, library.sets, library.memberships, library.wishlist].flatMap(Object.keys);
    expect(ids.every(isId)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(buildLibrary({ sets: { Gig: ['Solar'] } })).toEqual(buildLibrary({ sets: { Gig: ['Solar'] } }));
    const { random } = fixedContext();
    const fresh = Array.from({ length: 20 }, () => createId(random));
    expect(fresh.filter((id) => ids.includes(id))).toEqual([]);
  });

  it('throws for a title it does not have', () => {
    expect(() => songIdOf(library, 'Nardis')).toThrow("Nothing titled 'Nardis'");
  });
});

describe('applyResult and buildAccount', () => {
  it('throw on a refusal and fill in an account', () => {
    expect(() => applyResult(buildLibrary(), { ok: false, reason: 'not-found' })).toThrow('not-found');
    expect(buildAccount({ pickerSet: 'x' })).toMatchObject({
      pickerSet: 'x',
      verified: true,
      loginToPicker: false,
    });
  });
});
