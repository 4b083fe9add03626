/** A source of uniform numbers in [0, 1), like `Math.random`. Injected so every rule is repeatable. */
export type Random = () => number;

/** A source of the current time in milliseconds since the epoch. */
export type Clock = () => number;

// Random bytes from the platform's cryptographic generator (browsers, Node >= 20, workers), drawn in
// blocks: one call per id would cost more than the id.
const BLOCK = 1024;
let pool: Uint8Array = new Uint8Array(0);
let taken = 0;

function randomByte(): number {
  if (taken === pool.length) {
    const { crypto } = globalThis as unknown as {
      crypto?: { getRandomValues(array: Uint8Array): Uint8Array };
    };
    if (!crypto?.getRandomValues) throw new Error('No crypto.getRandomValues here: give a `random` source.');
    pool = crypto.getRandomValues(new Uint8Array(BLOCK));
    taken = 0;
  }
  const byte = pool[taken] ?? 0;
  taken += 1;
  return byte;
}

/**
 * Uniform numbers in [0, 1) from `crypto.getRandomValues`, 53 random bits each: the default source of
 * picks, ids and keys, so nobody can foretell an id or a write key from the ones they saw.
 */
export const cryptoRandom: Random = () => {
  // 5 bits of one byte and 6 whole bytes: 53 bits, all a double holds exactly below 1.
  let value = randomByte() & 0x1f;
  for (let i = 0; i < 6; i += 1) value = value * 256 + randomByte();
  return value / 2 ** 53;
};

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

/** The bytes below it are a whole number of alphabets (7 x 36): higher ones would favour a-d. */
const UNBIASED_BYTES = Math.floor(256 / ID_ALPHABET.length) * ID_ALPHABET.length;

/**
 * A new record id: 15 characters of `a-z0-9` (the form PocketBase accepts for client-chosen ids).
 * Without a `random` source, or with `cryptoRandom`, each character comes straight from a random byte
 * (bytes that would favour some characters are drawn again); a seeded source gives repeatable ids.
 */
export function createId(random: Random = cryptoRandom): string {
  let id = '';
  if (random === cryptoRandom) {
    while (id.length < ID_LENGTH) {
      const byte = randomByte();
      if (byte < UNBIASED_BYTES) id += ID_ALPHABET[byte % ID_ALPHABET.length];
    }
    return id;
  }
  for (let i = 0; i < ID_LENGTH; i += 1) id += ID_ALPHABET[randomIndex(random, ID_ALPHABET.length)];
  return id;
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9]{15}$/.test(value);
}
