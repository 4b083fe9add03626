// @tunedeck/pocketbase/early: what a page's first script reads before the app (and the SDK) has loaded.

export { earlyPickerLibrary, type PickerCollections } from './storage/kept-session.js';
export { type EarlyLibraryRead, PICKER_PATH } from './storage/library-read.js';
