// `npm run bench:live` (and part of `npm run bench`): band follow's figures against their goals, on
// loopback, one PocketBase server:
// (a) a leader with 5,000 tunes in the shared set and a long gig history (500 gigs × 30 tunes) presses
//     NEXT 100 times (one write each: the picker's new state and the tune played, as core's rules make
//     them); the time from the write being sent until followers have it:
//     (i)  50 Node followers, each its own SSE connection to PocketBase's realtime subscribed to the
//          share's topic (as the adapter's follow subscribes through the SDK): the message received;
//     (ii) when the site has the follower page (/live/:token in apps/site/src/site-routes.ts): 10 Chromium
//          pages of it on the production build, the called tune's title painted in its "Tune called"
//          region and its 64-bar chart painted (the chart region named for the new tune), plus 40 Node
//          SSE followers, 50 in all.
//     Every tune of the leader has a 64-bar chart (the one bench:chart draws), so every call carries
//     one: each view told holds the called tune's chart.
//     Also: the follower's read of the view (GET /api/tunedeck/live/{token}) with that library, and how
//     many messages changes that leave the view as it is send (none should).
// (b) the server's memory (VmRSS of its process) with 500 followers connected (Node SSE clients
//     subscribed to the share's topic), against the same server before they connected; and NEXT to all
//     500 told, for reference.
// Nothing here fails a test run. TUNEDECK_BENCH_LIVE_BROWSER=0 leaves (ii) out (no site build); then
// TUNEDECK_BENCH_LIVE_DATA=<folder> keeps (a)'s database there, to look at its query plans.
// TUNEDECK_BENCH_LIVE_CHARTS=0 gives the tunes no chart, for the figures of the title alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  applyChange,
  bulkAddToSet,
  type Change,
  type Id,
  initialPickerState,
  LIMITS,
  type Library,
  type LiveShare,
  type LiveView,
  liveView,
  type Operation,
  type PickerState,
  pickerMembers,
  pickerTransition,
  recordPlay,
  sameLiveView,
  type TunedeckStorage,
} from '@tunedeck/core';
import { storedChart } from '@tunedeck/core/chart';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import {
  type MailCatcher,
  type PocketBaseServer,
  startMailCatcher,
  startPocketBase,
} from '@tunedeck/pocketbase/server';
import type { Browser, BrowserContext, Page } from 'playwright';
import { type RunningSite, startSite, waitInPage } from '../e2e/site.js';
import { gigHistory } from './history.js';
import { LEAD_SHEET_64, LEAD_SHEET_KEY } from './lead-sheet.js';

const ROOT = join(import.meta.dirname, '..', '..');
const PASSWORD = 'bench-pass-1';
const NEXTS = 100;
const FOLLOWERS = 50;
const BROWSER_FOLLOWERS = 10;
const MEMORY_FOLLOWERS = 500;
const MEMORY_NEXTS = 20;
/** Goals: p95 of NEXT until the last of the 50 followers has it, on loopback (issue: band follow). */
const TOLD_GOAL_MS = 250;
/** Set by this bench (no goal was given): the server's memory for 500 followers, about 100 KiB each. */
const MEMORY_GOAL_MIB = 50;
/** Set by this bench: the follower's read of the view, whatever the size of the leader's library. */
const READ_GOAL_MS = 20;
/**
 * How often the leader presses NEXT here, at most (a band calls a tune every few minutes): no call's
 * work may spill into the next one's figure. Node followers are done with a call well within 400 ms.
 * Ten Chromium pages sharing the machine's two cores with the server and the other followers each
 * render every call, and at 400 ms apart that work ran into the next call: they get a second a call.
 */
const PACE_MS = { sse: 400, pages: 1000 };
/** How long a follower may take before the bench gives up on a call. */
const WAIT_MS = 10_000;
/** Whether the leader's tunes have charts (the figures of (ii) time them painted). */
const WITH_CHARTS = process.env.TUNEDECK_BENCH_LIVE_CHARTS !== '0';

