// Grades, plays and picks with a device clock that lies: three days ahead, three days behind (a phone
// set back, or a review synced from a device whose clock ran ahead), or NaN. Each is taken with a sane
// result or refused in words; none throws.

import { describe, expect, it } from 'vitest';
import { setOf } from '../../test/picker-helpers.js';
import { planImport } from '../import/plan.js';
import { recordPlay, startGig } from '../library/rules/history.js';
import { initialPickerState, pickerTransition } from '../picker/transition.js';
import { acceptSuggestion, gradeTune, knowledgeSuggestion } from '../practice/grade.js';
import { reviewCard } from '../practice/schedule.js';
import { applyResult, buildLibrary, setIdOf, songIdOf } from '../testing/fixtures.js';
import { keyedRecords } from './keyed.js';
import { seededRandom } from './random.js';
import type { Library } from './records.js';
import { CLOCK_UNSET, isClockReading, TIME_FLOOR } from './times.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The real time of every test: the server's. */
const T = Date.UTC(2026, 10, 24, 20);
const base = buildLibrary({ sets: { Gig: ['Solar', 'Nardis'] }, songs: { Solar: { knowledge: 'new' } } });
const gig = setIdOf(base, 'Gig');
const solar = songIdOf(base, 'Solar');
const nardis = songIdOf(base, 'Nardis');
let seed = 0;
/** A rule context whose clock says `now`; ids from a stream of their own each time. */
function at(now: number) {
  seed += 1;
  return { random: seededRandom(seed), now: () => now };
}

/** The library with Solar graded Good at `last` (on another device), its review with it. */
function gradedAt(last: number): Library {
  const card = reviewCard(null, solar, 3, last);
  const review = {
    id: 'review000000001',
    song: solar,
    title: 'Solar',
    grade: 3 as const,
    source: 'practice' as const,
    key: 'C' as const,
    level: 'new' as const,
    seconds: 0,
    reviewed: last,
  };
  return { ...base, cards: { [solar]: card }, reviews: keyedRecords([review]) };
}

const GRADE = { id: solar, grade: 3, key: 'C', seconds: 60 } as const;

/** A list's items in an order of their own: what is held, whatever order a collection lists it in. */
const bag = (list: unknown[]) => list.map((entry) => JSON.stringify(entry)).sort();

