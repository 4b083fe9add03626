import { TIMINGS } from '../model/constants.js';
import type { Id } from '../model/records.js';
import type { Unsubscribe } from '../storage/storage.js';
import type { ClientOptions } from './client-state.js';
import type { KeyValueStore } from './key-value.js';
import type { SavedPicker } from './local-chain.js';
import type { OfflineSave, OfflineStore } from './offline-copy.js';
import type { TabBus, TabMessage } from './tabs.js';
import { WriteJournal } from './write-journal.js';
import { isHistoryOnly, type QueuedWrite, type RefusedWrite } from './write-queue.js';
import { LARGE_WRITE_OPS } from './writer-host.js';

/**
 * The device's side of a client store: its copy of the musician's data (shared by every tab) and the
 * other tabs. Every change is kept in the copy in the task that makes it, then told to the other tabs;
 * the tab that sends (the leader, one per device) also keeps the confirmed library there, a moment after
 * it changes. Without a store or tabs (tests, the widget) the tab is alone and keeps nothing.
 */
export class DeviceCopy {
  private user: Id | null = null;
  private heard: Unsubscribe | null = null;
  private leadership: Unsubscribe | null = null;
  /** Messages heard while the copy was being read: they apply after it. */
  private early: TabMessage[] | null = null;
  private onMessage: (message: TabMessage) => void = () => undefined;
  private saveRunning = false;
  private saveAgain = false;
  private saveUrgent = false;
  private saveWake: (() => void) | null = null;
  private saving: Promise<void> = Promise.resolve();

  private readonly store: OfflineStore | null;
  private readonly tabs: TabBus | null;
  /** Keeps small writes at once until the copy holds them (see write-journal.ts). */
  private readonly journal: WriteJournal | null;

  constructor(
    { offlineStore, tabs }: Pick<ClientOptions, 'offlineStore' | 'tabs'>,
    /** Where the journal is kept (localStorage on the site). */
    journalStore: KeyValueStore | null,
    /** What the leader saves now, or null when there is nothing to save (not ready, not leading). */
    private readonly saveable: () => OfflineSave | null,
  ) {
    this.store = offlineStore ?? null;
    this.tabs = tabs ?? null;
    this.journal = this.store && journalStore ? new WriteJournal(journalStore) : null;
  }

  /** This tab's number among the device's tabs (0 when it is alone). */
  get tab(): number {
    return this.tabs?.tab ?? 0;
  }

  /** Whether the device keeps a copy at all. */
  get keeps(): boolean {
    return this.store !== null;
  }

  /**
   * Opens the user's copy: hears the other tabs from now on (what they say while the copy is read
   * comes after it), and resolves the copy as kept (or null).
   */
  async open(user: Id, onMessage: (message: TabMessage) => void): Promise<unknown> {
    this.close();
    this.user = user;
    this.onMessage = onMessage;
    this.early = [];
    this.heard =
      this.tabs?.listen((message) => {
        if (message.user !== this.user) return;
        // A write told by its id is read from the copy, then heard as if told whole.
        if (message.type === 'kept')
          void this.keptWrite(message.id).then((write) => {
            if (write) this.hear({ type: 'write', user, write });
          });
        else this.hear(message);
      }) ?? null;
    return this.store ? await this.store.load(user).catch(() => null) : null;
  }

  private hear(message: TabMessage): void {
    if (this.early) this.early.push(message);
    else this.onMessage(message);
  }

  /** The copy is shown: what the other tabs said meanwhile applies now, and they hear this tab. */
  opened(): void {
    const early = this.early ?? [];
    this.early = null;
    for (const message of early) this.onMessage(message);
    if (this.user) this.post({ type: 'hello', user: this.user });
  }

  /** Waits to be the tab that sends the user's changes (at once when the tab is alone). */
  lead(onLead: () => void): void {
    if (!this.user) return;
    if (this.tabs) this.leadership = this.tabs.lead(this.user, onLead);
    else onLead();
  }

  /** Stops hearing the other tabs and lets another tab lead (sign-out, another user, closed). */
  close(): void {
    this.heard?.();
    this.heard = null;
    this.leadership?.();
    this.leadership = null;
    this.user = null;
    this.early = null;
  }

  post(message: TabMessage): void {
    this.tabs?.post(message);
  }

