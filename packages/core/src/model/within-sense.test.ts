import { describe, expect, it } from 'vitest';
import { keyedRecords } from './keyed.js';
import type { Gig, Review } from './records.js';
import { TIME_FLOOR } from './times.js';
import { historyWithinSense } from './within-sense.js';

const NOW = Date.UTC(2026, 10, 24, 20);
const DAY = 24 * 60 * 60 * 1000;
const gig = (id: string, started: number): Gig => ({ id, set: 'set000000000001', setName: 'Gig', started });
const review = (id: string, reviewed: number): Review => ({
  id,
  song: 'song00000000001',
  title: 'Solar',
  grade: 3,
  source: 'practice',
  key: 'C',
  level: 'new',
  seconds: 0,
  reviewed,
});

describe('historyWithinSense', () => {
  it('gives the same library back when every time is within bounds', () => {
    const library = { gigs: keyedRecords([gig('a', NOW)]), reviews: keyedRecords([review('r', TIME_FLOOR)]) };
    expect(historyWithinSense(library, NOW)).toBe(library);
  });

  it('leaves out each record out of bounds, keeping the other collections as they were', () => {
    const gigs = keyedRecords([gig('a', NOW), gig('far', 1e308), gig('old', -5), gig('next', NOW + DAY + 1)]);
    const reviews = keyedRecords([review('r', NOW - DAY)]);
    const within = historyWithinSense({ gigs, reviews }, NOW);
    expect(within.gigs!.values().map((record) => record.id)).toEqual(['a']);
    expect(within.reviews).toBe(reviews);
    // The same records left out, the same object: views cached by collection hold while the clock moves.
    expect(historyWithinSense({ gigs, reviews }, NOW - 60_000).gigs).toBe(within.gigs);
    // Once the clock is a day short of it, the gig started ahead of it is in.
    const later = historyWithinSense({ gigs }, NOW + 1).gigs;
    expect(
      later
        .values()
        .map((record) => record.id)
        .sort(),
    ).toEqual(['a', 'next']);
  });

  it('leaves out a card due or last reviewed out of bounds; a card may fall due a hundred years ahead', () => {
    const card = {
      id: 'song00000000001',
      song: 'song00000000001',
      due: NOW + 36_500 * DAY,
      stability: 1,
      difficulty: 5,
      scheduled: 36_500,
      reps: 9,
      lapses: 0,
      state: 2 as const,
      last: NOW,
    };
    const cards = { ok: card, far: { ...card, due: 1e308 }, early: { ...card, last: 0 } };
    expect(Object.keys(historyWithinSense({ cards }, NOW).cards)).toEqual(['ok']);
  });
});
