// `npm run bench:venue` (and part of `npm run bench`): how much one PocketBase holds on this machine
// (issue 46, "a gig that survives the venue"). N musicians each press NEXT every 2 minutes (the picker's
// new state and the tune played, as core's rules make them), each with their device's realtime
// connection open on their library as the app keeps it; M of them share their set live, each share
// followed by 20 bandmates (a realtime connection each, subscribed to the share's topic, and a probe of
// the server's health every second, as the follow page makes it). Each step
// holds the load for a window and measures, from the musicians' side, NEXT until the server answered,
// and from the band's side, NEXT until each follower was told; both p95s must stay ≤ 100 ms. Steps
// double N and M until a p95 passes 100 ms, or the time is up (about 4.5 minutes), and report the last
// step that held, with the server's memory (VmRSS) at it. The bench runs on the same two cores as the
// server: the figures are the server's with its clients beside it, as on a small box they are not.
// Nothing here fails a test run.
//
// Scale: TUNEDECK_BENCH_VENUE_N (first step's musicians, default 100), _M (first step's shares,
// default 5), _WINDOW_S (seconds each step holds its load, default 30), _BUDGET_S (seconds for the
// whole run, default 270), _STEPS (at most this many steps, default unbounded).
import { readFileSync } from 'node:fs';
import {
  applyChange,
  bulkAddToSet,
  type Id,
  initialPickerState,
  LIVE_PROBE_MS,
  type Library,
  type Operation,
  type PickerState,
  pickerMembers,
  pickerTransition,
  recordPlay,
  type TunedeckStorage,
  type Unsubscribe,
} from '@tunedeck/core';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import { startMailCatcher, startPocketBase } from '@tunedeck/pocketbase/server';

// Node 20 has no EventSource; the SDK's realtime needs one (as in tests/e2e/site.ts).
if (!('EventSource' in globalThis)) {
  const specifier = 'eventsource';
  const { EventSource } = (await import(specifier)) as { EventSource: unknown };
  (globalThis as { EventSource?: unknown }).EventSource = EventSource;
}

const env = (name: string, fallback: number) => {
  const value = Number(process.env[`TUNEDECK_BENCH_VENUE_${name}`]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const FIRST_N = env('N', 100);
const FIRST_M = env('M', 5);
const WINDOW_MS = env('WINDOW_S', 30) * 1000;
const BUDGET_MS = env('BUDGET_S', 270) * 1000;
const MAX_STEPS = env('STEPS', Number.POSITIVE_INFINITY);
/** A musician's pace: one NEXT every two minutes (a tune called, played, the next one). */
const NEXT_EVERY_MS = 120_000;
const FOLLOWERS_PER_SHARE = 20;
const TUNES = 20;
const GOAL_P95_MS = 100;
const PASSWORD = 'venue-pass-1';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;
};
function memoryMiB(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** One musician's device: signed in, its library open on realtime, NEXT by core's rules. */
interface Musician {
  storage: TunedeckStorage;
  set: Id;
  /** Presses NEXT: resolves with how long the server took to answer. */
  next(): Promise<number>;
  stop: Unsubscribe;
}

let accounts = 0;
async function musician(url: string): Promise<Musician> {
  accounts += 1;
  const storage = createPocketBaseStorage({ url });
  const email = `venue-${accounts}-${Date.now().toString(36)}@example.com`;
  const account = await storage.auth.signUp({ email, password: PASSWORD });
  const set = account.pickerSet;
  let last = 0;
  const context = { random: Math.random, now: () => (last = Math.max(Date.now(), last + 1)) };
  let library: Library = await storage.loadLibrary();
  const titles = Array.from({ length: TUNES }, (_, i) => `Tune ${i + 1}`).join('\n');
  const added = bulkAddToSet(library, set, titles, context);
  if (!added.ok) throw new Error('a musician’s tunes were refused');
  await storage.apply(added.change);
  library = applyChange(library, added.change);
  let state: PickerState = library.pickers[set]?.state ?? initialPickerState(context.now());
  const next = async () => {
    const shown = state.current;
    const moved = pickerTransition(state, { type: 'next' }, pickerMembers(library, set), context);
    const ops: Operation[] = [
      { type: 'upsert', collection: 'pickers', record: { id: set, set, state: moved } },
    ];
    if (shown) {
      const recorded = recordPlay(library, { setId: set, tune: shown }, context);
      if (recorded.ok) ops.push(...recorded.change.ops);
    }
    const change = { ops };
    library = applyChange(library, change);
    state = moved;
    const sent = performance.now();
    await storage.apply(change);
    return performance.now() - sent;
  };
  await next();
  const stop = await storage.subscribe(() => {});
  return { storage, set, next, stop };
}

/** The EventSource put on globalThis above, as used here. */
interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data: string }) => void): void;
  close(): void;
}

