import { describe, expect, it } from 'vitest';
import { applyChange } from '../library/change.js';
import type { PlayableKey } from '../model/constants.js';
import { fieldTypeProblem, fieldTypeWords } from '../model/field-types.js';
import { keyedRecords } from '../model/keyed.js';
import type { Grade, Library, Play, Review } from '../model/records.js';
import { buildLibrary, FIXTURE_TIME, fixedContext, songIdOf } from '../testing/fixtures.js';
import {
  CIRCLE_OF_FIFTHS,
  coverageIndex,
  coverageText,
  coveredCount,
  coveredCounts,
  isKeysFilter,
  KEYS_FILTER_LABELS,
  KEYS_FILTERS,
  type KeyCoverage,
  keyCoverage,
  keyStandingText,
  keysCoveredText,
  leastCoveredKey,
  NOT_A_KEY_TEXT,
  passesKeysFilter,
  readCoverageKey,
} from './coverage.js';
import { keysCoveredHistory } from './coverage-history.js';
import { gradeTune } from './grade.js';
import { KEY_ROTATION, practiceQueue } from './queue.js';
import { unpractisedSongView } from './song-view.js';
import { songPracticeView } from './view.js';

// Calendar days ("yesterday", the weeks) are the device's: these expectations are in UTC.
process.env.TZ = 'UTC';

const DAY = 24 * 60 * 60 * 1000;
const NOW = FIXTURE_TIME + 30 * DAY;
const base = buildLibrary({ sets: { Gig: ['Solar', 'Nardis'] }, songs: { Solar: { key: 'C' } } });
const solar = songIdOf(base, 'Solar');
const nardis = songIdOf(base, 'Nardis');

let count = 0;
const nextId = () => {
  count += 1;
  return count;
};
const review = (
  key: PlayableKey,
  grade: Grade,
  daysAgo: number,
  song = solar,
  source: Review['source'] = 'practice',
) =>
  ({
    id: `review${String(nextId()).padStart(9, '0')}`,
    song,
    title: 'Solar',
    grade,
    source,
    key,
    level: 'med',
    seconds: 0,
    reviewed: NOW - daysAgo * DAY,
  }) satisfies Review;
const play = (key: PlayableKey, daysAgo: number, song = solar) =>
  ({
    id: `play${String(nextId()).padStart(11, '0')}`,
    gig: 'gig000000000001',
    song,
    title: 'Solar',
    key,
    played: NOW - daysAgo * DAY,
  }) satisfies Play;

const withHistory = (reviews: Review[], plays: Play[] = []): Library => ({
  ...base,
  reviews: keyedRecords(reviews),
  plays: keyedRecords(plays),
});

/** The keys in each state, as short lists. */
const states = (coverage: KeyCoverage) => ({
  covered: coverage.filter((each) => each.state === 'covered').map((each) => each.key),
  tried: coverage.filter((each) => each.state === 'tried').map((each) => each.key),
});

