import type { Change } from '../library/change.js';
import { LIMITS } from '../model/constants.js';
import { createId, type Random } from '../model/random.js';
import { yieldToHost } from '../model/slices.js';
import { type TunedeckError, type TunedeckErrorCode, toTunedeckError } from '../storage/errors.js';
import { Retry } from './retry.js';
import { LARGE_WRITE_OPS, type WriterHost } from './writer-host.js';

/** Writes sent together at most, and their steps: under a bulk change, which makes every device reload. */
const RUN = { writes: LIMITS.changeWrites, ops: Math.floor(LIMITS.bulkChangeOps * 0.8) } as const;

/**
 * The room for tab numbers in a write's id: an id is a count (one past the highest the tab has seen)
 * times this, plus the tab's number, so ids of one device never clash and a write comes after every
 * write its tab knew of when it was made.
 */
export const TAB_SPACE = 2 ** 20;

/** Settled ids remembered, so that a copy read before they left it does not bring them back. */
const SETTLED_MEMORY = 10_000;

/** A change of the gig history only: no set or song a pick could name comes with it. */
export function isHistoryOnly(change: Change): boolean {
  return change.ops.every(
    (op) => op.type !== 'account' && (op.collection === 'gigs' || op.collection === 'plays'),
  );
}

/** A library change made on this device (in any of its tabs) that the server has not taken yet. */
export interface QueuedWrite {
  /** Unique on the device, and larger than every write its tab knew of when it was made. */
  readonly id: number;
  readonly change: Change;
  /** When it was made. */
  readonly at: number;
  /**
   * Unique to the write (see `ApplyOptions.writes`): sent again after its answer was lost, the server
   * does not apply it twice. Absent on writes kept before keys were sent.
   */
  readonly key?: string;
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

/** Writes the sending tab has settled: taken, refused with their caller told, refused to keep. */
export interface Settled {
  readonly taken: readonly number[];
  /** Not sent: the server held their effect already (a song another device deleted too, say). */
  readonly held?: readonly number[];
  readonly failed: readonly number[];
  readonly refused: readonly RefusedWrite[];
}

/** What the queue needs of the client store. */
export interface WriteQueueHost extends WriterHost {
  /** Makes each write's key. */
  readonly random: Random;
  /** Keeps a new write in the device's copy and tells the other tabs, before anything else happens. */
  keep(write: QueuedWrite): void;
  /** The writes the device's copy holds (the sending tab looks there for writes of closed tabs). */
  kept(): Promise<readonly QueuedWrite[]>;
  /** Writes were found in the copy that no tab had told of: the other tabs are told. */
  found(writes: readonly QueuedWrite[]): void;
  /** Writes settled before are still in the copy (the tab that settled them closed before its save). */
  stale(ids: readonly number[]): void;
  /** Told whether writes wait because the server is out of reach. */
  offline(waiting: boolean): void;
  /** The sending tab settled writes (the copy and the other tabs follow). */
  settled(settled: Settled): void;
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
 * The device's library writes, sent one run at a time in the order they were made. Each is shown at once
 * (optimistic) in every tab. One tab sends them (`lead`); the others keep theirs in the device's copy and
 * hear what became of them (`settledElsewhere`). When the network fails a write stays queued (and kept),
 * its caller is answered "queued", and every later write queues behind it, until the network returns.
 * Replayed writes the server refuses are kept as refused; writes it takes are confirmed as usual.
 */
export class WriteQueue {
  private entries: Entry[] = [];
  private running = false;
  private waitingForNetwork = false;
  /** This tab sends the device's writes. */
  private leading = false;
  /** The copy may hold writes of tabs that closed before telling: the sending tab reads it. */
  private scanDue = false;
  private maxId = 0;
  private settledIds = new Set<number>();
  /**
   * Sends that may have reached the server without their answer reaching this device (the network
   * failed under them, the page closed with writes kept, or another tab was sending), counted; and how
   * many of them a read of the server's data made since covers. Until one does, the data shown may not
   * know them.
   */
  private unanswered = 0;
  private covered = 0;
  private readonly retry = new Retry(() => this.resend());

  constructor(private readonly host: WriteQueueHost) {}

  /** How many writes wait to be sent or answered. */
  get size(): number {
    return this.entries.length;
  }

  /** How many writes wait that the musician made as changes (the history's writes ride with picks). */
  get changes(): number {
    let count = 0;
    for (const entry of this.entries) if (!isHistoryOnly(entry.change)) count += 1;
    return count;
  }

  /**
   * Whether picks must wait: a queued write may create a set or song a pick names. Writes of the gig
   * history only (a NEXT's tune) never do, so picks do not wait behind them.
   */
  get blocksPicks(): boolean {
    return this.entries.some((entry) => !isHistoryOnly(entry.change));
  }

