import {
  accountPatch,
  applyChange,
  type Change,
  changeIsApplied,
  type Operation,
} from '../library/change.js';
import { pickerMembers } from '../library/queries.js';
import { sharingUnchanged } from '../library/share.js';
import { libraryRecord } from '../model/collections.js';
import type {
  Account,
  CollectionName,
  Id,
  Library,
  PickerMember,
  PickerRecord,
  PickerState,
} from '../model/records.js';
import { EMPTY_LIBRARY } from '../model/records.js';
import type { LibraryEvent } from '../storage/storage.js';
import { withReadCharts } from './chart-merge.js';
import {
  type ChainMark,
  type LocalPicker,
  laterChain,
  markOf,
  type SavedPicker,
  samePickerContent,
  samePickerState,
} from './local-chain.js';
import { type EchoedRecord, OwnEchoes } from './own-echoes.js';
import { holdsRecord, ShownLibrary } from './shown-library.js';

export type { LocalPicker, SavedPicker } from './local-chain.js';

const recordKey = (collection: CollectionName | 'account', id: Id) => `${collection}/${id}`;

function opKey(op: Operation): string {
  if (op.type === 'account') return recordKey('account', '');
  return recordKey(op.collection, op.type === 'create' || op.type === 'upsert' ? op.record.id : op.id);
}

const pickerRecord = (set: Id, state: PickerState): PickerRecord => ({ id: set, set, state });

/**
 * The client's copy of the signed-in user's data: what the server confirmed, plus the writes still in
 * flight (optimistic) and picker states the server has not accepted yet. `view()` is what screens see.
 *
 * Realtime events may arrive before or after the response of the write that caused them, and changes of
 * other devices may land in between; so confirmed data only ever moves by events, and a write that
 * succeeded is folded in only for records no other device's event has touched since it was sent. This
 * device's writes reach the server in the order sent, so the echo of an earlier one that comes after a
 * later one was sent is skipped (see own-echoes.ts). Picker states are the exception: the server orders
 * them by version, so an accepted one is folded in unless a newer is known.
 */
export class LibraryState {
  private confirmed: Library = EMPTY_LIBRARY;
  private confirmedAccount: Account | null = null;
  private readonly pending = new Map<number, { change: Change; sentAt: number }>();
  private readonly localPickers = new Map<Id, LocalPicker>();
  /** The highest `rev` known of each set's chains, ended ones too: a new chain goes on past it. */
  private readonly revs = new Map<Id, number>();
  /**
   * The last chain of each set the server took since the last save of the device's copy (by rev, then
   * tab: two tabs that picked at once may hold the same rev, and the other tab's may still wait).
   */
  private ended = new Map<Id, ChainMark>();
  private readonly lastEvent = new Map<string, number>();
  /** As `lastEvent`, for events that are not the echoes of this device's own writes. */
  private readonly lastForeign = new Map<string, number>();
  private readonly echoes = new OwnEchoes();
  private eventCount = 0;
  /** The event count at the last `resync`: it touched every record. */
  private resyncedAt = 0;
  private writeCount = 0;
  /** Counts changes of `pending` (what it holds, not when each was sent). */
  private pendingVersion = 0;
  private readonly shown = new ShownLibrary();
  private members: {
    songs: Library['songs'];
    memberships: Library['memberships'];
    bySet: Map<Id, PickerMember[]>;
  } = { songs: EMPTY_LIBRARY.songs, memberships: EMPTY_LIBRARY.memberships, bySet: new Map() };

  reset(library: Library = EMPTY_LIBRARY, account: Account | null = null): void {
    this.confirmed = library;
    this.confirmedAccount = account;
    this.pending.clear();
    this.pendingVersion += 1;
    this.localPickers.clear();
    this.revs.clear();
    this.ended.clear();
    this.lastEvent.clear();
    this.lastForeign.clear();
    this.echoes.clear();
  }