/**
 * The leader's charts: 64 bars of a standard's changes in four 16-bar sections, with repeats, endings,
 * a coda and a 3/4 section (bench/lead-sheet.ts, which bench/chart.bench.ts draws too), as core stores it.
 */
const CHART_64 = (() => {
  const text = LEAD_SHEET_64;
  const stored = storedChart({ key: LEAD_SHEET_KEY, text });
  if (!stored.ok) throw new Error(`the bench's chart does not read: ${stored.message}`);
  return { key: stored.key, text: stored.text };
})();

function report(name: string, value: number, unit: string, goal: number) {
  const verdict = value <= goal ? 'ok' : 'OVER GOAL';
  console.log(
    `${name.padEnd(78)} ${value.toFixed(1).padStart(8)} ${unit.padEnd(3)} (goal ≤ ${goal} ${unit}: ${verdict})`,
  );
}

const note = (text: string) => console.log(`  ${text}`);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server process's resident memory now and at its peak, in MiB (/proc/<pid>/status). */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: mib('VmRSS'), peak: mib('VmHWM') };
}

/** Whether the site has the follower's page: its route in the site's table of routes (site-routes.ts). */
function siteHasLivePage(): boolean {
  const routes = readFileSync(join(ROOT, 'apps', 'site', 'src', 'site-routes.ts'), 'utf8');
  return /path: '\/live\/:token'/.test(routes);
}

// ---------------------------------------------------------------------------------------------------
// The leader: a musician's library written through the adapter, NEXT made by core's rules.

interface Leader {
  storage: TunedeckStorage;
  set: Id;
  share: LiveShare;
  /** One NEXT: the change it writes and the view core's liveView gives of the whole library after it. */
  next(): { change: Change; expected: LiveView };
}

const titles = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => `${prefix} ${String(i + 1).padStart(4, '0')}`);

/**
 * Signs a leader up, fills the first set with `tunes` tunes (each with CHART_64 when `charts`) and the
 * history with `gigs` gigs of `plays` tunes, makes one NEXT (a tune called) and starts a live share of
 * the set.
 */
async function makeLeader(
  url: string,
  mail: Pick<MailCatcher, 'latest'>,
  tunes: number,
  gigs: number,
  plays: number,
  charts = false,
): Promise<Leader> {
  const storage = createPocketBaseStorage({ url });
  const email = `bench-leader-${Date.now().toString(36)}@example.com`;
  const account = await storage.auth.signUp({ email, password: PASSWORD });
  // Verified by its emailed link: an unverified account holds at most LIMITS.unverifiedRecords records.
  const verification = (await mail.latest(email, 'verification')).token;
  if (!verification) throw new Error(`no verification link was mailed to ${email}`);
  await storage.auth.confirmVerification(verification);
  const set = account.pickerSet;
  // Times only go up, one millisecond at least: every NEXT gives the view a new time.
  let last = 0;
  const context = { random: Math.random, now: () => (last = Math.max(Date.now(), last + 1)) };
  let library: Library = await storage.loadLibrary();
  const all = titles(tunes, 'Tune');
  for (let start = 0; start < all.length; start += LIMITS.multiAddLines) {
    const added = bulkAddToSet(
      library,
      set,
      all.slice(start, start + LIMITS.multiAddLines).join('\n'),
      context,
    );
    if (!added.ok) throw new Error('the leader’s tunes were refused');
    await storage.apply(added.change);
    library = applyChange(library, added.change);
  }
  if (charts) {
    const songs = Object.keys(library.songs);
    // 500 charts a change (about 1.5 MB): within the change route's body limit.
    for (let start = 0; start < songs.length; start += 500) {
      const change: Change = {
        ops: songs.slice(start, start + 500).map((song) => ({
          type: 'upsert',
          collection: 'charts',
          record: { id: song, song, ...CHART_64 },
        })),
      };
      await storage.apply(change);
      library = applyChange(library, change);
    }
  }
  if (gigs > 0) {
    const played = gigHistory(Object.values(library.songs), set, gigs, plays);
    await storage.apply(played);
    library = applyChange(library, played);
  }
  let state: PickerState = library.pickers[set]?.state ?? initialPickerState(context.now());
  let share: LiveShare | null = null;
  const next = () => {
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
    return { change, expected: liveView(library, set, share?.started ?? 0)! };
  };
  await storage.apply(next().change);
  share = await storage.live!.start(set);
  return { storage, set, share, next };
}

