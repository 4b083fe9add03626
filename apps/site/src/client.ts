import { createTunedeckClient, webKeyValueStore } from '@tunedeck/core';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import PocketBase from 'pocketbase';
import { indexedDbOfflineStore } from './offline-store.js';

/** The site's one client store, on the PocketBase that serves this page (one origin: no CORS). */
export const client = createTunedeckClient({
  storage: createPocketBaseStorage({ pb: new PocketBase(window.location.origin) }),
  localRecords: webKeyValueStore(window.localStorage),
  offlineStore: indexedDbOfflineStore(),
});