  /** Whether this tab sends the device's writes. */
  get isLeading(): boolean {
    return this.leading;
  }

  /** The writes not yet taken by the server, oldest first. */
  list(): QueuedWrite[] {
    return this.entries.map(({ handle: _, settle: __, ...write }) => write);
  }

  /**
   * Queues a change, keeps it on the device and tells the other tabs, all before returning. Resolves once
   * the server took or refused it, or at once when it waits (offline, or another tab sends).
   */
  add(change: Change, options: { quiet?: boolean } = {}): Promise<WriteOutcome> {
    return new Promise((settle) => {
      const id = (Math.floor(this.maxId / TAB_SPACE) + 1) * TAB_SPACE + this.host.tab;
      this.maxId = id;
      const write = { id, change, at: this.host.now(), key: createId(this.host.random) };
      const entry: Entry = { ...write, handle: this.host.data.begin(change), settle };
      this.entries.push(entry);
      this.host.keep(write);
      if (!this.leading || this.waitingForNetwork) this.answerQueued(entry);
      if (!options.quiet) this.host.publish();
      this.drain();
    });
  }

  /**
   * A write another tab made, or the device's copy kept (a reload): shown at once, in its place, and sent
   * by the sending tab. Returns whether it was new here.
   */
  received(write: QueuedWrite): boolean {
    this.maxId = Math.max(this.maxId, write.id);
    if (this.settledIds.has(write.id) || this.entries.some((entry) => entry.id === write.id)) return false;
    const entry: Entry = { ...write, handle: this.host.data.begin(write.change), settle: null };
    let index = this.entries.length;
    while (index > 0 && this.entries[index - 1]!.id > write.id) index -= 1;
    this.entries.splice(index, 0, entry);
    return true;
  }

  /** A write another tab just made: shown, and sent if this tab sends. */
  incoming(write: QueuedWrite): boolean {
    if (!this.received(write)) return false;
    this.drain();
    return true;
  }

  /** Puts back writes kept on the device (a reload): shown at once, sent when the server is reached. */
  restore(writes: readonly QueuedWrite[]): void {
    let any = false;
    for (const write of writes) any = this.received(write) || any;
    if (any) this.unanswered += 1;
  }

  /** The sending tab settled writes: they leave this tab's queue as they left its. */
  settledElsewhere(settled: Settled): void {
    const take = (id: number) => {
      this.remember(id);
      const index = this.entries.findIndex((entry) => entry.id === id);
      return index < 0 ? null : this.entries.splice(index, 1)[0]!;
    };
    for (const id of [...settled.taken, ...(settled.held ?? [])]) {
      const entry = take(id);
      if (entry) this.host.data.succeed(entry.handle);
    }
    for (const id of [...settled.failed, ...settled.refused.map((write) => write.id)]) {
      const entry = take(id);
      if (entry) this.host.data.fail(entry.handle);
    }
  }

  /** This tab now sends the device's writes (the tab that did closed, or this is the only one). */
  lead(): void {
    if (this.leading) return;
    this.leading = true;
    // The tab that sent before may have sent without hearing back.
    this.unanswered += 1;
    this.scanDue = true;
    this.drain();
  }

