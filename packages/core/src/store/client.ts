import { proxy, ref, snapshot, subscribe } from 'valtio/vanilla';
import { type Change, isEmptyChange } from '../library/change.js';
import type { RuleContext } from '../library/rules/context.js';
import { TIMINGS } from '../model/constants.js';
import { type Account, EMPTY_LIBRARY, type Id, type Library, type PickerState } from '../model/records.js';
import type { PickerEvent } from '../picker/transition.js';
import { TunedeckError, toTunedeckError } from '../storage/errors.js';
import type { TunedeckStorage, Unsubscribe } from '../storage/storage.js';
import {
  type ClientOptions,
  type ClientState,
  type Failed,
  FORM_HANDLED,
  type OfflineCause,
} from './client-state.js';
import { clientContext } from './clock.js';
import { Connection } from './connection.js';
import { DeviceCopy } from './device-copy.js';
import { memoryKeyValueStore } from './key-value.js';
import { LibraryState } from './library-state.js';
import { LocalPickers } from './local-pickers.js';
import type { OfflineSave, readOfflineSnapshot } from './offline-copy.js';
import { OFFLINE_FORMAT } from './offline-format.js';
import { PickerChain } from './picker-chain.js';
import { PickerWriter } from './picker-writer.js';
import type { TabMessage } from './tabs.js';
import { type Settled, WriteQueue } from './write-queue.js';
import type { WriterHost } from './writer-host.js';

/**
 * The engine under every screen: the signed-in user, their data and status as one valtio state, and
 * the session lifecycle (restore, load, realtime, sign-out clearing). Commands are added by
 * `createTunedeckClient`; this class holds the machinery they share.
 */
export class ClientCore {
  readonly state: ClientState;
  readonly storage: TunedeckStorage;
  readonly context: RuleContext;
  private readonly data = new LibraryState();
  private readonly pickers: PickerWriter;
  private readonly writes: WriteQueue;
  private readonly device: DeviceCopy;
  private readonly offlineCauses = new Set<OfflineCause>();
  /** The confirmed library as the copy last had it saved. */
  private savedLibrary: Library | null = null;
  /** Writes the server took since the copy was last saved: the save drops them from its queue. */
  private takenSinceSave: number[] = [];
  /** Writes refused to their (waiting) caller since the copy was last saved: dropped from it too. */
  private failedSinceSave: number[] = [];
  private readonly stopAuth: Unsubscribe;
  private session = 0;
  /** A publish of the history's tunes waits until the new tune is painted (see `commit`'s `quiet`). */
  private publishTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly chain: PickerChain;
  readonly connection: Connection;

