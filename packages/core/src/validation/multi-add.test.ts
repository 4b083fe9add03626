import { describe, expect, it } from 'vitest';
import { keyedRecords } from '../model/keyed.js';
import type { Library } from '../model/records.js';
import { ERRORS_FOUND_TEXT, MULTI_ADD_MESSAGES, MULTI_ADD_OVERFLOW_MESSAGE } from './messages.js';
import { needsErrorsFound, validateMultiAdd, validateQuickStartMultiAdd } from './multi-add.js';

function song(id: string, title: string) {
  return {
    id,
    title,
    key: 'random',
    knowledge: 'med',
    notes: '',
    composer: '',
    style: '',
    created: 0,
  } as const;
}

// "Autumn Leaves" is in set s1; "Blue Bossa" only in the library.
const library: Library = {
  songs: { a: song('a', 'Autumn Leaves'), b: song('b', 'Blue Bossa') },
  sets: { s1: { id: 's1', name: 'Gig', created: 0 } },
  memberships: { m1: { id: 'm1', set: 's1', song: 'a' } },
  wishlist: { w1: { id: 'w1', title: 'Countdown', created: 0 } },
  pickers: {},
  gigs: keyedRecords(),
  plays: keyedRecords(),
  cards: {},
  reviews: keyedRecords(),
  charts: {},
};

const QUICK_START_ERROR =
  'QuickStart Error: Make sure you have entered exactly 3 songs, and that none of those songs are already in this set.';

describe('multi-add words', () => {
  it('are the spec words', () => {
    expect(MULTI_ADD_MESSAGES).toEqual({
      required: 'This field is required',
      'quick-start': QUICK_START_ERROR,
    });
    expect(ERRORS_FOUND_TEXT).toEqual({
      heading: 'Errors Found',
      explanation: "Song titles can't start or end with '.', include '..', or be longer than 200 characters.",
      listIntro: 'The following songs were not added:',
      button: 'Got It',
    });
    expect(MULTI_ADD_OVERFLOW_MESSAGE).toBe(
      'Only the first 2,000 lines were read; the lines after them were not added.',
    );
  });
});

describe('validateMultiAdd', () => {
  it('refuses a box with no title', () => {
    expect(validateMultiAdd(' \n\n  \n', library, { kind: 'library' })).toEqual({
      ok: false,
      errors: { titles: { code: 'required', message: 'This field is required' } },
    });
  });

  it('in a set: creates new titles, joins library songs, skips members', () => {
    const result = validateMultiAdd(
      '  Solar   Wind \nblue bossa\nAUTUMN LEAVES\nsolar wind\n\nSt. Thomas',
      library,
      { kind: 'set', setId: 's1' },
    );
    expect(result).toEqual({
      ok: true,
      value: {
        create: ['Solar Wind', 'St. Thomas'],
        join: ['b'],
        present: ['Autumn Leaves'],
        invalid: [],
        duplicates: 1,
        overflow: 0,
      },
    });
  });

  it('in the library: reports titles already there', () => {
    const result = validateMultiAdd('Blue Bossa\nautumn leaves\nNardis', library, { kind: 'library' });
    expect(result.ok && result.value).toEqual({
      create: ['Nardis'],
      join: [],
      present: ['Blue Bossa', 'Autumn Leaves'],
      invalid: [],
      duplicates: 0,
      overflow: 0,
    });
  });

  it('in the wish list: skips listed titles, whatever the library holds', () => {
    const result = validateMultiAdd('COUNTDOWN\nBlue Bossa', library, { kind: 'wishlist' });
    expect(result.ok && result.value).toMatchObject({
      create: ['Blue Bossa'],
      join: [],
      present: ['Countdown'],
    });
  });

  it('replaces ~ * / [ ] with a bullet', () => {
    const result = validateMultiAdd('A/B [live]\nstar*~', library, { kind: 'library' });
    expect(result.ok && result.value.create).toEqual(['A•B •live•', 'star••']);
  });

  it('lists refused lines for Errors Found and adds the rest', () => {
    const result = validateMultiAdd(`.Intro\nOutro.\nA..B\n${'x'.repeat(201)}\nNardis`, library, {
      kind: 'set',
      setId: 's1',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.create).toEqual(['Nardis']);
    expect(result.value.invalid).toEqual([
      { title: '.Intro', problem: 'dot-edge' },
      { title: 'Outro.', problem: 'dot-edge' },
      { title: 'A..B', problem: 'double-dot' },
      { title: 'x'.repeat(201), problem: 'too-long' },
    ]);
    expect(needsErrorsFound(result.value)).toBe(true);
  });

  it('is valid when every line is refused, so Errors Found can list them', () => {
    const result = validateMultiAdd('..', library, { kind: 'library' });
    expect(result.ok && result.value.invalid).toEqual([{ title: '..', problem: 'dot-edge' }]);
  });

  it('needs no Errors Found when every line is fine', () => {
    const result = validateMultiAdd('Nardis', library, { kind: 'library' });
    expect(result.ok && needsErrorsFound(result.value)).toBe(false);
  });

  it('counts the lines past the limit', () => {
    const text = Array.from({ length: 2003 }, (_, i) => `Tune ${i}`).join('\n');
    const result = validateMultiAdd(text, library, { kind: 'library' });
    expect(result.ok && [result.value.create.length, result.value.overflow]).toEqual([2000, 3]);
  });
});

describe('validateQuickStartMultiAdd', () => {
  const refused = { ok: false, errors: { titles: { code: 'quick-start', message: QUICK_START_ERROR } } };

  it('accepts exactly three titles not in the set', () => {
    expect(validateQuickStartMultiAdd('Nardis\n Solar \nBlue Bossa\n\n', library, 's1')).toEqual({
      ok: true,
      value: {
        create: ['Nardis', 'Solar'],
        join: ['b'],
        present: [],
        invalid: [],
        duplicates: 0,
        overflow: 0,
      },
    });
  });

  it('counts distinct titles: a repeated line is not a fourth song', () => {
    expect(validateQuickStartMultiAdd('Nardis\nSolar\nnardis\nIris', library, 's1').ok).toBe(true);
  });

  it.each([
    ['two titles', 'Nardis\nSolar'],
    ['four titles', 'Nardis\nSolar\nIris\nPinocchio'],
    ['nothing', ''],
    ['a refused line', 'Nardis\nSolar\nIris.'],
    ['a title already in the set', 'Nardis\nSolar\nautumn leaves'],
  ])('refuses %s', (_, text) => {
    expect(validateQuickStartMultiAdd(text, library, 's1')).toEqual(refused);
  });
});
