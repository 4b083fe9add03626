import { describe, expect, it } from 'vitest';
import { addSongToLibrary } from '../library/rules/songs.js';
import { buildLibrary, fixedContext } from '../testing/fixtures.js';
import { calledTuneKeptText, calledTuneOffers, calledTuneSong, calledTuneStatus } from './keep.js';

const library = buildLibrary({
  sets: { Friday: ['Autumn Leaves', 'Solar'] },
  wishlist: ['Inner Urge', 'Solar'],
});

describe('calledTuneStatus', () => {
  it('finds the title in the library and on the wish list, whatever its case and spacing', () => {
    expect(calledTuneStatus(library, 'autumn  LEAVES')).toEqual({ inLibrary: true, onWishList: false });
    expect(calledTuneStatus(library, 'inner urge')).toEqual({ inLibrary: false, onWishList: true });
    expect(calledTuneStatus(library, 'Solar')).toEqual({ inLibrary: true, onWishList: true });
    expect(calledTuneStatus(library, 'Nardis')).toEqual({ inLibrary: false, onWishList: false });
  });
});

describe('calledTuneSong', () => {
  it('is the call’s title in its concert key, new', () => {
    expect(calledTuneSong({ title: 'Nardis', key: 'E', time: 5 })).toEqual({
      title: 'Nardis',
      key: 'E',
      knowledge: 'new',
    });
  });

  it('is refused as a second song of the same title (never a duplicate)', () => {
    const added = addSongToLibrary(
      library,
      calledTuneSong({ title: 'SOLAR', key: 'C', time: 5 }),
      fixedContext(),
    );
    expect(added.ok).toBe(false);
    if (!added.ok) expect(added.reason).toBe('title-taken');
  });
});

describe('calledTuneOffers', () => {
  it('offers the library for a tune not in it, and the wish list only then', () => {
    expect(calledTuneOffers({ inLibrary: false, onWishList: false })).toEqual({
      library: 'add',
      wishList: 'add',
    });
    expect(calledTuneOffers({ inLibrary: false, onWishList: true })).toEqual({
      library: 'add',
      wishList: 'kept',
    });
    expect(calledTuneOffers({ inLibrary: true, onWishList: false })).toEqual({
      library: 'kept',
      wishList: 'none',
    });
    expect(calledTuneOffers({ inLibrary: true, onWishList: true })).toEqual({
      library: 'kept',
      wishList: 'none',
    });
  });
});

describe('calledTuneKeptText', () => {
  it('says where the tune is now, or that it could not be added', () => {
    expect(calledTuneKeptText('Solar', 'library', true)).toBe('Solar is in your library.');
    expect(calledTuneKeptText('Solar', 'wish-list', true)).toBe('Solar is on Tunes I Want To Learn.');
    expect(calledTuneKeptText('Solar', 'wish-list', false)).toBe('Solar could not be added. Try again.');
  });
});
