import { describe, expect, it } from 'vitest';
import { keyedRecords } from '../model/keyed.js';
import type { Library } from '../model/records.js';
import { SET_NAME_MESSAGES } from './messages.js';
import { fieldMessage } from './result.js';
import { canSubmitSetName, validateNewSetName, validateSetNameEdit } from './set-name.js';

const library: Library = {
  songs: {},
  sets: { s1: { id: 's1', name: 'First set', created: 0 }, s2: { id: 's2', name: 'Friday Gig', created: 0 } },
  memberships: {},
  wishlist: {},
  pickers: {},
  gigs: keyedRecords(),
  plays: keyedRecords(),
  cards: {},
  reviews: keyedRecords(),
  charts: {},
};

describe('the words of a set name refusal', () => {
  it('are the spec words', () => {
    expect(SET_NAME_MESSAGES).toEqual({
      required: 'This field is required',
      blank: 'Set name cannot be blank',
      'too-long': 'Set name must be at most 100 characters',
      taken: 'This set name already taken',
      'taken-by-another': 'Another set has this name already',
    });
  });
});

describe('validateNewSetName', () => {
  it('normalises the name and keeps its capitals', () => {
    expect(validateNewSetName('  Sunday   Brunch ', library)).toEqual({
      ok: true,
      value: { name: 'Sunday Brunch' },
    });
  });

  it('allows dots in set names', () => {
    expect(validateNewSetName('St. Louis..', library).ok).toBe(true);
  });

  it('refuses an empty or white-space name', () => {
    for (const raw of ['', ' \t ']) {
      expect(validateNewSetName(raw, library)).toEqual({
        ok: false,
        errors: { name: { code: 'required', message: 'This field is required' } },
      });
    }
  });

  it('refuses a name longer than the limit', () => {
    expect(validateNewSetName('n'.repeat(100), library).ok).toBe(true);
    expect(fieldMessage(validateNewSetName('n'.repeat(101), library), 'name')).toBe(
      'Set name must be at most 100 characters',
    );
  });

  it("refuses another set's name in any case and spacing, and disables Add", () => {
    const result = validateNewSetName('friday   GIG', library);
    expect(result).toEqual({
      ok: false,
      errors: { name: { code: 'taken', message: 'This set name already taken' } },
    });
    expect(canSubmitSetName(result)).toBe(false);
  });

  it('keeps Add enabled for a valid name or one refused on submit', () => {
    expect(canSubmitSetName(validateNewSetName('Saturday', library))).toBe(true);
    expect(canSubmitSetName(validateNewSetName('', library))).toBe(true);
  });
});

describe('validateSetNameEdit', () => {
  it('refuses a blank name with the edit wording', () => {
    expect(validateSetNameEdit('  ', library, 's1')).toEqual({
      ok: false,
      errors: { name: { code: 'blank', message: 'Set name cannot be blank' } },
    });
  });

  it('refuses a name longer than the limit', () => {
    expect(fieldMessage(validateSetNameEdit('n'.repeat(101), library, 's1'), 'name')).toBe(
      'Set name must be at most 100 characters',
    );
  });

  it("refuses another set's name in any case and disables Submit", () => {
    const result = validateSetNameEdit('FRIDAY gig', library, 's1');
    expect(result).toEqual({
      ok: false,
      errors: { name: { code: 'taken-by-another', message: 'Another set has this name already' } },
    });
    expect(canSubmitSetName(result)).toBe(false);
  });

  it('treats the same name, in any case or spacing, as unchanged', () => {
    for (const raw of ['First set', 'FIRST SET', '  first   set ']) {
      expect(validateSetNameEdit(raw, library, 's1')).toEqual({ ok: true, value: { kind: 'unchanged' } });
    }
  });

  it('renames to a free name', () => {
    const result = validateSetNameEdit('  Wedding  Set', library, 's1');
    expect(result).toEqual({ ok: true, value: { kind: 'rename', name: 'Wedding Set' } });
    expect(canSubmitSetName(result)).toBe(true);
  });
});