// ---------------------------------------------------------------------------------------------------
// Followers.

/** Every view a follower was told, by the called tune's time, with when it arrived. */
type Heard = (view: LiveView | null, at: number) => void;

interface SseFollower {
  close(): Promise<void>;
}

/** The EventSource site.ts puts on globalThis (npm eventsource: Node 20 has none), as used here. */
interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data: string }) => void): void;
  close(): void;
}
const EventSourceClass = (globalThis as { EventSource?: new (url: string) => EventSourceLike }).EventSource!;

/**
 * A Node follower: an SSE connection of its own to PocketBase's realtime, subscribed to the share's
 * topic as the SDK does it for the adapter's follow (PB_CONNECT gives the client id, a POST to
 * /api/realtime names the topic), without an SDK client each (500 of them in one process).
 */
async function sseFollower(url: string, token: string, heard: Heard): Promise<SseFollower> {
  const topic = `tunedeck/live/${token}`;
  const source = new EventSourceClass(`${url}/api/realtime`);
  const clientId = await new Promise<string>((resolve, reject) => {
    source.addEventListener('PB_CONNECT', (event) =>
      resolve((JSON.parse(event.data) as { clientId: string }).clientId),
    );
    source.addEventListener('error', () => reject(new Error('a follower’s realtime connection failed')));
  });
  source.addEventListener(topic, (event) =>
    heard((JSON.parse(event.data) as { view?: LiveView | null }).view ?? null, performance.now()),
  );
  const subscribed = await fetch(`${url}/api/realtime`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, subscriptions: [topic] }),
  });
  if (subscribed.status !== 204) throw new Error(`subscribing a follower answered ${subscribed.status}`);
  return {
    async close() {
      source.close();
    },
  };
}

async function sseFollowers(url: string, token: string, count: number, heard: Heard) {
  const followers: SseFollower[] = [];
  // A few at a time: 500 connections opened at once would be a test of something else.
  for (let start = 0; start < count; start += 25) {
    const batch = Math.min(25, count - start);
    followers.push(
      ...(await Promise.all(Array.from({ length: batch }, () => sseFollower(url, token, heard)))),
    );
  }
  return followers;
}

/**
 * Records, in the follower page, when each called title arrives on the share's topic (the page's own
 * EventSource, heard before the SDK's listener), when it is painted in the "Tune called" region, and
 * when its chart is (the chart region named "Chart of <title> in …"): the DOM holds it, then the frame
 * after is drawn. Date.now(), ms since the epoch: the bench's clock is the same machine's. A string:
 * tsx would add helpers to a function that the page does not have.
 */
const watchCalled = (token: string) => `
  window.__received = {};
  window.__painted = {};
  window.__chartPainted = {};
  const painted = (record, title) => {
    if (!title || record[title] !== undefined) return;
    record[title] = -1;
    requestAnimationFrame(() => setTimeout(() => { record[title] = Date.now(); }));
  };
  const NativeEventSource = window.EventSource;
  window.EventSource = class extends NativeEventSource {
    constructor(...args) {
      super(...args);
      this.addEventListener(${JSON.stringify(`tunedeck/live/${token}`)}, (event) => {
        const title = JSON.parse(event.data).view?.current?.title;
        if (title && window.__received[title] === undefined) window.__received[title] = Date.now();
      });
    }
  };
  new MutationObserver(() => {
    painted(window.__painted, document.querySelector('[aria-label="Tune called"] h1')?.textContent);
    const chart = document.querySelector('.td-follow__chart .td-chart')?.getAttribute('aria-label') ?? '';
    painted(window.__chartPainted, /^Chart of (.+?) in /.exec(chart)?.[1]);
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
`;

