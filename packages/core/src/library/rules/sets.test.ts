import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../model/constants.js';
import type { Library } from '../../model/records.js';
import {
  applyResult,
  buildAccount,
  buildLibrary,
  FIXTURE_TIME,
  fixedContext,
  setContents,
  setIdOf,
  songIdOf,
} from '../../testing/fixtures.js';
import { accountPatch } from '../change.js';
import { addSet, canDeleteSet, deleteSet, renameSet } from './sets.js';

const library = buildLibrary({
  sets: { 'Set 10': ['Solar', 'Nardis'], 'set 2': ['Solar', 'Blue Bossa'], Gig: ['Nardis'] },
  songs: { 'In No Set': {} },
});
const gig = setIdOf(library, 'Gig');
const set2 = setIdOf(library, 'set 2');
const set10 = setIdOf(library, 'Set 10');

describe('addSet', () => {
  it('creates an empty set named as typed, normalised', () => {
    const result = addSet(library, '  Friday   gig ', fixedContext());
    if (!result.ok) throw new Error(result.reason);
    const next = applyResult(library, result);
    expect(next.sets[result.setId]).toEqual({ id: result.setId, name: 'Friday gig', created: FIXTURE_TIME });
    expect(setContents(next)['Friday gig']).toEqual([]);
  });

  it("refuses 'set-name-taken' case-insensitively", () => {
    expect(addSet(library, 'GIG', fixedContext())).toEqual({
      ok: false,
      reason: 'set-name-taken',
      setId: gig,
    });
  });

  it("refuses blank and too long names with 'invalid-name'", () => {
    expect(addSet(library, '   ', fixedContext())).toEqual({
      ok: false,
      reason: 'invalid-name',
      problem: 'blank',
    });
    expect(addSet(library, 'x'.repeat(LIMITS.setName + 1), fixedContext())).toMatchObject({
      problem: 'too-long',
    });
  });

  it('accepts dots in set names', () => {
    expect(addSet(library, '..Odd.', fixedContext()).ok).toBe(true);
  });
});

describe('renameSet', () => {
  it('renames the set', () => {
    expect(renameSet(library, { setId: gig, name: ' Friday  gig ' })).toEqual({
      ok: true,
      change: { ops: [{ type: 'update', collection: 'sets', id: gig, patch: { name: 'Friday gig' } }] },
    });
  });

  it('gives an empty change for the same name ignoring case', () => {
    expect(renameSet(library, { setId: gig, name: 'gIG' })).toEqual({ ok: true, change: { ops: [] } });
  });

  it("refuses a name of another set with 'set-name-taken'", () => {
    expect(renameSet(library, { setId: gig, name: 'SET 2' })).toEqual({
      ok: false,
      reason: 'set-name-taken',
      setId: set2,
    });
  });

  it('refuses blank names and unknown sets', () => {
    expect(renameSet(library, { setId: gig, name: '' })).toMatchObject({
      reason: 'invalid-name',
      problem: 'blank',
    });
    expect(renameSet(library, { setId: 'nope', name: 'X' })).toEqual({
      ok: false,
      reason: 'not-found',
      id: 'nope',
    });
  });
});

describe('deleteSet', () => {
  const account = buildAccount({ pickerSet: set10 });

  it('deletes the set and keeps its songs in the library', () => {
    const result = deleteSet(library, account, set2, { removeSongs: false });
    expect(result).toEqual({
      ok: true,
      change: { ops: [{ type: 'delete', collection: 'sets', id: set2 }] },
      deletedSongs: [],
      pickerSet: set10,
    });
    const next = applyResult(library, result);
    expect(setContents(next)).toEqual({ 'Set 10': ['Nardis', 'Solar'], Gig: ['Nardis'] });
    expect(next.songs).toEqual(library.songs);
  });

  it('removes with it only the songs that are in no other set', () => {
    const result = deleteSet(library, account, set2, { removeSongs: true });
    expect(result).toMatchObject({ ok: true, deletedSongs: [songIdOf(library, 'Blue Bossa')] });
    const next = applyResult(library, result);
    expect(Object.values(next.songs).map((song) => song.title)).toEqual(['Solar', 'Nardis', 'In No Set']);
  });

  it('makes the first other set, in sets-list order, the picker set in the same change', () => {
    const result = deleteSet(library, account, set10, { removeSongs: false });
    // "Gig" < "set 2" < "Set 10": case-insensitive and numeric-aware.
    expect(result).toMatchObject({ ok: true, pickerSet: gig });
    expect(result.ok && accountPatch(result.change)).toEqual({ pickerSet: gig });
    const withoutGig = applyResult(library, deleteSet(library, account, gig, { removeSongs: false }));
    expect(deleteSet(withoutGig, account, set10, { removeSongs: false })).toMatchObject({ pickerSet: set2 });
  });

  it('removes the picker record of the set by cascade', () => {
    const withPicker: Library = {
      ...library,
      pickers: {
        [set2]: {
          id: set2,
          set: set2,
          state: { played: [], bag: [], keyBag: [], current: null, version: 1, updated: 0 },
        },
      },
    };
    const next = applyResult(withPicker, deleteSet(withPicker, account, set2, { removeSongs: false }));
    expect(next.pickers).toEqual({});
  });

  it("refuses 'last-set' while it is the only set", () => {
    const single = buildLibrary({ sets: { 'First set': ['Solar'] } });
    const only = setIdOf(single, 'First set');
    expect(deleteSet(single, buildAccount({ pickerSet: only }), only, { removeSongs: true })).toEqual({
      ok: false,
      reason: 'last-set',
      setId: only,
    });
    expect(canDeleteSet(single)).toBe(false);
    expect(canDeleteSet(library)).toBe(true);
  });

  it("refuses an unknown set with 'not-found'", () => {
    expect(deleteSet(library, account, 'nope', { removeSongs: false })).toEqual({
      ok: false,
      reason: 'not-found',
      id: 'nope',
    });
  });
});
