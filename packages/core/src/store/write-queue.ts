import type { Change } from '../library/change.js';
import { type TunedeckError, type TunedeckErrorCode, toTunedeckError } from '../storage/errors.js';
import { Retry } from './retry.js';
import type { WriterHost } from './writer-host.js';

/** History writes sent together at most: well under a bulk change (a tune is one or a few steps). */
const HISTORY_RUN = 100;

/** A change of the gig history only: no set or song a pick could name comes with it. */
function isHistoryOnly(change: Change): boolean {
  return change.ops.every(
    (op) => op.type !== 'account' && (op.collection === 'gigs' || op.collection === 'plays'),
  );
}

/** A library change made on this device that the server has not taken yet, kept in order. */
export interface QueuedWrite {
  readonly id: number;
  readonly change: Change;
  /** When it was made. */
  readonly at: number;
}

/**
 * A change made offline that the server refused when it was sent later (a title taken meanwhile on
 * another device, a song deleted there): kept until the musician has seen it, never dropped silently.
 */
export interface RefusedWrite extends QueuedWrite {
  readonly code: TunedeckErrorCode;
}

/** What a write's caller learns: saved (or queued to be saved), or refused while the caller waited. */
export type WriteOutcome = { ok: true; queued: boolean } | { ok: false; error: TunedeckError };

/** What the queue needs of the client store. */
export interface WriteQueueHost extends WriterHost {
  /** Told whether writes wait because the server is out of reach. */
  offline(waiting: boolean): void;
  /** A write sent after its caller stopped waiting was refused. */
  refused(write: RefusedWrite): void;
  /** The queue emptied: picks held back behind it may go. */
  drained(): void;
  /** Reads the server's data again (`data` shows it); resolves false when the server is out of reach. */
  reread(): Promise<boolean>;
}

interface Entry extends QueuedWrite {
  readonly handle: number;
  /** The caller still waiting for the server's answer, if any. */
  settle: ((outcome: WriteOutcome) => void) | null;
}

/**
 * Library writes, sent one at a time in the order they were made. Each is shown at once (optimistic);
 * when the network fails it stays queued (and kept on the device by the client's offline copy), its
 * caller is answered "queued", and every later write queues behind it, until the network returns.
 * Replayed writes the server refuses are handed to `refused`; writes it takes are confirmed as usual.
 */
export class WriteQueue {
  private entries: Entry[] = [];
  private running = false;
  private waitingForNetwork = false;
  /**
   * Sends that may have reached the server without their answer reaching this device (the network
   * failed under them, or the page closed with writes kept on the device), counted; and how many of
   * them a read of the server's data made since covers. Until one does, the data shown may not know them.
   */
  private unanswered = 0;
  private covered = 0;
  private readonly retry = new Retry(() => this.resend());
  private nextId = 1;

  constructor(private readonly host: WriteQueueHost) {}

  /** How many writes wait to be sent or answered. */
  get size(): number {
    return this.entries.length;
  }

  /** How many writes wait that the musician made as changes (the history's writes ride with picks). */
  get changes(): number {
    return this.entries.filter((entry) => !isHistoryOnly(entry.change)).length;
  }

  /**
   * Whether picks must wait: a queued write may create a set or song a pick names. Writes of the gig
   * history only (a NEXT's tune) never do, so picks do not wait behind them.
   */
  get blocksPicks(): boolean {
    return this.entries.some((entry) => !isHistoryOnly(entry.change));
  }

  /** The writes not yet taken by the server, oldest first, for keeping on the device. */
  list(): QueuedWrite[] {
    return this.entries.map(({ id, change, at }) => ({ id, change, at }));
  }

  /** Queues a change and resolves once the server took or refused it, or at once if offline. */
  add(change: Change): Promise<WriteOutcome> {
    return new Promise((settle) => {
      const entry: Entry = {
        id: this.nextId++,
        change,
        at: this.host.now(),
        handle: this.host.data.begin(change),
        settle,
      };
      this.entries.push(entry);
      if (this.waitingForNetwork) this.answerQueued(entry);
      this.host.publish();
      this.drain();
    });
  }

  /** Puts back writes kept on the device (a reload): shown at once, sent when the server is reached. */
  restore(writes: readonly QueuedWrite[]): void {
    for (const write of writes) {
      this.entries.push({ ...write, handle: this.host.data.begin(write.change), settle: null });
      this.nextId = Math.max(this.nextId, write.id + 1);
    }
    if (writes.length > 0) this.unanswered += 1;
  }

  /** Forgets the previous session's writes. */
  reset(): void {
    for (const entry of this.entries) this.answerQueued(entry);
    this.entries = [];
    this.retry.reset();
    this.waitingForNetwork = false;
    this.unanswered = 0;
    this.covered = 0;
  }

