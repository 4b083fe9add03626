import { describe, expect, it } from 'vitest';
import { initialPickerState } from '../picker/transition.js';
import { SCHEDULER_PARAMETERS } from '../practice/schedule.js';
import { FIELD_KINDS, fieldTypeProblem, storedAs, timeKindOf } from './field-types.js';
import { COLLECTIONS, RECORD_FIELDS } from './records.js';
import { DUE_AHEAD_MS, isTimeWithinSense, TIME_AHEAD_MS, TIME_FLOOR } from './times.js';

const id = 'abcdefghij12345';
const DAY = 24 * 60 * 60 * 1000;
/** The checker's clock: 1 March 2026, noon. */
const NOW = Date.UTC(2026, 2, 1, 12);

describe('fieldTypeProblem', () => {
  it('accepts every field of a well-formed record', () => {
    const song = { id, title: 'Solar', key: 'D flat', knowledge: 'med', notes: '', created: NOW - 0.5 };
    for (const [field, value] of Object.entries(song))
      expect(fieldTypeProblem('songs', field, value, NOW)).toBe(false);
    expect(fieldTypeProblem('sets', 'name', 'Gig', NOW)).toBe(false);
    expect(fieldTypeProblem('memberships', 'song', id, NOW)).toBe(false);
    expect(fieldTypeProblem('wishlist', 'created', TIME_FLOOR, NOW)).toBe(false);
    expect(fieldTypeProblem('pickers', 'state', initialPickerState(), NOW)).toBe(false);
    expect(fieldTypeProblem('pickers', 'state', initialPickerState(NOW), NOW)).toBe(false);
  });

  it('refuses values of another kind instead of converting them', () => {
    const wrong: Array<[Parameters<typeof fieldTypeProblem>[0], string, unknown]> = [
      ['songs', 'created', 0],
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
      expect(fieldTypeProblem(collection, field, value, NOW), `${collection}.${field}`).toBe(true);
    }
  });

  it('refuses fields the records do not have, including inherited names', () => {
    expect(fieldTypeProblem('songs', 'owner', id, NOW)).toBe(true);
    expect(fieldTypeProblem('songs', 'constructor', 'x', NOW)).toBe(true);
    expect(fieldTypeProblem('songs', '__proto__', {}, NOW)).toBe(true);
  });
});

describe('times within sense', () => {
  const edges = [
    ['1e308', 1e308],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-5', -5],
    ['0', 0],
    ['the last millisecond of 1999', TIME_FLOOR - 1],
    ['2000-01-01T00:00:00Z', TIME_FLOOR],
    ['now', NOW],
    ['a day from now', NOW + DAY],
    ['a day and a millisecond from now', NOW + DAY + 1],
    ['a time as text', String(NOW)],
  ] as const;

  it('takes every time of every record from 2000-01-01 to a day past now', () => {
    expect(new Date(TIME_FLOOR).toISOString()).toBe('2000-01-01T00:00:00.000Z');
    expect(TIME_AHEAD_MS).toBe(DAY);
    const times = COLLECTIONS.flatMap((collection) =>
      RECORD_FIELDS[collection].flatMap((field) => {
        const kind = timeKindOf(collection, field);
        return kind ? [`${collection}.${field} ${kind}`] : [];
      }),
    );
    expect(times).toEqual([
      'songs.created past',
      'sets.created past',
      'wishlist.created past',
      'gigs.started past',
      'plays.played past',
      'cards.due due',
      'cards.last past',
      'reviews.reviewed past',
    ]);
    for (const entry of times) {
      const [name] = entry.split(' ');
      const [collection, field] = name!.split('.') as [(typeof COLLECTIONS)[number], string];
      const taken = edges
        .filter(([, value]) => !fieldTypeProblem(collection, field, value, NOW))
        .map(([w]) => w);
      expect(taken, entry).toEqual(
        collection === 'cards' && field === 'due'
          ? ['2000-01-01T00:00:00Z', 'now', 'a day from now', 'a day and a millisecond from now']
          : ['2000-01-01T00:00:00Z', 'now', 'a day from now'],
      );
    }
  });

  it('lets a card fall due as far ahead as the scheduler may put it, and a day more', () => {
    expect(DUE_AHEAD_MS).toBe((SCHEDULER_PARAMETERS.maximum_interval + 1) * DAY);
    expect(isTimeWithinSense(NOW + DUE_AHEAD_MS, NOW, 'due')).toBe(true);
    expect(isTimeWithinSense(NOW + DUE_AHEAD_MS + 1, NOW, 'due')).toBe(false);
    expect(isTimeWithinSense(1e308, NOW, 'due')).toBe(false);
  });

  it('takes a picker state changed last within the bounds, or never (0)', () => {
    const changed = (updated: number) =>
      fieldTypeProblem('pickers', 'state', { ...initialPickerState(), updated }, NOW);
    expect([0, TIME_FLOOR, NOW + DAY].map(changed)).toEqual([false, false, false]);
    expect([1e308, 5, TIME_FLOOR - 1, NOW + DAY + 1].map(changed)).toEqual([true, true, true, true]);
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
