import type { CollectionName, Library } from '../../model/records.js';
import type { LibraryEvent } from '../storage.js';

/** A JSON-safe value copied, so what a client receives never aliases what the server keeps. */
export function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * The realtime events a committed change produces, found by comparing record references: the server's
 * libraries share every record a change leaves alone, so a new reference is a created or updated record.
 * Upserts come first (parents before children), then deletes (children before parents), as a client
 * reducing them in order never holds a membership whose song it has not seen.
 */
export function libraryEvents(before: Library, after: Library): LibraryEvent[] {
  const upserts: LibraryEvent[] = [];
  const deletes: LibraryEvent[] = [];
  const order = [
    'sets',
    'songs',
    'memberships',
    'wishlist',
    'pickers',
    'charts',
  ] as const satisfies readonly CollectionName[];
  for (const collection of order) {
    const old = before[collection] as Readonly<Record<string, unknown>>;
    const next = after[collection] as Readonly<Record<string, unknown>>;
    if (old === next) continue;
    for (const [id, record] of Object.entries(next)) {
      if (old[id] !== record)
        upserts.push({ type: 'upsert', collection, record: copy(record) } as LibraryEvent);
    }
  }
  for (const collection of [...order].reverse()) {
    const old = before[collection] as Readonly<Record<string, unknown>>;
    const next = after[collection] as Readonly<Record<string, unknown>>;
    if (old === next) continue;
    for (const id of Object.keys(old))
      if (!Object.hasOwn(next, id)) deletes.push({ type: 'delete', collection, id });
  }
  return [...upserts, ...deletes];
}
