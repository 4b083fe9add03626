// A write made in a task the page does not outlive (a NEXT, then the page reloads or the phone's browser
// is swiped away) is kept in the device's copy by an IndexedDB transaction that may still be waiting to
// start when the page goes away: the browser then drops it. Its pick survives in the local picker record
// (localStorage, written in the same task); the journal does the same for the write: each small write of
// the gig history (DeviceCopy's choice: an edit given back later could land over a newer one) is kept
// there too, synchronously, until the copy holds it. A page that opens finds what the copy missed.
import type { Id } from '../model/records.js';
import type { KeyValueStore } from './key-value.js';
import type { QueuedWrite } from './write-queue.js';

/** What a journal entry's key starts with: then the user, a colon, the write's id. */
export const JOURNAL_PREFIX = 'tunedeck:write:';

/**
 * The largest write the journal keeps, in steps and as JSON (a NEXT's tune for the history, an edit): an
 * import goes to the copy only (it is made by a screen the musician waits on, not in a task the page may
 * not outlive), and is not turned into JSON in the task that makes it.
 */
export const JOURNAL_MAX_OPS = 50;
export const JOURNAL_MAX_CHARS = 16_000;

/** Entries of this page the copy has not confirmed yet, at most (a copy that keeps failing fills no more). */
export const JOURNAL_MAX_PENDING = 100;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value read back from the device is a queued write (its id, time and steps). */
export function isQueuedWrite(value: unknown): value is QueuedWrite {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    typeof value.at === 'number' &&
    isObject(value.change) &&
    Array.isArray(value.change.ops) &&
    (value.key === undefined || typeof value.key === 'string')
  );
}

const keyOf = (user: Id, id: number) => `${JOURNAL_PREFIX}${user}:${id}`;

export class WriteJournal {
  /** This page's entries not yet confirmed by the copy. */
  private pending = 0;

  constructor(private readonly store: KeyValueStore) {}

  /** Keeps a small write at once; false when it is too large, or too many wait (the copy alone keeps it). */
  keep(user: Id, write: QueuedWrite): boolean {
    if (this.pending >= JOURNAL_MAX_PENDING || write.change.ops.length > JOURNAL_MAX_OPS) return false;
    const json = JSON.stringify(write);
    if (json.length > JOURNAL_MAX_CHARS) return false;
    this.store.setItem(keyOf(user, write.id), json);
    this.pending += 1;
    return true;
  }

  /** The copy holds a write kept by `keep`: its entry goes. */
  confirmed(user: Id, id: number): void {
    this.pending = Math.max(0, this.pending - 1);
    this.store.removeItem(keyOf(user, id));
  }

  /** Takes an entry away that this page did not keep (found on opening, and in the copy now). */
  forget(user: Id, id: number): void {
    this.store.removeItem(keyOf(user, id));
  }

  /** The user's entries, oldest first; a damaged one is removed. */
  read(user: Id): QueuedWrite[] {
    const prefix = `${JOURNAL_PREFIX}${user}:`;
    const writes: QueuedWrite[] = [];
    for (const key of this.store.keys()) {
      if (!key.startsWith(prefix)) continue;
      const write = parse(this.store.getItem(key));
      if (write && keyOf(user, write.id) === key) writes.push(write);
      else this.store.removeItem(key);
    }
    return writes.sort((a, b) => a.id - b.id);
  }

  /** Removes every entry of the user (sign-out, the copy forgotten). */
  clear(user: Id): void {
    const prefix = `${JOURNAL_PREFIX}${user}:`;
    for (const key of this.store.keys()) if (key.startsWith(prefix)) this.store.removeItem(key);
  }
}

function parse(raw: string | null): QueuedWrite | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isQueuedWrite(value) ? value : null;
  } catch {
    return null;
  }
}