  constructor(options: ClientOptions) {
    this.storage = options.storage;
    this.context = clientContext(options, () => this.storage.serverTime?.() ?? null);
    const local = options.localRecords ?? memoryKeyValueStore();
    this.device = new DeviceCopy(options, local, () => this.toSave());
    // What both writers need of the client.
    const device = this.device;
    const client = this;
    const host: WriterHost = {
      storage: this.storage,
      data: this.data,
      now: this.context.now,
      get tab() {
        return device.tab;
      },
      session: () => this.session,
      saving: (delta) => {
        this.state.saving += delta;
      },
      publish: () => this.publish(),
    };
    this.writes = new WriteQueue({
      ...host,
      // The tab's number may still change in its first moment (see `TabBus.tab`): read when used.
      get tab() {
        return device.tab;
      },
      random: this.context.random,
      keep: (write) => this.device.keepWrite(write),
      kept: () => this.device.kept(),
      found: (writes) => {
        const user = this.state.account?.id;
        if (user) for (const write of writes) this.device.tellKept(write);
      },
      offline: (waiting) => {
        this.setOffline('writes', waiting);
        const user = this.state.account?.id;
        if (user) this.device.post({ type: 'sender', user, offline: waiting });
      },
      settled: (settled) => this.settled(settled),
      stale: (ids) => {
        this.takenSinceSave.push(...ids);
        this.device.scheduleSave();
      },
      drained: () => this.pickers.resend(),
      reread: () => this.connection.reread(),
    });
    this.pickers = new PickerWriter({
      ...host,
      get tab() {
        return device.tab;
      },
      leading: () => this.writes.isLeading,
      rebased: (chain) => {
        this.chain.saveLocal(chain.set, chain.state);
        this.device.keepChain(chain);
      },
      accepted: (set, state, moves) => {
        const user = this.state.account?.id;
        if (user) this.device.post({ type: 'accepted', user, set, state, moves });
      },
      report: (error) => this.failed(error),
      offline: (waiting) => this.setOffline('pickers', waiting),
      blocked: () => this.writes.blocksPicks,
    });
    this.chain = new PickerChain({
      get state() {
        return client.state;
      },
      data: this.data,
      context: this.context,
      device: this.device,
      pickers: this.pickers,
      records: new LocalPickers(local, this.context.now),
      publish: () => this.publish(),
    });
    this.connection = new Connection({
      storage: this.storage,
      get state() {
        return client.state;
      },
      data: this.data,
      writes: this.writes,
      pickers: this.pickers,
      session: () => this.session,
      setOffline: (cause, offline) => this.setOffline(cause, offline),
      offlineFor: (cause) => this.offlineCauses.has(cause),
      failed: (error) => this.failed(error),
      publish: () => this.publish(),
      restoreLocalPickers: (user) => this.chain.restoreRecords(user),
    });
    this.state = proxy<ClientState>({
      status: 'starting',
      account: null,
      library: ref(EMPTY_LIBRARY),
      chartsLoaded: false,
      saving: 0,
      error: null,
      offline: false,
      waiting: 0,
      refused: ref([]),
    });
    this.stopAuth = this.storage.auth.onChange((account) => this.onAccount(account));
    void this.onAccount(this.storage.auth.current());
  }

  subscribe(listener: () => void): Unsubscribe {
    return subscribe(this.state, listener);
  }

  getSnapshot() {
    return snapshot(this.state);
  }

  get library(): Library {
    return this.state.library;
  }

  get account(): Account | null {
    return this.state.account;
  }

  dismissError(): void {
    this.state.error = null;
  }

  /** Reports an unexpected failure to the Network Error dialog and returns it as a `Failed` result. */
  failed(error: unknown): Failed {
    const failure = toTunedeckError(error);
    this.state.error = failure;
    return { ok: false, reason: 'failed', error: failure };
  }

  /** The tab closes: another tab of the device sends what waits. */
  dispose(): void {
    this.stopAuth();
    this.connection.reset();
    this.device.close();
    this.pickers.reset();
    this.writes.reset();
    this.session += 1;
  }

  /** Shows the data as it now is; the leader's copy of the confirmed library follows a moment later. */
  publish(): void {
    if (this.publishTimer !== null) clearTimeout(this.publishTimer);
    this.publishTimer = null;
    const { library, account } = this.data.view();
    this.state.library = ref(library);
    this.state.account = account;
    // A NEXT counts once: its picker move, not also its tune's history write.
    const waiting = this.writes.changes + this.data.waitingMoves();
    if (this.state.waiting !== waiting) this.state.waiting = waiting;
    this.chain.scheduleSync();
    if (this.writes.isLeading && this.data.confirmedLibrary() !== this.savedLibrary)
      this.device.scheduleSave();
  }

  /** A publish held back for a moment (see `publishSoon`) happens now. */
  publishPending(): void {
    if (this.publishTimer !== null) this.publish();
  }

  /** Publishes a moment from now (after the change on screen is painted), unless something does first. */
  private publishSoon(): void {
    if (this.publishTimer !== null) return;
    this.publishTimer = setTimeout(() => this.publish(), TIMINGS.recordPlayDelay);
  }

  private setOffline(cause: OfflineCause, offline: boolean): void {
    if (offline) this.offlineCauses.add(cause);
    // The library read again proves the network is back for all: what waits is sent again (and says so
    // if it fails). A write or pick the server took proves it for every cause but realtime's.
    else if (cause === 'connection') this.offlineCauses.clear();
    else for (const c of ['pickers', 'writes'] as const) this.offlineCauses.delete(c);
    const value = this.offlineCauses.size > 0;
    if (this.state.offline !== value) this.state.offline = value;
  }

