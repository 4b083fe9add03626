/** A source of uniform numbers in [0, 1), like `Math.random`. Injected so every rule is repeatable. */
export type Random = () => number;

/** A source of the current time in milliseconds since the epoch. */
export type Clock = () => number;

/** A small, fast seeded generator (mulberry32) for tests, benchmarks, demos and stories. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform integer in [0, n). */
export function randomIndex(random: Random, n: number): number {
  return Math.min(n - 1, Math.floor(random() * n));
}

/** One element chosen uniformly; `undefined` for an empty list. */
export function randomItem<T>(random: Random, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[randomIndex(random, items.length)];
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const ID_LENGTH = 15;

/** A new record id: 15 characters of `a-z0-9` (the form PocketBase accepts for client-chosen ids). */
export function createId(random: Random): string {
  let id = '';
  for (let i = 0; i < ID_LENGTH; i += 1) id += ID_ALPHABET[randomIndex(random, ID_ALPHABET.length)];
  return id;
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9]{15}$/.test(value);
}
