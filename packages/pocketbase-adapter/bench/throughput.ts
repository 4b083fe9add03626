// Throughput of a PocketBase server under many musicians at once: every one signs up on their own
// client, gets a set of tunes, then all of them make a realistic mix of changes at the same time.
import {
  addSet,
  addSongToSet,
  applyChange,
  bulkAddToSet,
  type Change,
  createId,
  editSongKnowledge,
  editSongNotes,
  type Id,
  initialPickerState,
  KNOWLEDGE_LEVELS,
  type Library,
  type PickerState,
  pickerMembers,
  pickerTransition,
  type Random,
  type RuleContext,
  randomItem,
  SONG_KEYS,
  seededRandom,
  type TunedeckStorage,
  wishAdd,
} from '@tunedeck/core';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import PocketBase from 'pocketbase';

export interface ThroughputOptions {
  /** Musicians writing at once. @default 20 */
  users?: number;
  /** Changes each musician makes, one after another. @default 50 */
  changesPerUser?: number;
  /** Tunes in each musician's first set before the timed part. @default 30 */
  songsPerUser?: number;
  /**
   * Seeds the choices and ids, so runs are repeatable. Ids and emails derive from it: on one server,
   * use a new seed per run (or a fresh server). @default 1
   */
  seed?: number;
}

export interface ThroughputResult {
  /** Changes applied in the timed part (one HTTP request each). */
  requests: number;
  seconds: number;
  perSecond: number;
  /** Latency of one `storage.apply`, in milliseconds. */
  p50: number;
  p95: number;
}

/** The mix of changes, in percent: what a musician does most is NEXT on the picker. */
const MIX = [
  ['picker', 40],
  ['add-song', 20],
  ['knowledge', 15],
  ['notes', 10],
  ['wish', 10],
  ['add-set', 5],
] as const;
type ChangeKind = (typeof MIX)[number][0];

const PASSWORD = 'bench-pass-1';

interface Musician {
  storage: TunedeckStorage;
  random: Random;
  context: RuleContext;
  library: Library;
  set: Id;
  /** The last picker state written: each NEXT builds on it, so versions only go up. */
  picker: PickerState;
}

/** Signed-in devices keep a realtime connection, which Node 20 needs a polyfill for. */
async function ensureEventSource() {
  const specifier = 'eventsource';
  const { EventSource } = (await import(specifier)) as { EventSource: unknown };
  (globalThis as { EventSource?: unknown }).EventSource ??= EventSource;
}

function pickKind(random: Random): ChangeKind {
  let roll = random() * 100;
  for (const [kind, percent] of MIX) {
    roll -= percent;
    if (roll < 0) return kind;
  }
  return MIX[0][0];
}

function accepted(result: { ok: true; change: Change } | { ok: false; reason: string }, what: string) {
  if (!result.ok) throw new Error(`${what} refused: ${result.reason}`);
  if (result.change.ops.length === 0) throw new Error(`${what} gave an empty change`);
  return result.change;
}

/** The next change of one musician, built by core's rules from their library as it is now. */
function nextChange(musician: Musician): Change {
  const { random, context, library, set } = musician;
  const song = () => randomItem(random, Object.values(library.songs))!;
  const name = (prefix: string) => `${prefix} ${createId(random)}`;
  switch (pickKind(random)) {
    case 'picker': {
      const state = pickerTransition(musician.picker, { type: 'next' }, pickerMembers(library, set), context);
      musician.picker = state;
      return { ops: [{ type: 'upsert', collection: 'pickers', record: { id: set, set, state } }] };
    }
    case 'add-song':
      return accepted(
        addSongToSet(
          library,
          {
            setId: set,
            title: name('Tune'),
            knowledge: randomItem(random, KNOWLEDGE_LEVELS)!,
            key: randomItem(random, SONG_KEYS)!,
          },
          context,
        ),
        'add song',
      );
    case 'knowledge': {
      const { id, knowledge } = song();
      const other = randomItem(
        random,
        KNOWLEDGE_LEVELS.filter((level) => level !== knowledge),
      )!;
      return accepted(editSongKnowledge(library, { songId: id, knowledge: other }), 'knowledge');
    }
    case 'notes':
      return accepted(editSongNotes(library, { songId: song().id, notes: name('Capo 2, from') }), 'notes');
    case 'wish':
      return accepted(wishAdd(library, name('Wish'), context), 'wish');
    case 'add-set':
      return accepted(addSet(library, name('Set'), context), 'add set');
  }
}

/** Signs a musician up on a client of their own and seeds their first set (not timed). */
async function prepare(url: string, seed: number, index: number, songs: number): Promise<Musician> {
  const random = seededRandom(seed * 10_000 + index);
  const context = { random, now: Date.now };
  const storage = createPocketBaseStorage({ pb: new PocketBase(url) });
  await storage.auth.signUp({ email: `throughput-${seed}-${index}@example.com`, password: PASSWORD });
  const set = storage.auth.current()!.pickerSet;
  let library = await storage.loadLibrary();
  const titles = Array.from({ length: songs }, (_, tune) => `Seed tune ${tune + 1}`).join('\n');
  const seeded = accepted(bulkAddToSet(library, set, titles, context), 'seeding');
  await storage.apply(seeded);
  library = applyChange(library, seeded);
  const picker = library.pickers[set]?.state ?? initialPickerState(context.now());
  return { storage, random, context, library, set, picker };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * Signs up `users` musicians on the server at `url` (rate limits should be off), seeds each one's
 * first set, then times all of them making `changesPerUser` mixed changes at once, each musician's
 * one after another through `storage.apply`: requests per second overall, and p50 / p95 latency.
 */
export async function measureThroughput(
  url: string,
  options: ThroughputOptions = {},
): Promise<ThroughputResult> {
  const { users = 20, changesPerUser = 50, songsPerUser = 30, seed = 1 } = options;
  await ensureEventSource();
  const musicians: Musician[] = [];
  try {
    for (let index = 0; index < users; index += 1)
      musicians.push(await prepare(url, seed, index, songsPerUser));
    const latencies: number[] = [];
    const start = performance.now();
    await Promise.all(
      musicians.map(async (musician) => {
        for (let step = 0; step < changesPerUser; step += 1) {
          const change = nextChange(musician);
          const sent = performance.now();
          await musician.storage.apply(change);
          latencies.push(performance.now() - sent);
          musician.library = applyChange(musician.library, change);
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      seconds,
      perSecond: latencies.length / seconds,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
    };
  } finally {
    // Close the realtime connections, or they outlive the server.
    for (const musician of musicians) await musician.storage.auth.logOut();
  }
}
