import { isChartKey } from '../library/chart-key.js';
import { isPickerState } from '../picker/parse.js';
import { isCardState, isGrade } from '../practice/settings.js';
import { isKnowledge, isPlayableKey, isSongKey, NOT_A_KEY_TEXT } from './constants.js';
import { isId } from './random.js';
import type { CollectionName } from './records.js';
import { isTimeWithinSense, type TimeKind } from './times.js';

const isText = (value: unknown) => typeof value === 'string';
const isAmount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The kinds of value a field of core's records holds: each with its check (at `now`, for times) and how
 * a backend stores it.
 */
const KINDS = {
  id: { check: isId, stored: 'text' },
  text: { check: isText, stored: 'text' },
  songKey: { check: isSongKey, stored: 'text' },
  playableKey: { check: isPlayableKey, stored: 'text' },
  knowledge: { check: isKnowledge, stored: 'text' },
  source: { check: (value: unknown) => value === 'practice' || value === 'gig', stored: 'text' },
  /** Milliseconds since the epoch, from 2000 to a day past now (see `isTimeWithinSense`). */
  time: { check: (value: unknown, now: number) => isTimeWithinSense(value, now), stored: 'number' },
  /** When a practice card falls due: up to the scheduler's longest interval past now. */
  due: { check: (value: unknown, now: number) => isTimeWithinSense(value, now, 'due'), stored: 'number' },
  /** A card's stability or difficulty. */
  amount: { check: isAmount, stored: 'number' },
  count: { check: isCount, stored: 'number' },
  grade: { check: isGrade, stored: 'number' },
  cardState: { check: isCardState, stored: 'number' },
  /** A chart's key as iReal Pro writes it: "Bb", "F#", "G-". */
  chartKey: { check: isChartKey, stored: 'text' },
  /** A picker state, changed last within sense (or never: a fresh state's `updated` is 0). */
  pickerState: {
    check: (value: unknown, now: number) =>
      isPickerState(value) && (value.updated === 0 || isTimeWithinSense(value.updated, now)),
    stored: 'json',
  },
} as const satisfies Record<
  string,
  { check: (value: unknown, now: number) => boolean; stored: 'text' | 'number' | 'json' }
>;

export type FieldKind = keyof typeof KINDS;

/**
 * The kind of value each field of core's records holds. A backend checks it before storing anything
 * (a number sent as a title, or a list sent as a key, is refused, never converted) and stores each
 * field as its kind says (`storedAs`).
 */
export const FIELD_KINDS: { readonly [C in CollectionName]: Readonly<Record<string, FieldKind>> } = {
  songs: {
    id: 'id',
    title: 'text',
    key: 'songKey',
    knowledge: 'knowledge',
    notes: 'text',
    composer: 'text',
    style: 'text',
    created: 'time',
  },
  sets: { id: 'id', name: 'text', created: 'time' },
  memberships: { id: 'id', set: 'id', song: 'id' },
  wishlist: { id: 'id', title: 'text', created: 'time' },
  pickers: { id: 'id', set: 'id', state: 'pickerState' },
  gigs: { id: 'id', set: 'id', setName: 'text', started: 'time' },
  plays: { id: 'id', gig: 'id', song: 'id', title: 'text', key: 'playableKey', played: 'time' },
  cards: {
    id: 'id',
    song: 'id',
    due: 'due',
    stability: 'amount',
    difficulty: 'amount',
    scheduled: 'count',
    reps: 'count',
    lapses: 'count',
    state: 'cardState',
    last: 'time',
  },
  reviews: {
    id: 'id',
    song: 'id',
    title: 'text',
    grade: 'grade',
    source: 'source',
    key: 'playableKey',
    level: 'knowledge',
    seconds: 'count',
    reviewed: 'time',
  },
  charts: { id: 'id', song: 'id', key: 'chartKey', text: 'text' },
};

const kindOf = (collection: CollectionName, field: string): FieldKind | undefined =>
  Object.hasOwn(FIELD_KINDS[collection], field) ? FIELD_KINDS[collection][field] : undefined;

/**
 * Whether `value` is of the wrong kind for a field of a collection's records at `now` (text, a key, a
 * knowledge level, a record id, a picker state, or a time: from 2000 to a day past `now`, or for a
 * card's `due` the scheduler's longest interval past it). Fields the records do not have are wrong
 * whatever their value. Rules on the content (a title's dots, lengths) come after this check.
 */
export function fieldTypeProblem(
  collection: CollectionName,
  field: string,
  value: unknown,
  now: number,
): boolean {
  const kind = kindOf(collection, field);
  return kind === undefined || !KINDS[kind].check(value, now);
}

/**
 * The words that refuse a value `fieldTypeProblem` found wrong: a key not one of the twelve says so and
 * names them; any other field "Not a valid plays.title.".
 */
export function fieldTypeWords(collection: CollectionName, field: string): string {
  return kindOf(collection, field) === 'playableKey' ? NOT_A_KEY_TEXT : `Not a valid ${collection}.${field}.`;
}

/** The kind of time a field of a collection's records holds (see `isTimeWithinSense`), or null for another value. */
export function timeKindOf(collection: CollectionName, field: string): TimeKind | null {
  const kind = kindOf(collection, field);
  return kind === 'time' ? 'past' : kind === 'due' ? 'due' : null;
}

/** How a backend stores a field of a collection's records: as text, a number or JSON (a picker's state). */
export function storedAs(collection: CollectionName, field: string): 'text' | 'number' | 'json' {
  const kind = kindOf(collection, field);
  return kind === undefined ? 'text' : KINDS[kind].stored;
}
