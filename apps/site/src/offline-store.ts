import type { Id, OfflineStore } from '@tunedeck/core';
import type { OfflineDb } from './offline-db.js';

type Reader = typeof import('./offline-db.js');

/**
 * The device's copy of the signed-in musician's data, in IndexedDB (through `idb`), shared by every tab
 * of the browser: core decides what goes in and when; this only stores it. A write or pick is one
 * request of its own, made in the task that made it; the confirmed library is kept in parts, so a save
 * writes only what changed. A browser without IndexedDB (some private modes) keeps no copy and works
 * online as before.
 */
export function indexedDbOfflineStore(name = 'tunedeck'): OfflineStore {
  // `idb` and the reading of a copy load with the first use, apart from the page's first script; what
  // writes the library loads with the first save, after the first tune is drawn.
  let opened: Promise<{ db: OfflineDb; reader: Reader }> | null = null;
  const open = () => {
    opened ??= import('./offline-db.js').then(async (reader) => ({
      db: await reader.openOfflineDb(name),
      reader,
    }));
    return opened;
  };
  const writer = async () => {
    const [{ db }, save] = await Promise.all([open(), import('./offline-save.js')]);
    return { db, ...save };
  };
  return {
    load: async (user) => {
      const { db, reader } = await open();
      return reader.loadCopy(db, user);
    },
    writes: async (user) => {
      const { db, reader } = await open();
      return reader.keptWrites(db, user);
    },
    // Opened when the copy was read: the request is made in this task's microtasks, before the page
    // can go away.
    putWrite: async (user, write) => {
      const { db, reader } = await open();
      await reader.putWrite(db, user, write);
    },
    putPicker: async (user, chain) => {
      const { db, reader } = await open();
      await reader.putChain(db, user, chain);
    },
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
