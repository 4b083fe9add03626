import { libraryOf } from '../model/collections.js';
import { EMPTY_LIBRARY, type Id, type Library } from '../model/records.js';
import { isPickerState } from '../picker/parse.js';
import { type ChainMark, chainTaken, markOf, type SavedPicker } from './local-chain.js';
import { OFFLINE_FORMAT } from './offline-format.js';
import { isQueuedWrite } from './write-journal.js';
import type { QueuedWrite, RefusedWrite } from './write-queue.js';

/**
 * What a device keeps of a signed-in musician between visits, so the app opens, shows the library and
 * goes on picking with no network: the data the server last confirmed, the library writes not yet sent
 * (in order, whichever tab made them), each set's picks not yet accepted, and refused writes not yet seen.
 */
export interface OfflineSnapshot {
  readonly format: typeof OFFLINE_FORMAT;
  readonly user: Id;
  readonly savedAt: number;
  readonly library: Library;
  /** Its library holds every chart (they were read from the server before it was saved). */
  readonly chartsRead?: true;
  readonly writes: readonly QueuedWrite[];
  readonly pickers: readonly SavedPicker[];
  readonly refused: readonly RefusedWrite[];
}

/**
 * The sending tab's save (see `OfflineStore.save`): the confirmed library, and in the same step the
 * writes the server took, so that a copy never holds a write twice or loses one.
 */
export interface OfflineSave {
  readonly format: typeof OFFLINE_FORMAT;
  readonly user: Id;
  readonly savedAt: number;
  readonly library: Library;
  /** Its library holds every chart (see `OfflineSnapshot.chartsRead`). */
  readonly chartsRead?: true;
  /** Writes the server took: they leave the queue. */
  readonly settled: readonly number[];
  /**
   * Each set's last chain the server took: its record and those before it go (`chainTaken`), not a chain
   * of another tab that picked at the same time.
   */
  readonly ended: readonly ({ readonly set: Id } & ChainMark)[];
}

/**
 * Where the device's copy lives: IndexedDB on the site (`@tunedeck/core` stays free of browser APIs, so
 * the site gives it one), memory in tests. One copy per user, shared by every tab of the device; each tab
 * adds its own writes and picks as separate entries, so no tab ever writes another's away. Values are
 * structured-cloneable.
 *
 * `putWrite` and `putPicker` must issue their write before they return (in the caller's task): a page
 * reloaded or closed a moment after a change still has it on the next visit.
 */
export interface OfflineStore {
  /** The user's copy as kept, or null: core checks it with `readOfflineSnapshot`. */
  load(user: Id): Promise<unknown>;
  /** The writes kept for the user, oldest first (the sending tab looks for writes of closed tabs). */
  writes(user: Id): Promise<readonly QueuedWrite[]>;
  /** Keeps a write made on this device until the server takes or refuses it. */
  putWrite(user: Id, write: QueuedWrite): Promise<void>;
  /** Keeps a set's chain of picks under the tab that made it; on load, the highest `rev` of a set wins. */
  putPicker(user: Id, chain: SavedPicker): Promise<void>;
  /** A write the server refused: it leaves the queue and is kept as refused, in one step. */
  refuse(user: Id, write: RefusedWrite): Promise<void>;
  /** The musician saw a refused write: it goes. */
  dismiss(user: Id, id: number): Promise<void>;
  /** The sending tab's save of the confirmed library, with the writes and chains the server took. */
  save(save: OfflineSave): Promise<void>;
  /** Forgets the user's copy (sign-out, account deleted). */
  clear(user: Id): Promise<void>;
}

export { OFFLINE_FORMAT };

/** A copy in and out, as IndexedDB's structured clone makes: no object is shared between tabs. */
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Every user's copy on one simulated device (its tabs share it, as a browser's tabs share IndexedDB). */
export interface MemoryOfflineStore extends OfflineStore {
  /** The user's copy as a new tab would load it, or undefined when nothing is kept. */
  copy(user: Id): OfflineSnapshot | undefined;
  /** The users something is kept for. */
  users(): Id[];
}

