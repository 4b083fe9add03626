// The site's device copy (apps/site/src/offline-db.ts and offline-save.ts) in Chromium's IndexedDB, the
// modules served by Vite as the site's own: the library is kept in parts (a collection each, the gig
// history a part per gig, the practice reviews a part per month), a save writes the parts that changed
// and the copy loads back whole. A practice grade with a history of 20,000 reviews writes its month's.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createId,
  type Gig,
  type Id,
  keyedRecords,
  type Library,
  libraryOf,
  OFFLINE_FORMAT,
  type Play,
  type PracticeCard,
  type Review,
  type Song,
  seededRandom,
} from '@tunedeck/core';
import { type Browser, chromium, type Page } from 'playwright';
import { createServer, defaultClientConditions, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SITE = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'site');
const CORE = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'core', 'src', 'index.ts');
const DAY = 24 * 60 * 60 * 1000;
/** 2024-01-01, a Monday. */
const START = Date.UTC(2024, 0, 1, 9);

let vite: ViteDevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  vite = await createServer({
    configFile: false,
    root: SITE,
    appType: 'custom',
    logLevel: 'silent',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    optimizeDeps: { noDiscovery: true, include: [] },
    // A blank page of the server's origin for the modules to load into (its 404 page forbids scripts).
    plugins: [
      {
        name: 'blank-page',
        configureServer(server) {
          server.middlewares.use('/copy', (_request, response) => {
            response.setHeader('content-type', 'text/html');
            response.end('<!doctype html><title>Device copy</title>');
          });
        },
      },
    ],
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, ws: false },
  });
  await vite.listen();
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  page = await browser.newPage();
  await page.goto(`${vite.resolvedUrls!.local[0]}copy`);
  await page.evaluate(SETUP);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await vite?.close();
});

/**
 * In the page: the two modules, a database, and a log of every write to the `parts` store (its key and
 * how many records it held), made by wrapping IDBObjectStore's put and delete.
 */
const SETUP = `(async () => {
  const db = await import('/src/offline-db.ts');
  const save = await import('/src/offline-save.ts');
  // Core as the site's modules have it (its source, as Vite serves it): the libraries a test sends
  // arrive as JSON, their histories made core's KeyedRecords again here.
  const core = await import('/@fs${CORE}');
  const t = { db, save, core, handle: await db.openOfflineDb('offline-copy-test'), log: [], library: null };
  window.__t = t;
  // And for each put, its records and whether the put before it was done by then: a put made after an
  // earlier one's success starts a task of its own (a put copies its records when it is made).
  t.puts = [];
  let last = null;
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (value, key) {
    if (this.name === 'parts') {
      const size = Array.isArray(value) ? value.length : Object.keys(value).length;
      t.log.push({ put: key, size });
      t.puts.push({ size, afterDone: last !== null && last.readyState === 'done' });
    }
    last = put.call(this, value, key);
    return last;
  };
  const remove = IDBObjectStore.prototype.delete;
  IDBObjectStore.prototype.delete = function (key) {
    if (this.name === 'parts') t.log.push({ delete: key instanceof IDBKeyRange ? 'all' : key });
    return remove.call(this, key);
  };
})()`;

type Logged = { put: unknown[]; size: number } | { delete: unknown };

/**
 * Saves the page's library as it is after `step` (the previous library's collections and records kept as
 * the same objects, as core's reducers keep them) and answers the parts written and how long it took.
 */
async function saveAfter(
  user: Id,
  step: { library?: Library; addReviews?: Review[]; removeReviews?: Id[] },
): Promise<{ log: Logged[]; ms: number }> {
  return page.evaluate(`(async (user, step) => {
    const t = window.__t;
    let library = step.library ? t.core.libraryOf(step.library) : t.library;
    // A library kept before practice has no reviews: none to write.
    library = { ...library, reviews: library.reviews ?? t.core.keyedRecords() };
    if (step.addReviews || step.removeReviews) {
      const reviews = library.reviews.edit();
      for (const review of step.addReviews ?? []) reviews.set(review);
      for (const id of step.removeReviews ?? []) reviews.delete(id);
      library = { ...library, reviews: reviews.done() };
    }
    t.library = library;
    t.log = [];
    t.puts = [];
    const save = { format: ${OFFLINE_FORMAT}, user, savedAt: Date.now(), library, settled: [], ended: [] };
    const started = performance.now();
    await t.save.saveCopy(t.handle, save);
    return { log: t.log, ms: performance.now() - started };
  })(${JSON.stringify(user)}, ${JSON.stringify(step)})`);
}

