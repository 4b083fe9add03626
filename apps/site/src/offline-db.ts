import type { CollectionName, Id, Library, OfflineSnapshot, Play } from '@tunedeck/core';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A copy's head: everything but the library, which is kept in parts. */
export interface CopyHead extends Omit<OfflineSnapshot, 'library'> {
  /** The page that last wrote the parts: another page's parts are written again whole. */
  readonly writer: string;
}

/** A part of a copy's library: a collection, or the tunes of one gig of the history. */
export type PartKey = [user: Id, collection: CollectionName] | [user: Id, collection: 'plays', gig: Id];

export interface TunedeckDB extends DBSchema {
  /** One per user who signed in on this browser and has not signed out (a whole copy before version 2). */
  snapshots: { key: Id; value: CopyHead | OfflineSnapshot };
  /**
   * Each copy's library, in parts, so that a save writes what changed: a NEXT with a history of 15,000
   * tunes writes its gig's tunes, not the whole history.
   */
  parts: { key: PartKey; value: Library[Exclude<CollectionName, 'plays'>] | Play[] };
}

export type OfflineDb = IDBPDatabase<TunedeckDB>;

export function openOfflineDb(name: string): Promise<OfflineDb> {
  return openDB<TunedeckDB>(name, 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) database.createObjectStore('snapshots', { keyPath: 'user' });
      if (oldVersion < 2) database.createObjectStore('parts');
    },
  });
}

/** Every part of a user's copy (arrays sort after strings: `[user, []]` comes after all of them). */
export const partsOf = (user: Id) => IDBKeyRange.bound([user], [user, []]);

/** The user's copy as it was saved, whole (core checks it), or undefined when there is none. */
export async function loadCopy(db: OfflineDb, user: Id): Promise<unknown> {
  const tx = db.transaction(['snapshots', 'parts']);
  const parts = tx.objectStore('parts');
  const [head, keys, values] = await Promise.all([
    tx.objectStore('snapshots').get(user),
    parts.getAllKeys(partsOf(user)),
    parts.getAll(partsOf(user)),
  ]);
  if (!head || 'library' in head) return head;
  const library: Record<string, unknown> = {};
  const plays: Record<Id, Play> = {};
  keys.forEach(([, collection], index) => {
    if (collection === 'plays') for (const play of values[index] as Play[]) plays[play.id] = play;
    else library[collection] = values[index];
  });
  const { writer: _, ...rest } = head;
  return { ...rest, library: { ...library, plays } };
}