  /**
   * A fresh load, after realtime may have missed events (the network was down, the device asleep): it
   * becomes the confirmed data as if every record had changed. Writes in flight and this device's picker
   * states stay on top; a confirmed picker state newer than the loaded one stays (versions only grow).
   */
  resync(read: Library): void {
    // What the read has in common with the confirmed data stays the same objects (screens redraw what changed).
    const library = sharingUnchanged(this.confirmed, read);
    this.eventCount += 1;
    this.resyncedAt = this.eventCount;
    this.echoes.clear();
    const newer: Operation[] = [];
    for (const [set, record] of Object.entries(this.confirmed.pickers)) {
      const loaded = library.pickers[set]?.state;
      if (library.sets[set] && (!loaded || loaded.version < record.state.version))
        newer.push({ type: 'upsert', collection: 'pickers', record });
    }
    this.confirmed = newer.length > 0 ? applyChange(library, { ops: newer }, { lenient: true }) : library;
    this.endTakenChains();
  }

  private endChain(set: Id, chain: LocalPicker): void {
    this.localPickers.delete(set);
    const last = this.ended.get(set);
    if (!last || laterChain(markOf(chain), last)) this.ended.set(set, markOf(chain));
  }

  /** Chains ended since the last call, for the device's copy to forget (see `OfflineSave.ended`). */
  takeEnded(): ({ set: Id } & ChainMark)[] {
    const ended = [...this.ended].map(([set, last]) => ({ set, ...last }));
    this.ended = new Map();
    return ended;
  }

  setAccount(account: Account | null): void {
    this.confirmedAccount = account;
    const key = recordKey('account', '');
    this.lastEvent.set(key, ++this.eventCount);
    this.lastForeign.set(key, this.eventCount);
  }

  /** Applies realtime events in one step (one copy per touched collection, however many events). */
  applyEvents(events: readonly LibraryEvent[]): void {
    const ops: Operation[] = [];
    for (const event of events) {
      this.eventCount += 1;
      if (event.type === 'account') {
        this.setAccount(event.account);
        continue;
      }
      // Handled by the client store (it loads the library again).
      if (event.type === 'changed' || event.type === 'connection') continue;
      if (event.type === 'delete') {
        if (this.heardRecord(recordKey(event.collection, event.id), null) === 'stale') continue;
        ops.push({ type: 'delete', collection: event.collection, id: event.id } as Operation);
        continue;
      }
      if (event.collection === 'pickers') {
        // An older state arriving late (another device's echo) never replaces a newer one.
        const known = this.confirmed.pickers[event.record.id]?.state;
        if (known && known.version > event.record.state.version) continue;
      }
      if (this.heardRecord(recordKey(event.collection, event.record.id), event.record) === 'stale') continue;
      // The echo of this device's own write, confirmed already: nothing to copy (a long history is big).
      if (holdsRecord(this.confirmed, event.collection, event.record)) continue;
      ops.push({ type: 'upsert', collection: event.collection, record: event.record } as Operation);
    }
    if (ops.length > 0) this.confirmed = applyChange(this.confirmed, { ops }, { lenient: true });
    this.endTakenChains();
  }

  /**
   * Notes an event of record `key`. The echo of one of this device's writes that a later write of it
   * follows is old news (`'stale'`): it is skipped. Only other devices' events keep a write that succeeded
   * out of the confirmed data (see `succeed`): this device's own are in the order it sent them.
   */
  private heardRecord(key: string, record: EchoedRecord): 'stale' | 'heard' {
    this.lastEvent.set(key, this.eventCount);
    // Picker states are ordered by their versions instead.
    const match = key.startsWith('pickers/') ? null : this.echoes.match(key, record);
    if (match === null) this.lastForeign.set(key, this.eventCount);
    return match === 'stale' ? 'stale' : 'heard';
  }

  /** What write `handle`, being sent, should leave each record it touches as: its echoes to come. */
  private expectEchoes(handle: number, change: Change): void {
    this.echoes.drop(handle);
    for (const op of change.ops) {
      if (op.type === 'account' || op.collection === 'pickers') continue;
      const key = opKey(op);
      if (op.type === 'create' || op.type === 'upsert') this.echoes.expect(handle, key, op.record);
      else if (op.type === 'delete') this.echoes.expect(handle, key, null);
      else {
        const before = this.echoes.latest(key)?.record ?? libraryRecord(this.confirmed, op.collection, op.id);
        // A record unknown here: what the server will echo is not known either.
        if (before) this.echoes.expect(handle, key, { ...before, ...op.patch, id: op.id });
      }
    }
  }