async function loadCopy(user: Id): Promise<{ library: Library; format: number; user: Id } | undefined> {
  // As JSON: Playwright's own serialisation of 20,000 records takes seconds.
  const copy = await page.evaluate(
    `window.__t.db.loadCopy(window.__t.handle, ${JSON.stringify(user)}).then((copy) => JSON.stringify(copy))`,
  );
  if (copy === undefined) return undefined;
  const kept = JSON.parse(copy as string);
  return { ...kept, library: libraryOf(kept.library) };
}

/** A library with a gig history of two gigs and `reviews` reviews, twenty a day from START. */
function libraryWith(reviews: number, random = seededRandom(5)): Library {
  const songs: Record<Id, Song> = {};
  for (const title of ['Solar', 'Nardis', 'Blue Bossa']) {
    const id = createId(random);
    songs[id] = { id, title, key: 'C', knowledge: 'med', notes: '', composer: '', style: '', created: 1 };
  }
  const songIds = Object.keys(songs);
  const gigs: Record<Id, Gig> = {};
  const plays: Record<Id, Play> = {};
  for (let g = 0; g < 2; g += 1) {
    const gig = createId(random);
    gigs[gig] = { id: gig, set: createId(random), setName: `Gig ${g}`, started: START + g * DAY };
    for (const song of songIds) {
      const play: Play = { id: createId(random), gig, song, title: songs[song]!.title, key: 'D', played: 1 };
      plays[play.id] = play;
    }
  }
  const cards: Record<Id, PracticeCard> = {};
  const song = songIds[0]!;
  cards[song] = {
    id: song,
    song,
    due: START + 3 * DAY,
    stability: 2.3,
    difficulty: 5.1,
    scheduled: 3,
    reps: 1,
    lapses: 0,
    state: 2,
    last: START,
  };
  const history: Record<Id, Review> = {};
  for (let i = 0; i < reviews; i += 1) {
    const review = reviewAt(START + Math.floor(i / 20) * DAY + (i % 20) * 60_000, songIds[i % 3]!, random);
    history[review.id] = review;
  }
  return {
    songs,
    sets: {},
    memberships: {},
    wishlist: {},
    pickers: {},
    gigs: keyedRecords(gigs),
    plays: keyedRecords(plays),
    cards,
    reviews: keyedRecords(history),
    charts: {},
  };
}

function reviewAt(reviewed: number, song: Id, random = Math.random): Review {
  return {
    id: createId(random),
    song,
    title: 'Solar',
    grade: 3,
    source: 'practice',
    key: 'C',
    level: 'med',
    seconds: 120,
    reviewed,
  };
}

const month = (time: number) => new Date(time).toISOString().slice(0, 7);
const oldest = (library: Library) =>
  [...library.reviews.values()].sort((a, b) => a.reviewed - b.reviewed || (a.id < b.id ? -1 : 1))[0]!;

