import {
  type CollectionName,
  changedGigs,
  type Id,
  type Library,
  type OfflineSnapshot,
} from '@tunedeck/core';
import { type OfflineDb, partsOf } from './offline-db.js';

/** This page, as the writer of the parts it writes. */
const WRITER = Math.random().toString(36).slice(2);

/** The library whose parts this page last wrote, per user. */
const written = new Map<Id, Library>();

/**
 * Saves a user's copy in one transaction: its head, and the parts of the library that changed since
 * this page last wrote them (all of them when another page wrote since, or none before).
 */
export async function saveCopy(db: OfflineDb, snapshot: OfflineSnapshot): Promise<void> {
  const { library, ...head } = snapshot;
  const { user } = snapshot;
  const tx = db.transaction(['snapshots', 'parts'], 'readwrite');
  const heads = tx.objectStore('snapshots');
  const parts = tx.objectStore('parts');
  const stored = await heads.get(user);
  const before = stored && 'writer' in stored && stored.writer === WRITER ? written.get(user) : undefined;
  const requests: Promise<unknown>[] = [];
  if (!before) requests.push(parts.delete(partsOf(user)));
  for (const collection of Object.keys(library) as CollectionName[]) {
    if (collection === 'plays' || before?.[collection] === library[collection]) continue;
    requests.push(parts.put(library[collection], [user, collection]));
  }
  for (const [gig, plays] of changedGigs(before?.plays, library.plays))
    requests.push(
      plays.length > 0 ? parts.put(plays, [user, 'plays', gig]) : parts.delete([user, 'plays', gig]),
    );
  requests.push(heads.put({ ...head, writer: WRITER }));
  await Promise.all([...requests, tx.done]);
  written.set(user, library);
}

/** Forgets a user's copy (sign-out, account deleted). */
export async function clearCopy(db: OfflineDb, user: Id): Promise<void> {
  written.delete(user);
  const tx = db.transaction(['snapshots', 'parts'], 'readwrite');
  await Promise.all([
    tx.objectStore('snapshots').delete(user),
    tx.objectStore('parts').delete(partsOf(user)),
    tx.done,
  ]);
}
