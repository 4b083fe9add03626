import { createTunedeckClient, webKeyValueStore } from '@tunedeck/core';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import PocketBase from 'pocketbase';
import { indexedDbOfflineStore } from './offline-store.js';
import { browserTabs } from './tabs.js';

/**
 * The site's one client store, on the PocketBase that serves this page (one origin: no CORS). Every tab
 * of the browser shares the device's copy and hears the others' changes.
 */
export const client = createTunedeckClient({
  storage: createPocketBaseStorage({ pb: new PocketBase(window.location.origin) }),
  localRecords: webKeyValueStore(window.localStorage),
  offlineStore: indexedDbOfflineStore(),
  tabs: browserTabs(),
});
