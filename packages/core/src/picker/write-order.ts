import type { PickerState } from '../model/records.js';

/**
 * Compare-and-set for picker states: a storage keeps a written state only when it is newer than the
 * one it holds (a higher version), so a device that wrote from an old state never overwrites the picks
 * of another; it is told the stored state and rebases onto it. A first state is always kept.
 */
export function acceptsPickerWrite(stored: PickerState | undefined, incoming: PickerState): boolean {
  return stored === undefined || incoming.version > stored.version;
}
