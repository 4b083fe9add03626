// The history as the screens and rules read it: records whose times are out of bounds left out. The
// backends refuse such times, but a record stored before they did (or written past them) must not break
// a page for good: a review at 1e308 is no date a scheduler or a calendar can take.
import type { HeldRecords } from './collections.js';
import { KeyedRecords } from './keyed.js';
import type { Id, Library } from './records.js';
import { isTimeWithinSense } from './times.js';

/** The collections whose times the views and rules compute with. */
export type TimedHistory = Pick<Library, 'gigs' | 'plays' | 'cards' | 'reviews'>;

type Records<T extends { id: Id }> = HeldRecords<T>;

const SANE: {
  [C in keyof TimedHistory]: (
    record: Library[C] extends Records<infer T> ? T : never,
    now: number,
  ) => boolean;
} = {
  gigs: (gig, now) => isTimeWithinSense(gig.started, now),
  plays: (play, now) => isTimeWithinSense(play.played, now),
  cards: (card, now) => isTimeWithinSense(card.due, now, 'due') && isTimeWithinSense(card.last, now),
  reviews: (review, now) => isTimeWithinSense(review.reviewed, now),
};

// A collection is replaced, never changed, on a write: what it keeps is worked out once for the records
// it leaves out, so the views' caches (by collection) hold while the clock moves.
const kept = new WeakMap<object, { left: string; records: object }>();

function keep<T extends { id: Id }>(
  records: Records<T>,
  sane: (record: T, now: number) => boolean,
  now: number,
): Records<T> {
  const left: Id[] = [];
  if (records instanceof KeyedRecords) {
    for (const record of records.values()) if (!sane(record, now)) left.push(record.id);
  } else for (const id in records) if (!sane(records[id]!, now)) left.push(id);
  if (left.length === 0) return records;
  const key = left.join(' ');
  const cached = kept.get(records);
  if (cached?.left === key) return cached.records as Records<T>;
  let result: Records<T>;
  if (records instanceof KeyedRecords) result = records.without(...left);
  else {
    const copy: Record<Id, T> = { ...records };
    for (const id of left) delete copy[id];
    result = copy;
  }
  kept.set(records, { left: key, records: result });
  return result;
}

/**
 * The library with every gig, tune played, practice card and review whose time is out of bounds at
 * `now` left out (see `isTimeWithinSense`). The same library when none is; each collection the same
 * object while it leaves out the same records.
 */
export function historyWithinSense<L extends Partial<TimedHistory>>(library: L, now: number): L {
  let result: L | null = null;
  for (const collection of ['gigs', 'plays', 'cards', 'reviews'] as const) {
    const records = library[collection] as Records<{ id: Id }> | undefined;
    if (records === undefined) continue;
    const sane = SANE[collection] as (record: { id: Id }, now: number) => boolean;
    const within = keep(records, sane, now);
    if (within !== records) {
      result ??= { ...library };
      (result as Record<string, unknown>)[collection] = within;
    }
  }
  return result ?? library;
}
