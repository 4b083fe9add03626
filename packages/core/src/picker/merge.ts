import type { PickerState } from '../model/records.js';
import { MAX_PICKER_ENTRIES } from './parse.js';

/**
 * This device's picks re-applied onto a newer state another device wrote, after the storage refused
 * this device's write (`PickerConflictError`). `mine` is what this device's transitions made of `base`,
 * the last state it knew the server to hold (undefined when unknown: then nothing counts as put back).
 *
 * - A stale state never wins: the result is one version past `server`.
 * - No pick is lost: every entry either device played since `base` is played in the result, unless this
 *   device deliberately put it back (SKIP, Start New Gig, Reset, a new round): entries `base` had played
 *   that `mine` has not.
 * - The tune on screen is this device's: it is what its musician sees.
 * - Both bags are this device's less what the other device drew since `base`, so the pattern and the
 *   twelve keys still run out before repeating across devices. When the other device refilled a bag
 *   (its bag is no part of the base's), what it drew is unknown and this device's bag stands.
 */
export function rebasePickerState(
  server: PickerState,
  mine: PickerState,
  base: PickerState | undefined,
  now: number,
): PickerState {
  const before = new Set(base?.played);
  const kept = new Set(mine.played);
  const added = mine.played.filter((entry) => !before.has(entry));
  const addedSet = new Set(added);
  const putBack = new Set(base ? base.played.filter((entry) => !kept.has(entry)) : []);
  const theirs = server.played.filter((entry) => !putBack.has(entry) && !addedSet.has(entry));
  // Over the bound (only with sets near it), this device's picks come first: they are what it showed.
  const room = Math.max(0, MAX_PICKER_ENTRIES - added.length);
  return {
    played: [...theirs.slice(0, room), ...added.slice(0, MAX_PICKER_ENTRIES)],
    bag: withoutDrawn(mine.bag, base?.bag, server.bag),
    keyBag: withoutDrawn(mine.keyBag, base?.keyBag, server.keyBag),
    current: mine.current && { ...mine.current },
    version: server.version + 1,
    updated: now,
  };
}

/** `mine` less the tokens drawn from `base` to leave `server`, when `server` is what is left of `base`. */
function withoutDrawn<T extends string>(
  mine: readonly T[],
  base: readonly T[] | undefined,
  server: readonly T[],
): T[] {
  if (!base) return [...mine];
  const drawn = countTokens(base);
  for (const token of server) {
    const left = drawn.get(token) ?? 0;
    if (left === 0) return [...mine];
    drawn.set(token, left - 1);
  }
  const result: T[] = [];
  for (const token of mine) {
    const owed = drawn.get(token) ?? 0;
    if (owed > 0) drawn.set(token, owed - 1);
    else result.push(token);
  }
  return result;
}

function countTokens<T>(tokens: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}