  /**
   * A read of the server's data starts: once shown, it covers every send unanswered until now (call
   * what this returns then). Reading it again before sending is then not needed.
   */
  reading(): () => void {
    const mark = this.unanswered;
    return () => {
      this.covered = Math.max(this.covered, mark);
    };
  }

  /** The network may be back: send what waits, now. */
  resend(): void {
    this.retry.cancel();
    this.waitingForNetwork = false;
    this.drain();
  }

  private answerQueued(entry: Entry): void {
    entry.settle?.({ ok: true, queued: true });
    entry.settle = null;
  }

  private waitForNetwork(): void {
    this.unanswered += 1;
    this.waitingForNetwork = true;
    for (const entry of this.entries) this.answerQueued(entry);
    this.host.offline(true);
    this.retry.schedule();
  }

  private drain(): void {
    if (this.running || this.waitingForNetwork) return;
    this.running = true;
    void this.run(this.host.session());
  }

  private async run(session: number): Promise<void> {
    try {
      await this.sendAll(session);
    } finally {
      this.running = false;
    }
    // A write added while the loop was ending is not left unsent.
    if (session === this.host.session() && this.entries.length > 0) this.drain();
  }

  private async sendAll(session: number): Promise<void> {
    const { host } = this;
    // Refused together, a run of history writes goes one by one: only what is wrong is refused.
    let together = true;
    while (this.entries.length > 0 && session === host.session()) {
      // A send whose answer was lost may have reached the server, and realtime may not have told it:
      // the server's data is read first, so that what it holds already is not sent again (and refused).
      if (this.unanswered > this.covered) {
        const covers = this.reading();
        const read = await host.reread();
        if (session !== host.session()) return;
        if (!read) {
          this.waitForNetwork();
          host.publish();
          return;
        }
        covers();
        continue;
      }
      const run = together ? this.historyRun() : [];
      if (run.length > 1) {
        const failure = await this.sendTogether(run);
        if (session !== host.session()) return;
        if (failure?.code === 'network') {
          this.waitForNetwork();
          host.publish();
          return;
        }
        if (failure) {
          together = false;
          continue;
        }
        this.entries.splice(0, run.length);
        this.retry.succeeded();
        for (const entry of run) {
          host.data.succeed(entry.handle);
          entry.settle?.({ ok: true, queued: false });
          entry.settle = null;
        }
        host.offline(false);
        host.publish();
        continue;
      }
      const entry = this.entries[0]!;
      // Kept from a visit whose answer was lost (the page reloaded): the server may hold it already.
      const failure = host.data.holds(entry.change) ? null : await this.send(entry);
      if (session !== host.session()) return;
      if (failure?.code === 'network') {
        this.waitForNetwork();
        host.publish();
        return;
      }
      const blocked = this.blocksPicks;
      this.entries.shift();
      this.retry.succeeded();
      // Refused because it was taken before: an earlier send reached the server, its answer did not.
      if (failure && !host.data.holds(entry.change)) {
        host.data.fail(entry.handle);
        if (entry.settle) entry.settle({ ok: false, error: failure });
        else host.refused({ id: entry.id, change: entry.change, at: entry.at, code: failure.code });
      } else {
        host.data.succeed(entry.handle);
        entry.settle?.({ ok: true, queued: false });
      }
      entry.settle = null;
      host.offline(false);
      host.publish();
      // The last write picks waited behind is done: they may go, while the history goes on.
      if (blocked && !this.blocksPicks && this.entries.length > 0) host.drained();
    }
    if (session === host.session() && this.entries.length === 0) host.drained();
  }

  /**
   * The history writes at the head of the queue that can go as one (the tunes of a gig played offline):
   * consecutive, not held by the server already, at most `HISTORY_RUN` of them.
   */
  private historyRun(): Entry[] {
    const run: Entry[] = [];
    for (const entry of this.entries) {
      if (run.length === HISTORY_RUN || !isHistoryOnly(entry.change) || this.host.data.holds(entry.change))
        break;
      run.push(entry);
    }
    return run;
  }

  private async sendTogether(run: readonly Entry[]): Promise<TunedeckError | null> {
    for (const entry of run) this.host.data.sending(entry.handle);
    this.host.saving(1);
    try {
      await this.host.storage.apply({ ops: run.flatMap((entry) => entry.change.ops) });
      return null;
    } catch (error) {
      return toTunedeckError(error);
    } finally {
      this.host.saving(-1);
    }
  }

  private async send(entry: Entry): Promise<TunedeckError | null> {
    this.host.data.sending(entry.handle);
    this.host.saving(1);
    try {
      await this.host.storage.apply(entry.change);
      return null;
    } catch (error) {
      return toTunedeckError(error);
    } finally {
      this.host.saving(-1);
    }
  }
}