  /** Forgets the previous session's writes. */
  reset(): void {
    for (const entry of this.entries) this.answerQueued(entry);
    this.entries = [];
    this.retry.reset();
    this.waitingForNetwork = false;
    this.leading = false;
    this.scanDue = false;
    this.maxId = 0;
    this.settledIds = new Set();
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

  /** Whether a read of the server's data is due before sending (see `reading`). */
  get needsRead(): boolean {
    return this.unanswered > this.covered;
  }

  /** The network may be back: send what waits, now. */
  resend(): void {
    this.retry.cancel();
    this.waitingForNetwork = false;
    this.drain();
  }

  /**
   * The ids of the writes this tab settled last (or heard settled), newest last: a tab that read the
   * device's copy just before the save that dropped them still holds them.
   */
  recentlySettled(limit = 1000): number[] {
    return [...this.settledIds].slice(-limit);
  }

  private remember(id: number): void {
    this.settledIds.add(id);
    if (this.settledIds.size > SETTLED_MEMORY) {
      const oldest = this.settledIds.values().next().value;
      if (oldest !== undefined) this.settledIds.delete(oldest);
    }
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
    if (!this.leading || this.running || this.waitingForNetwork) return;
    this.running = true;
    void this.run(this.host.session());
  }

  private async run(session: number): Promise<void> {
    try {
      await this.sendAll(session);
    } finally {
      this.running = false;
    }
    // A write added while the loop was ending is not left unsent; nor is one a closed tab kept.
    if (session === this.host.session() && (this.entries.length > 0 || this.scanDue)) this.drain();
  }

  /** Writes kept in the copy that no tab told of (their tab closed first) join the queue. */
  private async scan(session: number): Promise<void> {
    this.scanDue = false;
    const kept = await this.host.kept().catch(() => []);
    if (session !== this.host.session()) return;
    const stale = kept.filter((write) => this.settledIds.has(write.id)).map((write) => write.id);
    if (stale.length > 0) this.host.stale(stale);
    const found = kept.filter((write) => this.received(write));
    if (found.length === 0) return;
    this.unanswered += 1;
    this.host.found(found);
    this.host.publish();
  }

  private async sendAll(session: number): Promise<void> {
    const { host } = this;
    // Refused together, a run goes one by one until the write that is wrong is found (and refused
    // alone); then runs go on.
    let together = true;
    let sent = false;
    if (this.scanDue) await this.scan(session);
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
      const run = together ? this.headRun() : [];
      if (run.length > 1) {
        const failure = await this.send(run);
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
        this.finish(run, null);
        sent = true;
        continue;
      }
      const entry = this.entries[0]!;
      // Kept from a visit whose answer was lost (the page reloaded): the server may hold it already.
      const held = host.data.holds(entry.change);
      const failure = held ? null : await this.send([entry]);
      if (session !== host.session()) return;
      if (failure?.code === 'network') {
        this.waitForNetwork();
        host.publish();
        return;
      }
      if (failure) together = true;
      // Refused because it was taken before: an earlier send reached the server, its answer did not.
      this.finish([entry], failure && !host.data.holds(entry.change) ? failure : null, held);
      sent = true;
    }
    if (session !== host.session() || this.entries.length > 0) return;
    host.drained();
    // All sent: one more look for writes a closed tab kept without telling.
    if (sent) this.scanDue = true;
  }

  /** Settles sent entries at the head of the queue: taken, or (one) refused. */
  private finish(run: readonly Entry[], failure: TunedeckError | null, held = false): void {
    const { host } = this;
    const blocked = this.blocksPicks;
    // By identity: another tab's write may have come in ahead of them meanwhile.
    this.entries = this.entries.filter((entry) => !run.includes(entry));
    this.retry.succeeded();
    const settled: { taken: number[]; held: number[]; failed: number[]; refused: RefusedWrite[] } = {
      taken: [],
      held: [],
      failed: [],
      refused: [],
    };
    for (const entry of run) {
      this.remember(entry.id);
      if (!failure) {
        host.data.succeed(entry.handle);
        entry.settle?.({ ok: true, queued: false });
        (held ? settled.held : settled.taken).push(entry.id);
      } else {
        host.data.fail(entry.handle);
        if (entry.settle) {
          entry.settle({ ok: false, error: failure });
          settled.failed.push(entry.id);
        } else {
          const { handle: _, settle: __, ...write } = entry;
          settled.refused.push({ ...write, code: failure.code });
        }
      }
      entry.settle = null;
    }
    host.settled(settled);
    host.offline(false);
    host.publish();
    // The last write picks waited behind is done: they may go, while the history goes on.
    if (blocked && !this.blocksPicks && this.entries.length > 0) host.drained();
  }

  /**
   * The writes at the head of the queue that can go as one request (an offline gig's tunes, a burst of
   * edits): consecutive, not held by the server already, within `RUN`.
   */
  private headRun(): Entry[] {
    const run: Entry[] = [];
    let ops = 0;
    for (const entry of this.entries) {
      ops += entry.change.ops.length;
      if (run.length === RUN.writes || ops > RUN.ops || this.host.data.holds(entry.change)) break;
      run.push(entry);
    }
    return run;
  }

  private async send(run: readonly Entry[]): Promise<TunedeckError | null> {
    for (const entry of run) this.host.data.sending(entry.handle);
    this.host.saving(1);
    try {
      const change = run.length === 1 ? run[0]!.change : { ops: run.flatMap((entry) => entry.change.ops) };
      if (change.ops.length > LARGE_WRITE_OPS) await yieldToHost();
      // Each write's key, so that one the server took already (its answer lost) is not applied again.
      const writes = run.every((entry) => entry.key)
        ? run.map((entry) => ({ key: entry.key!, ops: entry.change.ops.length }))
        : undefined;
      await this.host.storage.apply(change, writes ? { writes } : undefined);
      return null;
    } catch (error) {
      return toTunedeckError(error);
    } finally {
      this.host.saving(-1);
    }
  }
}