interface PageFollower {
  page: Page;
  context: BrowserContext;
}

/** A follower's page at /live/<token>, each in a browser context (a device) of its own. */
async function pageFollower(
  browser: Browser,
  url: string,
  token: string,
  title: string,
): Promise<PageFollower> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.addInitScript({ content: watchCalled(token) });
  await page.goto(`${url}/live/${token}`);
  await waitInPage(page, `window.__painted[${JSON.stringify(title)}] > 0`, { timeout: 30_000 });
  // Its chart too: the chart's code is loaded before the calls are timed, as it is after a first call.
  if (WITH_CHARTS)
    await waitInPage(page, `window.__chartPainted[${JSON.stringify(title)}] > 0`, { timeout: 30_000 });
  return { page, context };
}

// ---------------------------------------------------------------------------------------------------
// The measured calls.

interface Calls {
  /** Per NEXT: until the last SSE follower had it, and each SSE follower's own time (ms). */
  lastSse: number[];
  eachSse: number[];
  /** Per NEXT: until the last page had it painted, and each page's own time (ms). */
  lastPaint: number[];
  eachPaint: number[];
  /** In each page, each call: its message received, and from then until painted (ms). */
  pageReceived: number[];
  pageRender: number[];
  /** Per NEXT: until the last page had the called tune's chart painted; each page's own time (ms). */
  lastChart: number[];
  eachChart: number[];
  /** In each page, each call: from its message received until its chart was painted (ms). */
  chartRender: number[];
  /** Per NEXT: until the last of every follower (SSE and pages) had it. */
  lastOfAll: number[];
  /** The leader's write answered (the HTTP response of the change). */
  write: number[];
  /** Views told that differ from core's liveView of the whole library, and calls never told. */
  wrong: number;
  missing: number;
}

/**
 * `count` NEXTs of the leader, one every `pace` ms at most, each timed from the write being sent until
 * every one of `sse` SSE followers (they report to `expect`) and every page painted its tune.
 */