  /** The musician saw a refused write: it leaves the list, the device's copy and every tab. */
  dismissRefused(id: number): void {
    this.state.refused = ref(this.state.refused.filter((write) => write.id !== id));
    this.device.dismiss(id);
  }

  /** The leader settled writes: the copy and the other tabs follow. */
  private settled(settled: Settled): void {
    const user = this.state.account?.id;
    if (!user) return;
    this.takenSinceSave.push(...settled.taken, ...(settled.held ?? []));
    this.failedSinceSave.push(...settled.failed);
    for (const write of settled.refused) this.device.refuse(write);
    if (settled.refused.length > 0) this.state.refused = ref([...this.state.refused, ...settled.refused]);
    this.device.post({ type: 'settled', user, ...settled });
    this.device.scheduleSave();
  }

  /** What the leader saves of the device's copy now: the confirmed library, the writes and chains taken. */
  private toSave(): OfflineSave | null {
    const user = this.state.account?.id;
    if (!user || this.state.status !== 'ready' || !this.writes.isLeading) return null;
    const library = this.data.confirmedLibrary();
    this.savedLibrary = library;
    return {
      format: OFFLINE_FORMAT,
      user,
      savedAt: this.context.now(),
      library,
      ...(this.state.chartsLoaded ? { chartsRead: true as const } : {}),
      settled: [...this.takenSinceSave.splice(0), ...this.failedSinceSave.splice(0)],
      ended: this.data.takeEnded(),
    };
  }

  /** Forgets the device's copy of a user's data (sign-out, account deleted), after a save under way. */
  async clearOffline(user: Id): Promise<void> {
    await this.device.clear(user);
  }

  /** What another tab of the device says about the signed-in musician. */
  private onTabMessage(message: TabMessage): void {
    switch (message.type) {
      case 'write':
        if (this.writes.incoming(message.write)) this.publish();
        return;
      case 'settled':
        this.writes.settledElsewhere(message);
        if (message.refused.length > 0) {
          const known = new Set(this.state.refused.map((write) => write.id));
          const added = message.refused.filter((write) => !known.has(write.id));
          this.state.refused = ref([...this.state.refused, ...added]);
        }
        this.publish();
        return;
      case 'picker':
        this.chain.heard(message.chain);
        return;
      case 'accepted': {
        const goesOn = this.data.pickerAccepted(message.set, message.state, message.moves);
        // This tab's chain goes on from the state taken: told again (one rev past all), so the sending
        // tab sends it even if it had dropped it (a chain it heard after its own was taken).
        const chain = goesOn && !this.writes.isLeading ? this.data.localPicker(message.set) : undefined;
        if (chain)
          this.device.keepChain(
            this.data.setLocalPicker(message.set, chain.state, chain.base, this.device.tab),
          );
        this.publish();
        return;
      }
      case 'sender':
        if (!this.writes.isLeading) this.setOffline('writes', message.offline);
        return;
      case 'dismissed':
        this.state.refused = ref(this.state.refused.filter((write) => write.id !== message.id));
        return;
      case 'hello':
        // A tab opened the copy: what was settled since it was last saved, and whether sends wait.
        if (!this.writes.isLeading) return;
        {
          // Settled before the copy's last save too: the tab may have read the copy just before it.
          const told = new Set([...this.takenSinceSave, ...this.failedSinceSave]);
          const held = this.writes.recentlySettled().filter((id) => !told.has(id));
          if (told.size + held.length > 0)
            this.device.post({
              type: 'settled',
              user: message.user,
              taken: [...this.takenSinceSave],
              failed: [...this.failedSinceSave],
              held,
              refused: [],
            });
        }
        this.device.post({ type: 'sender', user: message.user, offline: this.offlineCauses.has('writes') });
        return;
      case 'cleared':
        void this.device.cleared(message.user);
        return;
    }
  }

