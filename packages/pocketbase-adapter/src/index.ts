// @tunedeck/pocketbase: Tunedeck's storage over PocketBase. Browser-safe: the Node-only launcher and
// mail catcher live in '@tunedeck/pocketbase/server'.
export type { EarlyLibraryRead, PocketBaseStorageOptions } from './storage/create-storage.js';
export { createPocketBaseStorage } from './storage/create-storage.js';
export type { DeferredPocketBaseStorageOptions } from './storage/deferred.js';
export { createDeferredPocketBaseStorage } from './storage/deferred.js';
