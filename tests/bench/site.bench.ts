// The site's figures against their goals (issue 9), measured in Debian's Chromium on a production build
// served by PocketBase on loopback, as `npm start` serves it:
// - the JavaScript a first visit to /controller downloads, gzipped;
// - a cold visit to /controller, signed in, until the first tune is on screen;
// - All Songs with 5,000 tunes: opening it, and switching its sort; NEXT with a 64-bar chart on each
//   tune of the picker set, until title, key and chart are painted (p95);
// - the History screen with 500 gigs of 30 tunes (the history's cap), and NEXT with that history;
// - a 5,000-tune CSV imported through the Import screen: the whole way, and the page's longest task.
// - back in sync after the network returns, 5,000 tunes and 200 changes made offline, and how many
//   library reads that took (issue 23);
// - the first visit (issue 24): /welcome on the wire with curl asking for br and gzip (HTML and every
//   file it names), its render-blocking bytes, and Lighthouse mobile with a new browser profile for
//   every run on /welcome, /embed (signed out), /help and /controller (a session only), then the repeat
//   visit (service worker warm) apart.
// `npm run bench` prints them; nothing here fails a test run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bulkAddToLibrary, bulkAddToSet, LIMITS, setChart } from '@tunedeck/core';
import { type Browser, chromium, type Request } from 'playwright';
import { apiMusician, filesOfPage, type RunningSite, sessionOf, startSite, waitInPage } from '../e2e/site.js';
import { gigHistory } from './history.js';
import { LEAD_SHEET_64, LEAD_SHEET_KEY } from './lead-sheet.js';
import { lighthouse, lighthouseTools, type Scores, signedInProfile } from './lighthouse.js';
import { repertoireCsv, TRACE_CATEGORIES, timed } from './page-measures.js';

const PASSWORD = 'bench-pass-1';
/** Gigs the History screen draws at first (react-ui's HISTORY_PAGE; its package does not load in Node). */
const HISTORY_PAGE = 50;
const RUNS = 5;
const context = { random: Math.random, now: Date.now };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function report(name: string, value: number, unit: string, goal: number, atLeast = false) {
  const met = atLeast ? value >= goal : value <= goal;
  const verdict = met ? 'ok' : atLeast ? 'UNDER GOAL' : 'OVER GOAL';
  console.log(
    `${name.padEnd(58)} ${value.toFixed(1).padStart(8)} ${unit.padEnd(3)} (goal ${atLeast ? '≥' : '≤'} ${goal} ${unit}: ${verdict})`,
  );
}

/** A verified musician made through the API, as a second device would. */
async function musician(site: RunningSite, label: string) {
  const made = await apiMusician(site, `${label}-${Date.now().toString(36)}@example.com`, PASSWORD);
  return { ...made, setId: made.firstSet };
}

const titles = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => `${prefix} ${String(i + 1).padStart(4, '0')}`);

/**
 * Records, in the page, when the first tune's title appears (ms since the navigation started). A string,
 * not a function: tsx would add helpers to a function that the page does not have.
 */
const WATCH_FIRST_TUNE = `
  new MutationObserver(() => {
    if (window.firstTune === undefined && document.querySelector('.td-picker__tune h1'))
      window.firstTune = performance.now();
    if (window.appTune === undefined && document.querySelector('#root:not([data-frame]) .td-picker__tune h1'))
      window.appTune = performance.now();
  }).observe(document, { childList: true, subtree: true });
`;

async function controllerFigures(site: RunningSite, browser: Browser, email: string) {
  const storageState = await sessionOf(site, email, PASSWORD, browser);
  const loads: number[] = [];
  let javascript = 0;
  for (let run = 0; run < RUNS; run += 1) {
    // A new context each run: an empty HTTP cache, as a first visit.
    const context = await browser.newContext({ storageState, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH_FIRST_TUNE });
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(
          response.url(),
          response
            .body()
            .then((body) => gzipSync(body, { level: 9 }).length)
            .catch(() => 0),
        );
    });
    await page.goto(`${site.server.url}/controller`);
    await waitInPage(page, 'window.firstTune !== undefined && window.appTune !== undefined');
    loads.push((await page.evaluate('window.firstTune')) as number);
    // The scripts the page had received when the app drew the tune (the page's early drawing may show
    // it before, with its first scripts alone): what it took to draw the picker. Those loaded after it
    // (the writer of the device's copy, with the first save) are not counted.
    const before = (await page.evaluate(
      `performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js') && e.responseEnd <= window.appTune).map((e) => e.name)`,
    )) as string[];
    javascript = (await Promise.all(before.map((url) => scripts.get(url) ?? 0))).reduce(
      (sum, size) => sum + size,
      0,
    );
    await context.close();
  }
  report('JavaScript of a first visit to /controller, gzipped', javascript / 1024, 'KB', 120);
  report('cold visit to /controller, signed in, to the first tune', median(loads), 'ms', 1000);
}

