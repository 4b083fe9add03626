import { countIn, type HeldRecords, recordIn, recordsIn } from '../model/collections.js';
import { KeyedRecords, keyedRecords } from '../model/keyed.js';
import { COLLECTIONS, type CollectionName, type Id, type Library } from '../model/records.js';

/** Whether two plain values (what records hold: text, numbers, flags, arrays and objects of them) are equal. */
function samePlain(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return keys.every((key) => Object.hasOwn(y, key) && samePlain(x[key], y[key]));
}

/**
 * `next` (a library read anew) with what it has in common with `previous` taken from `previous`: each
 * record equal to the one before is the one before, each collection whose records are all the same is
 * the one before, and when nothing changed at all, `previous` itself. Screens compare by identity: a
 * read that brings nothing new then draws nothing again, and one changed tune redraws one row.
 */
export function sharingUnchanged(previous: Library, next: Library): Library {
  let changed = false;
  const shared = { ...next } as Record<CollectionName, HeldRecords<{ id: Id }>>;
  for (const collection of COLLECTIONS) {
    const before = previous[collection] as HeldRecords<{ id: Id }>;
    const after = next[collection] as HeldRecords<{ id: Id }>;
    // The same collection (a read again that the server said was unchanged): nothing to compare.
    if (after === before) continue;
    // Nothing before (a first read): nothing to share, and the read's collection is taken as it is.
    if (countIn(before) === 0) {
      if (countIn(after) === 0) shared[collection] = before;
      else changed = true;
      continue;
    }
    const list = recordsIn(after);
    let same = list.length === countIn(before);
    let kept = 0;
    const records: Array<{ id: Id }> = [];
    for (const record of list) {
      const old = recordIn(before, record.id);
      if (old !== undefined && samePlain(old, record)) {
        records.push(old);
        kept += 1;
      } else {
        records.push(record);
        same = false;
      }
    }
    if (same) {
      shared[collection] = before;
      continue;
    }
    changed = true;
    // Not one record as before: the read's collection is that already (no copy to make).
    if (kept > 0)
      shared[collection] =
        after instanceof KeyedRecords
          ? keyedRecords(records)
          : Object.fromEntries(records.map((record) => [record.id, record]));
  }
  return changed ? (shared as unknown as Library) : previous;
}
