/**
 * The records this device's sent writes should come back as, in realtime events, in the order sent.
 *
 * The device sends its writes one run at a time, so the server applies them in that order; but an
 * event travels apart from the write's answer, and the echo of an earlier write can arrive after a later
 * write's answer. Told apart from the writes of other devices, such an echo is known to be old: it must
 * neither show an older state for a moment nor keep the later write's effect out of the confirmed data.
 */

/** A record as an event brings it, or `null` for its deletion. */
export type EchoedRecord = object | null;

/** What an event is to the device's own writes. */
export type EchoMatch =
  /** The echo of the last write sent that touches the record. */
  | 'newest'
  /** The echo of an earlier one: a later write of this device is on the server already. */
  | 'stale'
  /** Not an echo this device waits for: another device's write, or a server's own change. */
  | null;

/** Writes sent whose echoes never came are forgotten past this many per record (realtime lost them). */
const KEPT_PER_RECORD = 32;

/**
 * Records waited for at most: past it (a bulk write, or echoes that never came in a long visit) nothing
 * is waited for, and the store takes each event as another device's, as it did before it knew its own.
 */
const KEPT_RECORDS = 5000;

/** Shallow equality of two records as events bring them (plain fields; an object field never matches). */
function sameRecord(a: EchoedRecord, b: EchoedRecord): boolean {
  if (a === null || b === null) return a === b;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => left[key] === right[key]);
}

interface Expected {
  readonly write: number;
  readonly record: EchoedRecord;
}

export class OwnEchoes {
  private readonly byRecord = new Map<string, Expected[]>();

  /** The record as the last write sent leaves it, if a sent write touches it and its echo has not come. */
  latest(key: string): { record: EchoedRecord } | undefined {
    const list = this.byRecord.get(key);
    const last = list?.[list.length - 1];
    return last && { record: last.record };
  }

  /** Write `write`, being sent, should leave the record `key` as `record`. */
  expect(write: number, key: string, record: EchoedRecord): void {
    let list = this.byRecord.get(key);
    if (!list) {
      if (this.byRecord.size >= KEPT_RECORDS) this.byRecord.clear();
      list = [];
      this.byRecord.set(key, list);
    }
    list.push({ write, record });
    if (list.length > KEPT_PER_RECORD) list.shift();
  }

  /** The write was refused (or is sent again): the echoes it would have had are not waited for. */
  drop(write: number): void {
    for (const [key, list] of this.byRecord) {
      const kept = list.filter((expected) => expected.write !== write);
      if (kept.length === 0) this.byRecord.delete(key);
      else if (kept.length < list.length) this.byRecord.set(key, kept);
    }
  }

  /** A fresh read of the server's data, or a new session: every echo waited for may have come meanwhile. */
  clear(): void {
    this.byRecord.clear();
  }

  /**
   * An event brought `record` for `key`: which of the echoes waited for it is (those before it are
   * passed: the server applied their writes before). An event that is none of them is another device's,
   * and the server's state has moved past what this device expects: nothing more is waited for there.
   */
  match(key: string, record: EchoedRecord): EchoMatch {
    const list = this.byRecord.get(key);
    if (!list) return null;
    const index = list.findIndex((expected) => sameRecord(expected.record, record));
    if (index < 0) {
      this.byRecord.delete(key);
      return null;
    }
    const newest = index === list.length - 1;
    if (newest) this.byRecord.delete(key);
    else list.splice(0, index + 1);
    return newest ? 'newest' : 'stale';
  }
}
