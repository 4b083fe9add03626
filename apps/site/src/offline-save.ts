import {
  type CollectionName,
  chainTaken,
  changedGigs,
  changedRecords,
  createId,
  type Id,
  KeyedRecords,
  type Library,
  markOf,
  type OfflineSave,
  type RefusedWrite,
  type Review,
} from '@tunedeck/core';
import { chainsOf, entriesOf, type OfflineDb } from './offline-db.js';

/** This page, as the writer of the parts it writes. */
const WRITER = createId();

/** The library whose parts this page last wrote, per user. */
const written = new Map<Id, Library>();

/**
 * The sending tab's save: the head and the parts of the library that changed since this page last wrote
 * them (all of them when another page wrote since, or none before), then the writes and chains the
 * server took. Two transactions, so that a pick made meanwhile never waits behind the library's (a
 * transaction waiting to start when the page goes away is lost): a write left in the queue by a save cut
 * between them is sent again, and its key keeps the server from applying it twice. Entries other tabs
 * added meanwhile are never touched.
 */
export async function saveCopy(db: OfflineDb, save: OfflineSave): Promise<void> {
  const { library, settled, ended, ...head } = save;
  const { user } = save;
  const tx = db.transaction(['snapshots', 'parts'], 'readwrite');
  const heads = tx.objectStore('snapshots');
  const parts = tx.objectStore('parts');
  const stored = await heads.get(user);
  const before = stored && 'writer' in stored && stored.writer === WRITER ? written.get(user) : undefined;
  const requests = new Slices();
  if (!before) requests.push(parts.delete(entriesOf(user)));
  for (const collection of Object.keys(library) as CollectionName[]) {
    if (collection === 'plays' || collection === 'reviews' || before?.[collection] === library[collection])
      continue;
    // Kept as plain objects: a structured clone would lose a `KeyedRecords` (the gigs): its JSON form.
    const records = library[collection];
    const plain = records instanceof KeyedRecords ? records.toJSON() : records;
    await requests.add(() => parts.put(plain, [user, collection]), Object.keys(plain).length);
  }
  for (const [gig, plays] of changedGigs(before?.plays, library.plays))
    await requests.add(
      () => (plays.length > 0 ? parts.put(plays, [user, 'plays', gig]) : parts.delete([user, 'plays', gig])),
      plays.length,
    );
  for (const [month, reviews] of changedMonths(before?.reviews, library.reviews))
    await requests.add(
      () =>
        reviews.length > 0
          ? parts.put(reviews, [user, 'reviews', month])
          : parts.delete([user, 'reviews', month]),
      reviews.length,
    );
  requests.push(heads.put({ ...head, writer: WRITER }));
  await Promise.all([...requests.all, tx.done]);
  written.set(user, library);
  if (settled.length > 0 || ended.length > 0) await forgetTaken(db, user, settled, ended);
}

/**
 * About how many records a task of a save copies into IndexedDB (each `put` copies its part then and
 * there, in the page's main thread): a first save of 5,000 tunes, 20,000 reviews and 500 gigs in one
 * task held the page 330 ms.
 */
const SLICE_RECORDS = 1500;

/**
 * A save's requests in one transaction, in tasks of about SLICE_RECORDS records: past that, the next
 * request waits for the one before to be done (its success is a task of its own, and the transaction
 * stays open for a request made then), so the page answers between them.
 */
class Slices {
  readonly all: Promise<unknown>[] = [];
  private copied = 0;

  push(request: Promise<unknown>): void {
    // Awaited together at the end (a failure is the save's); never an unhandled rejection before then.
    request.catch(() => undefined);
    this.all.push(request);
  }

  async add(request: () => Promise<unknown>, records: number): Promise<void> {
    if (this.copied >= SLICE_RECORDS) {
      this.copied = 0;
      await this.all.at(-1);
    }
    this.push(request());
    this.copied += records;
  }
}