/**
 * A bandmate: an SSE connection of its own subscribed to the share's topic, as the SDK does it for the
 * adapter's follow (PB_CONNECT gives the client id, a POST to /api/realtime names the topic), and the
 * follow's probe of the server's health every LIVE_PROBE_MS.
 */
async function follower(url: string, token: string, heard: (at: number) => void): Promise<() => void> {
  const EventSourceClass = (globalThis as unknown as { EventSource: new (url: string) => EventSourceLike })
    .EventSource;
  const topic = `tunedeck/live/${token}`;
  const source = new EventSourceClass(`${url}/api/realtime`);
  const clientId = await new Promise<string>((resolve, reject) => {
    source.addEventListener('PB_CONNECT', (event) =>
      resolve((JSON.parse(event.data) as { clientId: string }).clientId),
    );
    source.addEventListener('error', () => reject(new Error('a follower’s realtime connection failed')));
  });
  source.addEventListener(topic, () => heard(performance.now()));
  const subscribed = await fetch(`${url}/api/realtime`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, subscriptions: [topic] }),
  });
  if (subscribed.status !== 204) throw new Error(`subscribing a follower answered ${subscribed.status}`);
  const probe = setInterval(() => {
    fetch(`${url}/api/health`, { signal: AbortSignal.timeout(LIVE_PROBE_MS) }).then(
      (answer) => answer.body?.cancel(),
      () => undefined,
    );
  }, LIVE_PROBE_MS);
  return () => {
    clearInterval(probe);
    source.close();
  };
}

/** A live share: its leader (one of the musicians) and 20 followers; when each NEXT reached each. */
interface Share {
  leader: Musician;
  /** When the leader's NEXT was sent, and how long each follower took to be told of it. */
  calledAt: number;
  told: number[];
  close: Array<() => void>;
}

async function share(url: string, leader: Musician): Promise<Share> {
  const { token } = await leader.storage.live.start(leader.set);
  const result: Share = { leader, calledAt: Number.NaN, told: [], close: [] };
  const heard = (at: number) => {
    if (Number.isFinite(result.calledAt)) result.told.push(at - result.calledAt);
  };
  for (let i = 0; i < FOLLOWERS_PER_SHARE; i += 1) result.close.push(await follower(url, token, heard));
  return result;
}

/** Runs `make` `count` times, a few at a time (sign-up hashes a password: the server's slowest step). */
async function several<T>(count: number, make: () => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += 4)
    made.push(...(await Promise.all(Array.from({ length: Math.min(4, count - start) }, make))));
  return made;
}

interface StepFigure {
  n: number;
  m: number;
  nexts: number;
  nextP95: number;
  toldCount: number;
  toldP95: number;
  memory: number;
  holds: boolean;
}

/**
 * Holds the load for the window: each musician presses NEXT every two minutes at a phase of its own
 * (so NEXTs come at N per two minutes, evenly); a share's leader presses it within the window, and its
 * followers are told.
 */
async function hold(musicians: Musician[], shares: Share[]) {
  const answered: number[] = [];
  const told: number[] = [];
  const leaders = new Map(shares.map((each) => [each.leader, each]));
  const start = performance.now();
  const offset = Math.random() * NEXT_EVERY_MS;
  const others = musicians.filter((each) => !leaders.has(each));
  const due = [
    ...others.map((each, index) => ({
      each,
      at: ((index / others.length) * NEXT_EVERY_MS + offset) % NEXT_EVERY_MS,
    })),
    // Every leader's NEXT of these two minutes falls in the window: each share is measured.
    ...shares.map((each, index) => ({ each: each.leader, at: ((index + 0.5) / shares.length) * WINDOW_MS })),
  ]
    .filter(({ at }) => at < WINDOW_MS)
    .sort((a, b) => a.at - b.at);
  const pending: Array<Promise<void>> = [];
  for (const { each, at } of due) {
    const wait = start + at - performance.now();
    if (wait > 0) await sleep(wait);
    const shared = leaders.get(each);
    pending.push(
      (async () => {
        if (shared) {
          // The followers of the NEXT before have all been told (or never will be): a new call.
          told.push(...shared.told);
          shared.told = [];
          shared.calledAt = performance.now();
        }
        answered.push(await each.next());
      })(),
    );
  }
  await Promise.all(pending);
  await sleep(Math.max(0, start + WINDOW_MS - performance.now()) + 1000);
  for (const each of shares) {
    told.push(...each.told);
    each.told = [];
    each.calledAt = Number.NaN;
  }
  return { answered, told };
}

