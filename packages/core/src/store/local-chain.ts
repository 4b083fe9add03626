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

/**
 * Where a chain stands among the device's tabs' chains of a set: the version of its state (one past the
 * server's state it goes on from), then its rev, then its tab.
 */
export interface ChainMark {
  readonly version: number;
  readonly rev: number;
  readonly tab: number;
}

export const markOf = (chain: LocalPicker): ChainMark => ({
  version: chain.state.version,
  rev: chain.rev,
  tab: chain.tab,
});

/**
 * Whether chain `a` comes after chain `b` among the device's tabs: it goes on from a newer state of the
 * server, or from the same one and was made later. A tab that picked on from the server's newest state
 * before it heard an older chain of another tab keeps its own, whatever the revs (each tab counts them
 * from what it heard).
 */
export const laterChain = (a: ChainMark, b: ChainMark) =>
  a.version > b.version || (a.version === b.version && (a.rev > b.rev || (a.rev === b.rev && a.tab > b.tab)));

/**
 * Whether a kept chain is one the server took: the set's last chain taken, or one before it. A chain of
 * another tab with the same rev but a later tab (both picked at once) is not: it still waits.
 */
export const chainTaken = (chain: ChainMark, taken: ChainMark) => !laterChain(chain, taken);

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
