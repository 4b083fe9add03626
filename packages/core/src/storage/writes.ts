import { LIMITS } from '../model/constants.js';

/**
 * One write of a change sent with others: its idempotency key (unique to the write, made on the device
 * that made it) and how many of the change's steps, in order from the previous write's, are its.
 */
export interface ChangeWrite {
  readonly key: string;
  readonly ops: number;
}

/** The longest key a storage keeps. */
export const WRITE_KEY_MAX = 64;

/** How long a storage remembers a write's key: a device offline longer may send it again. */
export const WRITE_KEY_DAYS = 60;

/**
 * Why `writes` does not describe a change of `ops` steps (at most `LIMITS.changeWrites` writes, keys of
 * at most `WRITE_KEY_MAX` characters, each write one step or more, all of them adding up to the change),
 * or null.
 */
export function changeWritesProblem(writes: unknown, ops: number): string | null {
  if (!Array.isArray(writes)) return 'writes must be a list';
  if (writes.length > LIMITS.changeWrites) return `a change carries at most ${LIMITS.changeWrites} writes`;
  let total = 0;
  for (const write of writes) {
    if (typeof write !== 'object' || write === null) return 'a write must be an object';
    const { key, ops: count } = write as Record<string, unknown>;
    if (typeof key !== 'string' || key.length === 0 || key.length > WRITE_KEY_MAX)
      return `a write's key is a text of 1 to ${WRITE_KEY_MAX} characters`;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1)
      return "a write's steps are a whole number of at least 1";
    total += count;
  }
  return total === ops ? null : `the writes hold ${total} steps, the change ${ops}`;
}

/**
 * The change less the writes whose keys `taken` holds: the steps still to apply, and the keys to keep
 * once they are. Without `writes`, all of it.
 */
export function untakenSteps<T>(
  ops: readonly T[],
  writes: readonly ChangeWrite[] | undefined,
  taken: (key: string) => boolean,
): { ops: T[]; keys: string[] } {
  if (!writes) return { ops: [...ops], keys: [] };
  const result: T[] = [];
  const keys: string[] = [];
  let index = 0;
  for (const write of writes) {
    if (!taken(write.key)) {
      result.push(...ops.slice(index, index + write.ops));
      keys.push(write.key);
    }
    index += write.ops;
  }
  return { ops: result, keys };
}
