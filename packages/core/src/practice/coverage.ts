// A tune in all twelve keys: for each key, the last time it was practised or played at a gig in that key
// and how it went. "Covered" after a Good or Easy there (a gig's NEXT counts as Good, as it does for the
// schedule), "tried" after an Again or a Hard, "never" before either. The last one decides: a key once
// covered and then failed is tried again. No scheduler here: the song page and All Songs read it too.
import { isPlayableKey, NOT_A_KEY_TEXT, PLAYABLE_KEYS, type PlayableKey } from '../model/constants.js';
import type { Grade, Id, Library } from '../model/records.js';
import { historyWithinSense } from '../model/within-sense.js';
import { displayKey } from '../text/normalise.js';
import { dayDistance } from './days.js';
import { GIG_GRADE, GRADE_LABELS } from './settings.js';

/** How a tune stands in one key. */
export type KeyState = 'covered' | 'tried' | 'never';

/** One key of a tune's coverage. */
export interface KeyStanding {
  key: PlayableKey;
  state: KeyState;
  /** When it was last practised or played in this key (ms), or `null`. */
  last: number | null;
  /** How that went: the grade, or Good for a gig's NEXT; `null` when never. */
  grade: Grade | null;
  /** Practised, or played at a gig; `null` when never. */
  source: 'practice' | 'gig' | null;
}

/** A tune's twelve keys, in `PLAYABLE_KEYS` order (C up by semitones). */
export type KeyCoverage = readonly KeyStanding[];

/** The twelve keys round the circle of fifths, C at the top: the wheel's order. */
export const CIRCLE_OF_FIFTHS: readonly PlayableKey[] = [
  'C',
  'G',
  'D',
  'A',
  'E',
  'B',
  'F sharp',
  'D flat',
  'A flat',
  'E flat',
  'B flat',
  'F',
];

export const KEY_STATE_LABELS: Readonly<Record<KeyState, string>> = {
  covered: 'Covered',
  tried: 'Tried',
  never: 'Not yet',
};

const STATE_OF = (grade: Grade): KeyState => (grade >= 3 ? 'covered' : 'tried');

/** A key's place in `PLAYABLE_KEYS` (its pitch class), or -1 for a value that is not one of the twelve. */
const pitchClass = (key: unknown): number => (isPlayableKey(key) ? PLAYABLE_KEYS.indexOf(key) : -1);

/** Every tune's events, gathered in one pass: per song, per key, the last time and how it went. */
interface Gathered {
  times: Float64Array;
  grades: Uint8Array;
  /** 1 practice, 2 gig. */
  sources: Uint8Array;
}

function gathered(): Gathered {
  return { times: new Float64Array(12).fill(-1), grades: new Uint8Array(12), sources: new Uint8Array(12) };
}

function note(into: Gathered, key: number, time: number, grade: Grade, source: 1 | 2): void {
  // A later event decides; at the same moment a practice grade is the one that tells how it went (a
  // gig's NEXT and the review it made for a due tune share their time: both Good).
  const before = into.times[key]!;
  if (time < before || (time === before && into.sources[key] === 1)) return;
  into.times[key] = time;
  into.grades[key] = grade;
  into.sources[key] = source;
}

function standings(from: Gathered | undefined): KeyCoverage {
  return PLAYABLE_KEYS.map((key, index): KeyStanding => {
    const time = from ? from.times[index]! : -1;
    if (!from || time < 0) return { key, state: 'never', last: null, grade: null, source: null };
    const grade = from.grades[index] as Grade;
    return {
      key,
      state: STATE_OF(grade),
      last: time,
      grade,
      source: from.sources[index] === 1 ? 'practice' : 'gig',
    };
  });
}

/** The history every coverage is read from: records out of bounds at `now` left out. */
type History = Pick<Library, 'reviews' | 'plays'>;

function gatherAll(library: History, now: number, only?: Id): Map<Id, Gathered> {
  const { reviews, plays } = historyWithinSense(library, now);
  const bySong = new Map<Id, Gathered>();
  const of = (song: Id) => {
    let found = bySong.get(song);
    if (!found) {
      found = gathered();
      bySong.set(song, found);
    }
    return found;
  };
  for (const review of reviews.values()) {
    if (only !== undefined && review.song !== only) continue;
    const key = pitchClass(review.key);
    if (key >= 0) note(of(review.song), key, review.reviewed, review.grade, review.source === 'gig' ? 2 : 1);
  }
  for (const play of plays.values()) {
    if (only !== undefined && play.song !== only) continue;
    const key = pitchClass(play.key);
    if (key >= 0) note(of(play.song), key, play.played, GIG_GRADE, 2);
  }
  return bySong;
}

/** One tune's coverage at `now`. */
export function keyCoverage(library: History, song: Id, now: number): KeyCoverage {
  return standings(gatherAll(library, now, song).get(song));
}

/**
 * Every tune's coverage, from one pass over the history: each tune's worked out when first asked for
 * (today's practice asks for a few of 5,000).
 */
export function coverageIndex(library: History, now: number): (song: Id) => KeyCoverage {
  const bySong = gatherAll(library, now);
  const made = new Map<Id, KeyCoverage>();
  return (song) => {
    let coverage = made.get(song);
    if (!coverage) {
      coverage = standings(bySong.get(song));
      made.set(song, coverage);
    }
    return coverage;
  };
}

