// This tab's moves of the picker and their undo, other tabs' chains of moves heard over the tab bus (and
// the rebase when two tabs moved from one state at once), and the sync that keeps the picker set's
// screen valid. Each move is kept on the device at once (and in the local picker records, the spec's
// `forRefresh`) and sent by the picker writer.
import type { RuleContext } from '../library/rules/context.js';
import { TIMINGS } from '../model/constants.js';
import type { Id, PickerMember, PickerState } from '../model/records.js';
import { initialPickerState, type PickerEvent, pickerTransition } from '../picker/transition.js';
import { undoPickerState } from '../picker/undo.js';
import type { ClientState } from './client-state.js';
import type { DeviceCopy } from './device-copy.js';
import type { LibraryState } from './library-state.js';
import type { SavedPicker } from './local-chain.js';
import type { LocalPickers } from './local-pickers.js';
import type { PickerWriter } from './picker-writer.js';

/** What the chain needs of the client: filled in by `ClientCore`. */
export interface PickerChainHost {
  readonly state: ClientState;
  readonly data: LibraryState;
  readonly context: RuleContext;
  readonly device: DeviceCopy;
  readonly pickers: PickerWriter;
  /** The local picker records (the spec's `forRefresh`): a set's latest state, kept at once. */
  readonly records: LocalPickers;
  publish(): void;
}

export class PickerChain {
  /** The last NEXT or SKIP, for its undo. */
  private lastPick: { setId: Id; before: PickerState; after: PickerState; at: number } | null = null;
  /** This tab's last move of each set (the state it moved from and to), for a rebase if a tab's came too. */
  private readonly ownMoves = new Map<Id, { rev: number; before: PickerState; after: PickerState }>();
  private syncScheduled = false;
  /**
   * The members each set's last sync pick answered. A sync answers a change of this tab's own members,
   * never another tab's state alone: two tabs whose views of a set differ (one still has a song the
   * other's realtime deleted) would otherwise answer each other's sync picks for as long as they differ,
   * each with a later chain, thousands of times a second.
   */
  private readonly syncedMembers = new Map<Id, readonly PickerMember[]>();

  constructor(private readonly host: PickerChainHost) {}

  /** Another musician (or none) signs in: this tab's moves are forgotten. */
  reset(): void {
    this.ownMoves.clear();
    this.syncedMembers.clear();
  }

  /**
   * Moves a set's picker with one event and keeps the new state on the device at once (the server gets
   * it soon). Returns the set and the state it moved from, or null when nothing moved.
   */
  pick(
    event: PickerEvent['type'],
    setId: Id | undefined = this.host.state.account?.pickerSet,
  ): { setId: Id; before: PickerState } | null {
    const { data, device, context } = this.host;
    const library = this.host.state.library;
    if (!setId || !library.sets[setId]) return null;
    const before = library.pickers[setId]?.state ?? initialPickerState();
    const after = pickerTransition(before, { type: event }, data.membersOf(library, setId), context);
    if (after === before) return null;
    const kept = data.extendLocalPicker(setId, after, device.tab);
    this.ownMoves.set(setId, { rev: kept.rev, before, after: kept.state });
    this.lastPick =
      event === 'next' || event === 'skip' ? { setId, before, after: kept.state, at: context.now() } : null;
    this.keep(kept);
    this.host.publish();
    this.host.pickers.write(setId);
    return { setId, before };
  }

  /**
   * Undoes the last NEXT or SKIP made on this device, within `TIMINGS.undoPick` and while nothing else
   * moved the picker since: the tune and key before it come back and the round is as it was. Returns
   * whether it undid anything.
   */
  undoPick(): boolean {
    const { data, device, context } = this.host;
    const last = this.lastPick;
    this.lastPick = null;
    if (!last || context.now() - last.at > TIMINGS.undoPick) return false;
    const current = this.host.state.library.pickers[last.setId]?.state;
    if (!current || current.version !== last.after.version || !samePick(current, last.after)) return false;
    const kept = data.extendLocalPicker(
      last.setId,
      undoPickerState(last.before, current, context.now()),
      device.tab,
    );
    this.ownMoves.set(last.setId, { rev: kept.rev, before: current, after: kept.state });
    this.keep(kept);
    this.host.publish();
    this.host.pickers.write(last.setId);
    return true;
  }