describe('a clock reading', () => {
  it('is a finite time from 1 January 2000 on', () => {
    expect([T, TIME_FLOOR, T + 3 * DAY, T - 3 * DAY].map(isClockReading)).toEqual([true, true, true, true]);
    expect([Number.NaN, Infinity, -Infinity, 0, TIME_FLOOR - 1].map(isClockReading)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('a practice grade with a clock that lies', () => {
  // Solar was graded Good two and a half days ago: due in half a day.
  const library = gradedAt(T - 2.5 * DAY);

  it('three days ahead: graded at that time, 5.5 days after the last review', () => {
    const graded = gradeTune(library, GRADE, at(T + 3 * DAY));
    if (!graded.ok) throw new Error(graded.reason);
    expect(graded.card).toEqual({
      id: solar,
      song: solar,
      due: T + 21 * DAY,
      stability: 18.1678499,
      difficulty: 2.11121424,
      scheduled: 18,
      reps: 2,
      lapses: 0,
      state: 2,
      last: T + 3 * DAY,
    });
    const review = applyResult(library, graded).reviews;
    expect([...review.values()].sort((a, b) => a.reviewed - b.reviewed).map((r) => r.reviewed)).toEqual([
      T - 2.5 * DAY,
      T + 3 * DAY,
    ]);
  });

  it('three days behind, before the last review: graded at the last review (no time passed), no throw', () => {
    const graded = gradeTune(library, GRADE, at(T - 3 * DAY));
    if (!graded.ok) throw new Error(graded.reason);
    expect(graded.card).toEqual({
      id: solar,
      song: solar,
      due: T + 12 * HOUR,
      stability: 2.3065,
      difficulty: 2.11121424,
      scheduled: 3,
      reps: 2,
      lapses: 0,
      state: 2,
      last: T - 2.5 * DAY,
    });
    // The review is recorded at the card's last review: the history stays in order.
    const reviews = [...applyResult(library, graded).reviews.values()].sort(
      (a, b) => a.reviewed - b.reviewed,
    );
    expect(reviews.map((r) => r.reviewed)).toEqual([T - 2.5 * DAY, T - 2.5 * DAY]);
  });

  it('three days behind a card more than a day ahead of it: the card is out of bounds, graded afresh', () => {
    const graded = gradeTune(gradedAt(T - HOUR), GRADE, at(T - 3 * DAY));
    if (!graded.ok) throw new Error(graded.reason);
    expect(graded.card).toMatchObject({ due: T, reps: 1, last: T - 3 * DAY });
  });

  it('NaN, or a clock reset to 1970: refused in words, nothing written', () => {
    for (const now of [Number.NaN, 0]) {
      expect(gradeTune(library, GRADE, at(now))).toEqual({
        ok: false,
        reason: 'clock-unset',
        message: 'This device’s clock gives no date. Set its date and time, then try again.',
      });
    }
    expect(CLOCK_UNSET.message).toBe(
      'This device’s clock gives no date. Set its date and time, then try again.',
    );
  });

  it('the buttons’ intervals count from the grade’s time, never from a clock behind it', async () => {
    const { gradeOutcomes } = await import('../practice/schedule.js');
    const outcomes = gradeOutcomes(library.cards[solar]!, solar, T - 3 * DAY);
    expect([1, 2, 3, 4].map((grade) => outcomes[grade as 1].days)).toEqual([1, 2, 3, 4]);
  });
});

describe('a NEXT’s tune and Start New Gig with a clock that lies', () => {
  const tune = { song: solar, key: 'E flat' } as const;
  /** A gig of Gig started at `started`, Nardis played in it at `played`. */
  function gigWith(started: number, played: number): Library {
    const opened = startGig(base, gig, at(started));
    let library = applyResult(base, opened);
    library = applyResult(
      library,
      recordPlay(library, { setId: gig, tune: { song: nardis, key: 'C' } }, at(played)),
    );
    return library;
  }

  it('three days ahead: played then (a new gig: the last was quiet for more than six hours)', () => {
    const library = gigWith(T - HOUR, T - 30 * 60 * 1000);
    const played = recordPlay(library, { setId: gig, tune }, at(T + 3 * DAY));
    const after = applyResult(library, played);
    expect(bag([...after.gigs.values()].map((g) => g.started))).toEqual(bag([T - HOUR, T + 3 * DAY]));
    expect(bag([...after.plays.values()].map((p) => [p.title, p.played]))).toEqual(
      bag([
        ['Nardis', T - 30 * 60 * 1000],
        ['Solar', T + 3 * DAY],
      ]),
    );
  });

  it('behind the gig’s last tune: joins the gig, played at its last tune (the gig stays in order)', () => {
    // Nardis was played at T on a device whose clock is right; this one says half a day before.
    const library = gigWith(T - HOUR, T);
    const played = recordPlay(library, { setId: gig, tune }, at(T - 12 * HOUR));
    const after = applyResult(library, played);
    expect(after.gigs.values().map((record) => record.id)).toEqual(
      library.gigs.values().map((record) => record.id),
    );
    expect(bag([...after.plays.values()].map((p) => [p.title, p.played]))).toEqual(
      bag([
        ['Nardis', T],
        ['Solar', T],
      ]),
    );
  });

  it('three days behind a gig more than a day ahead of it: that gig is out of bounds, a new one opens', () => {
    const library = gigWith(T - HOUR, T);
    const after = applyResult(library, recordPlay(library, { setId: gig, tune }, at(T - 3 * DAY)));
    expect(bag([...after.gigs.values()].map((g) => g.started))).toEqual(bag([T - HOUR, T - 3 * DAY]));
    expect(bag([...after.plays.values()].map((p) => [p.title, p.played]))).toEqual(
      bag([
        ['Nardis', T],
        ['Solar', T - 3 * DAY],
      ]),
    );
  });

  it('NaN: the tune and the gig are refused in words, nothing written', () => {
    const library = gigWith(T - HOUR, T);
    expect(recordPlay(library, { setId: gig, tune }, at(Number.NaN))).toEqual({ ok: false, ...CLOCK_UNSET });
    expect(startGig(library, gig, at(Number.NaN))).toEqual({ ok: false, ...CLOCK_UNSET });
  });
});

describe('a pick with a clock that lies', () => {
  const members = setOf({ new: 3, med: 2, know: 1 });
  const picked = (now: number) => {
    const before = { ...initialPickerState(T), version: 4 };
    return pickerTransition(before, { type: 'next' }, members, { random: seededRandom(3), now: () => now });
  };

  it('ahead or behind: picks as ever, the state changed at the clock’s time', () => {
    const onTime = picked(T);
    expect(picked(T + 3 * DAY)).toEqual({ ...onTime, updated: T + 3 * DAY });
    expect(picked(T - 3 * DAY)).toEqual({ ...onTime, updated: T - 3 * DAY });
    expect(onTime).toMatchObject({ version: 5, updated: T, current: { song: 'med000000000001' } });
  });

  it('NaN: picks as ever, the state keeping its own time (one every backend takes)', () => {
    expect(picked(Number.NaN)).toEqual({ ...picked(T), updated: T });
    const fresh = pickerTransition(initialPickerState(), { type: 'next' }, members, at(Number.NaN));
    expect(fresh.updated).toBe(0);
    expect(fresh.current).not.toBeNull();
  });
});

describe('every write of a knowledge level checks it', () => {
  it('accepting a suggestion takes a level that exists, and refuses one that does not', () => {
    expect(acceptSuggestion(base, solar, { knowledge: 'know' })).toEqual({
      ok: true,
      change: { ops: [{ type: 'update', collection: 'songs', id: solar, patch: { knowledge: 'know' } }] },
    });
    // Nor does a grade offer one: a song stored with an unknown level has no level one step down.
    const stored = reviewCard(null, solar, 1, T);
    expect(knowledgeSuggestion('expert' as never, stored, stored, 1, 1)).toBeNull();
    expect(knowledgeSuggestion('med', stored, stored, 1, 1)).toMatchObject({ knowledge: 'new' });
    for (const knowledge of ['expert', undefined, '', 'KNOW'])
      expect(acceptSuggestion(base, solar, { knowledge: knowledge as never })).toEqual({
        ok: false,
        reason: 'invalid-data',
        field: 'knowledge',
      });
  });

  it('an import row with a level that does not exist is invalid, in the form’s words', () => {
    const plan = planImport(
      base,
      [{ where: 'Row 1', title: 'Solar', knowledge: 'expert' as never, sets: [] }],
      at(T),
      {
        update: true,
      },
    );
    expect(plan.preview.invalid).toEqual([
      { where: 'Row 1', title: 'Solar', message: 'Choose how well you know this tune' },
    ]);
    expect(plan.change.ops).toEqual([]);
  });
});
