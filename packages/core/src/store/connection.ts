// The client's link to the server: realtime and the reads of the library. Subscribing and the first read
// (with the device's copy on screen or not), events applied in bursts and held while a read is under
// way, a read again after realtime lost events, and connecting again while the server is out of reach.
import { TIMINGS } from '../model/constants.js';
import type { Id, Library } from '../model/records.js';
import { toTunedeckError } from '../storage/errors.js';
import type { LibraryEvent, TunedeckStorage, Unsubscribe } from '../storage/storage.js';
import { ChartReads } from './chart-reads.js';
import type { ClientState, Failed, OfflineCause } from './client-state.js';
import type { LibraryState } from './library-state.js';
import type { PickerWriter } from './picker-writer.js';
import { Retry } from './retry.js';
import type { WriteQueue } from './write-queue.js';

/** How long a read waits for realtime to come back after a loss, before it reads anyway. */
const REALTIME_WAIT_MS = 4000;

/** What the connection needs of the client: filled in by `ClientCore`. */
export interface ConnectionHost {
  readonly storage: TunedeckStorage;
  readonly state: ClientState;
  readonly data: LibraryState;
  readonly writes: WriteQueue;
  readonly pickers: PickerWriter;
  /** The signed-in session's number: work for an earlier one is dropped. */
  session(): number;
  setOffline(cause: OfflineCause, offline: boolean): void;
  offlineFor(cause: OfflineCause): boolean;
  failed(error: unknown): Failed;
  publish(): void;
  restoreLocalPickers(user: Id): void;
}

export class Connection {
  /** Subscribing and loading the library, under way (they wait for the network when it is down). */
  private connecting: Promise<void> | null = null;
  /** A read of the library under way (`reload`): another asking for one shares it. */
  private reading: Promise<boolean> | null = null;
  /** Realtime lost its connection and has not said it is back: events may be missing. */
  private realtimeLost = false;
  private realtimeBack: Array<() => void> = [];
  /** Connecting again while the server is out of reach (the session it was for must still be on). */
  private readonly reconnect = new Retry(() => void this.connect(this.host.session()));
  private stopRealtime: Unsubscribe | null = null;
  private queued: LibraryEvent[] = [];
  /** The read that follows subscribing is under way: events wait for it (see `connectNow`). */
  private confirming = false;
  /** The charts, read after the library (see chart-reads.ts). */
  readonly charts: ChartReads;

  constructor(private readonly host: ConnectionHost) {
    this.charts = new ChartReads(host);
  }

  /** Stops listening and forgets the session's reads: another musician (or none), or the tab closing. */
  reset(): void {
    this.stopRealtime?.();
    this.stopRealtime = null;
    this.queued = [];
    this.confirming = false;
    this.reconnect.reset();
    this.connecting = null;
    this.reading = null;
    this.realtimeLost = false;
    this.charts.reset();
  }

  /**
   * Subscribes to realtime and loads the library (one run at a time: a second call shares it). With the
   * device's copy on screen, a server out of reach is not an error: the client says it is offline and
   * tries again (and on `resync()`).
   */
  connect(session: number): Promise<void> {
    this.connecting ??= this.connectNow(session).finally(() => {
      if (session === this.host.session()) this.connecting = null;
    });
    return this.connecting;
  }

