import { proxy, ref, snapshot, subscribe } from 'valtio/vanilla';
import { type Change, isEmptyChange } from '../library/change.js';
import type { RuleContext } from '../library/rules/context.js';
import { TIMINGS } from '../model/constants.js';
import type { Clock, Random } from '../model/random.js';
import { type Account, EMPTY_LIBRARY, type Id, type Library, type PickerState } from '../model/records.js';
import { isPickerState } from '../picker/parse.js';
import { type LocalPickerRecord, localPickerKey, shouldRestoreLocalPicker } from '../picker/restore.js';
import { initialPickerState, type PickerEvent, pickerTransition } from '../picker/transition.js';
import { undoPickerState } from '../picker/undo.js';
import { TunedeckError, toTunedeckError } from '../storage/errors.js';
import type { LibraryEvent, TunedeckStorage, Unsubscribe } from '../storage/storage.js';
import { DeviceCopy } from './device-copy.js';
import type { KeyValueStore } from './key-value.js';
import { memoryKeyValueStore } from './key-value.js';
import { LibraryState, type SavedPicker } from './library-state.js';
import type { OfflineSave, OfflineStore, readOfflineSnapshot } from './offline-copy.js';
import { OFFLINE_FORMAT } from './offline-format.js';
import { PickerWriter } from './picker-writer.js';
import { Retry } from './retry.js';
import type { TabBus, TabMessage } from './tabs.js';
import { type RefusedWrite, type Settled, WriteQueue } from './write-queue.js';
import type { WriterHost } from './writer-host.js';

export type ClientStatus =
  /** Restoring a session. */
  | 'starting'
  | 'signed-out'
  /** Signed in; the library is loading. */
  | 'loading'
  | 'ready';

/** What screens read (through `useSnapshot` or `client.getSnapshot()`). */
export interface ClientState {
  status: ClientStatus;
  account: Account | null;
  /** The signed-in user's data, immutable: a new object whenever anything changes. */
  library: Library;
  /** Writes in flight. */
  saving: number;
  /** The last unexpected failure, for the Network Error dialog; cleared with `dismissError()`. */
  error: TunedeckError | null;
  /**
   * The server is out of reach: changes wait on this device; they are sent again by themselves (and
   * on `client.picker.resend()`), and this turns false once the server is reached.
   */
  offline: boolean;
  /** Changes made on this device the server has not taken yet: library writes plus picker moves. */
  waiting: number;
  /**
   * Changes made offline that the server refused when they were sent (see `describeRefusedWrite`),
   * until the musician dismisses them or saves them under another title.
   */
  refused: readonly RefusedWrite[];
}

/** A write's result when the storage refused it or could not be reached. */
export interface Failed {
  ok: false;
  reason: 'failed';
  error: TunedeckError;
}

export interface ClientOptions {
  storage: TunedeckStorage;
  /** @default Math.random */
  random?: Random;
  /** @default Date.now */
  now?: Clock;
  /** Where local picker records live (the spec's `forRefresh`). @default in memory */
  localRecords?: KeyValueStore;
  /**
   * Where the signed-in musician's data is kept between visits (IndexedDB on the site), so the app
   * opens with no network and offline changes survive a reload. @default none: every visit loads
   */
  offlineStore?: OfflineStore;
  /**
   * The other tabs of this device (BroadcastChannel and Web Locks on the site): every tab shows every
   * tab's changes at once and one of them sends them. @default none: this tab is alone
   */
  tabs?: TabBus;
}

/** Why the client counts as offline: any of these makes it so. */
type OfflineCause = 'pickers' | 'writes' | 'connection';

/** Error codes a form shows itself; anything else is unexpected and goes to the Network Error dialog. */
const FORM_HANDLED = new Set([
  'title-taken',
  'set-name-taken',
  'wish-title-taken',
  'already-in-set',
  'invalid-title',
  'last-set',
]);

