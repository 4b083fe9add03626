import { describe, expect, it } from 'vitest';
import { keyedRecords } from '../model/keyed.js';
import type { Library } from '../model/records.js';
import { WISH_TITLE_MESSAGES } from './messages.js';
import { fieldMessage } from './result.js';
import { validateWishTitle } from './wish-title.js';

const library: Library = {
  songs: {
    a: {
      id: 'a',
      title: 'Giant Steps',
      key: 'random',
      knowledge: 'know',
      notes: '',
      composer: '',
      style: '',
      created: 0,
    },
  },
  sets: {},
  memberships: {},
  wishlist: { w1: { id: 'w1', title: 'The Song Is You', created: 0 } },
  pickers: {},
  gigs: keyedRecords(),
  plays: keyedRecords(),
  cards: {},
  reviews: keyedRecords(),
  charts: {},
};

describe('validateWishTitle', () => {
  it('words its refusals as the spec does', () => {
    expect(WISH_TITLE_MESSAGES).toEqual({
      required: 'This field is required',
      'dot-edge': "Can't start or end with '.'",
      'double-dot': "Title Must Not Include '..'",
      'too-long': 'Title must be at most 200 characters',
    });
  });

  it('normalises a new title', () => {
    expect(validateWishTitle('  Moment’s   Notice ', library)).toEqual({
      ok: true,
      value: { kind: 'new', title: 'Moment’s Notice' },
    });
  });

  it('refuses an empty title', () => {
    expect(validateWishTitle('   ', library)).toEqual({
      ok: false,
      errors: { title: { code: 'required', message: 'This field is required' } },
    });
  });

  it.each([
    ['.Countdown', "Can't start or end with '.'"],
    ['Countdown.', "Can't start or end with '.'"],
    ['Count..down', "Title Must Not Include '..'"],
    ['z'.repeat(201), 'Title must be at most 200 characters'],
  ])('refuses %j', (raw, message) => {
    expect(fieldMessage(validateWishTitle(raw, library), 'title')).toBe(message);
  });

  it('closes on a title already listed, in any case and spacing', () => {
    expect(validateWishTitle(' the  SONG is   you', library)).toEqual({
      ok: true,
      value: { kind: 'already-listed', entryId: 'w1' },
    });
  });

  it('accepts a title that is in the library but not on the list', () => {
    expect(validateWishTitle('giant steps', library)).toEqual({
      ok: true,
      value: { kind: 'new', title: 'giant steps' },
    });
  });
});