const DAY = 86_400_000;

/** The latest time a Date holds (any later `reviewed` is valid for core, if unlikely). */
const LAST_DATE = 8.64e15;

/** The part a review is kept in: the calendar month (UTC) it was graded in, as `2026-01`. */
export function reviewMonth(reviewed: number): string {
  return reviewed <= LAST_DATE ? new Date(reviewed).toISOString().slice(0, 7) : 'later';
}

/**
 * The reviews of each month whose reviews changed since `before`, the history as this page last wrote
 * it (every month without a `before`), as core's `changedGigs` does for the gig history: a grade
 * rewrites its month's reviews (and the oldest's month when that one goes), not the whole history. A
 * month with none left comes with an empty list: its part goes.
 */
export function changedMonths(
  before: Library['reviews'] | undefined,
  after: Library['reviews'],
): Map<string, Review[]> {
  const months = new Map<string, Review[]>();
  if (before === after) return months;
  if (before) {
    // Only the parts of the trie the writes since `before` changed are read (see `changedRecords`).
    for (const { before: old, after: now } of changedRecords(before, after)) {
      if (now) months.set(reviewMonth(now.reviewed), []);
      if (old) months.set(reviewMonth(old.reviewed), []);
    }
    if (months.size === 0) return months;
  }
  // The month of each UTC day, worked out once a day: every time within a day is in its month.
  const monthOfDay = new Map<number, string>();
  for (const review of after.values()) {
    const day = review.reviewed < LAST_DATE ? Math.floor(review.reviewed / DAY) : Number.NaN;
    let month = monthOfDay.get(day);
    if (month === undefined) {
      month = reviewMonth(review.reviewed);
      if (!Number.isNaN(day)) monthOfDay.set(day, month);
    }
    const list = months.get(month);
    if (list) list.push(review);
    else if (!before) months.set(month, [review]);
  }
  return months;
}

/** The writes the server took leave the queue; the chains it took, each tab's entry up to the rev taken. */
async function forgetTaken(
  db: OfflineDb,
  user: Id,
  settled: OfflineSave['settled'],
  ended: OfflineSave['ended'],
): Promise<void> {
  const tx = db.transaction(['writes', 'chains'], 'readwrite');
  const chains = tx.objectStore('chains');
  const requests: Promise<unknown>[] = settled.map((id) => tx.objectStore('writes').delete([user, id]));
  for (const taken of ended)
    requests.push(
      chains
        .getAll(chainsOf(user, taken.set))
        .then((kept) =>
          Promise.all(
            kept
              .filter((chain) => chainTaken(markOf(chain), taken))
              .map((chain) => chains.delete([user, taken.set, chain.tab])),
          ),
        ),
    );
  await Promise.all([...requests, tx.done]);
}

/** A refused write leaves the queue and is kept as refused, in one transaction. */
export async function refuseWrite(db: OfflineDb, user: Id, write: RefusedWrite): Promise<void> {
  const tx = db.transaction(['writes', 'refused'], 'readwrite');
  await Promise.all([
    tx.objectStore('writes').delete([user, write.id]),
    tx.objectStore('refused').put(write, [user, write.id]),
    tx.done,
  ]);
}

/** The musician saw a refused write. */
export async function dismissRefused(db: OfflineDb, user: Id, id: number): Promise<void> {
  await db.delete('refused', [user, id]);
}

/** Forgets a user's copy (sign-out, account deleted). */
export async function clearCopy(db: OfflineDb, user: Id): Promise<void> {
  written.delete(user);
  const stores = ['snapshots', 'parts', 'writes', 'chains', 'refused'] as const;
  const tx = db.transaction([...stores], 'readwrite');
  await Promise.all([
    tx.objectStore('snapshots').delete(user),
    ...stores.slice(1).map((store) => tx.objectStore(store).delete(entriesOf(user))),
    tx.done,
  ]);
}
