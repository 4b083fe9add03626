import { createTunedeckClient, type TunedeckClient, webKeyValueStore } from '@tunedeck/core';
import { createDeferredPocketBaseStorage, type EarlyLibraryRead } from '@tunedeck/pocketbase';
import { firstPaint } from './first-paint.js';
import { readImportInWorker } from './import-reader.js';
import { indexedDbOfflineStore } from './offline-store.js';
import { browserTabs } from './tabs.js';

/**
 * The site's one client store, on the PocketBase that serves this page (one origin: no CORS). Every tab
 * of the browser shares the device's copy and hears the others' changes. The PocketBase SDK loads after
 * the page's first drawing (unless that drawing needs a read the early read did not make).
 */
declare global {
  interface Window {
    /**
     * The library read by the page's first script (scripts/early-read.js) on a first visit, for the
     * app's first read; `null` once the app has read (the script then reads nothing).
     */
    tunedeckEarlyRead?: EarlyLibraryRead | null;
  }
}

/** The early read, if the page's first script made one; after this, it makes none. */
function takeEarlyRead(): EarlyLibraryRead | null {
  const read = window.tunedeckEarlyRead ?? null;
  window.tunedeckEarlyRead = null;
  return read;
}

export const client: TunedeckClient = createTunedeckClient({
  storage: createDeferredPocketBaseStorage({
    url: window.location.origin,
    earlyRead: takeEarlyRead,
    notBefore: firstPaint,
  }),
  localRecords: webKeyValueStore(window.localStorage),
  offlineStore: indexedDbOfflineStore('tunedeck', { writesAfter: firstPaint }),
  tabs: browserTabs(),
  // A big file is read (parsed) in a Web Worker: the page answers meanwhile.
  readImport: readImportInWorker,
});
