import type { Id, Library } from '../model/records.js';
import { isPickerState } from '../picker/parse.js';
import type { SavedPicker } from './library-state.js';
import { OFFLINE_FORMAT } from './offline-format.js';
import type { QueuedWrite, RefusedWrite } from './write-queue.js';

/**
 * What a device keeps of a signed-in musician between visits, so the app opens, shows the library and
 * goes on picking with no network: the data the server last confirmed, the library writes not yet sent
 * (in order), each set's picks not yet accepted, and refused writes not yet seen.
 */
export interface OfflineSnapshot {
  readonly format: typeof OFFLINE_FORMAT;
  readonly user: Id;
  readonly savedAt: number;
  readonly library: Library;
  readonly writes: readonly QueuedWrite[];
  readonly pickers: readonly SavedPicker[];
  readonly refused: readonly RefusedWrite[];
}

export { OFFLINE_FORMAT };

/**
 * Where the snapshot lives: IndexedDB on the site (`@tunedeck/core` stays free of browser APIs, so the
 * site gives it one), memory in tests. One snapshot per user; values are structured-cloneable.
 */
export interface OfflineStore {
  load(user: Id): Promise<unknown>;
  save(snapshot: OfflineSnapshot): Promise<void>;
  /** Forgets the user's snapshot (sign-out, account deleted). */
  clear(user: Id): Promise<void>;
}

/** An offline store in memory: one per simulated device, shared by its "reloads". */
export function memoryOfflineStore(): OfflineStore & { readonly snapshots: Map<Id, OfflineSnapshot> } {
  const snapshots = new Map<Id, OfflineSnapshot>();
  // A copy in and out, as IndexedDB's structured clone makes: no object is shared with the client.
  const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  return {
    snapshots,
    load: async (user) => {
      const snapshot = snapshots.get(user);
      return snapshot ? copy(snapshot) : null;
    },
    save: async (snapshot) => {
      snapshots.set(snapshot.user, copy(snapshot));
    },
    clear: async (user) => {
      snapshots.delete(user);
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const LIBRARY_COLLECTIONS = ['songs', 'sets', 'memberships', 'wishlist', 'pickers'] as const;

function isWrite(value: unknown): value is QueuedWrite {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    typeof value.at === 'number' &&
    isObject(value.change) &&
    Array.isArray(value.change.ops)
  );
}

/**
 * Reads a stored snapshot of `user`, or null when there is none, it is another user's, of another
 * format, or damaged: the device then loads from the server as on a first visit.
 */
export function readOfflineSnapshot(value: unknown, user: Id): OfflineSnapshot | null {
  if (!isObject(value) || value.format !== OFFLINE_FORMAT || value.user !== user) return null;
  if (typeof value.savedAt !== 'number' || !isObject(value.library)) return null;
  const library = value.library;
  if (!LIBRARY_COLLECTIONS.every((name) => isObject(library[name]))) return null;
  const { writes, pickers, refused } = value;
  if (!Array.isArray(writes) || !writes.every(isWrite)) return null;
  if (
    !Array.isArray(refused) ||
    !refused.every((r) => isWrite(r) && typeof (r as RefusedWrite).code === 'string')
  )
    return null;
  if (
    !Array.isArray(pickers) ||
    !pickers.every(
      (p) =>
        isObject(p) &&
        typeof p.set === 'string' &&
        typeof p.moves === 'number' &&
        isPickerState(p.state) &&
        (p.base === undefined || isPickerState(p.base)),
    )
  )
    return null;
  return value as unknown as OfflineSnapshot;
}
