// `npm run bench:practice` (and part of `npm run bench`): the practice feature's figures against its
// goals (issue 29), with a busy musician's library: 5,000 tunes and two years of practice, the review
// history at its cap (LIMITS.reviews).
// (1) In Node: today's list (core's practiceQueue) within 20 ms: after a grade (the library written
//     anew by core's applyChange, which moves the review index on by what it changed, as after any
//     grade or another device's change), warm (the same library again), and on a library just read from
//     storage for reference (its review index built from nothing: once per read, which the site does
//     while the app is idle); the whole page's words (practicePageView: the list, the grades'
//     intervals, the week ahead) within the same goal; the progress charts (practiceCalendar,
//     levelHistory, drawn after the list) and a grade's own costs, for reference.
// (2) In Chromium, on the production build served by PocketBase on loopback: that library in a
//     musician's account, the practice page opened from the menu (the app running, the library loaded)
//     until the first tune's title is painted, within 200 ms; a cold load of /practice for reference.
//
// The library: busy-library.ts (made by core's rules, seeded).
// Nothing here fails a test run. TUNEDECK_BENCH_PRACTICE_BROWSER=0 leaves (2) out (no site build);
// TUNEDECK_BENCH_PRACTICE_TRACE=<folder> keeps a Chromium trace of one open of each kind there.
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  applyChange,
  type CollectionName,
  countIn,
  type Grade,
  type HeldRecords,
  type Id,
  keyedRecords,
  LIMITS,
  type Library,
  libraryRecord,
  libraryRecords,
  type Operation,
  seededRandom,
  type TunedeckStorage,
} from '@tunedeck/core';
import {
  gradeTune,
  levelHistory,
  practiceCalendar,
  practicePageView,
  practiceQueue,
  reviewIndex,
} from '@tunedeck/core/practice';
import type { Page } from 'playwright';
import { apiMusician, sessionOf, startSite, waitInPage } from '../e2e/site.js';
import { type Built, buildPracticeLibrary, DAYS, ruleChange, SETTINGS } from './busy-library.js';

/** Goals (issue 29). */
const QUEUE_GOAL_MS = 20;
const PAGE_GOAL_MS = 200;
const NODE_RUNS = 50;
const BROWSER_RUNS = 10;
const COLD_LOADS = 5;
const PASSWORD = 'bench-pass-1';

// ---------------------------------------------------------------------------------------------------
// Figures.

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
};

/** One figure's median and 95th percentile; with a goal, whether the 95th percentile meets it. */
function report(name: string, values: number[], goal?: number) {
  const p50 = percentile(values, 0.5);
  const p95 = percentile(values, 0.95);
  const verdict =
    goal === undefined ? '' : `  (goal ≤ ${goal} ms at p95: ${p95 <= goal ? 'ok' : 'OVER GOAL'})`;
  console.log(
    `${name.padEnd(74)} p50 ${p50.toFixed(1).padStart(7)} ms, p95 ${p95.toFixed(1).padStart(7)} ms${verdict}`,
  );
}

const note = (text: string) => console.log(`  ${text}`);

/** The machine's load, printed beside figures measured on it (other work on it moves them). */
const machine = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')}`;

/**
 * The library as a new object with its collections copied (the records shared), as when it is read from
 * storage: what core keeps per collection object (the reviews in order) is worked out from nothing.
 */
const fresh = (library: Library): Library => ({
  ...library,
  songs: { ...library.songs },
  wishlist: { ...library.wishlist },
  cards: { ...library.cards },
  reviews: keyedRecords([...library.reviews.values()]),
});

/**
 * The library after a grade of its first tune today, as the page writes it (core's applyChange, which
 * tells the review index what moved): `before`'s index is worked out first, as the page had it.
 */
