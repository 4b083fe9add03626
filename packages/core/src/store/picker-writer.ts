import type { Id, PickerState } from '../model/records.js';
import { isPickerState } from '../picker/parse.js';
import { type PickerConflictError, type TunedeckError, toTunedeckError } from '../storage/errors.js';
import type { LibraryEvent } from '../storage/storage.js';
import type { SavedPicker } from './local-chain.js';
import { Retry } from './retry.js';
import type { WriterHost } from './writer-host.js';

/** How many times in a row a picker write is rebased onto another device's state before it is reported. */
const MAX_REBASES = 10;

/** What the writer needs of the client store. */
export interface PickerWriterHost extends WriterHost {
  /** Whether this tab sends the device's picks (another tab may). */
  leading(): boolean;
  /** A chain was rebased onto another device's state: the device's copy and the other tabs take it. */
  rebased(chain: SavedPicker): void;
  /** The server accepted a set's state, sent with `moves` moves of the chain: the other tabs hear it. */
  accepted(set: Id, state: PickerState, moves: number): void;
  /** Reports a failure to the Network Error dialog. */
  report(error: TunedeckError): void;
  /** Told whether picks wait on this device because the server is out of reach. */
  offline(waiting: boolean): void;
  /**
   * Library writes made before these picks still wait to be sent (the device was offline): picks go
   * after them, so a pick never names a set or song the server does not hold yet. `resend()` follows.
   */
  blocked(): boolean;
}

// A conflict is recognised by its code and a well-formed state rather than by class, so an adapter
// bundling its own copy of core is understood too.
const isConflict = (error: TunedeckError): error is PickerConflictError =>
  error.code === 'picker-conflict' && isPickerState((error as Partial<PickerConflictError>).state);

/**
 * Sends each set's local picker chain to the server, one write in flight per set: a burst of taps while
 * a write runs becomes one more write. A write refused because another device wrote first is rebased
 * onto the state the server holds and sent again, so no pick of either device is lost and no stale state
 * wins; only a failure, or a rebase that keeps losing the race, is reported.
 */
export class PickerWriter {
  private readonly writers = new Map<Id, { busy: boolean; pending: boolean }>();
  private readonly retry = new Retry(() => this.resend());

  constructor(private readonly host: PickerWriterHost) {}

  /** Forgets writes of the previous session. */
  reset(): void {
    this.writers.clear();
    this.retry.reset();
  }

  /**
   * Sends again every picker state the server has not accepted: on a timer while the server is out of
   * reach, and when the page learns the network is back (`online`, the page shown again).
   */
  resend(): void {
    this.retry.cancel();
    if (!this.host.leading()) return;
    for (const record of this.host.data.unsavedPickers()) this.write(record.set);
  }

  /** The network failed: the picks stay on this device (and its local record) and go again later. */
  private waitForNetwork(): void {
    this.host.offline(true);
    this.retry.schedule();
  }

  /** Asks for a set's local chain to be written. */
  write(set: Id): void {
    if (!this.host.leading()) return;
    let writer = this.writers.get(set);
    if (!writer) {
      writer = { busy: false, pending: false };
      this.writers.set(set, writer);
    }
    writer.pending = true;
    if (!writer.busy) void this.drain(set, writer, this.host.session());
  }

  /**
   * Another device's picker state arrived while this device holds picks a failed write left behind:
   * write them again, so they are rebased instead of left apart from the server's.
   */
  resume(events: readonly LibraryEvent[]): void {
    if (!this.host.leading()) return;
    for (const event of events) {
      if (event.type !== 'upsert' || event.collection !== 'pickers') continue;
      const set = event.record.set;
      if (this.host.data.localPicker(set) && !this.writers.get(set)?.busy) this.write(set);
    }
  }

  /**
   * Sends the states the server has not accepted with a request that survives unload (on `pagehide`).
   * Best effort, never retried: a refusal is left to the local record and the next load.
   */
  async flush(): Promise<void> {
    const { data, storage } = this.host;
    // Library writes wait first: the picks stay on the device (and its offline copy) until they go.
    if (!this.host.leading() || this.host.blocked()) return;
    await Promise.all(
      data.unsavedPickers().map((record) =>
        storage
          .apply({ ops: [{ type: 'upsert', collection: 'pickers', record }] }, { keepalive: true })
          .then(() => {
            const moves = data.localPicker(record.set)?.moves ?? 0;
            data.pickerAccepted(record.set, record.state);
            this.host.accepted(record.set, record.state, moves);
          })
          .catch(() => undefined),
      ),
    );
  }

  private async drain(set: Id, writer: { busy: boolean; pending: boolean }, session: number): Promise<void> {
    const host = this.host;
    const data = host.data;
    writer.busy = true;
    let rebases = 0;
    while (writer.pending && session === host.session()) {
      if (host.blocked()) break;
      writer.pending = false;
      const chain = data.localPicker(set);
      if (!chain) break;
      const failure = await this.send(set, chain.state, chain.moves);
      if (session !== host.session()) break;
      if (!failure) {
        rebases = 0;
        this.retry.succeeded();
        host.offline(false);
        continue;
      }
      if (failure.code === 'network') {
        // Mid-gig without network: not an error to interrupt the musician with.
        this.waitForNetwork();
        break;
      }
      if (!isConflict(failure) || rebases === MAX_REBASES) {
        host.report(failure);
        break;
      }
      rebases += 1;
      // Another device wrote in between: rare, so its rule loads when first needed.
      const { rebasePickerState } = await import('../picker/merge.js');
      if (session !== host.session()) break;
      // The chain as it is now: taps during the write extended it.
      const now = data.localPicker(set);
      // Nothing left to rebase: the set is gone, or a flush had the server take the chain.
      if (!now) break;
      const rebased = rebasePickerState(failure.state, now.state, now.base, host.now());
      host.rebased(data.setLocalPicker(set, rebased, failure.state, host.tab));
      host.publish();
      writer.pending = true;
    }
    writer.busy = false;
  }

  /** One write; resolves with why it failed, or null once the server has accepted it. */
  private async send(set: Id, state: PickerState, moves: number): Promise<TunedeckError | null> {
    this.host.saving(1);
    try {
      await this.host.storage.apply({
        ops: [{ type: 'upsert', collection: 'pickers', record: { id: set, set, state } }],
      });
      this.host.data.pickerAccepted(set, state, moves);
      this.host.accepted(set, state, moves);
      return null;
    } catch (error) {
      return toTunedeckError(error);
    } finally {
      this.host.saving(-1);
      this.host.publish();
    }
  }
}
