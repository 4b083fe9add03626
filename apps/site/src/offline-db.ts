import {
  COLLECTIONS,
  type CollectionName,
  type Id,
  OFFLINE_FORMAT,
  type OfflineSnapshot,
  type PlainLibrary,
  type Play,
  type QueuedWrite,
  type RefusedWrite,
  type Review,
} from '@tunedeck/core';
import { type DBSchema, type IDBPDatabase, type IDBPTransaction, openDB, type StoreNames } from 'idb';

type Chain = OfflineSnapshot['pickers'][number];

/** A copy's head: when its library was saved, and by which page (the library is kept in parts). */
export interface CopyHead {
  readonly format: OfflineSnapshot['format'];
  readonly user: Id;
  readonly savedAt: number;
  /** The page that last wrote the parts: another page's parts are written again whole. */
  readonly writer: string;
}

/** A copy kept whole, as version 1 kept it (read as it is). */
type WholeCopy = Omit<OfflineSnapshot, 'writes' | 'pickers' | 'refused'> &
  Partial<Pick<OfflineSnapshot, 'writes' | 'pickers' | 'refused'>>;

/** A copy's head as version 2 kept it: with the writes, chains and refusals of its one tab. */
type TabHead = CopyHead & Partial<Pick<OfflineSnapshot, 'writes' | 'pickers' | 'refused'>>;

/**
 * A part of a copy's library: a collection, the tunes of one gig of the history, or the practice reviews
 * of one month (see offline-save.ts `reviewMonth`).
 */
export type PartKey =
  | [user: Id, collection: CollectionName]
  | [user: Id, collection: 'plays', gig: Id]
  | [user: Id, collection: 'reviews', month: string];

/** The collections kept in many parts, each a list of records. */
export type SplitCollection = 'plays' | 'reviews';

export interface TunedeckDB extends DBSchema {
  /** One per user who signed in on this browser and has not signed out. */
  snapshots: { key: Id; value: CopyHead | WholeCopy | TabHead };
  /**
   * Each copy's library as the server last confirmed it, in parts, so that a save writes what changed:
   * a NEXT with a history of 15,000 tunes writes its gig's tunes, not the whole history, and a practice
   * grade the month's reviews, not up to 20,000 of them.
   */
  parts: { key: PartKey; value: PlainLibrary[Exclude<CollectionName, SplitCollection>] | Play[] | Review[] };
  /** The writes every tab made that the server has not taken yet: one entry each, never rewritten. */
  writes: { key: [user: Id, id: number]; value: QueuedWrite };
  /** Each tab's chain of picks per set not yet accepted: the highest `rev` of a set is the one shown. */
  chains: { key: [user: Id, set: Id, tab: number]; value: Chain };
  /** Writes the server refused, until the musician has seen them. */
  refused: { key: [user: Id, id: number]; value: RefusedWrite };
}

export type OfflineDb = IDBPDatabase<TunedeckDB>;

/**
 * Version 3 keeps every tab's writes and picks as entries of their own (tabs share the copy); a copy
 * of version 2 or 1 has them in its head: they move out, nothing is lost on the update.
 */
export function openOfflineDb(name: string): Promise<OfflineDb> {
  return openDB<TunedeckDB>(name, 3, {
    async upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) database.createObjectStore('snapshots', { keyPath: 'user' });
      if (oldVersion < 2) database.createObjectStore('parts');
      if (oldVersion < 3) {
        database.createObjectStore('writes');
        database.createObjectStore('chains');
        database.createObjectStore('refused');
        await moveOutOfHeads(transaction);
      }
    },
  });
}

async function moveOutOfHeads(
  transaction: IDBPTransaction<TunedeckDB, StoreNames<TunedeckDB>[], 'versionchange'>,
): Promise<void> {
  const heads = transaction.objectStore('snapshots');
  for (const kept of await heads.getAll()) {
    const { writes = [], pickers = [], refused = [], ...head } = kept as TabHead;
    const { user } = head;
    for (const write of writes) await transaction.objectStore('writes').put(write, [user, write.id]);
    for (const chain of pickers)
      await transaction.objectStore('chains').put({ ...chain, rev: 0, tab: 0 }, [user, chain.set, 0]);
    for (const write of refused) await transaction.objectStore('refused').put(write, [user, write.id]);
    await heads.put(head);
  }
}

/** Every entry of a user in a store keyed by [user, …] (arrays sort after strings and numbers). */
export const entriesOf = (user: Id) => IDBKeyRange.bound([user], [user, []]);

/** The entries of one set's chains. */
export const chainsOf = (user: Id, set: Id) => IDBKeyRange.bound([user, set], [user, set, []]);

/** The user's copy as kept, whole (core checks it), or undefined when nothing is kept. */
export async function loadCopy(db: OfflineDb, user: Id): Promise<unknown> {
  const tx = db.transaction(['snapshots', 'parts', 'writes', 'chains', 'refused']);
  const parts = tx.objectStore('parts');
  const [head, keys, values, writes, pickers, refused] = await Promise.all([
    tx.objectStore('snapshots').get(user),
    parts.getAllKeys(entriesOf(user)),
    parts.getAll(entriesOf(user)),
    tx.objectStore('writes').getAll(entriesOf(user)),
    tx.objectStore('chains').getAll(entriesOf(user)),
    tx.objectStore('refused').getAll(entriesOf(user)),
  ]);
  if (!head && writes.length + pickers.length + refused.length === 0) return undefined;
  const kept = { writes, pickers, refused };
  if (!head) return { format: OFFLINE_FORMAT, user, savedAt: 0, ...kept };
  // Every collection, empty when the copy has none of it (kept before the collection existed).
  const library: Record<string, unknown> = Object.fromEntries(COLLECTIONS.map((name) => [name, {}]));
  if ('library' in head) {
    const whole: unknown = head.library;
    const filled = typeof whole === 'object' && whole !== null && !Array.isArray(whole);
    return { ...head, ...(filled ? { library: { ...library, ...whole } } : {}), ...kept };
  }
  const split: Record<SplitCollection, Record<Id, Play | Review>> = { plays: {}, reviews: {} };
  keys.forEach(([, collection], index) => {
    if (collection === 'plays' || collection === 'reviews') {
      const records = split[collection];
      for (const record of values[index] as Array<Play | Review>) records[record.id] = record;
    } else library[collection] = values[index];
  });
  const { writer: _, ...rest } = head as CopyHead;
  return { ...rest, library: { ...library, ...split }, ...kept };
}

/** A write or a tab's chain of picks, to keep. */
export type Entry =
  | { store: 'writes'; value: QueuedWrite; key: TunedeckDB['writes']['key'] }
  | { store: 'chains'; value: Chain; key: TunedeckDB['chains']['key'] };

/** Keeps entries in one transaction, whose requests are all made before this returns. */
export async function putEntries(db: OfflineDb, entries: readonly Entry[]): Promise<void> {
  const tx = db.transaction(['writes', 'chains'], 'readwrite');
  const requests = entries.map((entry) =>
    entry.store === 'writes'
      ? tx.objectStore('writes').put(entry.value, entry.key)
      : tx.objectStore('chains').put(entry.value, entry.key),
  );
  // Committed now, not when the requests' answers have come back to the page: a page that goes away
  // in between (a reload served by the service worker is that quick) would lose it.
  tx.commit();
  await Promise.all([...requests, tx.done]);
}

/** The writes kept for the user, oldest first. */
export function keptWrites(db: OfflineDb, user: Id): Promise<QueuedWrite[]> {
  return db.getAll('writes', entriesOf(user));
}
