import { describe, expect, it } from 'vitest';
import {
  applyResult,
  buildLibrary,
  FIXTURE_TIME,
  fixedContext,
  setContents,
  songIdOf,
  wishIdOf,
} from '../../testing/fixtures.js';
import { lowerKnowledge, moveOutToWishList, raiseKnowledge } from './knowledge.js';

const library = buildLibrary({
  sets: { Gig: ['Fresh', 'Middling', 'Known'], Practice: ['Fresh'] },
  songs: { Fresh: { knowledge: 'new' }, Middling: { knowledge: 'med' }, Known: { knowledge: 'know' } },
  wishlist: ['known'],
});
const fresh = songIdOf(library, 'Fresh');
const middling = songIdOf(library, 'Middling');
const known = songIdOf(library, 'Known');

describe('raiseKnowledge', () => {
  it('raises new to med and med to know', () => {
    expect(raiseKnowledge(library, fresh)).toEqual({
      ok: true,
      change: { ops: [{ type: 'update', collection: 'songs', id: fresh, patch: { knowledge: 'med' } }] },
      knowledge: 'med',
    });
    expect(applyResult(library, raiseKnowledge(library, middling)).songs[middling]?.knowledge).toBe('know');
  });

  it('does nothing to a know song', () => {
    expect(raiseKnowledge(library, known)).toEqual({ ok: true, change: { ops: [] }, knowledge: 'know' });
  });

  it("refuses an unknown song with 'not-found'", () => {
    expect(raiseKnowledge(library, 'nope')).toEqual({ ok: false, reason: 'not-found', id: 'nope' });
  });
});

describe('lowerKnowledge', () => {
  it('lowers know to med and med to new', () => {
    expect(applyResult(library, lowerKnowledge(library, known)).songs[known]?.knowledge).toBe('med');
    expect(lowerKnowledge(library, middling)).toMatchObject({ ok: true, knowledge: 'new' });
    expect(applyResult(library, lowerKnowledge(library, middling)).songs[middling]?.knowledge).toBe('new');
  });

  it("answers 'move-out' for a new song, so the screen opens Move Out Of Library", () => {
    expect(lowerKnowledge(library, fresh)).toEqual({
      ok: false,
      reason: 'move-out',
      songId: fresh,
      title: 'Fresh',
    });
  });

  it("refuses an unknown song with 'not-found'", () => {
    expect(lowerKnowledge(library, 'nope')).toEqual({ ok: false, reason: 'not-found', id: 'nope' });
  });
});

describe('moveOutToWishList', () => {
  it('deletes the song from the library and every set and lists its title, in one change', () => {
    const result = moveOutToWishList(library, fresh, fixedContext());
    if (!result.ok) throw new Error(result.reason);
    expect(result.alreadyListed).toBe(false);
    const next = applyResult(library, result);
    expect(next.songs[fresh]).toBeUndefined();
    expect(setContents(next)).toEqual({ Gig: ['Known', 'Middling'], Practice: [] });
    expect(next.wishlist[result.wishId]).toEqual({
      id: result.wishId,
      title: 'Fresh',
      created: FIXTURE_TIME,
    });
    expect(Object.keys(next.wishlist)).toHaveLength(2);
  });

  it('only deletes the song when its title is already on the wish list', () => {
    const result = moveOutToWishList(library, known, fixedContext());
    expect(result).toEqual({
      ok: true,
      change: { ops: [{ type: 'delete', collection: 'songs', id: known }] },
      wishId: wishIdOf(library, 'known'),
      alreadyListed: true,
    });
    expect(applyResult(library, result).wishlist).toEqual(library.wishlist);
  });

  it("refuses an unknown song with 'not-found'", () => {
    expect(moveOutToWishList(library, 'nope', fixedContext())).toEqual({
      ok: false,
      reason: 'not-found',
      id: 'nope',
    });
  });
});