  /**
   * Ends the chains the server holds already: taken from another tab of this device, or sent on the
   * way out before the device's copy knew.
   */
  endTakenChains(): void {
    for (const [set, chain] of this.localPickers) {
      const held = this.confirmed.pickers[set]?.state;
      if (held && held.version >= chain.state.version && samePickerContent(held, chain.state))
        this.endChain(set, chain);
    }
  }

  /** How many events were heard so far: a read of the charts keeps what those after it tell. */
  get heard(): number {
    return this.eventCount;
  }

  /** Every chart, as read since event `heard` was `mark` (see store/chart-reads.ts). */
  chartsRead(charts: Library['charts'], mark: number): void {
    const touched = (id: Id) => (this.lastEvent.get(recordKey('charts', id)) ?? 0) > mark;
    this.confirmed = withReadCharts(this.confirmed, charts, touched);
  }

  /** Registers a write to send (shown at once); returns its handle. */
  begin(change: Change): number {
    const handle = ++this.writeCount;
    this.pending.set(handle, { change, sentAt: this.eventCount });
    this.pendingVersion += 1;
    return handle;
  }

  /**
   * The write is being sent now: only events from here on may have overtaken it. A write queued while
   * offline is sent long after `begin`, and a resync in between must not hide its effect.
   */
  sending(handle: number): void {
    const write = this.pending.get(handle);
    if (!write) return;
    this.pending.set(handle, { change: write.change, sentAt: this.eventCount });
    this.expectEchoes(handle, write.change);
  }

  /** What the server confirmed, for keeping on the device (writes waiting and local picks apart). */
  confirmedLibrary(): Library {
    return this.confirmed;
  }

  /** Whether the server's data, as last confirmed, already holds all of `change`. */
  holds(change: Change): boolean {
    return changeIsApplied(change, this.confirmed, this.confirmedAccount);
  }

  /**
   * The write succeeded: keep its effect on every record no other device's event has touched since it
   * was sent (the echoes of this device's earlier writes are older than it).
   */
  succeed(handle: number): void {
    const write = this.pending.get(handle);
    this.pending.delete(handle);
    this.pendingVersion += 1;
    if (!write) return;
    // A resync since the write was sent loaded the server's data, this write's effect included or not.
    if (this.resyncedAt > write.sentAt) return;
    // Its own echo may have brought a record already: that one is not copied again.
    const untouched = write.change.ops.filter(
      (op) =>
        (this.lastForeign.get(opKey(op)) ?? 0) <= write.sentAt &&
        !changeIsApplied({ ops: [op] }, this.confirmed, this.confirmedAccount),
    );
    if (untouched.length === 0) return;
    this.confirmed = applyChange(this.confirmed, { ops: untouched }, { lenient: true });
    const patch = accountPatch({ ops: untouched });
    if (this.confirmedAccount && Object.keys(patch).length > 0) {
      this.confirmedAccount = { ...this.confirmedAccount, ...patch };
    }
  }

  /** The write failed: its optimistic effect disappears. */
  fail(handle: number): void {
    this.pending.delete(handle);
    this.echoes.drop(handle);
    this.pendingVersion += 1;
  }

  /**
   * A picker state computed on this device from the one shown: the set's local chain goes on, and the
   * state as kept is returned. A chain is written as one state, so every state of it carries the version
   * that write gets, one past its base's: the server keeps a state only over an older version, and a
   * write that skipped versions could replace a state another device wrote in between.
   */
  extendLocalPicker(set: Id, state: PickerState, tab: number): SavedPicker {
    const chain = this.localPickers.get(set);
    const base = chain ? chain.base : this.confirmed.pickers[set]?.state;
    const version = chain ? chain.state.version : (base?.version ?? 0) + 1;
    const kept = state.version === version ? state : { ...state, version };
    const next = { state: kept, base, moves: (chain?.moves ?? 0) + 1, rev: this.nextRev(set), tab };
    this.localPickers.set(set, next);
    return { set, ...next };
  }

  private nextRev(set: Id): number {
    const rev = (this.revs.get(set) ?? 0) + 1;
    this.revs.set(set, rev);
    return rev;
  }

