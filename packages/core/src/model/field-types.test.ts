import { describe, expect, it } from 'vitest';
import { initialPickerState } from '../picker/transition.js';
import { FIELD_KINDS, fieldTypeProblem, storedAs } from './field-types.js';
import { COLLECTIONS, RECORD_FIELDS } from './records.js';

const id = 'abcdefghij12345';

describe('fieldTypeProblem', () => {
  it('accepts every field of a well-formed record', () => {
    const song = { id, title: 'Solar', key: 'D flat', knowledge: 'med', notes: '', created: 1.5 };
    for (const [field, value] of Object.entries(song))
      expect(fieldTypeProblem('songs', field, value)).toBe(false);
    expect(fieldTypeProblem('sets', 'name', 'Gig')).toBe(false);
    expect(fieldTypeProblem('memberships', 'song', id)).toBe(false);
    expect(fieldTypeProblem('wishlist', 'created', 0)).toBe(false);
    expect(fieldTypeProblem('pickers', 'state', initialPickerState())).toBe(false);
  });

  it('refuses values of another kind instead of converting them', () => {
    const wrong: Array<[Parameters<typeof fieldTypeProblem>[0], string, unknown]> = [
      ['songs', 'title', 123],
      ['songs', 'key', ['C', 'D']],
      ['songs', 'key', 'H'],
      ['songs', 'knowledge', 'expert'],
      ['songs', 'notes', { a: 1 }],
      ['songs', 'notes', null],
      ['songs', 'created', 'abc'],
      ['songs', 'created', -1],
      ['songs', 'created', Number.POSITIVE_INFINITY],
      ['songs', 'id', 'short'],
      ['sets', 'name', true],
      ['memberships', 'set', 42],
      ['wishlist', 'title', ['Solar']],
      ['pickers', 'state', { ...initialPickerState(), extra: 'x' }],
      ['pickers', 'state', 'null'],
    ];
    for (const [collection, field, value] of wrong) {
      expect(fieldTypeProblem(collection, field, value), `${collection}.${field}`).toBe(true);
    }
  });

  it('refuses fields the records do not have, including inherited names', () => {
    expect(fieldTypeProblem('songs', 'owner', id)).toBe(true);
    expect(fieldTypeProblem('songs', 'constructor', 'x')).toBe(true);
    expect(fieldTypeProblem('songs', '__proto__', {})).toBe(true);
  });
});

describe('storedAs', () => {
  it('stores times, a card’s schedule and a review’s grade and seconds as numbers, a picker’s state as JSON, the rest as text', () => {
    const stored = (kind: 'number' | 'json') =>
      Object.fromEntries(
        COLLECTIONS.flatMap((collection) => {
          const fields = RECORD_FIELDS[collection].filter((field) => storedAs(collection, field) === kind);
          return fields.length > 0 ? [[collection, fields]] : [];
        }),
      );
    expect(stored('number')).toEqual({
      songs: ['created'],
      sets: ['created'],
      wishlist: ['created'],
      gigs: ['started'],
      plays: ['played'],
      cards: ['due', 'stability', 'difficulty', 'scheduled', 'reps', 'lapses', 'state', 'last'],
      reviews: ['grade', 'seconds', 'reviewed'],
    });
    expect(stored('json')).toEqual({ pickers: ['state'] });
    expect(storedAs('songs', 'title')).toBe('text');
    expect(storedAs('songs', 'nosuchfield')).toBe('text');
  });

  it('knows every field of every collection', () => {
    for (const collection of COLLECTIONS)
      expect(Object.keys(FIELD_KINDS[collection]).sort(), collection).toEqual(
        ['id', ...RECORD_FIELDS[collection]].sort(),
      );
  });
});
