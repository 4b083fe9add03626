import type { Id, OfflineStore } from '@tunedeck/core';
import type { Entry, OfflineDb } from './offline-db.js';

type Reader = typeof import('./offline-db.js');

/**
 * Set in localStorage once this browser has opened its copy: the page's first script (scripts/
 * early-read.js) reads the library early only without it, told at once (listing the databases takes
 * the browser a while on a first visit). Only for that: the app itself looks for the copy in IndexedDB.
 */
export const DEVICE_COPY_MARKER = 'tunedeck-device-copy';

/**
 * The device's copy of the signed-in musician's data, in IndexedDB (through `idb`), shared by every tab
 * of the browser: core decides what goes in and when; this only stores it. Writes and picks are entries
 * of their own, written in the task that made them (those of one task in one transaction); the
 * confirmed library is kept in parts, so a save writes only what changed. A browser without IndexedDB
 * (some private modes) keeps no copy and works online as before.
 */
export function indexedDbOfflineStore(
  name = 'tunedeck',
  {
    writesAfter = Promise.resolve(),
  }: {
    /**
     * Settles once the first page is on screen (first-paint.ts): on a first visit, the page's first
     * pick and the copy of the library are kept only then, so `idb` does not load while the page waits
     * for its scripts. A copy on the device is opened at once (the first drawing shows it).
     */
    writesAfter?: Promise<unknown>;
  } = {},
): OfflineStore {
  // `idb` and the reading of a copy load with the first use, apart from the page's first script; what
  // writes the library loads with the first save, after the first tune is drawn.
  let opened: Promise<{ db: OfflineDb; reader: Reader }> | null = null;
  const open = () => {
    opened ??= import('./offline-db.js').then(async (reader) => {
      const db = await reader.openOfflineDb(name);
      try {
        localStorage.setItem(DEVICE_COPY_MARKER, name);
      } catch {
        // No localStorage: the page's first script reads early every time, and the app uses it or not.
      }
      return { db, reader };
    });
    return opened;
  };
  /**
   * Whether the browser may hold a copy: no database of that name (a first visit) means none, told
   * without loading `idb` (browsers that cannot list their databases open it to see).
   */
  const mayHoldCopy = async () => {
    if (opened || typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    const databases = await indexedDB.databases().catch(() => null);
    return databases === null || databases.some((database) => database.name === name);
  };
  /** Entries kept in this task, written together in its microtasks (one transaction). */
  let batch: { entries: Entry[]; written: Promise<void> } | null = null;
  const keep = (entry: Entry): Promise<void> => {
    if (!batch) {
      const entries: Entry[] = [];
      // With the copy open already (a reload: the page opened it first), in this task's microtasks: a
      // page that goes away right after a NEXT (a reload in the same task) keeps the pick. Only a first
      // visit's first entries wait for the page to be on screen, not to load `idb` before it.
      const written = (opened ?? writesAfter.then(open)).then(({ db, reader }) => {
        batch = null;
        return reader.putEntries(db, entries);
      });
      batch = { entries, written };
    }
    batch.entries.push(entry);
    return batch.written;
  };
  // What writes the copy waits for the first page too: on a first visit, the copy of the library the
  // server sent is saved after the page is on screen, not while it waits for its first drawing.
  const writer = async () => {
    await writesAfter;
    const [{ db }, save] = await Promise.all([open(), import('./offline-save.js')]);
    return { db, ...save };
  };
  return {
    load: async (user) => {
      if (!(await mayHoldCopy())) return null;
      const { db, reader } = await open();
      return reader.loadCopy(db, user);
    },
    writes: async (user) => {
      if (!(await mayHoldCopy())) return [];
      const { db, reader } = await open();
      return reader.keptWrites(db, user);
    },
    // A pick and its tune for the history, made in one task, go in one transaction: Chromium keeps the
    // first transaction a page made before it went away, not always the ones after it.
    putWrite: (user, write) => keep({ store: 'writes', value: write, key: [user, write.id] }),
    putPicker: (user, chain) => keep({ store: 'chains', value: chain, key: [user, chain.set, chain.tab] }),
    refuse: async (user, write) => {
      const { db, refuseWrite } = await writer();
      await refuseWrite(db, user, write);
    },
    dismiss: async (user: Id, id: number) => {
      const { db, dismissRefused } = await writer();
      await dismissRefused(db, user, id);
    },
    save: async (save) => {
      const { db, saveCopy } = await writer();
      await saveCopy(db, save);
    },
    clear: async (user) => {
      const { db, clearCopy } = await writer();
      await clearCopy(db, user);
    },
  };
}