/** NEXT pressed on /controller until the next tune (title and key) is on screen and painted. */
async function nextFigures(site: RunningSite, browser: Browser, email: string, label = '') {
  const storageState = await sessionOf(site, email, PASSWORD, browser);
  const context = await browser.newContext({ storageState, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${site.server.url}/controller`);
  await page.locator('.td-picker__tune h1').waitFor();
  const shown = `document.querySelector('.td-picker__tune h1')?.textContent + '|' + document.querySelector('.td-picker__key')?.textContent`;
  const times: number[] = [];
  for (let run = 0; run < 20; run += 1) {
    times.push(
      await timed(
        page,
        `window.shownBefore = ${shown}; document.querySelector('.td-picker__next').click();`,
        `() => (${shown}) !== window.shownBefore`,
      ),
    );
  }
  await context.close();
  report(
    `NEXT pressed until the new tune is painted${label ? `, ${label}` : ''} (median of 20)`,
    median(times),
    'ms',
    50,
  );
}

/** The value below which `share` of `values` fall (nearest rank). */
function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * NEXT on /controller at 1280 × 800 (the chart beside the card) with a 5,000-tune library whose picker set's
 * tunes each have a 64-bar chart: the time until the new tune's title, key and chart (named for the tune
 * and its key) are on screen and painted; 40 NEXTs after 5 to warm up, p95 and median.
 */
async function chartNextFigures(site: RunningSite, browser: Browser, email: string) {
  const storageState = await sessionOf(site, email, PASSWORD, browser);
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${site.server.url}/controller`);
  await page.locator('.td-picker__tune h1').waitFor();
  await page.locator('.td-picker .td-chart li').first().waitFor({ timeout: 30_000 });
  const shown = `[document.querySelector('.td-picker__tune h1')?.textContent, document.querySelector('.td-picker__key')?.textContent, document.querySelector('.td-picker .td-chart')?.getAttribute('aria-label'), document.querySelectorAll('.td-picker .td-chart li').length].join('|')`;
  const chartOfTune = `(document.querySelector('.td-picker .td-chart')?.getAttribute('aria-label') ?? '').startsWith('Chart of ' + document.querySelector('.td-picker__tune h1')?.textContent + ' in ') && document.querySelectorAll('.td-picker .td-chart li').length === 64`;
  const times: number[] = [];
  for (let run = 0; run < 45; run += 1) {
    const time = await timed(
      page,
      `window.shownBefore = ${shown}; document.querySelector('.td-picker__next').click();`,
      `() => (${shown}) !== window.shownBefore && ${chartOfTune}`,
    );
    if (run >= 5) times.push(time);
  }
  await context.close();
  const what = 'NEXT until title, key and 64-bar chart are painted, 5,000 tunes, 1280 × 800';
  report(`${what} (p95 of 40)`, percentile(times, 0.95), 'ms', 50);
  console.log(`  median ${median(times).toFixed(1)} ms`);
}

async function allSongsFigures(site: RunningSite, browser: Browser, email: string) {
  const storageState = await sessionOf(site, email, PASSWORD, browser);
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${site.server.url}/library`);
  await page.getByRole('link', { name: 'All Songs' }).waitFor();
  const opens: number[] = [];
  const sorts: number[] = [];
  const firstRow = `() => document.querySelector('[aria-label="All songs"] .td-row__title')?.textContent`;
  for (let run = 0; run < RUNS; run += 1) {
    opens.push(
      await timed(
        page,
        `document.querySelector('a[href="/library/allsongs"]').click()`,
        `() => Boolean((${firstRow})())`,
      ),
    );
    for (const [sort, first] of [
      ['title-desc', 'Tune 5000'],
      ['title-asc', 'Tune 0001'],
    ] as const) {
      sorts.push(
        await timed(
          page,
          `const select = document.querySelector('select');
           Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, '${sort}');
           select.dispatchEvent(new Event('change', { bubbles: true }));`,
          `() => (${firstRow})() === '${first}'`,
        ),
      );
    }
    await page.goBack();
    await page.getByRole('link', { name: 'All Songs' }).waitFor();
  }
  await context.close();
  report('All Songs, 5,000 tunes: open from the library', median(opens), 'ms', 200);
  report('All Songs, 5,000 tunes: switch the sort', median(sorts), 'ms', 200);
}

async function historyFigures(site: RunningSite, browser: Browser, email: string) {
  const storageState = await sessionOf(site, email, PASSWORD, browser);
  const context = await browser.newContext({ storageState, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${site.server.url}/library`);
  await page.getByRole('link', { name: 'History' }).waitFor();
  const opens: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    opens.push(
      await timed(
        page,
        `document.querySelector('a[href="/library/history"]').click()`,
        `() => document.querySelectorAll('.td-gig').length === ${HISTORY_PAGE} && document.querySelectorAll('.td-gig__play').length === 30`,
      ),
    );
    await page.goBack();
    await page.getByRole('link', { name: 'History' }).waitFor();
  }
  await context.close();
  report(
    `History, ${LIMITS.gigs} gigs × 30 tunes: open from the library (newest ${HISTORY_PAGE} drawn)`,
    median(opens),
    'ms',
    200,
  );
}

