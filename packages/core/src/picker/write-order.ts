import type { PickerState } from '../model/records.js';

/**
 * Compare-and-set for picker states: a storage keeps a written state only when it is newer than the
 * one it holds (a higher version), so a device that wrote from an old state never overwrites the picks
 * of another; it is told the stored state and rebases onto it. A first state is always kept, and so is
 * the very state stored already: the same write sent again (its answer lost, or sent once more as the
 * page went away) is taken, not refused as stale.
 */
export function acceptsPickerWrite(stored: PickerState | undefined, incoming: PickerState): boolean {
  return stored === undefined || incoming.version > stored.version || sameJson(stored, incoming);
}

/** Whether two JSON values are the same, whatever the order of their objects' keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const objectB = b as Record<string, unknown>;
  return keysA.every(
    (key) => Object.hasOwn(objectB, key) && sameJson((a as Record<string, unknown>)[key], objectB[key]),
  );
}