  /**
   * Keeps a write in the copy (issued before this returns), and a small one of the gig history in the
   * journal at once until the copy holds it; tells the other tabs: a large one (more than `LARGE_WRITE_OPS` steps) by its id
   * once the copy holds it, so that no copy of it is made for them in this task; whole if the copy could
   * not keep it.
   */
  keepWrite(write: QueuedWrite): void {
    const user = this.user;
    if (!user) return;
    const kept = this.store?.putWrite(user, write);
    // Only the gig history's writes (a NEXT's tune, new records under fresh ids): an edit given back to a
    // later page could land over a newer one the server took meanwhile.
    if (kept && isHistoryOnly(write.change) && this.journal?.keep(user, write)) {
      const journal = this.journal;
      // A copy that failed leaves the entry: the next page finds the write there.
      kept.then(() => journal.confirmed(user, write.id)).catch(() => undefined);
    }
    if (!kept || write.change.ops.length <= LARGE_WRITE_OPS) {
      void kept?.catch(() => undefined);
      this.post({ type: 'write', user, write });
      return;
    }
    void kept.then(
      () => this.post({ type: 'kept', user, id: write.id }),
      () => this.post({ type: 'write', user, write }),
    );
  }

  /**
   * On opening: the writes the journal holds that the copy did not keep (`inCopy`, the copy's writes as
   * read), oldest first, kept in the copy now and told to the other tabs; the journal's entries of writes
   * the copy holds go.
   */
  recover(inCopy: readonly QueuedWrite[]): QueuedWrite[] {
    const { user, journal, store } = this;
    if (!user || !journal || !store) return [];
    const held = new Set(inCopy.map((write) => write.id));
    const lost: QueuedWrite[] = [];
    for (const write of journal.read(user)) {
      if (held.has(write.id)) {
        journal.forget(user, write.id);
        continue;
      }
      lost.push(write);
      store
        .putWrite(user, write)
        .then(() => journal.forget(user, write.id))
        .catch(() => undefined);
      this.post({ type: 'write', user, write });
    }
    return lost;
  }

  /** Tells the other tabs of a write the copy holds already (found there): a large one by its id. */
  tellKept(write: QueuedWrite): void {
    if (!this.user) return;
    const large = this.store !== null && write.change.ops.length > LARGE_WRITE_OPS;
    this.post(
      large ? { type: 'kept', user: this.user, id: write.id } : { type: 'write', user: this.user, write },
    );
  }

  /** A write another tab kept in the copy and told by its id (see `keepWrite`), or null. */
  private async keptWrite(id: number): Promise<QueuedWrite | null> {
    const user = this.user;
    if (!user || !this.store) return null;
    const writes = await this.store.writes(user).catch(() => []);
    return user === this.user ? (writes.find((write) => write.id === id) ?? null) : null;
  }

  /** Keeps a set's chain in the copy (issued before this returns) and tells the other tabs. */
  keepChain(chain: SavedPicker): void {
    if (!this.user) return;
    void this.store?.putPicker(this.user, chain).catch(() => undefined);
    this.post({ type: 'picker', user: this.user, chain });
  }

  /** The writes the copy holds, for the leader's look for writes of closed tabs. */
  kept(): Promise<readonly QueuedWrite[]> {
    return this.user && this.store ? this.store.writes(this.user) : Promise.resolve([]);
  }

  /** A refused write leaves the copy's queue and is kept as refused. */
  refuse(write: RefusedWrite): void {
    if (this.user) void this.store?.refuse(this.user, write).catch(() => undefined);
  }

  /** The musician saw a refused write: it goes from the copy and every tab. */
  dismiss(id: number): void {
    if (!this.user) return;
    void this.store?.dismiss(this.user, id).catch(() => undefined);
    this.post({ type: 'dismissed', user: this.user, id });
  }

  /**
   * Saves the confirmed library (the leader's part): one save at a time, the newest state last. A burst
   * of changes is saved once, after it is painted; `urgent` (the page goes away) saves now.
   */
  scheduleSave(urgent = false): void {
    if (!this.store) return;
    if (urgent) this.saveUrgent = true;
    if (this.saveRunning) {
      this.saveAgain = true;
      if (urgent) this.saveWake?.();
      return;
    }
    this.saveRunning = true;
    const store = this.store;
    this.saving = (async () => {
      if (!this.saveUrgent)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, TIMINGS.offlineSaveDelay);
          this.saveWake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      this.saveWake = null;
      do {
        this.saveUrgent = false;
        this.saveAgain = false;
        const save = this.saveable();
        if (!save) break;
        await store.save(save).catch(() => undefined);
      } while (this.saveAgain);
      this.saveRunning = false;
    })();
  }

  /** Forgets the user's copy, after a save under way, and tells the other tabs it is gone. */
  async clear(user: Id): Promise<void> {
    this.journal?.clear(user);
    if (!this.store) return;
    await this.saving;
    await this.store.clear(user).catch(() => undefined);
    this.post({ type: 'cleared', user });
  }

  /** Another tab forgot the copy: a save of this tab that was under way must not bring it back. */
  async cleared(user: Id): Promise<void> {
    this.journal?.clear(user);
    await this.saving;
    await this.store?.clear(user).catch(() => undefined);
  }
}