  /**
   * Starts a set's local chain afresh: a rebase onto `base`, or a restored state of unknown origin.
   * `moves` defaults to those of the chain it replaces (a rebase keeps every move), or one. Returns the
   * chain as kept, one rev past every other: the device's copy and the other tabs take it.
   */
  setLocalPicker(
    set: Id,
    state: PickerState,
    base: PickerState | undefined,
    tab: number,
    moves?: number,
  ): SavedPicker {
    const count = moves ?? this.localPickers.get(set)?.moves ?? 1;
    const chain = { state, base, moves: count, rev: this.nextRev(set), tab };
    this.localPickers.set(set, chain);
    return { set, ...chain };
  }

  /**
   * A chain another tab made (or the device's copy kept): it becomes the set's chain when it comes after
   * the one shown. Returns whether it did.
   */
  adoptChain(chain: SavedPicker): boolean {
    const { set, ...kept } = chain;
    this.revs.set(set, Math.max(this.revs.get(set) ?? 0, chain.rev));
    const mine = this.localPickers.get(set);
    if (mine && !laterChain(markOf(chain), markOf(mine))) return false;
    // Ended already here (the server took it): only a later one starts the set's chain again.
    const last = this.ended.get(set);
    if (!mine && last && !laterChain(markOf(chain), last)) return false;
    this.localPickers.set(set, kept);
    return true;
  }

  /** Every set's local chain, for keeping on the device. */
  savedPickers(): SavedPicker[] {
    return [...this.localPickers].map(([set, chain]) => ({ set, ...chain }));
  }

  /** How many moves of this device's pickers the server has not accepted yet. */
  waitingMoves(): number {
    let moves = 0;
    for (const chain of this.localPickers.values()) moves += chain.moves;
    return moves;
  }

  localPicker(set: Id): LocalPicker | undefined {
    return this.localPickers.get(set);
  }

  /**
   * The server accepted `state`: it is confirmed at once (an echo of it may come later, or never if
   * another device wrote first), and the local chain ends, or goes on from it if this device picked since.
   */
  pickerAccepted(set: Id, state: PickerState, movesSent = Number.POSITIVE_INFINITY): boolean {
    const known = this.confirmed.pickers[set]?.state;
    // Versions only grow on the server, so an older confirmed state is one the server has replaced.
    if (this.confirmed.sets[set] && (!known || known.version < state.version)) {
      this.confirmed = applyChange(
        this.confirmed,
        { ops: [{ type: 'upsert', collection: 'pickers', record: pickerRecord(set, state) }] },
        { lenient: true },
      );
    }
    const chain = this.localPickers.get(set);
    if (!chain) return false;
    if (samePickerState(chain.state, state)) this.endChain(set, chain);
    else if (chain.state.version <= state.version) {
      // Picked on from it (here or in another tab) while it was sent: the chain goes on from it.
      this.localPickers.set(set, {
        ...chain,
        state: { ...chain.state, version: state.version + 1 },
        base: state,
        moves: Math.max(1, chain.moves - movesSent),
      });
      return true;
    }
    return false;
  }

  /** Picker states of this device the server has not accepted yet. */
  unsavedPickers(): PickerRecord[] {
    return [...this.localPickers].map(([set, chain]) => pickerRecord(set, chain.state));
  }

  view(): { library: Library; account: Account | null } {
    const { library, shownAccount } = this.shown.withWrites(
      this.confirmed,
      this.confirmedAccount,
      this.pendingVersion,
      [...this.pending.values()].map((write) => write.change),
    );
    // This device's picks are shown until the server accepts them, even over a newer state of another
    // device: the picker writer rebases them onto it.
    const picks: PickerRecord[] = [];
    for (const [setId, chain] of this.localPickers) {
      if (!library.sets[setId]) this.endChain(setId, chain);
      else picks.push(pickerRecord(setId, chain.state));
    }
    return { library: this.shown.withPicks(library, picks), account: shownAccount };
  }

  /**
   * A set's members as the picker sees them, the same array for as long as songs and memberships are
   * unchanged (picks only change picker records), so the picker's per-set index stays warm.
   */
  membersOf(library: Library, setId: Id): PickerMember[] {
    if (this.members.songs !== library.songs || this.members.memberships !== library.memberships) {
      this.members = { songs: library.songs, memberships: library.memberships, bySet: new Map() };
    }
    let members = this.members.bySet.get(setId);
    if (!members) {
      members = pickerMembers(library, setId);
      this.members.bySet.set(setId, members);
    }
    return members;
  }
}