const started = Date.now();
const mail = await startMailCatcher({ log: false });
const server = await startPocketBase({
  rateLimits: false,
  smtp: { host: mail.host, port: mail.port },
  throttles: {
    mailPerAddress: { windowMs: 0 },
    unknownEmailsPerAddress: { windowMs: 0 },
    liveMissesPerAddress: { windowMs: 0 },
  },
});
console.log(
  `\nVenue load on one PocketBase (${server.url}), this machine's cores shared with the bench's clients; ` +
    `a NEXT every ${NEXT_EVERY_MS / 60_000} min per musician, ${FOLLOWERS_PER_SHARE} followers per share, ` +
    `${WINDOW_MS / 1000} s per step, goal p95 ≤ ${GOAL_P95_MS} ms`,
);
console.log(`  idle server: ${memoryMiB(server.pid).toFixed(0)} MiB`);
const musicians: Musician[] = [];
const shares: Share[] = [];
const figures: StepFigure[] = [];
try {
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const n = FIRST_N * 2 ** step;
    const m = FIRST_M * 2 ** step;
    // A step's setup grows with it: stop before one that cannot finish in the time left.
    const last = figures.at(-1);
    const spent = Date.now() - started;
    if (last && spent + (spent / figures.length) * 2.2 > BUDGET_MS) {
      console.log(`  (time is up: the next step, N = ${n}, M = ${m}, would not finish within the budget)`);
      break;
    }
    musicians.push(...(await several(n - musicians.length, () => musician(server.url))));
    for (const leader of musicians.slice(shares.length, m)) shares.push(await share(server.url, leader));
    const { answered, told } = await hold(musicians, shares);
    const figure: StepFigure = {
      n,
      m,
      nexts: answered.length,
      nextP95: percentile(answered, 0.95),
      toldCount: told.length,
      toldP95: percentile(told, 0.95),
      memory: memoryMiB(server.pid),
      holds: false,
    };
    figure.holds =
      !(figure.nextP95 > GOAL_P95_MS) &&
      !(figure.toldP95 > GOAL_P95_MS) &&
      told.length > 0 &&
      answered.length > 0;
    figures.push(figure);
    console.log(
      `  N = ${String(n).padStart(5)} musicians, M = ${String(m).padStart(4)} shares (${m * FOLLOWERS_PER_SHARE} followers, ` +
        `${n + m * FOLLOWERS_PER_SHARE} realtime connections): NEXT answered p95 ${figure.nextP95.toFixed(1)} ms ` +
        `(${figure.nexts}), followers told p95 ${figure.toldP95.toFixed(1)} ms (${figure.toldCount}), ` +
        `server ${figure.memory.toFixed(0)} MiB: ${figure.holds ? 'ok' : 'OVER GOAL'}`,
    );
    if (!figure.holds) break;
  }
  const held = figures.filter((each) => each.holds).at(-1);
  console.log(
    held
      ? `One PocketBase on this machine holds N = ${held.n} musicians (a NEXT every 2 min) plus M = ${held.m} live shares × ` +
          `${FOLLOWERS_PER_SHARE} followers with p95 ≤ ${GOAL_P95_MS} ms (NEXT ${held.nextP95.toFixed(1)} ms, told ` +
          `${held.toldP95.toFixed(1)} ms), the server at ${held.memory.toFixed(0)} MiB` +
          (held === figures.at(-1) && figures.length > 0
            ? ' (the most tried in the time: it may hold more)'
            : '')
      : `Not even the first step held p95 ≤ ${GOAL_P95_MS} ms.`,
  );
  console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
} finally {
  for (const each of shares) for (const close of each.close) close();
  for (const each of musicians) each.stop();
  await server.stop();
  await mail.stop();
}
// The musicians' SDK clients would try to reconnect to the stopped server for ever.
process.exit(0);