describe('the device copy in parts', () => {
  it('keeps the reviews a part per month, and a grade rewrites its month and the oldest’s, not the history', async () => {
    const user = createId(Math.random);
    const library = libraryWith(20_000);
    const months = new Set([...library.reviews.values()].map((review) => month(review.reviewed)));
    expect(months.size).toBeGreaterThan(30);

    // The first save of a page writes every part (after clearing the user's).
    const first = await saveAfter(user, { library });
    expect(first.log[0]).toEqual({ delete: 'all' });
    const puts = first.log.flatMap((entry) => ('put' in entry ? [entry] : []));
    expect(puts.filter((entry) => entry.put[1] === 'reviews').map((entry) => entry.put[2])).toEqual(
      expect.arrayContaining([...months]),
    );
    expect(puts.filter((entry) => entry.put[1] === 'reviews')).toHaveLength(months.size);
    expect(puts.filter((entry) => entry.put[1] === 'plays')).toHaveLength(2);
    expect(puts.find((entry) => entry.put.length === 2 && entry.put[1] === 'cards')?.size).toBe(1);
    expect(await loadCopy(user)).toMatchObject({ format: OFFLINE_FORMAT, user, library });
    // Made in slices of about 1,500 records (offline-save.ts SLICE_RECORDS), each in a task of its own
    // (after the slice before was written), not 20,000 records copied in one task: the page answers
    // meanwhile.
    const slices: number[] = [];
    for (const { size, afterDone } of (await page.evaluate('window.__t.puts')) as {
      size: number;
      afterDone: boolean;
    }[]) {
      if (afterDone || slices.length === 0) slices.push(0);
      slices[slices.length - 1]! += size;
    }
    expect(slices.reduce((sum, size) => sum + size, 0)).toBeGreaterThan(20_000);
    expect(slices.length).toBeGreaterThanOrEqual(10);
    // A slice ends with the part that takes it past 1,500 (a month holds about 600 reviews here).
    expect(Math.max(...slices)).toBeLessThan(1500 + 700);

    // A grade today, letting the oldest go: two months' parts, nothing else of the library.
    const latest = Math.max(...[...library.reviews.values()].map((review) => review.reviewed));
    const graded = reviewAt(latest + 60_000, Object.keys(library.songs)[1]!);
    const gone = oldest(library);
    const grade = await saveAfter(user, { addReviews: [graded], removeReviews: [gone.id] });
    console.info(
      `a grade with ${library.reviews.size} reviews kept: ${grade.log.length} parts written in ${Math.round(grade.ms)} ms (the first save: ${Math.round(first.ms)} ms)`,
    );
    const thisMonth = [...library.reviews.values()].filter(
      (r) => month(r.reviewed) === month(graded.reviewed),
    );
    const oldMonth = [...library.reviews.values()].filter((r) => month(r.reviewed) === month(gone.reviewed));
    expect(grade.log).toEqual(
      expect.arrayContaining([
        { put: [user, 'reviews', month(graded.reviewed)], size: thisMonth.length + 1 },
        { put: [user, 'reviews', month(gone.reviewed)], size: oldMonth.length - 1 },
      ]),
    );
    expect(grade.log).toHaveLength(2);
    const after = await loadCopy(user);
    expect(after!.library.reviews.size).toBe(20_000);
    expect(after!.library.reviews.get(graded.id)).toEqual(graded);
    expect(after!.library.reviews.get(gone.id)).toBeUndefined();

    // A save with nothing new writes no part; a month emptied loses its part.
    expect((await saveAfter(user, {})).log).toEqual([]);
    const january = [...after!.library.reviews.values()].filter((r) => month(r.reviewed) === month(START));
    const emptied = await saveAfter(user, { removeReviews: january.map((review) => review.id) });
    expect(emptied.log).toEqual([{ delete: [user, 'reviews', month(START)] }]);
    const left = await loadCopy(user);
    expect(left!.library.reviews.size).toBe(20_000 - january.length);
    expect([...left!.library.reviews.values()].some((r) => month(r.reviewed) === month(START))).toBe(false);
    expect(left!.library.plays).toEqual(library.plays);
    expect(left!.library.cards).toEqual(library.cards);
  }, 60_000);

  it('loads a copy kept before practice with empty cards and reviews, and a review of any time', async () => {
    const user = createId(Math.random);
    const { cards: _cards, reviews: _reviews, ...before } = libraryWith(0);
    await saveAfter(user, { library: before as Library });
    const loaded = await loadCopy(user);
    expect(loaded!.library).toEqual({ ...before, cards: {}, reviews: keyedRecords() });
    // Times core takes however unlikely: the epoch, and past the last date a Date holds.
    const library = libraryWith(3);
    const edges = [reviewAt(0, createId(Math.random)), reviewAt(9e15, createId(Math.random))];
    await saveAfter(user, { library });
    const saved = await saveAfter(user, { addReviews: edges });
    expect(saved.log.map((entry) => ('put' in entry ? entry.put[2] : entry.delete))).toEqual(
      expect.arrayContaining(['1970-01', 'later']),
    );
    const back = await loadCopy(user);
    expect([...back!.library.reviews.values()]).toEqual(
      expect.arrayContaining([...library.reviews.values(), ...edges]),
    );
    expect(back!.library.reviews.size).toBe(5);
  });
});
