// Times within sense. Every time a record holds (a song added, a gig started, a tune played, a review)
// lies between the day Tunedeck's data can start and a day past now: anything else is a broken clock, a
// damaged file or a crafted request. One review at 1e308 once made the practice page fail on every load,
// so the backends refuse such times, a backup carrying them is not restored, and the screens leave out
// a record already stored with one.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The earliest time a record may hold: 2000-01-01T00:00:00Z, in milliseconds since the epoch. */
export const TIME_FLOOR = Date.UTC(2000, 0, 1);

/** How far past now a record's time may lie: a day, for a device whose clock runs a little ahead. */
export const TIME_AHEAD_MS = DAY_MS;

/**
 * How far past now a practice card may fall due: the scheduler's longest interval (FSRS's default
 * `maximum_interval`, 36,500 days) and a day.
 */
export const DUE_AHEAD_MS = (36_500 + 1) * DAY_MS;

/** The kinds of time a record holds: when something happened, or when a card falls due. */
export type TimeKind = 'past' | 'due';

/** Whether `value` is a time a record may hold at `now` (see `TIME_FLOOR`, `TIME_AHEAD_MS`, `DUE_AHEAD_MS`). */
export function isTimeWithinSense(value: unknown, now: number, kind: TimeKind = 'past'): value is number {
  return (
    typeof value === 'number' &&
    value >= TIME_FLOOR &&
    value <= now + (kind === 'due' ? DUE_AHEAD_MS : TIME_AHEAD_MS)
  );
}

/** The bounds in words, for a message: "a time from 1 January 2000 to a day from now". */
export function timeBoundsText(kind: TimeKind = 'past'): string {
  return kind === 'due'
    ? 'a time from 1 January 2000 to 100 years from now'
    : 'a time from 1 January 2000 to a day from now';
}