/** How long a read waits for realtime to come back after a loss, before it reads anyway. */
const REALTIME_WAIT_MS = 4000;

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
  private readonly localRecords: KeyValueStore;
  private readonly pickers: PickerWriter;
  private readonly writes: WriteQueue;
  private readonly device: DeviceCopy;
  private readonly offlineCauses = new Set<OfflineCause>();
  /** Subscribing and loading the library, under way (they wait for the network when it is down). */
  private connecting: Promise<void> | null = null;
  /** A read of the library under way (`reload`): another asking for one shares it. */
  private reading: Promise<boolean> | null = null;
  /** Realtime lost its connection and has not said it is back: events may be missing. */
  private realtimeLost = false;
  private realtimeBack: Array<() => void> = [];
  /** Connecting again while the server is out of reach (the session it was for must still be on). */
  private readonly reconnect = new Retry(() => void this.connect(this.session));
  /** The confirmed library as the copy last had it saved. */
  private savedLibrary: Library | null = null;
  /** Writes the server took since the copy was last saved: the save drops them from its queue. */
  private takenSinceSave: number[] = [];
  /** Writes refused to their (waiting) caller since the copy was last saved: dropped from it too. */
  private failedSinceSave: number[] = [];
  private stopRealtime: Unsubscribe | null = null;
  private readonly stopAuth: Unsubscribe;
  private session = 0;
  private queued: LibraryEvent[] = [];
  /** The read that follows subscribing is under way: events wait for it (see `connectNow`). */
  private confirming = false;
  private syncScheduled = false;
  /** A publish of the history's tunes waits until the new tune is painted (see `commit`'s `quiet`). */
  private publishTimer: ReturnType<typeof setTimeout> | null = null;
  /** The last NEXT or SKIP, for its undo. */
  private lastPick: { setId: Id; before: PickerState; after: PickerState; at: number } | null = null;
  /** This tab's last move of each set (the state it moved from and to), for a rebase if a tab's came too. */
  private readonly ownMoves = new Map<Id, { rev: number; before: PickerState; after: PickerState }>();

  constructor(options: ClientOptions) {
    this.storage = options.storage;
    this.context = { random: options.random ?? Math.random, now: options.now ?? Date.now };
    this.localRecords = options.localRecords ?? memoryKeyValueStore();
    this.device = new DeviceCopy(options.offlineStore ?? null, options.tabs ?? null, () => this.toSave());
    // What both writers need of the client.
    const device = this.device;
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
        if (user) for (const write of writes) this.device.post({ type: 'write', user, write });
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
      reread: () => this.reread(),
    });
    this.pickers = new PickerWriter({
      ...host,
      get tab() {
        return device.tab;
      },
      leading: () => this.writes.isLeading,
      rebased: (chain) => {
        this.saveLocalRecord(chain.set, chain.state);
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
    this.state = proxy<ClientState>({
      status: 'starting',
      account: null,
      library: ref(EMPTY_LIBRARY),
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
    this.stopRealtime?.();
    this.device.close();
    this.pickers.reset();
    this.writes.reset();
    this.reconnect.reset();
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
    this.scheduleSync();
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
    else if (cause === 'connection') this.offlineCauses.delete(cause);
    // A write or pick the server took proves the network is back, for every cause but the connection.
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
        this.chainHeard(message.chain);
        return;
      case 'accepted':
        this.data.pickerAccepted(message.set, message.state, message.moves);
        this.publish();
        return;
      case 'sender':
        if (!this.writes.isLeading) this.setOffline('writes', message.offline);
        return;
      case 'dismissed':
        this.state.refused = ref(this.state.refused.filter((write) => write.id !== message.id));
        return;
      case 'hello':
        // A tab opened the copy: what was settled since it was last saved, and whether sends wait.
        if (!this.writes.isLeading) return;
        if (this.takenSinceSave.length + this.failedSinceSave.length > 0)
          this.device.post({
            type: 'settled',
            user: message.user,
            taken: [...this.takenSinceSave],
            failed: [...this.failedSinceSave],
            refused: [],
          });
        this.device.post({ type: 'sender', user: message.user, offline: this.offlineCauses.has('writes') });
        return;
      case 'cleared':
        void this.device.cleared(message.user);
        return;
    }
  }

  /**
   * Another tab picked. Its chain is shown when it comes after this tab's; when both tabs moved from the
   * same state at once, the later one wins and this tab's move is rebased onto it, so neither is lost.
   */
  private chainHeard(chain: SavedPicker): void {
    if (!this.data.adoptChain(chain)) return;
    this.saveLocalRecord(chain.set, chain.state);
    const own = this.ownMoves.get(chain.set);
    this.ownMoves.delete(chain.set);
    this.publish();
    this.pickers.write(chain.set);
    if (!own || own.rev !== chain.rev) return;
    void import('../picker/merge.js').then(({ rebasePickerState }) => {
      const now = this.data.localPicker(chain.set);
      if (!now || now.rev !== chain.rev || now.tab !== chain.tab) return;
      const merged = rebasePickerState(now.state, own.after, own.before, this.context.now());
      const kept = this.data.setLocalPicker(
        chain.set,
        { ...merged, version: now.state.version },
        now.base,
        this.device.tab,
        now.moves + 1,
      );
      this.keepChain(kept);
      this.publish();
      this.pickers.write(chain.set);
    });
  }

  private keepChain(chain: SavedPicker): void {
    this.saveLocalRecord(chain.set, chain.state);
    this.device.keepChain(chain);
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
    this.stopRealtime?.();
    this.stopRealtime = null;
    this.device.close();
    this.queued = [];
    this.confirming = false;
    this.data.reset(EMPTY_LIBRARY, account);
    this.pickers.reset();
    this.writes.reset();
    this.reconnect.reset();
    this.connecting = null;
    this.reading = null;
    this.realtimeLost = false;
    this.savedLibrary = null;
    this.takenSinceSave = [];
    this.failedSinceSave = [];
    this.ownMoves.clear();
    this.offlineCauses.clear();
    this.state.offline = false;
    this.state.waiting = 0;
    this.state.refused = ref([]);
    this.state.library = ref(EMPTY_LIBRARY);
    this.state.account = account;
    this.state.status = account ? 'loading' : 'signed-out';
    if (!account) return;
    const stored = await this.device.open(account.id, (message) => this.onTabMessage(message));
    // The copy's checks load only when there is a copy: a first visit has none.
    const kept = stored ? (await import('./offline-copy.js')).readOfflineSnapshot(stored, account.id) : null;
    if (session !== this.session) return;
    if (kept) this.restoreSnapshot(kept);
    this.device.opened();
    // Connecting first: a send that needs the server's data read first shares its read.
    const connected = this.connect(session);
    this.device.lead(() => {
      if (session !== this.session) return;
      this.writes.lead();
      this.pickers.resend();
      this.publish();
    });
    await connected;
  }

  /** Shows the device's copy at once: the library, the writes and picks still to send, refusals unseen. */
  private restoreSnapshot(kept: NonNullable<ReturnType<typeof readOfflineSnapshot>>): void {
    if (kept.library) this.data.reset(kept.library, this.data.view().account);
    for (const chain of kept.pickers) this.data.adoptChain(chain);
    this.data.endTakenChains();
    this.writes.restore(kept.writes);
    this.state.refused = ref([...kept.refused]);
    // Without a library saved (a tab kept a write before the first save) the screens wait for the server.
    if (kept.library) this.state.status = 'ready';
    this.publish();
  }

  /**
   * Subscribes to realtime and loads the library (one run at a time: a second call shares it). With the
   * device's copy on screen, a server out of reach is not an error: the client says it is offline and
   * tries again (and on `resync()`).
   */
  private connect(session: number): Promise<void> {
    this.connecting ??= this.connectNow(session).finally(() => {
      if (session === this.session) this.connecting = null;
    });
    return this.connecting;
  }

  private async connectNow(session: number): Promise<void> {
    this.reconnect.cancel();
    // Realtime waits for the network without failing (PocketBase's SDK retries): say offline meanwhile.
    const slow = setTimeout(() => {
      if (session === this.session && this.connecting) this.setOffline('connection', true);
    }, TIMINGS.offlineAfter);
    try {
      if (!this.stopRealtime) {
        // Realtime takes a few round trips to listen (connect, subscribe). With nothing on screen yet
        // (no copy on the device), the library is read at once beside it and shown when it comes. Read
        // before realtime listened, it may miss a change made elsewhere meanwhile: the read below, once
        // realtime listens, is the one that counts. With the device's copy on screen, that one alone.
        const early = this.state.status === 'ready' ? null : this.readBeside(session);
        const stop = await this.storage.subscribe((event) => this.onEvent(session, event));
        if (session !== this.session) return stop();
        this.stopRealtime = stop;
        this.realtimeLost = false;
        await early;
        if (session !== this.session) return;
      }
      const covers = this.writes.reading();
      // Events that come during the read wait for it: applied before, the read could undo them.
      this.confirming = true;
      const library = await this.storage.loadLibrary().finally(() => {
        if (session === this.session) this.confirming = false;
      });
      if (session !== this.session) return;
      this.data.resync(library);
      covers();
      this.data.applyEvents(this.queued.splice(0));
      this.reconnect.succeeded();
      this.setOffline('connection', false);
      this.state.status = 'ready';
      this.publish();
      const user = this.state.account?.id;
      if (user) this.restoreLocalPickers(user);
      this.writes.resend();
      this.pickers.resend();
    } catch (error) {
      if (session !== this.session) return;
      const failure = toTunedeckError(error);
      if (failure.code === 'network' && this.state.status === 'ready') {
        this.setOffline('connection', true);
        this.reconnect.schedule();
      } else {
        this.failed(failure);
        this.state.status = 'ready';
      }
    } finally {
      clearTimeout(slow);
    }
  }

  /**
   * The first read of a connection with nothing on screen, beside subscribing: shows the library as
   * soon as it comes. A failure is left to the read that follows.
   */
  private async readBeside(session: number): Promise<void> {
    let library: Library;
    try {
      library = await this.storage.loadLibrary();
    } catch {
      return;
    }
    if (session !== this.session) return;
    this.data.resync(library);
    this.state.status = 'ready';
    this.publish();
  }

  private onEvent(session: number, event: LibraryEvent): void {
    if (session !== this.session) return;
    if (event.type === 'connection') {
      this.realtimeLost = !event.connected;
      if (event.connected) {
        // Back after a loss: what was missed is read once, and what waited goes.
        for (const back of this.realtimeBack.splice(0)) back();
        if (this.state.status === 'ready') void this.reload().then(() => this.resendPickers());
      }
      return;
    }
    if (event.type === 'changed') {
      // A bulk write elsewhere (or this device's, confirmed): the server's library as it is now.
      if (this.state.status === 'ready') void this.resync();
      return;
    }
    this.queued.push(event);
    if (this.state.status !== 'ready' || this.confirming || this.queued.length > 1) return;
    // Events of one burst (a bulk add echoes thousands) are applied together.
    queueMicrotask(() => {
      if (session !== this.session || this.state.status !== 'ready' || this.confirming) return;
      const events = this.queued.splice(0);
      this.data.applyEvents(events);
      this.publish();
      this.pickers.resume(events);
    });
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

  /**
   * Moves a set's picker with one event and keeps the new state on the device at once (the server gets
   * it soon). Returns the set and the state it moved from, or null when nothing moved.
   */
  pick(
    event: PickerEvent['type'],
    setId: Id | undefined = this.state.account?.pickerSet,
  ): { setId: Id; before: PickerState } | null {
    const library = this.state.library;
    if (!setId || !library.sets[setId]) return null;
    const before = library.pickers[setId]?.state ?? initialPickerState();
    const after = pickerTransition(
      before,
      { type: event },
      this.data.membersOf(library, setId),
      this.context,
    );
    if (after === before) return null;
    const kept = this.data.extendLocalPicker(setId, after, this.device.tab);
    this.ownMoves.set(setId, { rev: kept.rev, before, after: kept.state });
    this.lastPick =
      event === 'next' || event === 'skip'
        ? { setId, before, after: kept.state, at: this.context.now() }
        : null;
    this.keepChain(kept);
    this.publish();
    this.pickers.write(setId);
    return { setId, before };
  }

  /**
   * Undoes the last NEXT or SKIP made on this device, within `TIMINGS.undoPick` and while nothing else
   * moved the picker since: the tune and key before it come back and the round is as it was. Returns
   * whether it undid anything.
   */
  undoPick(): boolean {
    const last = this.lastPick;
    this.lastPick = null;
    if (!last || this.context.now() - last.at > TIMINGS.undoPick) return false;
    const current = this.state.library.pickers[last.setId]?.state;
    if (!current || current.version !== last.after.version || !samePick(current, last.after)) return false;
    const kept = this.data.extendLocalPicker(
      last.setId,
      undoPickerState(last.before, current, this.context.now()),
      this.device.tab,
    );
    this.ownMoves.set(last.setId, { rev: kept.rev, before: current, after: kept.state });
    this.keepChain(kept);
    this.publish();
    this.pickers.write(last.setId);
    return true;
  }

  /**
   * Loads the library again and shows the server's data, keeping writes in flight and this device's
   * picks: realtime may have missed events while the network was down or the device asleep (call when
   * the network is back or the page is shown again). Resolves false when the server is still unreachable.
   */
  async resync(): Promise<boolean> {
    if (this.state.status !== 'ready' || !this.state.account) return false;
    const session = this.session;
    if (!this.stopRealtime || this.connecting) {
      // Never connected this visit (opened offline): connect now instead of waiting for the retry.
      await this.connect(session);
      return session === this.session && !this.offlineCauses.has('connection');
    }
    return await this.reload();
  }

  /**
   * The queue needs the server's data read before it sends: a connection under way reads it; realtime
   * down (never connected this visit) connects; otherwise the library is loaded again.
   */
  private async reread(): Promise<boolean> {
    const session = this.session;
    if (this.connecting || !this.stopRealtime) {
      await this.connect(session);
      return session === this.session && !this.offlineCauses.has('connection');
    }
    return await this.reload();
  }

  /**
   * Loads the library and shows it under the writes in flight; false when the server is out of reach.
   * One read at a time: asked again meanwhile, it answers with the read under way. Right after realtime
   * lost its connection the read waits (a moment) for it to come back: read earlier, events of the gap
   * would be missed, and it would be read again.
   */
  private reload(): Promise<boolean> {
    this.reading ??= this.readNow().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async readNow(): Promise<boolean> {
    const session = this.session;
    if (this.realtimeLost)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, REALTIME_WAIT_MS);
        this.realtimeBack.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    try {
      const covers = this.writes.reading();
      const library = await this.storage.loadLibrary();
      if (session !== this.session || this.state.status !== 'ready') return false;
      this.data.resync(library);
      covers();
      this.publish();
      return true;
    } catch {
      // Still offline: the next return of the network tries again; nothing shown changes.
      return false;
    }
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

  private saveLocalRecord(set: Id, state: PickerState): void {
    const user = this.state.account?.id;
    if (!user) return;
    const local: LocalPickerRecord = { user, set, time: this.context.now(), state };
    this.localRecords.setItem(localPickerKey(user, set), JSON.stringify(local));
  }

  /** On load: write back a local picker record under 5 s old and newer than the server's, then drop it. */
  private restoreLocalPickers(user: Id): void {
    const prefix = localPickerKey(user, '');
    for (const key of this.localRecords.keys()) {
      if (!key.startsWith(prefix)) continue;
      const setId = key.slice(prefix.length);
      const local = parseLocalRecord(this.localRecords.getItem(key));
      this.localRecords.removeItem(key);
      const library = this.state.library;
      if (!local || !library.sets[setId]) continue;
      const target = { user, set: setId, server: library.pickers[setId]?.state, now: this.context.now() };
      if (!shouldRestoreLocalPicker(local, target)) continue;
      // Which server state the record was made from is unknown: a rebase keeps all of its picks.
      this.device.keepChain(this.data.setLocalPicker(setId, local.state, undefined, this.device.tab));
      this.publish();
      this.pickers.write(setId);
    }
  }

  /** Removes this user's local picker records (on sign-out), leaving every other key alone. */
  clearLocalRecords(user: Id): void {
    const prefix = localPickerKey(user, '');
    for (const key of this.localRecords.keys()) if (key.startsWith(prefix)) this.localRecords.removeItem(key);
  }

  /**
   * Keeps the picker set's screen valid: when the tune on screen left the set (here or on another
   * device), or nothing is on screen yet, the picker syncs, which picks again without losing the round.
   */
  private scheduleSync(): void {
    if (this.syncScheduled) return;
    this.syncScheduled = true;
    queueMicrotask(() => {
      this.syncScheduled = false;
      if (this.state.status !== 'ready') return;
      const setId = this.state.account?.pickerSet;
      const library = this.state.library;
      if (!setId || !library.sets[setId]) return;
      const members = this.data.membersOf(library, setId);
      const current = library.pickers[setId]?.state.current;
      const stale = current ? !members.some((m) => m.id === current.song) : members.length > 0;
      if (stale) this.pick('sync', setId);
    });
  }
}

function parseLocalRecord(raw: string | null): LocalPickerRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LocalPickerRecord>;
    if (typeof value.user !== 'string' || typeof value.set !== 'string' || typeof value.time !== 'number')
      return null;
    return isPickerState(value.state) ? (value as LocalPickerRecord) : null;
  } catch {
    return null;
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
