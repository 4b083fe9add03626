// A set's chain of picker states made on this device (by any of its tabs) that the server has not
// accepted yet, and how two chains and two states compare.
import type { Id, PickerState } from '../model/records.js';

/**
 * A set's picker states made on this device that the server has not accepted yet: the newest of them,
 * and the confirmed server state they were made from (undefined when unknown), which is what a rebase
 * onto another device's newer state needs to tell this device's picks and put-backs from the server's.
 */
export interface LocalPicker {
  readonly state: PickerState;
  readonly base: PickerState | undefined;
  /** How many moves (picks, skips, resets) of this device the chain holds, for the waiting count. */
  readonly moves: number;
  /**
   * Orders the states the device's tabs made of a set's chain: each goes one past the highest the tab
   * knew, and the highest (then the highest `tab`) is the chain every tab shows.
   */
  readonly rev: number;
  /** The tab that made this state (0: unknown, kept before tabs shared the device's copy). */
  readonly tab: number;
}

/** A set's local chain as kept on the device between visits (see `OfflineSnapshot`). */
export interface SavedPicker extends LocalPicker {
  readonly set: Id;
}

/** Whether chain `a` comes after chain `b` among the device's tabs. */
export const laterChain = (a: Pick<LocalPicker, 'rev' | 'tab'>, b: Pick<LocalPicker, 'rev' | 'tab'>) =>
  a.rev > b.rev || (a.rev === b.rev && a.tab > b.tab);

/** The same state: its version, round and tune (made by one tab, or a copy of it told to another). */
export const samePickerState = (a: PickerState, b: PickerState) =>
  a === b || (a.version === b.version && a.updated === b.updated && samePickerContent(a, b));

/** The same round and tune, whatever the version and time. */
export function samePickerContent(a: PickerState, b: PickerState): boolean {
  const same = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && x.every((value, index) => value === y[index]);
  return (
    a.current?.song === b.current?.song &&
    a.current?.key === b.current?.key &&
    same(a.played, b.played) &&
    same(a.bag, b.bag) &&
    same(a.keyBag, b.keyBag)
  );
}