  /**
   * Another tab picked. Its chain is shown when it comes after this tab's; when both tabs moved from the
   * same state at once, the later one wins and this tab's move is rebased onto it, so neither is lost.
   */
  heard(chain: SavedPicker): void {
    const { data, device, context } = this.host;
    if (!data.adoptChain(chain)) return;
    this.saveLocal(chain.set, chain.state);
    const own = this.ownMoves.get(chain.set);
    this.ownMoves.delete(chain.set);
    this.host.publish();
    this.host.pickers.write(chain.set);
    if (!own || own.rev !== chain.rev) return;
    void import('../picker/merge.js').then(({ rebasePickerState }) => {
      const now = data.localPicker(chain.set);
      if (!now || now.rev !== chain.rev || now.tab !== chain.tab) return;
      const merged = rebasePickerState(now.state, own.after, own.before, context.now());
      const kept = data.setLocalPicker(
        chain.set,
        { ...merged, version: now.state.version },
        now.base,
        device.tab,
        now.moves + 1,
      );
      this.keep(kept);
      this.host.publish();
      this.host.pickers.write(chain.set);
    });
  }

  /** Keeps a chain on the device: in the local picker records and the device's copy. */
  private keep(chain: SavedPicker): void {
    this.saveLocal(chain.set, chain.state);
    this.host.device.keepChain(chain);
  }

  /** Keeps a set's state in the local picker records of the signed-in musician. */
  saveLocal(set: Id, state: PickerState): void {
    const user = this.host.state.account?.id;
    if (user) this.host.records.save(user, set, state);
  }

  /**
   * On load: a local picker record under 5 s old and newer than the server's state is written back
   * (then every record of the musician is dropped). Which server state it was made from is unknown, so
   * it starts a chain that a rebase keeps whole. `fromCopy`: read against the device's copy before the
   * server answers (offline, or the page went away before IndexedDB kept its last pick): it is one move
   * more on the set's chain, sent once this tab leads.
   */
  restoreRecords(user: Id, fromCopy = false): void {
    const { data, device } = this.host;
    this.host.records.takeAll(
      user,
      () => this.host.state.library,
      (set, state) => {
        const chain = fromCopy
          ? data.extendLocalPicker(set, state, device.tab)
          : data.setLocalPicker(set, state, undefined, device.tab);
        device.keepChain(chain);
        this.host.publish();
        if (!fromCopy) this.host.pickers.write(set);
      },
    );
  }

  /** Removes a musician's local picker records (on sign-out), leaving every other key alone. */
  clearRecords(user: Id): void {
    this.host.records.clear(user);
  }

  /**
   * Keeps the picker set's screen valid: when the tune on screen left the set (here or on another
   * device), or nothing is on screen yet, the picker syncs, which picks again without losing the round.
   */
  scheduleSync(): void {
    if (this.syncScheduled) return;
    this.syncScheduled = true;
    queueMicrotask(() => {
      this.syncScheduled = false;
      const { state, data } = this.host;
      if (state.status !== 'ready') return;
      const setId = state.account?.pickerSet;
      const library = state.library;
      if (!setId || !library.sets[setId]) return;
      const members = data.membersOf(library, setId);
      const current = library.pickers[setId]?.state.current;
      const stale = current ? !members.some((m) => m.id === current.song) : members.length > 0;
      if (!stale || this.syncedMembers.get(setId) === members) return;
      this.syncedMembers.set(setId, members);
      this.pick('sync', setId);
    });
  }
}

/** The same tune and key on screen and the same round (nothing moved the picker since). */
function samePick(a: PickerState, b: PickerState): boolean {
  return (
    a.current?.song === b.current?.song &&
    a.current?.key === b.current?.key &&
    a.played.length === b.played.length &&
    a.played.every((id, index) => id === b.played[index])
  );
}
