/**
 * Bumped when the device copy's shape changes: an older copy is ignored and the library loaded afresh.
 * Apart from the copy's checks (`offline-copy.ts`), which load only when a device has a copy.
 */
export const OFFLINE_FORMAT = 1;