describe('a tune’s coverage of the twelve keys', () => {
  it('is "never" in every key before it is practised or played', () => {
    const coverage = keyCoverage(base, solar, NOW);
    expect(coverage.map((each) => each.key)).toEqual([
      'C',
      'D flat',
      'D',
      'E flat',
      'E',
      'F',
      'F sharp',
      'G',
      'A flat',
      'A',
      'B flat',
      'B',
    ]);
    expect(
      coverage.every((each) => each.state === 'never' && each.last === null && each.grade === null),
    ).toBe(true);
    expect(coverageText(coverage)).toBe('0 of 12 keys covered');
  });

  it('is covered after Good or Easy, tried after Again or Hard, the last time in the key deciding', () => {
    const library = withHistory([
      review('C', 3, 10),
      review('F', 4, 9),
      review('B flat', 1, 8),
      review('E flat', 2, 7),
      // Covered, then failed: tried again. Failed, then good: covered.
      review('A flat', 3, 6),
      review('A flat', 1, 5),
      review('D flat', 1, 4),
      review('D flat', 3, 3),
      // Another tune's grades are its own.
      review('G', 4, 2, nardis),
    ]);
    const coverage = keyCoverage(library, solar, NOW);
    expect(states(coverage)).toEqual({
      covered: ['C', 'D flat', 'F'],
      tried: ['E flat', 'A flat', 'B flat'],
    });
    expect(coverage[0]).toEqual({
      key: 'C',
      state: 'covered',
      last: NOW - 10 * DAY,
      grade: 3,
      source: 'practice',
    });
    expect(coverage[8]).toEqual({
      key: 'A flat',
      state: 'tried',
      last: NOW - 5 * DAY,
      grade: 1,
      source: 'practice',
    });
    expect(coveredCount(coverage)).toBe(3);
    expect(coverageText(coverage)).toBe('3 of 12 keys covered');
    expect(states(keyCoverage(library, nardis, NOW))).toEqual({ covered: ['G'], tried: [] });
  });

  it('counts a gig’s NEXT in a key as Good there, and a later Again still decides', () => {
    const library = withHistory([review('E', 1, 2)], [play('F sharp', 4), play('E', 3), play('D', 5)]);
    const coverage = keyCoverage(library, solar, NOW);
    expect(states(coverage)).toEqual({ covered: ['D', 'F sharp'], tried: ['E'] });
    expect(coverage[6]).toEqual({
      key: 'F sharp',
      state: 'covered',
      last: NOW - 4 * DAY,
      grade: 3,
      source: 'gig',
    });
  });

  it('takes a due tune’s gig review and its play, at the same moment, as one', () => {
    const played = play('A', 1);
    const library = withHistory([{ ...review('A', 3, 1, solar, 'gig'), id: played.id }], [played]);
    expect(keyCoverage(library, solar, NOW)[9]).toEqual({
      key: 'A',
      state: 'covered',
      last: NOW - DAY,
      grade: 3,
      source: 'gig',
    });
  });

  it('leaves out times past the clock’s bounds and keys that are not one of the twelve', () => {
    const hostile = { ...review('G', 3, 1), key: 'H' as PlayableKey };
    const future = { ...review('B', 3, 0), reviewed: NOW + 400 * DAY };
    const library = withHistory([hostile, future, review('E', 3, 1)]);
    expect(states(keyCoverage(library, solar, NOW))).toEqual({ covered: ['E'], tried: [] });
  });

  it('reads every tune’s coverage in one pass, the same as each tune’s own', () => {
    const library = withHistory(
      [review('C', 3, 3), review('G', 1, 2), review('D', 4, 1, nardis)],
      [play('A', 1, nardis), play('A', 2)],
    );
    const index = coverageIndex(library, NOW);
    expect(index(solar)).toEqual(keyCoverage(library, solar, NOW));
    expect(index(nardis)).toEqual(keyCoverage(library, nardis, NOW));
    expect(index('song-never-played')).toEqual(keyCoverage(library, 'song-never-played', NOW));
    expect(Object.fromEntries(coveredCounts(library, NOW))).toEqual({ [solar]: 2, [nardis]: 2 });
  });

  it('says each key in words, without colour: state, grade, how and when', () => {
    const library = withHistory([review('F sharp', 3, 0), review('E flat', 1, 1)], [play('B flat', 3)]);
    const coverage = keyCoverage(library, solar, NOW);
    expect(
      CIRCLE_OF_FIFTHS.map((key) => keyStandingText(coverage.find((each) => each.key === key)!, NOW)),
    ).toEqual([
      'C: not yet',
      'G: not yet',
      'D: not yet',
      'A: not yet',
      'E: not yet',
      'B: not yet',
      'F♯: covered, Good, practised today',
      'D♭: not yet',
      'A♭: not yet',
      'E♭: tried, Again, practised yesterday',
      'B♭: covered, Good, played at a gig 3 days ago',
      'F: not yet',
    ]);
  });

  it('refuses a key that is not one of the twelve, in words', () => {
    expect(readCoverageKey('F sharp')).toEqual({ ok: true, key: 'F sharp' });
    for (const value of ['H', 'F#', 'random', '', null, 7])
      expect(readCoverageKey(value)).toEqual({ ok: false, message: NOT_A_KEY_TEXT });
    expect(NOT_A_KEY_TEXT).toBe(
      'That key is not one of the twelve: C, D♭, D, E♭, E, F, F♯, G, A♭, A, B♭ or B.',
    );
  });
});

describe('All Songs by keys covered', () => {
  it('filters none, some and all twelve, in words', () => {
    expect(KEYS_FILTERS.map((filter) => KEYS_FILTER_LABELS[filter])).toEqual([
      'Any number',
      'No key covered yet',
      'Some keys, not all 12',
      'All 12 keys covered',
    ]);
    const passing = (covered: number) => KEYS_FILTERS.filter((filter) => passesKeysFilter(covered, filter));
    expect(passing(0)).toEqual(['any', 'none']);
    expect(passing(1)).toEqual(['any', 'some']);
    expect(passing(11)).toEqual(['any', 'some']);
    expect(passing(12)).toEqual(['any', 'all']);
    expect(keysCoveredText(5)).toBe('5 of 12 keys covered');
    expect(isKeysFilter('some')).toBe(true);
    expect(isKeysFilter('Some')).toBe(false);
  });
});

describe('the least-covered key', () => {
  it('is a key never played first, round the cycle of fourths from the tune’s own key', () => {
    const none = keyCoverage(base, solar, NOW);
    expect(leastCoveredKey(none, 'C', KEY_ROTATION)).toBe('C');
    expect(leastCoveredKey(none, 'E flat', KEY_ROTATION)).toBe('E flat');
    const library = withHistory([review('E flat', 3, 2), review('A flat', 1, 1)]);
    expect(leastCoveredKey(keyCoverage(library, solar, NOW), 'E flat', KEY_ROTATION)).toBe('D flat');
  });

  it('is then the tried key longest ago, then the covered key longest ago', () => {
    const reviews = KEY_ROTATION.map((key, index) => review(key, index % 3 === 0 ? 1 : 3, 20 - index));
    const all = keyCoverage(withHistory(reviews), solar, NOW);
    // Tried: C (20 days ago), E flat (17), F sharp (14), A (11): C first.
    expect(leastCoveredKey(all, 'G', KEY_ROTATION)).toBe('C');
    const covered = keyCoverage(
      withHistory(KEY_ROTATION.map((key, index) => review(key, 3, 5 + ((index * 7) % 12)))),
      solar,
      NOW,
    );
    // All covered: the one longest ago (index 5, D flat: 5 + 35 % 12 = 16 days).
    expect(leastCoveredKey(covered, 'C', KEY_ROTATION)).toBe('D flat');
  });
});