function graded(before: Library, now: number, run: number): Library {
  const first = practiceQueue(before, now, SETTINGS).items[0]!;
  const change = ruleChange(
    gradeTune(
      before,
      { id: first.id, grade: ((run % 4) + 1) as Grade, key: first.key, seconds: 120 + run },
      { random: seededRandom(run), now: () => now },
    ),
  );
  return applyChange(before, change);
}

/** `runs` timings of `work`: on a library read anew (cold), after a grade (graded) or all on one (warm). */
function timings(
  library: Library,
  work: (library: Library) => unknown,
  kind: 'cold' | 'graded' | 'warm',
  now = Date.now(),
): number[] {
  const warm = fresh(library);
  work(warm);
  const times: number[] = [];
  for (let run = 0; run < NODE_RUNS; run += 1) {
    const on = kind === 'cold' ? fresh(library) : kind === 'graded' ? graded(warm, now, run) : warm;
    const t0 = performance.now();
    work(on);
    times.push(performance.now() - t0);
  }
  return times;
}

function nodeFigures({ library, figures, buildMs, checkMs }: Built) {
  const now = Date.now();
  const count = (records: HeldRecords<{ id: Id }>) => countIn(records);
  const levels = { new: 0, med: 0, know: 0 };
  for (const song of Object.values(library.songs)) levels[song.knowledge] += 1;
  const reviews = library.reviews.values();
  const gig = reviews.filter((review) => review.source === 'gig').length;
  // The very first call of the process (nothing compiled yet), for reference.
  const t0 = performance.now();
  const day = practiceQueue(fresh(library), now, SETTINGS);
  const firstCall = performance.now() - t0;
  console.log(
    `Node ${process.version}, ${new Date().toISOString()}; the library, made by core's rules in ${(buildMs / 1000).toFixed(0)} s ` +
      `(${figures.checked} days also run the page's way and compared, ${(checkMs / 1000).toFixed(0)} s); ${machine()}`,
  );
  note(
    `${count(library.songs).toLocaleString('en')} tunes (${levels.new} New, ${levels.med} Medium, ${levels.know} Know), ` +
      `${count(library.wishlist)} wishes, ${count(library.cards).toLocaleString('en')} cards, ` +
      `${reviews.length.toLocaleString('en')} reviews kept (${gig} from gigs; the cap, ${LIMITS.reviews.toLocaleString('en')}, reached on day ${figures.firstDayAtCap} of ${DAYS}), ` +
      `${count(library.gigs)} gigs, ${count(library.plays).toLocaleString('en')} plays`,
  );
  note(
    `two years: ${figures.grades.toLocaleString('en')} grades, ${figures.gigReviews} of ${figures.gigPlays.toLocaleString('en')} gig NEXTs counted, ` +
      `${figures.started} tunes taken into practice, ${figures.suggestions} level suggestions (${figures.accepted} taken); ` +
      `settings: ${SETTINGS.newPerDay} new tunes, ${SETTINGS.minutes} min a day`,
  );
  note(
    `today: the list ${day.items.length} tunes, ${day.minutes} min (${day.items.filter((item) => item.kind === 'new').length} new), and ${day.waiting} more due tunes waiting for another day`,
  );
  note(`the first practiceQueue call of the process (nothing compiled yet): ${firstCall.toFixed(1)} ms`);

  const queue = (on: Library) => practiceQueue(on, now, SETTINGS);
  report(
    'practiceQueue after a grade (the review index moved by the write)',
    timings(library, queue, 'graded', now),
    QUEUE_GOAL_MS,
  );
  report(
    'practiceQueue, warm (the same library object again)',
    timings(library, queue, 'warm'),
    QUEUE_GOAL_MS,
  );
  report(
    'practiceQueue on a library just read (its review index built: once a read), for reference',
    timings(library, queue, 'cold'),
  );
  report(
    '  of which the review index, built from nothing',
    timings(library, (on) => reviewIndex(on), 'cold'),
  );
  // What a grade costs besides: its rule, and its write, which copies the reviews object.
  const writes: number[] = [];
  const rules: number[] = [];
  const base = fresh(library);
  reviewIndex(base);
  for (let run = 0; run < NODE_RUNS; run += 1) {
    const first = practiceQueue(base, now, SETTINGS).items[0]!;
    const t0 = performance.now();
    const change = ruleChange(
      gradeTune(
        base,
        { id: first.id, grade: 3, key: first.key, seconds: 120 },
        { random: seededRandom(run), now: () => now },
      ),
    );
    const t1 = performance.now();
    applyChange(base, change);
    rules.push(t1 - t0);
    writes.push(performance.now() - t1);
  }
  report('  a grade: its rule (gradeTune), for reference', rules);
  report(`  a grade: its write on the library (applyChange), for reference`, writes);
  const view = (on: Library) => practicePageView(on, now, SETTINGS);
  report(
    'practicePageView (list, grade intervals, week ahead) after a grade',
    timings(library, view, 'graded', now),
    QUEUE_GOAL_MS,
  );
  report('practicePageView, warm', timings(library, view, 'warm'), QUEUE_GOAL_MS);
  const calendar = (on: Library) => practiceCalendar(on, now);
  report(
    'practiceCalendar (26 weeks) after a grade, for reference',
    timings(library, calendar, 'graded', now),
  );
  const levelsByWeek = (on: Library) => levelHistory(on, now);
  report(
    'levelHistory (26 weeks) after a grade, for reference',
    timings(library, levelsByWeek, 'graded', now),
  );
  const page = (on: Library) => {
    practicePageView(on, now, SETTINGS);
    practiceCalendar(on, now);
    levelHistory(on, now);
  };
  report(
    "the page's core work (all three) after a grade, for reference",
    timings(library, page, 'graded', now),
  );
  report("the page's core work on a library just read, for reference", timings(library, page, 'cold'));
}