  private async connectNow(session: number): Promise<void> {
    this.reconnect.cancel();
    // Realtime waits for the network without failing (PocketBase's SDK retries): say offline meanwhile.
    const slow = setTimeout(() => {
      if (session === this.host.session() && this.connecting) this.host.setOffline('connection', true);
    }, TIMINGS.offlineAfter);
    try {
      if (!this.stopRealtime) {
        // Realtime takes a few round trips to listen (connect, subscribe). With nothing on screen yet
        // (no copy on the device), the library is read at once beside it and shown when it comes. Read
        // before realtime listened, it may miss a change made elsewhere meanwhile: the read below, once
        // realtime listens, is the one that counts. With the device's copy on screen, that one alone.
        const early = this.host.state.status === 'ready' ? null : this.readBeside(session);
        const stop = await this.host.storage.subscribe((event) => this.onEvent(session, event));
        if (session !== this.host.session()) return stop();
        this.stopRealtime = stop;
        this.realtimeLost = false;
        // The server is reached: a big library read slowly from here on is not the network being down.
        clearTimeout(slow);
        await early;
        if (session !== this.host.session()) return;
      }
      const covers = this.host.writes.reading();
      // Events that come during the read wait for it: applied before, the read could undo them.
      this.confirming = true;
      this.readAccount();
      const library = await this.host.storage.loadLibrary().finally(() => {
        if (session === this.host.session()) this.confirming = false;
      });
      if (session !== this.host.session()) return;
      this.host.data.resync(this.charts.keep(library));
      covers();
      this.host.data.applyEvents(this.queued.splice(0));
      this.reconnect.succeeded();
      this.host.setOffline('connection', false);
      this.host.state.status = 'ready';
      this.host.publish();
      // Read once realtime listens: a chart changed elsewhere from now on is heard.
      this.charts.read();
      const user = this.host.state.account?.id;
      if (user) this.host.restoreLocalPickers(user);
      this.host.writes.resend();
      this.host.pickers.resend();
    } catch (error) {
      if (session !== this.host.session()) return;
      const failure = toTunedeckError(error);
      if (failure.code === 'network' && this.host.state.status === 'ready') {
        this.host.setOffline('connection', true);
        this.reconnect.schedule();
      } else {
        this.host.failed(failure);
        this.host.state.status = 'ready';
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
      library = await this.host.storage.loadLibrary();
    } catch {
      return;
    }
    if (session !== this.host.session()) return;
    this.host.data.resync(this.charts.keep(library));
    this.host.state.status = 'ready';
    this.host.publish();
  }

  /**
   * The account as the server has it, read beside every read of the library: the session saved on the
   * device holds the account as it was when saved, and its realtime channel heard nothing while the
   * device was closed or offline, so settings changed on another device meanwhile (the picker set) would
   * stay as saved. The storage takes the answer into its session (saved with it) and tells the client.
   * A failure changes nothing: offline, the saved account stands; a session ended on the server signs
   * out through the storage. Nothing waits for it: the library is drawn as soon as it is read, whatever
   * the account's answer does (a read that never answered once held the page at its loading screen).
   */
  private readAccount(): void {
    this.host.storage.auth.refresh().then(
      () => undefined,
      () => undefined,
    );
  }

  private onEvent(session: number, event: LibraryEvent): void {
    if (session !== this.host.session()) return;
    if (event.type === 'connection') {
      this.realtimeLost = !event.connected;
      if (event.connected) {
        // Back after a loss: what was missed is read once, and what waited goes.
        for (const back of this.realtimeBack.splice(0)) back();
        if (this.host.state.status === 'ready')
          void this.reload().then(() => {
            this.host.writes.resend();
            this.host.pickers.resend();
          });
      }
      return;
    }
    if (event.type === 'changed') {
      // A bulk write elsewhere (or this device's, confirmed): the server's library as it is now.
      if (this.host.state.status === 'ready') void this.resync();
      return;
    }
    this.queued.push(event);
    if (this.host.state.status !== 'ready' || this.confirming || this.queued.length > 1) return;
    // Events of one burst (a bulk add echoes thousands) are applied together.
    queueMicrotask(() => {
      if (session !== this.host.session() || this.host.state.status !== 'ready' || this.confirming) return;
      const events = this.queued.splice(0);
      this.host.data.applyEvents(events);
      this.host.publish();
      this.host.pickers.resume(events);
    });
  }

  /**
   * Loads the library again and shows the server's data, keeping writes in flight and this device's
   * picks: realtime may have missed events while the network was down or the device asleep (call when
   * the network is back or the page is shown again). Resolves false when the server is still unreachable.
   */
  async resync(): Promise<boolean> {
    if (this.host.state.status !== 'ready' || !this.host.state.account) return false;
    const session = this.host.session();
    if (!this.stopRealtime || this.connecting) {
      // Never connected this visit (opened offline): connect now instead of waiting for the retry.
      await this.connect(session);
      return session === this.host.session() && !this.host.offlineFor('connection');
    }
    return await this.reload();
  }

  /**
   * The queue needs the server's data read before it sends: a connection under way reads it; realtime
   * down (never connected this visit) connects; otherwise the library is loaded again.
   */
  async reread(): Promise<boolean> {
    const session = this.host.session();
    if (this.connecting || !this.stopRealtime) {
      await this.connect(session);
      return session === this.host.session() && !this.host.offlineFor('connection');
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
    const session = this.host.session();
    if (this.realtimeLost)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, REALTIME_WAIT_MS);
        this.realtimeBack.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    try {
      const covers = this.host.writes.reading();
      this.readAccount();
      const library = await this.host.storage.loadLibrary();
      if (session !== this.host.session() || this.host.state.status !== 'ready') return false;
      this.host.data.resync(this.charts.keep(library));
      covers();
      // An answer proves the network is back for the picks and writes that waited (sent again by the
      // caller, who says offline again if they fail), not for realtime, which says so itself.
      this.host.setOffline('pickers', false);
      this.host.publish();
      // Realtime may have missed a chart changed meanwhile, as it may have missed any record.
      this.charts.read();
      return true;
    } catch {
      // Still offline: the next return of the network tries again; nothing shown changes.
      return false;
    }
  }
}