describe('today’s practice in all twelve keys', () => {
  it('gives a due tune in its least-covered key, and the grade counts for that key', () => {
    const context = fixedContext(3, NOW);
    let library = withHistory([review('C', 3, 6), review('F', 3, 5), review('B flat', 1, 4)]);
    const settings = { newPerDay: 3, minutes: 60, allKeys: true };
    library = applyChange(library, {
      ops: [{ type: 'update', collection: 'songs', id: solar, patch: { knowledge: 'new' } }],
    });
    // Not practised yet in E flat (next round the cycle of fourths after the tried B flat): E flat.
    const first = practiceQueue(library, NOW, settings).items.find((item) => item.id === solar)!;
    expect(first.key).toBe('E flat');
    const ownKey = practiceQueue(library, NOW, { ...settings, allKeys: false }).items.find(
      (item) => item.id === solar,
    )!;
    const graded = gradeTune(library, { id: solar, grade: 3, key: first.key, seconds: 0 }, context);
    if (!graded.ok) throw new Error(graded.reason);
    library = applyChange(library, graded.change);
    expect(states(keyCoverage(library, solar, NOW + 1))).toEqual({
      covered: ['C', 'E flat', 'F'],
      tried: ['B flat'],
    });
    // In its own key only, the list gives its own key.
    expect(ownKey.key).toBe('C');
  });
});

describe('keys covered over time', () => {
  it('counts each week the keys covered as it ended, over every tune, and the tunes with any', () => {
    // Weeks end on Sundays; NOW is FIXTURE_TIME + 30 days (Wednesday 31 January 2024).
    const library = withHistory(
      [
        review('C', 3, 25),
        review('F', 1, 24),
        review('F', 4, 10),
        review('G', 3, 9, nardis),
        // Covered, then failed: no longer counted from that week.
        review('C', 2, 2),
      ],
      [play('D', 20), play('D', 18, nardis)],
    );
    const weeks = keysCoveredHistory(library, NOW, 6);
    expect(weeks.map((week) => new Date(week.end).toISOString().slice(0, 10))).toEqual([
      '2023-12-31',
      '2024-01-07',
      '2024-01-14',
      '2024-01-21',
      '2024-01-28',
      '2024-01-31',
    ]);
    expect(weeks.map(({ covered, tunes }) => [covered, tunes])).toEqual([
      [0, 0],
      [1, 1],
      [3, 2],
      [4, 2],
      [5, 2],
      [4, 2],
    ]);
    // The last week is today's coverage.
    const index = coverageIndex(library, NOW);
    expect(weeks[5]!.covered).toBe(coveredCount(index(solar)) + coveredCount(index(nardis)));
  });
});

describe('a stored key that is not one of the twelve', () => {
  it('is refused in the same words by the backends, for plays and reviews alike', () => {
    expect(fieldTypeProblem('reviews', 'key', 'H', NOW)).toBe(true);
    expect(fieldTypeProblem('plays', 'key', 'random', NOW)).toBe(true);
    expect(fieldTypeProblem('plays', 'key', 'F sharp', NOW)).toBe(false);
    expect(fieldTypeWords('reviews', 'key')).toBe(NOT_A_KEY_TEXT);
    expect(fieldTypeWords('plays', 'key')).toBe(NOT_A_KEY_TEXT);
    expect(fieldTypeWords('plays', 'title')).toBe('Not a valid plays.title.');
  });
});

describe('the song page of a tune never practised', () => {
  it('is drawn without the scheduler, its gig keys on the wheel, as the scheduler’s view draws it', () => {
    const played = withHistory([], [play('F', 3), play('B flat', 1)]);
    const view = unpractisedSongView(played, solar, NOW);
    expect(view).toEqual(songPracticeView(played, solar, NOW));
    expect(view).toMatchObject({ inPractice: false, nextDue: '', summary: 'Not practised yet', reviews: [] });
    expect(view?.keys.summary).toBe('2 of 12 keys covered');
  });

  it('is left to the scheduler once the tune has a review or a card', () => {
    const graded = withHistory([review('C', 3, 2)]);
    expect(unpractisedSongView(graded, solar, NOW)).toBeNull();
    expect(unpractisedSongView(graded, nardis, NOW)).not.toBeNull();
    const started = { ...base, cards: { [nardis]: { song: nardis } } } as unknown as Library;
    expect(unpractisedSongView(started, nardis, NOW)).toBeNull();
  });
});
