import type { Id, OfflineStore } from '@tunedeck/core';
import type { OfflineDb } from './offline-db.js';

/**
 * The device's copy of the signed-in musician's data, in IndexedDB (through `idb`): core decides what
 * goes in and when; this only stores it, in parts, so that a save writes only what changed. A browser
 * without IndexedDB (some private modes) gets no copy and works online as before.
 */
export function indexedDbOfflineStore(name = 'tunedeck'): OfflineStore {
  // `idb` and the reading of a copy load with the first use, apart from the page's first script; what
  // writes a copy loads with the first save, after the first tune is drawn.
  let opened: Promise<{ db: OfflineDb; loadCopy: (db: OfflineDb, user: Id) => Promise<unknown> }> | null =
    null;
  const open = () => {
    opened ??= import('./offline-db.js').then(async ({ openOfflineDb, loadCopy }) => ({
      db: await openOfflineDb(name),
      loadCopy,
    }));
    return opened;
  };
  const writer = async () => {
    const [{ db }, save] = await Promise.all([open(), import('./offline-save.js')]);
    return { db, ...save };
  };
  return {
    load: async (user) => {
      const { db, loadCopy } = await open();
      return loadCopy(db, user);
    },
    save: async (snapshot) => {
      const { db, saveCopy } = await writer();
      await saveCopy(db, snapshot);
    },
    clear: async (user) => {
      const { db, clearCopy } = await writer();
      await clearCopy(db, user);
    },
  };
}