/**
 * A 5,000-tune CSV chosen on the Import screen, previewed and imported: the time from choosing the
 * file to "Imported", and the longest the page's main thread was busy at a stretch meanwhile.
 */
async function importFigures(site: RunningSite, browser: Browser, email: string) {
  const storageState = await sessionOf(site, email, PASSWORD, browser);
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript({
    content: `window.longest = 0; window.longTasks = []; new PerformanceObserver((list) => { for (const task of list.getEntries()) { window.longest = Math.max(window.longest, task.duration); window.longTasks.push(Math.round(task.duration)); } }).observe({ type: 'longtask', buffered: false });`,
  });
  await page.goto(`${site.server.url}/library/import`);
  const csv = repertoireCsv(5000);
  await page.getByLabel('Choose a File').waitFor({ state: 'attached' });
  await page.evaluate('window.longest = 0; window.longTasks = []');
  // TUNEDECK_BENCH_TRACE=<file.json> keeps a Chromium trace of the import (with the JavaScript
  // profiler's samples), to read what each long task was.
  const trace = process.env.TUNEDECK_BENCH_TRACE;
  if (trace)
    await browser.startTracing(page, {
      path: trace,
      categories: TRACE_CATEGORIES,
    });
  const start = Date.now();
  await page.getByLabel('Choose a File').setInputFiles({
    name: 'repertoire.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('heading', { name: /^5,000 tunes from a spreadsheet/ }).waitFor({ timeout: 30_000 });
  const previewed = Date.now() - start;
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('heading', { name: 'Imported' }).waitFor({ timeout: 30_000 });
  const total = Date.now() - start;
  // The server's part: the one request that writes the import (its transaction), as the page timed it.
  const written = (await page.evaluate(
    `performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/api/tunedeck/changes')).map((e) => Math.round(e.duration))`,
  )) as number[];
  const longest = (await page.evaluate('window.longest')) as number;
  const longTasks = (await page.evaluate('window.longTasks')) as number[];
  if (trace) await browser.stopTracing();
  await context.close();
  report('Import screen, 5,000-tune CSV: file chosen to "Imported" (one write)', total, 'ms', 3000);
  report('Import screen, 5,000-tune CSV: longest main-thread task meanwhile', longest, 'ms', 200);
  console.log(`  tasks over 50 ms: ${longTasks.length ? longTasks.join(', ') : 'none'} ms`);
  console.log(`  preview shown after ${previewed} ms; the write's request took ${written.join(', ')} ms`);
}

/** Tunes of the musician who comes back online, and the changes they made offline (issue 23). */
const SYNC_TUNES = 5000;
const SYNC_NEXTS = 150;
const SYNC_KNOWLEDGE = 50;
const SYNC_RUNS = 3;
const SYNC_GOAL_MS = 5000;

/**
 * How many songs the device's copy of `user` holds in IndexedDB (the app's "tunedeck" database): 0 until
 * the copy has a head for the user and its songs part. The database is not created when it is not there
 * yet (an open without a version would make an empty one the app could not upgrade).
 */
const deviceSongs = (user: string) => `(async () => {
  if (!(await indexedDB.databases()).some((d) => d.name === 'tunedeck')) return 0;
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('tunedeck');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const read = (store, key) =>
    new Promise((resolve) => {
      const request = db.transaction(store).objectStore(store).get(key);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    });
  const head = await read('snapshots', ${JSON.stringify(user)});
  const songs = head ? await read('parts', [${JSON.stringify(user)}, 'songs']) : undefined;
  db.close();
  return Object.keys(songs ?? {}).length;
})()`;

/**
 * The musician's gig with no network, in the page: 50 times, three NEXTs and one knowledge change of
 * the tune on screen (↓ makes a Know tune Medium, ↑ brings a Medium one back: never down to New, where
 * ↓ would ask to move it out of the library). Buttons are found by their accessible names and pressed as
 * a tap would, each after the previous one's result is on screen. Resolves with how many more tunes are
 * Medium than before. A string, not a function: tsx would add helpers the page does not have.
 */
const OFFLINE_GIG = `(async () => {
  const button = (name) =>
    [...document.querySelectorAll('button')].find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent.trim()) === name && !b.disabled,
    );
  const text = (selector) => document.querySelector(selector)?.textContent;
  const changed = (selector, was) =>
    new Promise((resolve, reject) => {
      const end = performance.now() + 5000;
      const look = () => {
        if (text(selector) !== was) resolve();
        else if (performance.now() > end) reject(new Error(selector + ' stayed ' + was));
        else requestAnimationFrame(look);
      };
      look();
    });
  let medium = 0;
  for (let change = 0; change < ${SYNC_KNOWLEDGE}; change += 1) {
    for (let n = 0; n < ${SYNC_NEXTS / SYNC_KNOWLEDGE}; n += 1) {
      const shown = text('.td-picker__tune h1');
      button('NEXT').click();
      await changed('.td-picker__tune h1', shown);
    }
    const was = text('.td-picker__tune .td-knowledge');
    const raise = button('Raise knowledge');
    if (raise) {
      raise.click();
      medium -= 1;
    } else {
      button('Lower knowledge').click();
      medium += 1;
    }
    await changed('.td-picker__tune .td-knowledge', was);
  }
  return medium;
})()`;

/**
 * The network between the browser and the server, as a TCP relay on loopback: `cut()` resets every
 * connection open through it, as a dropped Wi-Fi does. The browser's offline mode alone leaves an open
 * stream connected: realtime would never notice the network went, nor wait for it to come back.
 */
async function relay(target: string) {
  const to = new URL(target);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(to.port), to.hostname);
    client.pipe(upstream);
    upstream.pipe(client);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut,
    close() {
      cut();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Polls `check` every 50 ms until it holds; resolves with Date.now() then. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<number> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Counts and reads of the musician's records over the API, as another device would make them. */
async function apiReader(site: RunningSite, email: string) {
  const auth = await fetch(`${site.server.url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password: PASSWORD }),
  });
  if (!auth.ok) throw new Error(`log-in as ${email} failed: ${auth.status}`);
  const { token } = (await auth.json()) as { token: string };
  const list = async (collection: string, filter?: string) => {
    const query = `perPage=1${filter ? `&filter=${encodeURIComponent(filter)}` : ''}`;
    const response = await fetch(`${site.server.url}/api/collections/${collection}/records?${query}`, {
      headers: { authorization: token },
    });
    if (!response.ok) throw new Error(`reading ${collection} failed: ${response.status}`);
    return (await response.json()) as { totalItems: number; items: Array<Record<string, unknown>> };
  };
  return {
    count: async (collection: string, filter?: string) => (await list(collection, filter)).totalItems,
    /** The set's picker state as the server holds it. */
    picker: async (set: string) =>
      (await list('pickers', `set='${set}'`)).items[0]?.state as
        | { current: { song: string } | null; played: string[] }
        | undefined,
  };
}

/** One request the page made after the network returned, in ms since then (the browser's times). */
interface Sent {
  method: string;
  what: string;
  start: number;
  firstByte?: number;
  end?: number;
  outcome?: string;
}

/**
 * One musician back online: a new device (375 px) opens the picker and saves its copy of the library;
 * the network goes; 150 NEXTs and 50 knowledge changes are made; the network returns. Resolves with the
 * time until the header says "Saved" and the server holds everything, the library reads and change
 * requests the page made meanwhile, its requests in order and its long tasks.
 */
async function backInSyncRun(
  site: RunningSite,
  browser: Browser,
  who: {
    email: string;
    user: string;
    setId: string;
    network: Awaited<ReturnType<typeof relay>>;
    storageState: Awaited<ReturnType<typeof sessionOf>>;
  },
) {
  const server = await apiReader(site, who.email);
  const device = await browser.newContext({
    storageState: who.storageState,
    viewport: { width: 375, height: 740 },
  });
  const page = await device.newPage();
  await page.goto(`${who.network.url}/controller`);
  await page.locator('.td-picker__tune h1').waitFor();
  // The service worker holds the app's files and the device's copy the library: the page can go on
  // with no network.
  await page.evaluate('navigator.serviceWorker.ready.then((registration) => Boolean(registration.active))');
  await until(
    async () => (await page.evaluate(deviceSongs(who.user))) === SYNC_TUNES,
    'the device copy of the library',
    60_000,
  );
  await until(
    async () => (await server.picker(who.setId))?.current != null,
    'the first pick on the server',
    10_000,
  );
  const before = {
    played: (await server.picker(who.setId))!.played.length,
    plays: await server.count('plays'),
    med: await server.count('songs', "knowledge='med'"),
  };

  await device.setOffline(true);
  who.network.cut();
  const med = before.med + ((await page.evaluate(OFFLINE_GIG)) as number);
  // The header counts each NEXT once (its move, not also its tune for the history) and each change.
  const changes = SYNC_NEXTS + SYNC_KNOWLEDGE;
  const badge = page.getByRole('banner').getByText(/^Offline · [\d,]+ waiting\. /);
  let waiting = 0;
  await until(
    async () => {
      const text = (await badge.textContent({ timeout: 5000 })) ?? '';
      waiting = Number(/Offline · ([\d,]+) waiting/.exec(text)?.[1]?.replace(/,/g, '') ?? 0);
      return waiting === changes;
    },
    `"Offline · ${changes} waiting" in the header`,
    5000,
  ).catch(() => {
    throw new Error(`the header says ${waiting} changes wait, not ${changes}`);
  });

  // The network returns: every request the page makes from now on, and its long tasks.
  const sent: Sent[] = [];
  const byRequest = new Map<Request, Sent>();
  let back = Date.now();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const pageNo = url.searchParams.get('page');
    // The charts' read (`?collections=charts`, after the library's) is named apart: it is not a read of
    // the library, and the goal counts those.
    const part = url.searchParams.get('collections');
    const entry: Sent = {
      method: request.method(),
      what: `${url.pathname}${pageNo ? ` page=${pageNo}` : ''}${part ? ` collections=${part}` : ''}`,
      start: Date.now() - back,
    };
    sent.push(entry);
    byRequest.set(request, entry);
  });
  // The browser's own times (its events reach this process a little later).
  const settled = (request: Request, outcome: string) => {
    const entry = byRequest.get(request);
    if (!entry) return;
    const timing = request.timing();
    const at = (ms: number) => Math.round(timing.startTime + ms - back);
    entry.start = at(0);
    if (timing.responseStart >= 0) entry.firstByte = at(timing.responseStart);
    entry.end = timing.responseEnd >= 0 ? at(timing.responseEnd) : Date.now() - back;
    entry.outcome = outcome;
  };
  page.on('requestfinished', (request) => {
    void request
      .response()
      .then((response) => settled(request, String(response?.status() ?? '')))
      .catch(() => settled(request, '?'));
  });
  page.on('requestfailed', (request) => settled(request, request.failure()?.errorText ?? 'failed'));
  await page.evaluate(
    `window.longTasks = []; new PerformanceObserver((list) => { for (const task of list.getEntries()) window.longTasks.push([performance.timeOrigin + task.startTime, task.duration]); }).observe({ type: 'longtask' });`,
  );
  back = Date.now();
  await device.setOffline(false);
  // "Saved" first, then the server: asked meanwhile, it would share the 2 cores with the sync it checks.
  await waitInPage(page, `document.querySelector('.td-sync')?.dataset.sync === 'synced'`, {
    timeout: 30_000,
    pollMs: 'raf',
  });
  const savedAt = Date.now();
  const holds = async () =>
    (await server.picker(who.setId))?.played.length === before.played + SYNC_NEXTS &&
    (await server.count('plays')) === before.plays + SYNC_NEXTS &&
    (await server.count('songs', "knowledge='med'")) === med;
  // Held already: the server had it all by the time the page said "Saved".
  const heldAt = (await holds()) ? savedAt : await until(holds, 'the offline changes on the server', 30_000);
  // A moment more: a read that comes after the sync counts too.
  await page.waitForTimeout(1500);
  const longTasks = ((await page.evaluate('window.longTasks')) as [number, number][]).map(
    ([start, duration]) => [Math.round(start - back), Math.round(duration)] as const,
  );
  await device.close();
  return {
    ms: Math.max(savedAt, heldAt) - back,
    saved: savedAt - back,
    held: heldAt - back,
    reads: sent.filter((r) => r.method === 'GET' && r.what === '/api/tunedeck/library').length,
    posts: sent.filter((r) => r.method === 'POST' && r.what === '/api/tunedeck/changes').length,
    sent,
    longTasks,
  };
}

/**
 * Back in sync after the network returns (issue 23): 5,000 tunes in one set, 200 changes made offline
 * (150 NEXTs, each also a tune for the gig history, and 50 knowledge changes), the time from the network's
 * return until the header says "Saved" and the server holds them all, and the library reads it took (a
 * read is one request of the library route). Over a goal, or with
 * TUNEDECK_BENCH_TIMELINE set, the page's requests and long tasks after the return are printed.
 */
async function backInSyncFigures(site: RunningSite, browser: Browser) {
  const comer = await musician(site, 'bench-sync');
  const all = titles(SYNC_TUNES, 'Tune');
  for (let start = 0; start < all.length; start += LIMITS.multiAddLines) {
    const lines = all.slice(start, start + LIMITS.multiAddLines).join('\n');
    await comer.write((library) => bulkAddToSet(library, comer.setId, lines, context));
  }
  const network = await relay(site.server.url);
  const runs: Awaited<ReturnType<typeof backInSyncRun>>[] = [];
  try {
    const who = {
      email: comer.email,
      user: comer.storage.auth.current()!.id,
      setId: comer.setId!,
      network,
      // Signed in at the relay's address: the browser reaches the site only through it.
      storageState: await sessionOf(
        { ...site, server: { ...site.server, url: network.url } },
        comer.email,
        PASSWORD,
        browser,
      ),
    };
    for (let run = 0; run < SYNC_RUNS; run += 1) runs.push(await backInSyncRun(site, browser, who));
  } finally {
    await network.close();
    await comer.storage.auth.logOut();
  }
  const changes = SYNC_NEXTS + SYNC_KNOWLEDGE;
  report(
    `back in sync after the network returns, 5,000 tunes + ${changes} changes`,
    median(runs.map((run) => run.ms)),
    'ms',
    SYNC_GOAL_MS,
  );
  report(
    'library reads to get back in sync (most of any run)',
    Math.max(...runs.map((run) => run.reads)),
    '',
    1,
  );
  console.log(
    `  each run: ${runs.map((run) => `${run.ms} ms ("Saved" at ${run.saved} ms, all on the server by ${run.held} ms), ${run.reads} library read(s), ${run.posts} POSTs to /api/tunedeck/changes`).join('; ')}`,
  );
  for (const [index, run] of runs.entries()) {
    if (run.ms <= SYNC_GOAL_MS && run.reads <= 1 && !process.env.TUNEDECK_BENCH_TIMELINE) continue;
    console.log(`  run ${index + 1}: the page's requests after the network returned (ms since then)`);
    for (const r of run.sent) {
      const end = r.end === undefined ? '  open' : String(r.end).padStart(6);
      const firstByte = r.firstByte === undefined ? '' : `, first byte at ${r.firstByte}`;
      console.log(
        `    ${String(r.start).padStart(6)} → ${end}  ${r.method.padEnd(5)} ${r.what}${r.outcome ? ` (${r.outcome}${firstByte})` : ''}`,
      );
    }
    const busy = run.longTasks.map(([start, duration]) => `at ${start} for ${duration} ms`).join(', ');
    console.log(`    the page's main thread, busy for 50 ms or more at a stretch: ${busy || 'never'}`);
  }
}

/** Prints one page's Lighthouse figures (medians of the runs) against their goals. */
function reportScores(label: string, runs: Scores[]) {
  for (const category of ['performance', 'accessibility', 'best-practices'] as const) {
    const goal = category === 'performance' ? 95 : 100;
    report(`Lighthouse ${label}: ${category}`, median(runs.map((run) => run[category])), '', goal, true);
  }
  report(`Lighthouse ${label}: largest contentful paint`, median(runs.map((run) => run.lcp)), 'ms', 2000);
  console.log(
    `  each run: ${runs.map((run) => `perf ${run.performance} (FCP ${Math.round(run.fcp)} ms, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)})`).join('; ')}`,
  );
}

/**
 * Lighthouse mobile as a phone meets the site the first time: a new browser profile for every run (no
 * service worker, nothing cached), signed out on /welcome and /embed, signed in (a session only) on
 * /help and /controller. Then the repeat visit, separately: the same pages in a profile that has been
 * there (service worker installed and warm).
 */
async function lighthouseFigures(site: RunningSite, email: string) {
  const tools = lighthouseTools();
  const pages = [
    ['/welcome', false],
    ['/embed', false],
    ['/help', true],
    ['/controller', true],
  ] as const;
  // TUNEDECK_BENCH_PAGES=/controller,/help scores those pages only (first and repeat visits).
  const only = process.env.TUNEDECK_BENCH_PAGES?.split(',');
  for (const [path, signedIn] of pages) {
    if (only && !only.includes(path)) continue;
    const runs: Scores[] = [];
    // Scores are noisy on 2 cores: the median of three runs (TUNEDECK_LIGHTHOUSE_RUNS), each in a
    // profile of its own.
    const count = Number(process.env.TUNEDECK_LIGHTHOUSE_RUNS ?? 3);
    for (let run = 0; run < count; run += 1) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): once more, in a new profile.
      for (let attempt = 1; ; attempt += 1) {
        const profile = signedIn
          ? await signedInProfile(site.server.url, email, PASSWORD)
          : mkdtempSync(join(tmpdir(), 'tunedeck-lighthouse-'));
        try {
          runs.push(lighthouse(tools, `${site.server.url}${path}`, profile));
          break;
        } catch (error) {
          if (attempt === 2) throw error;
          console.log(`  (Lighthouse failed on ${path}: ${String(error).split('\n')[0]}; again)`);
        } finally {
          rmSync(profile, { recursive: true, force: true });
        }
      }
    }
    reportScores(`${path} first visit`, runs);
  }

  // The repeat visit: profiles that opened the site before (the worker controls their pages).
  const visitor = mkdtempSync(join(tmpdir(), 'tunedeck-lighthouse-'));
  const member = await signedInProfile(site.server.url, email, PASSWORD);
  try {
    for (const [profile, path] of [
      [visitor, '/welcome'],
      [member, '/controller'],
    ] as const) {
      if (only && !only.includes(path)) continue;
      const browser = await chromium.launchPersistentContext(profile, {
        executablePath: '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      });
      const page = browser.pages()[0] ?? (await browser.newPage());
      await page.goto(`${site.server.url}${path}`);
      await waitInPage(page, 'navigator.serviceWorker.controller !== null', { timeout: 30_000, pollMs: 50 });
      await browser.close();
      const runs = [0, 1, 2].map(() => lighthouse(tools, `${site.server.url}${path}`, profile));
      reportScores(`${path} repeat visit`, runs);
    }
  } finally {
    rmSync(visitor, { recursive: true, force: true });
    rmSync(member, { recursive: true, force: true });
  }
}

/** Bytes of one address on the wire with curl, and its Content-Encoding, asking for brotli or gzip. */
function curlSize(url: string): { bytes: number; encoding: string } {
  const out = execFileSync('curl', [
    '--silent',
    '--fail',
    '--header',
    'Accept-Encoding: br, gzip',
    '--output',
    '/dev/null',
    '--write-out',
    '%{size_download} %header{content-encoding}',
    url,
  ]).toString();
  const [bytes, encoding = ''] = out.trim().split(' ');
  return { bytes: Number(bytes), encoding };
}

/**
 * The first visit to /welcome on the wire, as curl fetches it asking for `br, gzip`: the HTML and
 * every file it names (the stylesheet, the preloaded font, the icon, the start script), the app's
 * scripts the start script loads after the first paint, and the manifest the app links then. Every
 * script and stylesheet must arrive compressed.
 */
async function welcomeWire(site: RunningSite) {
  const html = await (await fetch(`${site.server.url}/welcome`)).text();
  const files = ['/welcome', ...(await filesOfPage(site, '/welcome')), '/manifest.webmanifest'];
  // What holds the first paint: stylesheets, and scripts that are neither modules nor deferred.
  const blocking = new Set(
    [
      ...html.matchAll(
        /<link\b[^>]*rel="stylesheet"[^>]*href="(\/[^"]+)"|<script\b(?![^>]*(?:type="module"|defer|async))[^>]*src="(\/[^"]+)"/g,
      ),
    ].map((m) => (m[1] ?? m[2]) as string),
  );
  let total = 0;
  let blockingBytes = 0;
  const plain: string[] = [];
  for (const file of files) {
    const { bytes, encoding } = curlSize(`${site.server.url}${file}`);
    total += bytes;
    if (blocking.has(file)) blockingBytes += bytes;
    if (/\.(js|css)$/.test(file) && !/^(br|gzip)$/.test(encoding)) plain.push(file);
  }
  report(`first visit to /welcome on the wire (${files.length} files)`, total / 1024, 'KB', 130);
  report('render-blocking CSS and JS of it', blockingBytes / 1024, 'KB', 60);
  report('scripts and stylesheets of it sent uncompressed', plain.length, '', 0);
}

/** Everything but the first visit: big libraries, history, import, back in sync. */
async function otherFigures(site: RunningSite) {
  const big = await musician(site, 'bench-big');
  // A multi-add reads at most LIMITS.multiAddLines lines: the 5,000 tunes go in as several.
  const all = titles(5000, 'Tune');
  for (let start = 0; start < all.length; start += LIMITS.multiAddLines) {
    const lines = all.slice(start, start + LIMITS.multiAddLines).join('\n');
    await big.write((library) => bulkAddToLibrary(library, lines, context));
  }
  if (!chartNextOnly) await allSongsFigures(site, site.browser, big.email);
  // The picker set's tunes (60 of the 5,000) each with a 64-bar chart: NEXT with the chart beside it.
  await big.write((library) => bulkAddToSet(library, big.setId, all.slice(0, 60).join('\n'), context));
  const songs = Object.values((await big.storage.loadLibrary()).songs).filter((song) =>
    all.slice(0, 60).includes(song.title),
  );
  for (const song of songs)
    await big.write((library) =>
      setChart(library, { songId: song.id, key: LEAD_SHEET_KEY, text: LEAD_SHEET_64 }),
    );
  await chartNextFigures(site, site.browser, big.email);
  if (chartNextOnly) return;

  // Back online after a gig with no network (issue 23).
  await backInSyncFigures(site, site.browser);

  // The history at its cap, and NEXT with it (every NEXT records a tune).
  const played = await musician(site, 'bench-history');
  await played.write((library) =>
    bulkAddToSet(library, played.setId, titles(30, 'Gig tune').join('\n'), context),
  );
  const library = await played.storage.loadLibrary();
  await played.storage.apply(gigHistory(Object.values(library.songs), played.setId, LIMITS.gigs, 30));
  await historyFigures(site, site.browser, played.email);
  await nextFigures(site, site.browser, played.email, `with ${LIMITS.gigs} gigs of history`);

  const importer = await musician(site, 'bench-import');
  await importFigures(site, site.browser, importer.email);
  await played.storage.auth.logOut();
  await importer.storage.auth.logOut();
  await big.storage.auth.logOut();
}

/**
 * TUNEDECK_BENCH_ONLY=first-visit runs only the first-visit figures (the bytes of /welcome and
 * Lighthouse), e.g. while working on them; by default everything runs.
 */
const firstVisitOnly = process.env.TUNEDECK_BENCH_ONLY === 'first-visit';
/**
 * TUNEDECK_BENCH_ONLY=chart-next runs only /controller's first visit (its JavaScript and time to the first
 * tune) and NEXT with 64-bar charts on a 5,000-tune library.
 */
const chartNextOnly = process.env.TUNEDECK_BENCH_ONLY === 'chart-next';

/** TUNEDECK_BENCH_ONLY=import runs only the 5,000-tune CSV import through the Import screen (issue 50). */
const importOnly = process.env.TUNEDECK_BENCH_ONLY === 'import';

const site = await startSite();
try {
  if (importOnly) {
    const importer = await musician(site, 'bench-import');
    await importFigures(site, site.browser, importer.email);
    await importer.storage.auth.logOut();
  } else {
    const gig = await musician(site, 'bench-gig');
    await gig.write((library) =>
      bulkAddToSet(library, gig.setId, titles(60, 'Gig tune').join('\n'), context),
    );
    if (!firstVisitOnly) await controllerFigures(site, site.browser, gig.email);
    if (!firstVisitOnly && !chartNextOnly) await nextFigures(site, site.browser, gig.email);
    if (!chartNextOnly) {
      await welcomeWire(site);
      await lighthouseFigures(site, gig.email);
    }
    await gig.storage.auth.logOut();
    if (!firstVisitOnly) await otherFigures(site);
  }
} finally {
  await site.stop();
}
// The SDK's realtime client retries on its own timers; the figures are printed.
process.exit(0);
