import { accountPatch, applyChange, type Change, type Operation } from '../library/change.js';
import { pickerMembers } from '../library/queries.js';
import type { Account, CollectionName, Id, Library, PickerMember, PickerRecord } from '../model/records.js';
import { EMPTY_LIBRARY } from '../model/records.js';
import { isNewerPickerState } from '../picker/restore.js';
import type { LibraryEvent } from '../storage/storage.js';

const recordKey = (collection: CollectionName | 'account', id: Id) => `${collection}/${id}`;

function opKey(op: Operation): string {
  if (op.type === 'account') return recordKey('account', '');
  return recordKey(op.collection, op.type === 'create' || op.type === 'upsert' ? op.record.id : op.id);
}

/**
 * The client's copy of the signed-in user's data: what the server confirmed, plus the writes still in
 * flight (optimistic) and picker states not yet echoed back. `view()` is what screens see.
 *
 * Realtime events may arrive before or after the response of the write that caused them, and changes of
 * other devices may land in between; so confirmed data only ever moves by events, and a write that
 * succeeded is folded in only for records no event has touched since it was sent.
 */
export class LibraryState {
  private confirmed: Library = EMPTY_LIBRARY;
  private confirmedAccount: Account | null = null;
  private readonly pending = new Map<number, { change: Change; sentAt: number }>();
  private readonly localPickers = new Map<Id, PickerRecord>();
  private readonly lastEvent = new Map<string, number>();
  private eventCount = 0;
  private writeCount = 0;
  private members: {
    songs: Library['songs'];
    memberships: Library['memberships'];
    bySet: Map<Id, PickerMember[]>;
  } = { songs: EMPTY_LIBRARY.songs, memberships: EMPTY_LIBRARY.memberships, bySet: new Map() };

  reset(library: Library = EMPTY_LIBRARY, account: Account | null = null): void {
    this.confirmed = library;
    this.confirmedAccount = account;
    this.pending.clear();
    this.localPickers.clear();
    this.lastEvent.clear();
  }

  setAccount(account: Account | null): void {
    this.confirmedAccount = account;
    this.lastEvent.set(recordKey('account', ''), ++this.eventCount);
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
      if (event.type === 'delete') {
        ops.push({ type: 'delete', collection: event.collection, id: event.id } as Operation);
        this.lastEvent.set(recordKey(event.collection, event.id), this.eventCount);
        continue;
      }
      if (event.collection === 'pickers') {
        // An older state arriving late (another device's echo) never replaces a newer one.
        const known = this.confirmed.pickers[event.record.id]?.state;
        if (known && known.version > event.record.state.version) continue;
      }
      ops.push({ type: 'upsert', collection: event.collection, record: event.record } as Operation);
      this.lastEvent.set(recordKey(event.collection, event.record.id), this.eventCount);
    }
    if (ops.length > 0) this.confirmed = applyChange(this.confirmed, { ops }, { lenient: true });
  }

  /** Registers a write in flight; returns its handle. */
  begin(change: Change): number {
    const handle = ++this.writeCount;
    this.pending.set(handle, { change, sentAt: this.eventCount });
    return handle;
  }

  /** The write succeeded: keep its effect on every record no event has touched since it was sent. */
  succeed(handle: number): void {
    const write = this.pending.get(handle);
    this.pending.delete(handle);
    if (!write) return;
    const untouched = write.change.ops.filter((op) => (this.lastEvent.get(opKey(op)) ?? 0) <= write.sentAt);
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
  }

  /** A picker state computed on this device, shown at once and kept until the server has it. */
  setLocalPicker(record: PickerRecord): void {
    this.localPickers.set(record.set, record);
  }

  /** Picker states of this device the server does not have yet. */
  unsavedPickers(): PickerRecord[] {
    return [...this.localPickers.values()].filter((record) =>
      isNewerPickerState(record.state, this.confirmed.pickers[record.set]?.state),
    );
  }

  view(): { library: Library; account: Account | null } {
    let library = this.confirmed;
    let account = this.confirmedAccount;
    for (const { change } of this.pending.values()) {
      library = applyChange(library, change, { lenient: true });
      const patch = accountPatch(change);
      if (account && Object.keys(patch).length > 0) account = { ...account, ...patch };
    }
    const overlay: Operation[] = [];
    for (const [setId, record] of this.localPickers) {
      if (!library.sets[setId]) this.localPickers.delete(setId);
      else if (isNewerPickerState(record.state, library.pickers[setId]?.state)) {
        overlay.push({ type: 'upsert', collection: 'pickers', record });
      } else this.localPickers.delete(setId);
    }
    if (overlay.length > 0) library = applyChange(library, { ops: overlay });
    return { library, account };
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
