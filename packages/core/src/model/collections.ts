// Reading any collection of a library the same way, whether it is held as a plain object or as a
// `KeyedRecords` (see `KEYED_COLLECTIONS`), and the library's plain form (JSON, IndexedDB, structured
// clones) to and from the one the rules read.
import { KeyedRecords, keyedRecords } from './keyed.js';

export { changedRecords, KeyedBuilder, KeyedRecords, keyedRecords, RecordsDraft } from './keyed.js';
export { KEYED_COLLECTIONS, type KeyedCollection } from './records.js';

import {
  type CollectionName,
  type CollectionRecords,
  type Id,
  KEYED_COLLECTIONS,
  type KeyedCollection,
  type Library,
} from './records.js';

/** A collection of a library as it may be held: a plain `{ [id]: record }` object or a `KeyedRecords`. */
export type HeldRecords<T extends { id: Id }> = Readonly<Record<Id, T>> | KeyedRecords<T>;

/** Every record of a collection (a `KeyedRecords`' own list: not to be changed). */
export function recordsIn<T extends { id: Id }>(records: HeldRecords<T>): readonly T[] {
  return records instanceof KeyedRecords ? records.values() : Object.values(records);
}

/** The record of this id in a collection, if any. */
export function recordIn<T extends { id: Id }>(records: HeldRecords<T>, id: Id): T | undefined {
  return records instanceof KeyedRecords
    ? records.get(id)
    : Object.hasOwn(records, id)
      ? records[id]
      : undefined;
}

/** How many records a collection holds. */
export function countIn(records: HeldRecords<{ id: Id }>): number {
  return records instanceof KeyedRecords ? records.size : Object.keys(records).length;
}

/** A library collection's records. */
export function libraryRecords<C extends CollectionName>(
  library: Pick<Library, C>,
  collection: C,
): readonly CollectionRecords[C][] {
  return recordsIn(library[collection] as HeldRecords<CollectionRecords[C]>);
}

/** The record of this id in a library collection, if any. */
export function libraryRecord<C extends CollectionName>(
  library: Pick<Library, C>,
  collection: C,
  id: Id,
): CollectionRecords[C] | undefined {
  return recordIn(library[collection] as HeldRecords<CollectionRecords[C]>, id);
}

export function isKeyedCollection(collection: CollectionName): collection is KeyedCollection {
  return (KEYED_COLLECTIONS as readonly CollectionName[]).includes(collection);
}

/** A library in its plain form: every collection a `{ [id]: record }` object (what JSON holds). */
export type PlainLibrary = { [C in CollectionName]: Readonly<Record<Id, CollectionRecords[C]>> };

/**
 * The library of a plain one (read from JSON, IndexedDB or a structured clone): its big collections
 * made `KeyedRecords`; those that already are stay as they are.
 */
export function libraryOf<L extends Partial<PlainLibrary | Library>>(
  plain: L,
): Omit<L, KeyedCollection> & Pick<Library, KeyedCollection & keyof L> {
  const library = { ...plain } as Record<string, unknown>;
  for (const collection of KEYED_COLLECTIONS)
    if (plain[collection] !== undefined) library[collection] = keyedRecords(plain[collection] as never);
  return library as never;
}

/** The plain form of a library (for a structured clone: IndexedDB, postMessage), sharing its records. */
export function plainLibrary(library: Library): PlainLibrary {
  return {
    ...library,
    gigs: library.gigs.toJSON(),
    plays: library.plays.toJSON(),
    reviews: library.reviews.toJSON(),
  };
}