/** An offline store in memory: one per simulated device, shared by its tabs and their "reloads". */
export function memoryOfflineStore(): MemoryOfflineStore {
  const heads = new Map<Id, Omit<OfflineSave, 'settled' | 'ended'>>();
  const writes = new Map<Id, Map<number, QueuedWrite>>();
  const chains = new Map<Id, Map<string, SavedPicker>>();
  const refused = new Map<Id, Map<number, RefusedWrite>>();
  const of = <K, V>(map: Map<Id, Map<K, V>>, user: Id) => {
    let inner = map.get(user);
    if (!inner) {
      inner = new Map();
      map.set(user, inner);
    }
    return inner;
  };
  const sorted = <T extends { id: number }>(values: Iterable<T>) => [...values].sort((a, b) => a.id - b.id);
  const copy = (user: Id): OfflineSnapshot | undefined => {
    const head = heads.get(user);
    const kept = sorted(writes.get(user)?.values() ?? []);
    const picks = [...(chains.get(user)?.values() ?? [])];
    const refusals = sorted(refused.get(user)?.values() ?? []);
    if (!head && kept.length === 0 && picks.length === 0 && refusals.length === 0) return undefined;
    return clone({
      format: OFFLINE_FORMAT,
      user,
      savedAt: head?.savedAt ?? 0,
      ...(head ? { library: head.library } : {}),
      ...(head?.chartsRead ? { chartsRead: true } : {}),
      writes: kept,
      pickers: picks,
      refused: refusals,
    }) as OfflineSnapshot;
  };
  return {
    copy,
    users: () =>
      [...new Set([...heads.keys(), ...writes.keys(), ...chains.keys(), ...refused.keys()])].filter(
        (user) => copy(user) !== undefined,
      ),
    load: async (user) => copy(user) ?? null,
    writes: async (user) => clone(sorted(writes.get(user)?.values() ?? [])),
    putWrite: async (user, write) => {
      of(writes, user).set(write.id, clone(write));
    },
    putPicker: async (user, chain) => {
      of(chains, user).set(`${chain.set}/${chain.tab}`, clone(chain));
    },
    refuse: async (user, write) => {
      writes.get(user)?.delete(write.id);
      of(refused, user).set(write.id, clone(write));
    },
    dismiss: async (user, id) => {
      refused.get(user)?.delete(id);
    },
    save: async (save) => {
      const { settled, ended, ...head } = clone(save);
      heads.set(save.user, head);
      for (const id of settled) writes.get(save.user)?.delete(id);
      const kept = chains.get(save.user);
      for (const taken of ended)
        for (const [key, chain] of kept ?? [])
          if (chain.set === taken.set && chainTaken(markOf(chain), taken)) kept?.delete(key);
    },
    clear: async (user) => {
      heads.delete(user);
      writes.delete(user);
      chains.delete(user);
      refused.delete(user);
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const LIBRARY_COLLECTIONS = ['songs', 'sets', 'memberships', 'wishlist', 'pickers'] as const;

function isChain(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value.set === 'string' &&
    typeof value.moves === 'number' &&
    isPickerState(value.state) &&
    (value.base === undefined || isPickerState(value.base)) &&
    (value.rev === undefined || typeof value.rev === 'number') &&
    (value.tab === undefined || typeof value.tab === 'number')
  );
}

/**
 * Reads a stored copy of `user`, or null when there is none, it is another user's, of another format, or
 * damaged: the device then loads from the server as on a first visit. A copy whose library was never
 * saved (a tab kept a write before the first save) comes without `library`. Chains kept before tabs
 * shared the copy have no `rev` and `tab`: they read as 0.
 */
export function readOfflineSnapshot(
  value: unknown,
  user: Id,
): (Omit<OfflineSnapshot, 'library'> & { readonly library?: Library }) | null {
  if (!isObject(value) || value.format !== OFFLINE_FORMAT || value.user !== user) return null;
  if (typeof value.savedAt !== 'number') return null;
  const library = value.library;
  if (library !== undefined) {
    if (!isObject(library) || !LIBRARY_COLLECTIONS.every((name) => isObject(library[name]))) return null;
  }
  const { writes, pickers, refused } = value;
  if (!Array.isArray(writes) || !writes.every(isQueuedWrite)) return null;
  if (
    !Array.isArray(refused) ||
    !refused.every((r) => isQueuedWrite(r) && typeof (r as RefusedWrite).code === 'string')
  )
    return null;
  if (!Array.isArray(pickers) || !pickers.every(isChain)) return null;
  return {
    ...(value as unknown as OfflineSnapshot),
    // A collection the copy lacks (kept before it existed, as the charts) is empty.
    // Read from IndexedDB, the histories are plain objects: made `KeyedRecords` again.
    ...(library === undefined ? {} : { library: libraryOf({ ...EMPTY_LIBRARY, ...library }) as Library }),
    pickers: (pickers as SavedPicker[]).map((chain) => ({
      ...chain,
      rev: chain.rev ?? 0,
      tab: chain.tab ?? 0,
    })),
  };
}
