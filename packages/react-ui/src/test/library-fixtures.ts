// Fixtures of the library screens' stories and tests, on top of the shared ones in test/fixtures.ts.
import type { Library } from '@tunedeck/core';
import { buildLibrary } from '@tunedeck/core/testing';
import { LONG_TITLE } from './fixtures.js';

/** Sets whose names sort differently by code point and alphabetically ("set 10" after "Set 2"). */
export const manySetsLibrary: Library = buildLibrary({
  sets: {
    'Zydeco night': [],
    'set 10': [],
    'Set 2': [],
    Ballads: ['Body and Soul'],
    [`${LONG_TITLE} (set)`]: [],
  },
});

/** A wish list, a long title among it, and one title the library already has. */
export const wishLibrary: Library = buildLibrary({
  sets: { Gig: ['Solar'] },
  wishlist: ['Giant Steps', 'countdown', LONG_TITLE, 'Solar'],
});

/** One set only: deleting it is refused. */
export const oneSetLibrary: Library = buildLibrary({ sets: { 'First set': ['Solar'] } });

/** Songs whose titles sort differently by code point and numerically, created in a known order. */
export const sortLibrary: Library = buildLibrary({
  sets: { Mixed: ['tune 10', 'Tune 2', 'autumn leaves', 'Blue Bossa'] },
  songs: {
    'tune 10': { knowledge: 'know' },
    'Tune 2': { knowledge: 'new' },
    'autumn leaves': { knowledge: 'med' },
    'Blue Bossa': { knowledge: 'new' },
  },
});
