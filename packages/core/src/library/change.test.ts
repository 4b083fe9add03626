import { describe, expect, it } from 'vitest';
import { accountPatchProblem } from './change.js';

describe('accountPatchProblem', () => {
  it('accepts the two settings, alone or together, and an empty patch', () => {
    expect(accountPatchProblem({})).toBeNull();
    expect(accountPatchProblem({ loginToPicker: true })).toBeNull();
    expect(accountPatchProblem({ loginToPicker: false, pickerSet: 'abcdefghij12345' })).toBeNull();
  });

  it('refuses anything but an object', () => {
    for (const patch of [null, undefined, 'loginToPicker', 1, ['pickerSet']]) {
      expect(accountPatchProblem(patch)).toEqual({
        detail: 'account patch is not an object',
        kind: 'not-an-object',
      });
    }
  });

  it('names a field that is not a setting', () => {
    for (const field of ['email', 'verified', 'name', 'id', 'password', '__proto__x']) {
      expect(accountPatchProblem({ [field]: 'x' })).toEqual({
        field,
        detail: `account field ${field} cannot be changed`,
        kind: 'unknown-field',
      });
    }
    expect(accountPatchProblem(JSON.parse('{"__proto__": {"verified": true}}'))).toEqual({
      field: '__proto__',
      detail: 'account field __proto__ cannot be changed',
      kind: 'unknown-field',
    });
  });

  it('names a malformed value', () => {
    const cases: Array<[object, string]> = [
      [{ loginToPicker: 'yes' }, 'loginToPicker'],
      [{ loginToPicker: 1 }, 'loginToPicker'],
      [{ loginToPicker: null }, 'loginToPicker'],
      [{ pickerSet: '' }, 'pickerSet'],
      [{ pickerSet: 'NOT-AN-ID' }, 'pickerSet'],
      [{ pickerSet: 42 }, 'pickerSet'],
      [{ loginToPicker: true, pickerSet: 'short' }, 'pickerSet'],
    ];
    for (const [patch, field] of cases) {
      expect(accountPatchProblem(patch)).toEqual({
        field,
        detail: `account field ${field} is malformed`,
        kind: 'wrong-type',
      });
    }
  });
});
