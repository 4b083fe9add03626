import { describe, expect, it } from 'vitest';
import { buildAccount, buildLibrary, setIdOf } from '../../testing/fixtures.js';
import { accountPatch, applyChange } from '../change.js';
import { setLoginToPicker, setPickerSet } from './account.js';

const library = buildLibrary({ sets: { Gig: [], Practice: [] } });
const gig = setIdOf(library, 'Gig');
const practice = setIdOf(library, 'Practice');
const account = buildAccount({ pickerSet: gig });

describe('setPickerSet', () => {
  it('writes the account setting only', () => {
    const result = setPickerSet(library, account, practice);
    expect(result).toEqual({
      ok: true,
      change: { ops: [{ type: 'account', patch: { pickerSet: practice } }] },
    });
    if (!result.ok) return;
    expect(accountPatch(result.change)).toEqual({ pickerSet: practice });
    expect(applyChange(library, result.change)).toEqual(library);
  });

  it('gives an empty change for the current picker set', () => {
    expect(setPickerSet(library, account, gig)).toEqual({ ok: true, change: { ops: [] } });
  });

  it("refuses an unknown set with 'not-found'", () => {
    expect(setPickerSet(library, account, 'nope')).toEqual({ ok: false, reason: 'not-found', id: 'nope' });
  });
});

describe('setLoginToPicker', () => {
  it('turns the preference on and off', () => {
    const on = setLoginToPicker(true);
    const off = setLoginToPicker(false);
    expect(on.ok && accountPatch(on.change)).toEqual({ loginToPicker: true });
    expect(off.ok && accountPatch(off.change)).toEqual({ loginToPicker: false });
  });
});
