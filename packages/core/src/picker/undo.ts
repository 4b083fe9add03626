import type { PickerState } from '../model/records.js';

/**
 * Undo of a NEXT or SKIP: the state before it (the tune and key on screen, what was played, both bags)
 * as a new state, one version above the one it replaces, so every device and the server take it.
 */
export function undoPickerState(before: PickerState, current: PickerState, now: number): PickerState {
  return { ...before, version: current.version + 1, updated: now };
}
