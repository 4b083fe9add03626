import { TIMINGS } from '../model/constants.js';
import type { Id, PickerState } from '../model/records.js';

/**
 * The local copy of a picker state kept per user and per set (the spec's `forRefresh` record), so a
 * reload right after a pick loses nothing even if the write had not reached the server.
 */
export interface LocalPickerRecord {
  user: Id;
  set: Id;
  /** When it was saved, in milliseconds since the epoch. */
  time: number;
  state: PickerState;
}

/** The storage key of a local picker record: one per user and set, so restoring never touches others. */
export function localPickerKey(user: Id, set: Id): string {
  return `tunedeck:picker:${user}:${set}`;
}

/** Whether a state is newer than another (higher version; on a tie, the later update). */
export function isNewerPickerState(candidate: PickerState, than: PickerState | undefined): boolean {
  if (!than) return true;
  if (candidate.version !== than.version) return candidate.version > than.version;
  return candidate.updated > than.updated;
}

/**
 * Whether a local record should be written back on load: same user **and set id**, under five seconds
 * old, and newer than the server's state.
 */
export function shouldRestoreLocalPicker(
  local: LocalPickerRecord,
  target: { user: Id; set: Id; server: PickerState | undefined; now: number },
): boolean {
  return (
    local.user === target.user &&
    local.set === target.set &&
    target.now - local.time >= 0 &&
    target.now - local.time < TIMINGS.refreshRestoreWindow &&
    isNewerPickerState(local.state, target.server)
  );
}