async function measureCalls(
  leader: Leader,
  count: number,
  pace: number,
  sse: number,
  pages: PageFollower[],
  listen: (heard: Heard) => void,
): Promise<Calls> {
  const calls: Calls = {
    lastSse: [],
    eachSse: [],
    lastPaint: [],
    eachPaint: [],
    pageReceived: [],
    pageRender: [],
    lastChart: [],
    eachChart: [],
    chartRender: [],
    lastOfAll: [],
    write: [],
    wrong: 0,
    missing: 0,
  };
  let waiting: { expected: LiveView; sent: number; times: number[]; done: () => void } | null = null;
  // Each follower hears every call's view once: the one the call is waiting for is timed and checked.
  listen((view, at) => {
    if (!waiting || view?.current?.time !== waiting.expected.current?.time) return;
    if (!sameLiveView(view, waiting.expected)) calls.wrong += 1;
    waiting.times.push(at - waiting.sent);
    if (waiting.times.length === sse) waiting.done();
  });
  const sentAt: Array<{ title: string; epoch: number; sse: number }> = [];
  for (let index = 0; index < count; index += 1) {
    const { change, expected } = leader.next();
    let told: () => void = () => {};
    const allTold = new Promise<void>((resolve) => {
      told = resolve;
    });
    const epoch = Date.now();
    const call = { expected, sent: performance.now(), times: [] as number[], done: told };
    waiting = call;
    await leader.storage.apply(change);
    calls.write.push(performance.now() - call.sent);
    const timedOut = await Promise.race([allTold.then(() => false), sleep(WAIT_MS).then(() => true)]);
    if (timedOut) calls.missing += sse - call.times.length;
    const lastSse = timedOut ? Number.POSITIVE_INFINITY : Math.max(...call.times);
    calls.eachSse.push(...call.times);
    calls.lastSse.push(lastSse);
    sentAt.push({ title: expected.current!.title, epoch, sse: lastSse });
    const spent = performance.now() - call.sent;
    if (spent < pace) await sleep(pace - spent);
  }
  waiting = null;
  if (pages.length === 0) {
    calls.lastOfAll = calls.lastSse;
    return calls;
  }
  // The pages' own records of each paint, read once all calls are made (reading them meanwhile
  // would take the same two cores the pages paint with).
  await sleep(1000);
  const records = await Promise.all(
    pages.map(
      ({ page }) =>
        page.evaluate(
          '({ received: window.__received, painted: window.__painted, charts: window.__chartPainted })',
        ) as Promise<{
          received: Record<string, number>;
          painted: Record<string, number>;
          charts: Record<string, number>;
        }>,
    ),
  );
  for (const { title, epoch, sse: lastSse } of sentAt) {
    const times: number[] = [];
    const chartTimes: number[] = [];
    for (const { received, painted, charts } of records) {
      const at = painted[title];
      // Without charts, the title's paint stands for it.
      const chartAt = WITH_CHARTS ? charts[title] : at;
      if (at === undefined || at < 0 || chartAt === undefined || chartAt < 0) {
        calls.missing += 1;
        continue;
      }
      times.push(at - epoch);
      chartTimes.push(chartAt - epoch);
      const heard = received[title];
      if (heard !== undefined) {
        calls.pageReceived.push(heard - epoch);
        calls.pageRender.push(at - heard);
        calls.chartRender.push(chartAt - heard);
      }
    }
    calls.eachPaint.push(...times);
    calls.eachChart.push(...chartTimes);
    const lastPaint = times.length > 0 ? Math.max(...times) : Number.POSITIVE_INFINITY;
    const lastChart = chartTimes.length > 0 ? Math.max(...chartTimes) : Number.POSITIVE_INFINITY;
    calls.lastPaint.push(lastPaint);
    calls.lastChart.push(lastChart);
    calls.lastOfAll.push(Math.max(lastSse, lastPaint, lastChart));
  }
  return calls;
}

function reportCalls(label: string, calls: Calls, goalOn: 'lastOfAll' | null) {
  const line = (name: string, values: number[], goal: number | null) => {
    const p50 = percentile(values, 0.5);
    const p95 = percentile(values, 0.95);
    if (goal === null) {
      console.log(
        `${name.padEnd(78)} p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`,
      );
    } else {
      report(`${name}: p95`, p95, 'ms', goal);
      note(`p50 ${p50.toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`);
    }
  };
  console.log(label);
  line(
    `  NEXT → the last of all followers has it (${NEXTS} calls)`,
    calls.lastOfAll,
    goalOn ? TOLD_GOAL_MS : null,
  );
  if (calls.lastPaint.length > 0) {
    line('  NEXT → the last SSE follower received it', calls.lastSse, null);
    line('  NEXT → the last page painted its title', calls.lastPaint, null);
    if (WITH_CHARTS)
      line(
        '  NEXT → the last page painted the called tune’s 64-bar chart',
        calls.lastChart,
        goalOn ? TOLD_GOAL_MS : null,
      );
    line('  NEXT → a page painted the title (each page, each call)', calls.eachPaint, null);
    if (WITH_CHARTS) line('  NEXT → a page painted the chart (each page, each call)', calls.eachChart, null);
    line('    of which: NEXT → the page’s EventSource received it', calls.pageReceived, null);
    line('    and: received → title painted (the page’s own work)', calls.pageRender, null);
    if (WITH_CHARTS) line('    and: received → chart painted (the page’s own work)', calls.chartRender, null);
  }
  line('  NEXT → an SSE follower received it (each follower, each call)', calls.eachSse, null);
  line('  the leader’s write answered', calls.write, null);
  report(
    '  views told unlike core’s liveView of the whole library, and never told',
    calls.wrong + calls.missing,
    '',
    0,
  );
}