// ---------------------------------------------------------------------------------------------------
// The practice page in Chromium.

/**
 * The library written into the musician's account through the change route, in changes within
 * LIMITS.changeOps: the tunes, sets and wishes; the gig history; the cards; the reviews. Then read back.
 */
async function upload(storage: TunedeckStorage, library: Library): Promise<void> {
  const creates = <C extends CollectionName>(collection: C) =>
    libraryRecords(library, collection).map(
      (record) => ({ type: 'create', collection, record }) as Operation,
    );
  const changes = [
    [...creates('sets'), ...creates('songs'), ...creates('memberships'), ...creates('wishlist')],
    [...creates('gigs'), ...creates('plays')],
    creates('cards'),
    creates('reviews'),
  ];
  for (const ops of changes) {
    for (let start = 0; start < ops.length; start += LIMITS.changeOps)
      await storage.apply({ ops: ops.slice(start, start + LIMITS.changeOps) });
  }
  await storage.apply({ ops: [{ type: 'account', patch: { practice: SETTINGS } }] });
  const stored = await storage.loadLibrary();
  for (const name of ['songs', 'cards', 'reviews', 'plays'] as const) {
    for (const { id } of libraryRecords(library, name))
      if (!libraryRecord(stored, name, id))
        throw new Error(`the server lacks ${name} ${id} of the library written`);
  }
}

/**
 * Records in the page when its main thread was last busy for 50 ms or more (a long task's end), to start
 * a measurement once the app is quiet. Strings, not functions: tsx would add helpers the page lacks.
 */