/** Every tune's number of keys covered (0–12): what All Songs sorts and filters by, without the details. */
export function coveredCounts(library: History, now: number): ReadonlyMap<Id, number> {
  const result = new Map<Id, number>();
  for (const [song, found] of gatherAll(library, now)) {
    let count = 0;
    for (let key = 0; key < 12; key += 1) if (found.times[key]! >= 0 && found.grades[key]! >= 3) count += 1;
    result.set(song, count);
  }
  return result;
}

/** How many of the twelve keys are covered. */
export function coveredCount(coverage: KeyCoverage): number {
  let count = 0;
  for (const standing of coverage) if (standing.state === 'covered') count += 1;
  return count;
}

/** "5 of 12 keys covered". */
export function coverageText(coverage: KeyCoverage): string {
  return keysCoveredText(coveredCount(coverage));
}

const RANK: Readonly<Record<KeyState, number>> = { never: 0, tried: 1, covered: 2 };

/**
 * The key to practise a tune in next, in all-keys mode: the least covered (never, then tried, then
 * covered), of those the one longest ago, and of keys never played the first round the cycle of fourths
 * from `start` (the tune's own key), so a new tune starts where it is written.
 */
export function leastCoveredKey(
  coverage: KeyCoverage,
  start: PlayableKey,
  rotation: readonly PlayableKey[],
): PlayableKey {
  const from = Math.max(0, rotation.indexOf(start));
  let best: KeyStanding | null = null;
  for (let step = 0; step < rotation.length; step += 1) {
    const key = rotation[(from + step) % rotation.length]!;
    const standing = coverage[PLAYABLE_KEYS.indexOf(key)]!;
    if (
      !best ||
      RANK[standing.state] < RANK[best.state] ||
      (RANK[standing.state] === RANK[best.state] && (standing.last ?? -1) < (best.last ?? -1))
    )
      best = standing;
  }
  return best!.key;
}

/**
 * A key of the wheel in words, for its label and for screen readers: "F♯: covered, Good, practised
 * today"; "E♭: tried, Again, played at a gig 3 days ago"; "B: not yet".
 */
export function keyStandingText(standing: KeyStanding, now: number): string {
  const name = displayKey(standing.key);
  if (standing.state === 'never' || standing.last === null || standing.grade === null)
    return `${name}: not yet`;
  const days = Math.max(0, dayDistance(standing.last, now));
  const when = days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
  const how = standing.source === 'gig' ? 'played at a gig' : 'practised';
  return `${name}: ${standing.state}, ${GRADE_LABELS[standing.grade]}, ${how} ${when}`;
}

/** All Songs' filter by keys covered. */
export type KeysFilter = 'any' | 'none' | 'some' | 'all';

export const KEYS_FILTERS: readonly KeysFilter[] = ['any', 'none', 'some', 'all'];

export const KEYS_FILTER_LABELS: Readonly<Record<KeysFilter, string>> = {
  any: 'Any number',
  none: 'No key covered yet',
  some: 'Some keys, not all 12',
  all: 'All 12 keys covered',
};

/** What a list says when the filter leaves none of its songs. */
export const KEYS_FILTER_EMPTY: Readonly<Record<KeysFilter, string>> = {
  any: 'No songs here.',
  none: 'Every song here is covered in at least one key.',
  some: 'No song here is part of the way round the twelve keys.',
  all: 'No song here is covered in all twelve keys yet.',
};

export function isKeysFilter(value: unknown): value is KeysFilter {
  return typeof value === 'string' && (KEYS_FILTERS as readonly string[]).includes(value);
}

/** Whether a song covered in `covered` keys (0–12) passes the filter. */
export function passesKeysFilter(covered: number, filter: KeysFilter): boolean {
  if (filter === 'none') return covered === 0;
  if (filter === 'some') return covered > 0 && covered < 12;
  if (filter === 'all') return covered === 12;
  return true;
}

/** A row's words while the list is about keys: "5 of 12 keys covered". */
export function keysCoveredText(covered: number): string {
  return `${covered} of 12 keys covered`;
}

export { NOT_A_KEY_TEXT };

/** A key as a filter or a request names it, or the words that refuse it. */
export function readCoverageKey(
  value: unknown,
): { ok: true; key: PlayableKey } | { ok: false; message: string } {
  return isPlayableKey(value) ? { ok: true, key: value } : { ok: false, message: NOT_A_KEY_TEXT };
}

/** A key of the wheel as the screen draws it. */
export interface KeyWheelSlot {
  key: PlayableKey;
  /** "F♯". */
  label: string;
  state: KeyState;
  /** "Covered", "Tried", "Not yet". */
  stateLabel: string;
  /** The key in words (see `keyStandingText`). */
  description: string;
  /** The key it is in today (the practice tune's), marked on the wheel. */
  current: boolean;
}

/** A tune's twelve keys round the circle of fifths, C at the top, with their summary. */
export interface KeyWheelView {
  slots: KeyWheelSlot[];
  covered: number;
  /** "5 of 12 keys covered". */
  summary: string;
}

export function keyWheelView(coverage: KeyCoverage, now: number, current?: PlayableKey): KeyWheelView {
  const slots = CIRCLE_OF_FIFTHS.map((key): KeyWheelSlot => {
    const standing = coverage[PLAYABLE_KEYS.indexOf(key)]!;
    return {
      key,
      label: displayKey(key),
      state: standing.state,
      stateLabel: KEY_STATE_LABELS[standing.state],
      description: keyStandingText(standing, now),
      current: key === current,
    };
  });
  return { slots, covered: coveredCount(coverage), summary: coverageText(coverage) };
}
