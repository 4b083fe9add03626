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
import type { KeyValueStore } from './key-value.js';
import { memoryKeyValueStore } from './key-value.js';
import { LibraryState } from './library-state.js';
import type { OfflineSnapshot, OfflineStore } from './offline-copy.js';
import { OFFLINE_FORMAT } from './offline-format.js';
import { PickerWriter } from './picker-writer.js';
import { Retry } from './retry.js';
import { type RefusedWrite, WriteQueue } from './write-queue.js';
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
  private readonly offlineStore: OfflineStore | null;
  private readonly offlineCauses = new Set<OfflineCause>();
  /** Subscribing and loading the library are under way (they wait for the network when it is down). */
  private connecting = false;
  /** Connecting again while the server is out of reach (the session it was for must still be on). */
  private readonly reconnect = new Retry(() => void this.connect(this.session));
  private saveRunning = false;
  private saveAgain = false;
  private saveUrgent = false;
  /** Ends the wait of a save that waits for the screen to be painted. */
  private saveWake: (() => void) | null = null;
  /** How many library writes were queued at the last publish. */
  private savedWrites = 0;
  private saving: Promise<void> = Promise.resolve();
  private stopRealtime: Unsubscribe | null = null;
  private readonly stopAuth: Unsubscribe;
  private session = 0;
  private queued: LibraryEvent[] = [];
  private syncScheduled = false;
  /** The last NEXT or SKIP, for its undo. */
  private lastPick: { setId: Id; before: PickerState; after: PickerState; at: number } | null = null;

  constructor(options: ClientOptions) {
    this.storage = options.storage;
    this.context = { random: options.random ?? Math.random, now: options.now ?? Date.now };
    this.localRecords = options.localRecords ?? memoryKeyValueStore();
    this.offlineStore = options.offlineStore ?? null;
    // What both writers need of the client.
    const host: WriterHost = {
      storage: this.storage,
      data: this.data,
      now: this.context.now,
      session: () => this.session,
      saving: (delta) => {
        this.state.saving += delta;
      },
      publish: () => this.publish(),
    };
    this.writes = new WriteQueue({
      ...host,
      offline: (waiting) => this.setOffline('writes', waiting),
      refused: (write) => {
        this.state.refused = ref([...this.state.refused, write]);
      },
      drained: () => this.pickers.resend(),
      reread: () => this.reload(),
    });
    this.pickers = new PickerWriter({
      ...host,
      saveLocal: (set, state) => this.saveLocalRecord(set, state),
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

  dispose(): void {
    this.stopAuth();
    this.stopRealtime?.();
    this.pickers.reset();
    this.writes.reset();
    this.reconnect.reset();
    this.session += 1;
  }

  private publish(): void {
    const { library, account } = this.data.view();
    this.state.library = ref(library);
    this.state.account = account;
    // A NEXT counts once: its picker move, not also its tune's history write.
    const waiting = this.writes.changes + this.data.waitingMoves();
    if (this.state.waiting !== waiting) this.state.waiting = waiting;
    this.scheduleSync();
    // A library write made or sent is kept at once; picks (kept in the local record too) and the
    // history's tunes a moment later, after they are painted.
    const writes = this.writes.changes;
    this.scheduleSave(writes !== this.savedWrites);
    this.savedWrites = writes;
  }

  private setOffline(cause: OfflineCause, offline: boolean): void {
    if (offline) this.offlineCauses.add(cause);
    else if (cause === 'connection') this.offlineCauses.delete(cause);
    // A write or pick the server took proves the network is back, for every cause but the connection.
    else for (const c of ['pickers', 'writes'] as const) this.offlineCauses.delete(c);
    const value = this.offlineCauses.size > 0;
    if (this.state.offline !== value) this.state.offline = value;
  }

  /** The musician saw a refused write: it leaves the list (and the device's copy). */
  dismissRefused(id: number): void {
    this.state.refused = ref(this.state.refused.filter((write) => write.id !== id));
    this.scheduleSave(true);
  }

  /** Keeps the device's copy in step with the data shown: one save at a time, the newest state last. */
  private scheduleSave(urgent = false): void {
    if (!this.offlineStore || this.state.status !== 'ready' || !this.state.account) return;
    if (urgent) this.saveUrgent = true;
    if (this.saveRunning) {
      this.saveAgain = true;
      // A save waiting for the screen to be painted goes now: the page may be going away.
      if (urgent) this.saveWake?.();
      return;
    }
    this.saveRunning = true;
    const session = this.session;
    const store = this.offlineStore;
    this.saving = (async () => {
      // A burst of changes is saved once; a pick's save waits until it is painted.
      if (this.saveUrgent) await Promise.resolve();
      else
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
        const snapshot = this.snapshot();
        if (session !== this.session || !snapshot) break;
        await store.save(snapshot).catch(() => undefined);
      } while (this.saveAgain);
      this.saveRunning = false;
    })();
  }

  private snapshot(): OfflineSnapshot | null {
    const user = this.state.account?.id;
    if (!user || this.state.status !== 'ready') return null;
    return {
      format: OFFLINE_FORMAT,
      user,
      savedAt: this.context.now(),
      library: this.data.confirmedLibrary(),
      writes: this.writes.list(),
      pickers: this.data.savedPickers(),
      refused: this.state.refused,
    };
  }

  /** Forgets the device's copy of a user's data (sign-out, account deleted), after a save under way. */
  async clearOffline(user: Id): Promise<void> {
    if (!this.offlineStore) return;
    await this.saving;
    await this.offlineStore.clear(user).catch(() => undefined);
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
    this.queued = [];
    this.data.reset(EMPTY_LIBRARY, account);
    this.pickers.reset();
    this.writes.reset();
    this.reconnect.reset();
    this.connecting = false;
    this.offlineCauses.clear();
    this.state.offline = false;
    this.state.waiting = 0;
    this.state.refused = ref([]);
    this.state.library = ref(EMPTY_LIBRARY);
    this.state.account = account;
    this.state.status = account ? 'loading' : 'signed-out';
    if (!account) return;
    if (this.offlineStore) {
      const stored = await this.offlineStore.load(account.id).catch(() => null);
      // The copy's checks load only when there is a copy: a first visit has none.
      const kept = stored
        ? (await import('./offline-copy.js')).readOfflineSnapshot(stored, account.id)
        : null;
      if (session !== this.session) return;
      if (kept) this.restoreSnapshot(kept);
    }
    await this.connect(session);
  }

  /** Shows the device's copy at once: the library, the writes and picks still to send, refusals unseen. */
  private restoreSnapshot(kept: OfflineSnapshot): void {
    this.data.reset(kept.library, this.data.view().account);
    for (const chain of kept.pickers) {
      if (kept.library.sets[chain.set])
        this.data.setLocalPicker(chain.set, chain.state, chain.base, chain.moves);
    }
    this.writes.restore(kept.writes);
    this.state.refused = ref([...kept.refused]);
    this.state.status = 'ready';
    this.publish();
  }

  /**
   * Subscribes to realtime and loads the library. With the device's copy on screen, a server out of
   * reach is not an error: the client says it is offline and tries again (and on `resync()`).
   */
  private async connect(session: number): Promise<void> {
    if (this.connecting) return;
    this.connecting = true;
    this.reconnect.cancel();
    // Realtime waits for the network without failing (PocketBase's SDK retries): say offline meanwhile.
    const slow = setTimeout(() => {
      if (session === this.session && this.connecting) this.setOffline('connection', true);
    }, TIMINGS.offlineAfter);
    try {
      if (!this.stopRealtime) {
        const stop = await this.storage.subscribe((event) => this.onEvent(session, event));
        if (session !== this.session) return stop();
        this.stopRealtime = stop;
      }
      const covers = this.writes.reading();
      const library = await this.storage.loadLibrary();
      if (session !== this.session) return;
      if (this.state.status === 'ready') this.data.resync(library);
      else this.data.reset(library, this.data.view().account);
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
      if (session === this.session) this.connecting = false;
    }
  }

  private onEvent(session: number, event: LibraryEvent): void {
    if (session !== this.session) return;
    if (event.type === 'changed') {
      // A bulk write elsewhere (or this device's, confirmed): the server's library as it is now.
      if (this.state.status === 'ready') void this.resync();
      return;
    }
    this.queued.push(event);
    if (this.state.status !== 'ready' || this.queued.length > 1) return;
    // Events of one burst (a bulk add echoes thousands) are applied together.
    queueMicrotask(() => {
      if (session !== this.session || this.state.status !== 'ready') return;
      const events = this.queued.splice(0);
      this.data.applyEvents(events);
      this.publish();
      this.pickers.resume(events);
    });
  }

  /**
   * Applies a change optimistically and sends it as one atomic write, after the writes made before it.
   * With the server out of reach it stays queued on the device and the answer is ok at once.
   */
  async commit(change: Change): Promise<{ ok: true } | Failed> {
    if (isEmptyChange(change)) return { ok: true };
    if (!this.state.account) return this.failed(new TunedeckError('not-signed-in'));
    const outcome = await this.writes.add(change);
    if (outcome.ok) return { ok: true };
    if (!FORM_HANDLED.has(outcome.error.code)) this.state.error = outcome.error;
    return { ok: false, reason: 'failed', error: outcome.error };
  }

  /**
   * Moves a set's picker with one event and saves the new state (locally at once, on the server soon).
   * Returns the set and the state it moved from, or null when nothing moved.
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
    const kept = this.data.extendLocalPicker(setId, after);
    this.lastPick =
      event === 'next' || event === 'skip' ? { setId, before, after: kept, at: this.context.now() } : null;
    this.saveLocalRecord(setId, kept);
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
    );
    this.saveLocalRecord(last.setId, kept);
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

  /** Loads the library and shows it under the writes in flight; false when the server is out of reach. */
  private async reload(): Promise<boolean> {
    const session = this.session;
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
   * The page goes away (call on `pagehide`): the device's copy is saved now, and picker states the
   * server has not accepted are sent with a request that survives unload.
   */
  flushPickers(): Promise<void> {
    this.scheduleSave(true);
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
      this.data.setLocalPicker(setId, local.state, undefined);
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