const WATCH_BUSY = `
  window.busyUntil = 0;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.busyUntil = Math.max(window.busyUntil, task.startTime + task.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

/** The first tune's title on the practice page, once there. */
const TITLE = `document.querySelector('.td-practice__title')?.textContent`;

/** Records when the first tune's title is on the page, and the frame after drawn (ms from the navigation). */
const WATCH_TITLE = `
  new MutationObserver(() => {
    if (window.titleShown === undefined && ${TITLE}) {
      window.titleShown = performance.now();
      requestAnimationFrame(() => setTimeout(() => { window.titlePainted = performance.now(); }));
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

/** The app's read of the library (GET /api/tunedeck/library), once its body is in. */
const libraryRead = (page: Page) =>
  page
    .waitForResponse((response) => response.url().includes('/api/tunedeck/library'), { timeout: 60_000 })
    .then((response) => response.finished());

/** Waits for the app's read of the library, then for its page to be quiet for a second. */
async function settled(page: Page, read: Promise<unknown>) {
  await read;
  await waitInPage(page, 'performance.now() - window.busyUntil > 1000', { timeout: 30_000, pollMs: 100 });
}

interface Open {
  /** From the click until the first tune's title is in the DOM, and until the frame after is drawn. */
  dom: number;
  painted: number;
  /** When the app put a "Loading" in the page's place first (its code not loaded yet), if it did. */
  fallback: number | null;
}

/** A click on the menu's `name` link, timed until `done` holds and the frame after is drawn. */
async function open(page: Page, name: string, done: string): Promise<Open> {
  const result = await page.evaluate(`new Promise((resolve) => {
    const isDone = ${done};
    const start = performance.now();
    let fallback = null;
    const observer = new MutationObserver(() => {
      if (fallback === null && document.querySelector('main .td-spinner, #root > .td-spinner'))
        fallback = performance.now() - start;
      if (!isDone()) return;
      observer.disconnect();
      const dom = performance.now() - start;
      requestAnimationFrame(() => setTimeout(() => resolve({ dom, painted: performance.now() - start, fallback })));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setTimeout(() => resolve('timed out: ' + location.pathname + ' ' + document.body.innerText.slice(0, 300)), 15000);
    [...document.querySelectorAll('a.td-nav__item')].find((a) => a.textContent === ${JSON.stringify(name)}).click();
  })`);
  if (typeof result !== 'object' || result === null) throw new Error(String(result));
  return result as Open;
}

/** What the opens of one kind were made of: in the DOM, and how often a "Loading" came first. */
function openNotes(opens: Open[]) {
  const dom = percentile(
    opens.map((one) => one.dom),
    0.5,
  );
  const fallbacks = opens.flatMap((one) => (one.fallback === null ? [] : [one.fallback]));
  const loading =
    fallbacks.length === 0
      ? ''
      : ` (at p50 ${percentile(fallbacks, 0.5).toFixed(0)} ms: the page's code loading)`;
  note(`each, painted: ${opens.map((one) => one.painted.toFixed(0)).join(', ')} ms`);
  note(
    `the title in the DOM at p50 ${dom.toFixed(0)} ms; a "Loading" in the page's place first in ${fallbacks.length} of ${opens.length}${loading}`,
  );
}

/** What a kept trace records: the main thread's tasks, scripts, style, layout and paint, and the network. */
const TRACED = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'];

/**
 * The opens measured in Chromium. TUNEDECK_BENCH_PRACTICE_TRACE=<folder> keeps a Chromium trace of one
 * more open of each kind there (first-open.json, open-again.json), to see what an open is made of.
 */
async function browserFigures(library: Library) {
  const first = practicePageView(library, Date.now(), SETTINGS).tunes[0]?.title;
  if (!first) throw new Error('nothing to practise today');
  const site = await startSite();
  try {
    const who = await apiMusician(site, `bench-practice-${Date.now().toString(36)}@example.com`, PASSWORD);
    const t0 = performance.now();
    await upload(who.storage, library);
    console.log(
      `Chromium, the production build served by PocketBase on loopback, 1280 × 800 (the library written in ${((performance.now() - t0) / 1000).toFixed(0)} s); ${machine()}`,
    );
    const storageState = await sessionOf(site, who.email, PASSWORD);
    const context = await site.browser.newContext({
      storageState,
      viewport: { width: 1280, height: 800 },
      timezoneId: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await context.addInitScript({ content: WATCH_BUSY });
    await context.addInitScript({ content: WATCH_TITLE });
    const page = await context.newPage();
    const url = site.server.url;
    const practiceShown = `() => (${TITLE}) === ${JSON.stringify(first)}`;
    const libraryShown = `() => location.pathname === '/library' && !document.querySelector('.td-practice')`;

    // A first visit of this browser to /practice: the library read from the server (no copy on the device).
    let read = libraryRead(page);
    await page.goto(`${url}/practice`);
    await waitInPage(page, 'window.titlePainted !== undefined', { timeout: 60_000 });
    const firstVisit = (await page.evaluate('window.titlePainted')) as number;
    const shown = (await page.evaluate(TITLE)) as string;
    if (shown !== first) throw new Error(`the page shows "${shown}" first, core in Node "${first}"`);
    await settled(page, read);

    // The page opened from the menu the first time since the app loaded (its code, and what core works
    // out of this library, not there yet): the app loaded anew on the Library page, quiet, then Practice.
    const trace = process.env.TUNEDECK_BENCH_PRACTICE_TRACE;
    if (trace) mkdirSync(trace, { recursive: true });
    const firstOpens: Open[] = [];
    for (let run = 0; run <= BROWSER_RUNS; run += 1) {
      if (run === BROWSER_RUNS && !trace) break;
      read = libraryRead(page);
      await page.goto(`${url}/library`);
      await settled(page, read);
      if (run === BROWSER_RUNS)
        await site.browser.startTracing(page, { path: join(trace!, 'first-open.json'), categories: TRACED });
      const opened = await open(page, 'Practice', practiceShown);
      if (run === BROWSER_RUNS) await site.browser.stopTracing();
      else firstOpens.push(opened);
    }
    // Again and again in the same app: Library, then Practice.
    const opens: Open[] = [];
    for (let run = 0; run <= BROWSER_RUNS; run += 1) {
      if (run === BROWSER_RUNS && !trace) break;
      await open(page, 'Library', libraryShown);
      await settled(page, Promise.resolve());
      if (run === BROWSER_RUNS)
        await site.browser.startTracing(page, { path: join(trace!, 'open-again.json'), categories: TRACED });
      const opened = await open(page, 'Practice', practiceShown);
      if (run === BROWSER_RUNS) await site.browser.stopTracing();
      else opens.push(opened);
    }
    // /practice loaded cold: the page reloaded (the device's copy of the library, the files cached),
    // from the navigation until the first title is painted.
    const loads: number[] = [];
    for (let run = 0; run < COLD_LOADS; run += 1) {
      read = libraryRead(page);
      await page.reload();
      await waitInPage(page, 'window.titlePainted !== undefined', { timeout: 60_000 });
      loads.push((await page.evaluate('window.titlePainted')) as number);
      await settled(page, read);
    }
    await context.close();
    await who.storage.auth.logOut();

    report(
      `/practice opened from the menu, the first time since the app loaded (${BROWSER_RUNS} opens)`,
      firstOpens.map((one) => one.painted),
      PAGE_GOAL_MS,
    );
    openNotes(firstOpens);
    report(
      `/practice opened from the menu again, after the Library (${BROWSER_RUNS} opens)`,
      opens.map((one) => one.painted),
      PAGE_GOAL_MS,
    );
    openNotes(opens);
    report(`/practice loaded cold (page reloaded), to the first title painted (${COLD_LOADS} loads)`, loads);
    note(`the first visit of a new browser (the library read from the server): ${firstVisit.toFixed(0)} ms`);
    note(machine());
  } finally {
    await site.stop();
  }
}

const built = buildPracticeLibrary();
nodeFigures(built);
if (process.env.TUNEDECK_BENCH_PRACTICE_BROWSER !== '0') await browserFigures(built.library);
// The SDK's realtime client retries on its own timers; the figures are printed.
process.exit(0);
