import type { Id, OfflineSnapshot, OfflineStore } from '@tunedeck/core';
import type { DBSchema, IDBPDatabase } from 'idb';

interface TunedeckDB extends DBSchema {
  /** One snapshot per user who signed in on this browser and has not signed out. */
  snapshots: { key: Id; value: OfflineSnapshot };
}

/**
 * The device's copy of the signed-in musician's data, in IndexedDB (through `idb`): core decides what
 * goes in and when; this only stores it. A browser without IndexedDB (some private modes) gets no copy
 * and works online as before.
 */
export function indexedDbOfflineStore(name = 'tunedeck'): OfflineStore {
  let db: Promise<IDBPDatabase<TunedeckDB>> | null = null;
  // `idb` loads with the first use, apart from the page's first script.
  const open = () => {
    db ??= import('idb').then(({ openDB }) =>
      openDB<TunedeckDB>(name, 1, {
        upgrade(database) {
          database.createObjectStore('snapshots', { keyPath: 'user' });
        },
      }),
    );
    return db;
  };
  return {
    load: async (user) => (await open()).get('snapshots', user),
    save: async (snapshot) => {
      await (await open()).put('snapshots', snapshot);
    },
    clear: async (user) => {
      await (await open()).delete('snapshots', user);
    },
  };
}