  private async onAccount(account: Account | null): Promise<void> {
    const previous = this.state.account;
    if (account && previous && account.id === previous.id) {
      this.data.setAccount(account);
      this.publish();
      return;
    }
    // Another user (or none): drop everything of the previous one before anything else is drawn.
    this.session += 1;
    const session = this.session;
    this.connection.reset();
    this.device.close();
    this.data.reset(EMPTY_LIBRARY, account);
    this.pickers.reset();
    this.writes.reset();
    this.savedLibrary = null;
    this.takenSinceSave = [];
    this.failedSinceSave = [];
    this.chain.reset();
    this.offlineCauses.clear();
    const status = account ? 'loading' : 'signed-out';
    Object.assign(this.state, { offline: false, waiting: 0, refused: ref([]), library: ref(EMPTY_LIBRARY) });
    Object.assign(this.state, { account, status });
    if (!account) return;
    const stored = await this.device.open(account.id, (message) => this.onTabMessage(message));
    // The copy's checks load only when there is a copy: a first visit has none.
    const kept = stored ? (await import('./offline-copy.js')).readOfflineSnapshot(stored, account.id) : null;
    if (session !== this.session) return;
    if (kept) this.restoreSnapshot(kept, account.id);
    // Writes of a page that went away before the copy kept them (the journal has them).
    this.writes.restore(this.device.recover(kept?.writes ?? []));
    this.device.opened();
    // Connecting first: a send that needs the server's data read first shares its read.
    const connected = this.connection.connect(session);
    this.device.lead(() => {
      if (session !== this.session) return;
      this.writes.lead();
      this.pickers.resend();
      this.publish();
    });
    await connected;
  }

  /**
   * Shows the device's copy at once: the library, the writes and picks still to send, refusals unseen,
   * and a pick the copy missed (from its local record, see `PickerChain.restoreRecords`).
   */
  private restoreSnapshot(kept: NonNullable<ReturnType<typeof readOfflineSnapshot>>, user: Id): void {
    if (kept.library) this.data.reset(kept.library, this.data.view().account);
    for (const chain of kept.pickers) this.data.adoptChain(chain);
    this.data.endTakenChains();
    this.writes.restore(kept.writes);
    this.state.refused = ref([...kept.refused]);
    // Without a library saved (a tab kept a write before the first save) the screens wait for the server.
    if (kept.library) Object.assign(this.state, { status: 'ready', chartsLoaded: kept.chartsRead === true });
    this.publish();
    if (kept.library) this.chain.restoreRecords(user, true);
  }

  /**
   * Applies a change optimistically, keeps it on the device and sends it as one atomic write, after the
   * writes made before it. With the server out of reach (or another tab sending) it stays queued on the
   * device and the answer is ok at once. `quiet` leaves the screens as they are for a moment (a NEXT's
   * tune for the history: the new tune is painted first).
   */
  async commit(change: Change, options: { quiet?: boolean } = {}): Promise<{ ok: true } | Failed> {
    if (isEmptyChange(change)) return { ok: true };
    if (!this.state.account) return this.failed(new TunedeckError('not-signed-in'));
    const outcome = this.writes.add(change, options);
    if (options.quiet) this.publishSoon();
    const settled = await outcome;
    if (settled.ok) return { ok: true };
    if (!FORM_HANDLED.has(settled.error.code)) this.state.error = settled.error;
    return { ok: false, reason: 'failed', error: settled.error };
  }

  /** Moves a set's picker with one event (see `PickerChain.pick`). */
  pick(event: PickerEvent['type'], setId?: Id): { setId: Id; before: PickerState } | null {
    return this.chain.pick(event, setId);
  }

  /** Undoes the last NEXT or SKIP made on this device (see `PickerChain.undoPick`). */
  undoPick(): boolean {
    return this.chain.undoPick();
  }

  /**
   * Loads the library again and shows the server's data, keeping writes in flight and this device's
   * picks (see `Connection.resync`). Resolves false when the server is still unreachable.
   */
  resync(): Promise<boolean> {
    return this.connection.resync();
  }

  /** Sends again the library writes and picker states the server has not taken (the network is back). */
  resendPickers(): void {
    this.writes.resend();
    this.pickers.resend();
  }

  /**
   * The page goes away (call on `pagehide`): the confirmed library is saved now, and picker states the
   * server has not accepted are sent with a request that survives unload.
   */
  flushPickers(): Promise<void> {
    if (this.writes.isLeading) this.device.scheduleSave(true);
    return this.pickers.flush();
  }

  /** Removes this user's local picker records (on sign-out), leaving every other key alone. */
  clearLocalRecords(user: Id): void {
    this.chain.clearRecords(user);
  }
}
