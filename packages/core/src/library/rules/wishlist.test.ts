import { describe, expect, it } from 'vitest';
import {
  applyResult,
  buildLibrary,
  FIXTURE_TIME,
  fixedContext,
  setContents,
  setIdOf,
  songIdOf,
  wishIdOf,
} from '../../testing/fixtures.js';
import { moveWishIntoLibrary, wishAdd, wishRemove } from './wishlist.js';

const library = buildLibrary({
  sets: { Gig: ['Solar'], Practice: [] },
  wishlist: ['Giant Steps', 'solar'],
});
const giantSteps = wishIdOf(library, 'Giant Steps');

describe('wishAdd', () => {
  it('lists the title, normalised as typed', () => {
    const result = wishAdd(library, '  Count   Down ', fixedContext());
    if (!result.ok) throw new Error(result.reason);
    expect(result.alreadyListed).toBe(false);
    expect(applyResult(library, result).wishlist[result.wishId]).toEqual({
      id: result.wishId,
      title: 'Count Down',
      created: FIXTURE_TIME,
    });
  });

  it('gives an empty change for a title already listed, ignoring case', () => {
    expect(wishAdd(library, 'GIANT steps', fixedContext())).toEqual({
      ok: true,
      change: { ops: [] },
      wishId: giantSteps,
      alreadyListed: true,
    });
  });

  it('refuses invalid titles', () => {
    expect(wishAdd(library, '', fixedContext())).toEqual({
      ok: false,
      reason: 'invalid-title',
      problem: 'blank',
    });
    expect(wishAdd(library, 'a..b', fixedContext())).toMatchObject({ problem: 'double-dot' });
  });
});

describe('wishRemove', () => {
  it('deletes the entry', () => {
    const next = applyResult(library, wishRemove(library, giantSteps));
    expect(Object.values(next.wishlist).map((entry) => entry.title)).toEqual(['solar']);
  });

  it("refuses an unknown entry with 'not-found'", () => {
    expect(wishRemove(library, 'nope')).toEqual({ ok: false, reason: 'not-found', id: 'nope' });
  });
});

describe('moveWishIntoLibrary', () => {
  const gig = setIdOf(library, 'Gig');
  const practice = setIdOf(library, 'Practice');

  it('creates the song and its memberships and removes the entry, in one change', () => {
    const result = moveWishIntoLibrary(
      library,
      giantSteps,
      { title: 'Giant Steps', key: 'B', knowledge: 'new', notes: 'Coltrane', setIds: [gig, practice] },
      fixedContext(),
    );
    if (!result.ok) throw new Error(result.reason);
    const next = applyResult(library, result);
    expect(next.songs[result.songId]).toEqual({
      id: result.songId,
      title: 'Giant Steps',
      key: 'B',
      knowledge: 'new',
      notes: 'Coltrane',
      composer: '',
      style: '',
      created: FIXTURE_TIME,
    });
    expect(setContents(next)).toEqual({ Gig: ['Giant Steps', 'Solar'], Practice: ['Giant Steps'] });
    expect(next.wishlist[giantSteps]).toBeUndefined();
  });

  it('takes the title as edited in the form', () => {
    const result = moveWishIntoLibrary(library, giantSteps, { title: 'Giant Steps (fast)' }, fixedContext());
    if (!result.ok) throw new Error(result.reason);
    expect(applyResult(library, result).songs[result.songId]?.title).toBe('Giant Steps (fast)');
  });

  it("refuses 'in-library' for a title the library has, so the screen offers removing the entry", () => {
    const solarWish = wishIdOf(library, 'solar');
    expect(moveWishIntoLibrary(library, solarWish, { title: 'solar' }, fixedContext())).toEqual({
      ok: false,
      reason: 'in-library',
      songId: songIdOf(library, 'Solar'),
    });
  });

  it('refuses unknown entries and sets, and invalid titles', () => {
    expect(moveWishIntoLibrary(library, 'nope', { title: 'X' }, fixedContext())).toEqual({
      ok: false,
      reason: 'not-found',
      id: 'nope',
    });
    expect(
      moveWishIntoLibrary(library, giantSteps, { title: 'X', setIds: ['gone'] }, fixedContext()),
    ).toEqual({
      ok: false,
      reason: 'not-found',
      id: 'gone',
    });
    expect(moveWishIntoLibrary(library, giantSteps, { title: '.X' }, fixedContext())).toEqual({
      ok: false,
      reason: 'invalid-title',
      problem: 'dot-edge',
    });
  });
});