// ---------------------------------------------------------------------------------------------------

const browserWanted = process.env.TUNEDECK_BENCH_LIVE_BROWSER !== '0';
const withPages = browserWanted && siteHasLivePage();
let site: RunningSite | null = null;
let plain: { server: PocketBaseServer; mail: MailCatcher; stop(): Promise<void> } | null = null;

/** A PocketBase with the schema and hooks (no site), rate limits off, a mail catcher for sign-ups. */
async function plainServer(dataDir?: string) {
  const mail = await startMailCatcher({ log: false });
  const server = await startPocketBase({
    ...(dataDir ? { dataDir } : {}),
    rateLimits: false,
    smtp: { host: mail.host, port: mail.port },
    throttles: { mailPerAddress: { windowMs: 0 } },
  });
  return {
    server,
    mail,
    async stop() {
      await server.stop();
      await mail.stop();
    },
  };
}

try {
  // ------------------------------------------------------------------------------------------------
  // (a) NEXT to 50 followers, the leader with 5,000 tunes and 500 gigs of 30.
  if (withPages) {
    console.log(
      '(building the site for the follower pages: /live/:token is in apps/site/src/site-routes.ts)',
    );
    try {
      site = await startSite();
    } catch (error) {
      console.log(`  the site did not build or start, so no pages: ${String(error).split('\n')[0]}`);
    }
  } else if (browserWanted) {
    // (ii) runs by itself once apps/site has the route (see "(ii)" below).
    console.log('(a)(ii) skipped: apps/site/src/site-routes.ts has no /live/:token route (no page to paint)');
  }
  if (!site) plain = await plainServer(process.env.TUNEDECK_BENCH_LIVE_DATA);
  const server = site ? site.server : plain!.server;
  const url = server.url;
  const seeding = performance.now();
  const leader = await makeLeader(url, site ? site.mail : plain!.mail, 5000, LIMITS.gigs, 30, WITH_CHARTS);
  note(
    `leader: 5,000 tunes in the shared set, ${WITH_CHARTS ? `each with a 64-bar chart (${CHART_64.text.length} bytes)` : 'no charts'}, ${LIMITS.gigs} gigs × 30 tunes of history (set up in ${((performance.now() - seeding) / 1000).toFixed(1)} s)`,
  );
  const token = leader.share.token;

  // The follower's read of the view (what each follower does on connecting and reconnecting).
  const reads: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    const start = performance.now();
    const response = await fetch(`${url}/api/tunedeck/live/${token}`);
    await response.json();
    reads.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`the follower’s read answered ${response.status}`);
  }
  report(
    'follower’s read of the view, GET /api/tunedeck/live/{token} (100 reads): p95',
    percentile(reads, 0.95),
    'ms',
    READ_GOAL_MS,
  );
  note(`p50 ${percentile(reads, 0.5).toFixed(1)} ms`);

  // Every SSE follower reports what it hears here; each part of the bench listens in turn.
  let onHeard: Heard = () => {};
  const heard: Heard = (view, at) => onHeard(view, at);
  const listen = (listener: Heard) => {
    onHeard = listener;
  };

  // (i) 50 Node SSE followers.
  const followers = await sseFollowers(url, token, FOLLOWERS, heard);
  // Changes that leave the view as it is tell no one: 10 notes edited on tunes of the set.
  let quietMessages = 0;
  listen(() => {
    quietMessages += 1;
  });
  const someSongs = Object.keys((await leader.storage.loadLibrary()).songs).slice(0, 10);
  for (const [i, id] of someSongs.entries())
    await leader.storage.apply({
      ops: [{ type: 'update', collection: 'songs', id, patch: { notes: `Chart p. ${i}` } }],
    });
  await sleep(500);
  report(
    `messages to ${FOLLOWERS} followers for 10 changes that leave the view as it is`,
    quietMessages,
    '',
    0,
  );
  const sseOnly = await measureCalls(leader, NEXTS, PACE_MS.sse, FOLLOWERS, [], listen);
  reportCalls(
    `(a)(i) ${FOLLOWERS} followers, each a Node SSE connection subscribed to the share's topic; ` +
      `from the leader’s write sent to the message received (a NEXT every ${PACE_MS.sse} ms at most):`,
    sseOnly,
    withPages && site ? null : 'lastOfAll',
  );

  // (ii) 10 Chromium pages of the follower page (painted) + 40 Node SSE followers.
  if (site) {
    for (const follower of followers.splice(FOLLOWERS - BROWSER_FOLLOWERS)) await follower.close();
    // The view's title only: the first read of the library holds no charts, and needs none for it.
    const title = liveView(await leader.storage.loadLibrary(), leader.set, leader.share.started)!.current!
      .title;
    const pages: PageFollower[] = [];
    for (let i = 0; i < BROWSER_FOLLOWERS; i += 1)
      pages.push(await pageFollower(site.browser, url, token, title));
    const mixed = await measureCalls(
      leader,
      NEXTS,
      PACE_MS.pages,
      FOLLOWERS - BROWSER_FOLLOWERS,
      pages,
      listen,
    );
    reportCalls(
      `(a)(ii) ${BROWSER_FOLLOWERS} Chromium pages of /live/<token> (production build; the title painted in ` +
        `"Tune called": in the DOM, then the next frame drawn) + ${FOLLOWERS - BROWSER_FOLLOWERS} Node SSE ` +
        `clients, from the leader’s write sent (a NEXT every ${PACE_MS.pages} ms at most):`,
      mixed,
      'lastOfAll',
    );
    for (const { context } of pages) await context.close();
  }
  for (const follower of followers) await follower.close();
  listen(() => {});
  await leader.storage.auth.logOut();
  await site?.stop();
  site = null;
  await plain?.stop();
  plain = null;

  // ------------------------------------------------------------------------------------------------
  // (b) The server's memory with 500 followers: a fresh server, a leader with 60 tunes.
  plain = await plainServer();
  const small = await makeLeader(plain.server.url, plain.mail, 60, 0, 0);
  await sleep(1000);
  const before = memoryOf(plain.server.pid);
  const crowd = await sseFollowers(plain.server.url, small.share.token, MEMORY_FOLLOWERS, heard);
  await sleep(1000);
  const connected = memoryOf(plain.server.pid);
  const told = await measureCalls(small, MEMORY_NEXTS, PACE_MS.sse, MEMORY_FOLLOWERS, [], listen);
  const after = memoryOf(plain.server.pid);
  report(
    `server RSS, ${MEMORY_FOLLOWERS} followers connected (Node SSE clients), more than before they connected`,
    connected.rss - before.rss,
    'MiB',
    MEMORY_GOAL_MIB,
  );
  note(
    `RSS ${before.rss.toFixed(1)} MiB before, ${connected.rss.toFixed(1)} MiB with them ` +
      `(${(((connected.rss - before.rss) * 1024) / MEMORY_FOLLOWERS).toFixed(0)} KiB a follower), ` +
      `${after.rss.toFixed(1)} MiB after ${MEMORY_NEXTS} NEXTs told to all of them; peak ${after.peak.toFixed(1)} MiB`,
  );
  console.log(
    `${`NEXT → the last of ${MEMORY_FOLLOWERS} SSE followers has it (${MEMORY_NEXTS} calls, for reference)`.padEnd(78)} ` +
      `p50 ${percentile(told.lastOfAll, 0.5).toFixed(1)} ms, p95 ${percentile(told.lastOfAll, 0.95).toFixed(1)} ms, ` +
      `unlike core’s view or never told: ${told.wrong + told.missing}`,
  );
  for (const follower of crowd) await follower.close();
  await small.storage.auth.logOut();
} finally {
  await site?.stop();
  await plain?.stop();
}
// The SDK's realtime clients retry on their own timers; the figures are printed.
process.exit(0);
