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

/**
 * Whether a device's clock reading is a time a record may be written at: a finite number from
 * `TIME_FLOOR` on. A clock that gives NaN, or was reset to 1970, gives no time: the rules that write a
 * time (a grade, a NEXT's tune, a gig started) refuse it in words (`CLOCK_UNSET`), the picker goes on.
 */
export function isClockReading(now: number): boolean {
  return Number.isFinite(now) && now >= TIME_FLOOR;
}

/**
 * The time a picker state changed at: the device's clock, behind or ahead (nothing in a pick depends on
 * it), or `previous` (the state's own) when it gives no time, so the state stays one every backend takes.
 * A pick never waits for a clock.
 */
export function clockOr(now: number, previous: number): number {
  return isClockReading(now) ? now : previous;
}

/** Refused: the device's clock gives no time to write (see `isClockReading`). */
export interface ClockUnset {
  reason: 'clock-unset';
  message: string;
}

/** The refusal of a rule that writes a time, when the device's clock gives none. */
export const CLOCK_UNSET: Readonly<ClockUnset> = Object.freeze({
  reason: 'clock-unset',
  message: 'This device’s clock gives no date. Set its date and time, then try again.',
});
