// The installable app: Chromium finds nothing that stops an install, and once opened online the site
// opens and reloads with no network (the app shell from the service worker's cache). A musician's
// library and picks live on the device too: a gig goes on offline, across reloads, and everything
// reaches the server when the network returns.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bulkAddToSet, renameSet } from '@tunedeck/core';
import { chromium, type Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  apiMusician,
  axeViolations,
  eventually,
  goByMenu,
  logIn,
  openMainMenu,
  PASSWORD,
  pageMenu,
  serverRecords,
  tuneOnScreen,
  uniqueEmail,
  watchPolicy,
  withSite,
} from './support.js';

const site = withSite();

/** The bytes the service worker's caches hold (what the app shell costs a phone). */
const CACHED_BYTES = `(async () => {
  let bytes = 0;
  let entries = 0;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      bytes += (await response.arrayBuffer()).byteLength;
      entries += 1;
    }
  }
  return { bytes, entries };
})()`;

describe('the installable app', () => {
  it('is installable, caches its shell, and opens with no network', async () => {
    const { server } = site();
    // A profile of its own, as a visitor's browser has (Chromium offers no install in a private window).
    const profile = mkdtempSync(join(tmpdir(), 'tunedeck-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
      viewport: { width: 375, height: 800 },
    });
    await watchPolicy(context, site().policyViolations);
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${server.url}/welcome`);
    await page.getByRole('heading', { name: 'Tunedeck', level: 1 }).waitFor();

    // The service worker installs and precaches the shell.
    expect(
      await page.evaluate(
        'navigator.serviceWorker.ready.then((registration) => Boolean(registration.active))',
      ),
    ).toBe(true);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
      name: string;
      display: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Tunedeck', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);

    let cached = { bytes: 0, entries: 0 };
    for (let i = 0; i < 50 && cached.entries === 0; i += 1) {
      cached = (await page.evaluate(CACHED_BYTES)) as typeof cached;
      if (cached.entries === 0) await page.waitForTimeout(200);
    }
    expect(cached.entries).toBeGreaterThan(10);
    console.log(
      `app shell cached by the service worker: ${(cached.bytes / 1024).toFixed(1)} KiB in ${cached.entries} files`,
    );

    // No network: the site still opens, at any of its addresses.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Tunedeck', level: 1 }).waitFor();
    await page.goto(`${server.url}/contact`);
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.setOffline(false);

    // Loading failures while offline are the network's, not the app's.
    expect(
      errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError/.test(error)),
    ).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
});

/**
 * What the device keeps in IndexedDB (read without creating the database if it is not there yet): per
 * copy, its songs, its waiting writes, and the parts its gig history is kept in (one per gig). The copy
 * of a signed-out device is an empty list, with no part left behind.
 */
const DEVICE_COPY = `(async () => {
  const names = (await indexedDB.databases()).map((d) => d.name);
  if (!names.includes('tunedeck')) return null;
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('tunedeck');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const read = (store, what) =>
    new Promise((resolve) => {
      const request = db.transaction(store).objectStore(store)[what]();
      request.onsuccess = () => resolve(request.result);
    });
  const heads = await read('snapshots', 'getAll');
  const keys = await read('parts', 'getAllKeys');
  const parts = await read('parts', 'getAll');
  const writes = await read('writes', 'getAllKeys');
  const others = [...(await read('chains', 'getAllKeys')), ...(await read('refused', 'getAllKeys'))];
  db.close();
  const part = (user, name) => parts[keys.findIndex((key) => key[0] === user && key[1] === name && key.length === 2)];
  const copies = heads.map((head) => ({
    songs: Object.keys(part(head.user, 'songs') ?? {}).length,
    writes: writes.filter((key) => key[0] === head.user).length,
    gigParts: keys.filter((key) => key[0] === head.user && key[1] === 'plays').length,
  }));
  return copies.length === 0 && keys.length + writes.length + others.length > 0 ? ['entries left behind'] : copies;
})()`;

const context = { random: Math.random, now: Date.now };

/** Screenshots of the offline states, to look at (not compared). */
const SHOTS = join(process.cwd(), 'node_modules/.cache/offline-screenshots');
mkdirSync(SHOTS, { recursive: true });

/** From anywhere, by the menu: Library, Sets, the set. */
async function openSet(page: Page) {
  await goByMenu(page, 'Library');
  await page.getByRole('link', { name: 'Sets' }).click();
  await page.getByRole('link', { name: /^Basement Gig/ }).click();
  await page.getByRole('heading', { name: 'Basement Gig' }).waitFor();
}

type ServerPicker = { version: number; current: { song: string; key: string } | null; played: string[] };

describe('a gig with no network', () => {
  it('opens offline, plays 20 picks, raises a tune, adds songs, survives reloads, and syncs when back', async () => {
    const { server } = site();
    const email = uniqueEmail('offline');
    const other = await apiMusician(site(), email, PASSWORD);
    const setId = other.firstSet!;
    await other.write((library) => renameSet(library, { setId, name: 'Basement Gig' }));
    const titles = Array.from({ length: 30 }, (_, i) => `Standard ${String(i + 1).padStart(2, '0')}`);
    await other.write((library) => bulkAddToSet(library, setId, titles.join('\n'), context));
    // Two thirds new, a third medium: every tune can be raised.
    await other.write((library) => ({
      ok: true,
      change: {
        ops: Object.values(library.songs).map((song) => ({
          type: 'update' as const,
          collection: 'songs' as const,
          id: song.id,
          patch: { knowledge: Number(song.title.slice(-2)) % 3 === 0 ? ('med' as const) : ('new' as const) },
        })),
      },
    }));

    const phone = await site().device({ width: 375 });
    const { page } = phone;
    await logIn(site(), page, email);
    await page.waitForURL(`${server.url}/`);
    await goByMenu(page, 'Picker');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await eventually(
      async () => ((await page.evaluate(DEVICE_COPY)) as { songs: number }[] | null)?.[0]?.songs === 30,
      'the device copy of the library',
    );
    // The service worker is active: the next load, with no network, comes from its cache.
    expect(
      await page.evaluate(
        'navigator.serviceWorker.ready.then((registration) => Boolean(registration.active))',
      ),
    ).toBe(true);
    const pickers = async () =>
      (await serverRecords(site(), email, 'pickers')).find((r) => r.set === setId)?.state as ServerPicker;
    await eventually(async () => (await pickers())?.current != null, 'the first pick to reach the server');
    const before = await pickers();

    // No network: a reload opens the app with the library (the device's copy), and the gig goes on.
    await phone.context.setOffline(true);
    await page.reload();
    await tuneOnScreen(page);
    await page.getByRole('banner').getByText('Offline', { exact: true }).waitFor({ timeout: 10_000 });
    await openSet(page);
    const songList = page.getByRole('list', { name: 'Songs of Basement Gig' });
    await songList.getByRole('link', { name: /^Standard 30/ }).waitFor();
    await expect(songList.getByRole('link').count()).resolves.toBe(30);
    await goByMenu(page, 'Picker');

    const shown: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const last = (await tuneOnScreen(page)).title;
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect.poll(async () => (await tuneOnScreen(page)).title).not.toBe(last);
      shown.push((await tuneOnScreen(page)).title);
    }
    expect(new Set(shown).size).toBe(20);
    const raised = (await tuneOnScreen(page)).title;
    const raisedTo = (await tuneOnScreen(page)).knowledge === 'New' ? 'Medium' : 'Know';
    await page.getByRole('button', { name: 'Raise knowledge' }).click();
    await expect.poll(async () => (await tuneOnScreen(page)).knowledge).toBe(raisedTo);

    // Two songs added offline; the second is added meanwhile on another device, online.
    await openSet(page);
    for (const title of ['Offline Blues', 'Basement Waltz']) {
      await pageMenu(page, 'Add New Song');
      const dialog = page.getByRole('dialog', { name: "Add Song to 'Basement Gig'" });
      await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
      await dialog.getByRole('button', { name: 'Add Song' }).click();
      await songList.getByRole('link', { name: new RegExp(`^${title}`) }).waitFor();
    }
    await other.write((library) => bulkAddToSet(library, setId, 'Basement Waltz', context));
    await page
      .getByRole('banner')
      .getByText(/^Offline · 23 waiting\. /)
      .waitFor();

    // Reload again, still offline: everything is still there.
    await page.reload();
    await songList.getByRole('link', { name: /^Offline Blues/ }).waitFor();
    await songList.getByRole('link', { name: /^Basement Waltz/ }).waitFor();
    await page
      .getByRole('banner')
      .getByText(/^Offline · 23 waiting\. /)
      .waitFor({ timeout: 10_000 });
    await page.screenshot({ path: join(SHOTS, 'offline-set-375.png') });
    await goByMenu(page, 'Picker');
    expect(await tuneOnScreen(page)).toMatchObject({ title: raised, knowledge: raisedTo });
    await page.screenshot({ path: join(SHOTS, 'offline-picker-375.png') });
    expect(await pickers()).toEqual(before);
    expect(await axeViolations(page)).toEqual([]);

    // Logging out now would lose the waiting changes: the app asks, and staying is the default.
    await openMainMenu(page);
    await page.getByRole('button', { name: 'Log Out' }).click();
    const notSent = page.getByRole('dialog', { name: 'Changes Not Sent' });
    await notSent.getByText(/^23 changes made on this device are not on the server yet/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await notSent.getByRole('button', { name: 'Stay Logged In' }).click();
    await expect(notSent.count()).resolves.toBe(0);
    expect(await tuneOnScreen(page)).toMatchObject({ title: raised, knowledge: raisedTo });

    // The network returns: within 5 s the server holds the 20 picks, the raise and the songs.
    await phone.context.setOffline(false);
    const back = Date.now();
    const songs = async () => await serverRecords(site(), email, 'songs');
    await eventually(
      async () => {
        const state = await pickers();
        const all = await songs();
        return (
          state.played.length === before.played.length + 20 &&
          all.find((s) => s.title === raised)?.knowledge === (raisedTo === 'Medium' ? 'med' : 'know') &&
          all.some((s) => s.title === 'Offline Blues')
        );
      },
      'the offline changes to reach the server',
      5000,
    );
    console.log(`offline changes on the server ${Date.now() - back} ms after the network returned`);
    const state = await pickers();
    const current = (await songs()).find((s) => s.id === state.current?.song);
    expect(current?.title).toBe(raised);
    // The device keeps the gig's 21 tunes in one part of its copy, written apart from the rest.
    await eventually(
      async () => ((await page.evaluate(DEVICE_COPY)) as { gigParts: number }[])[0]?.gigParts === 1,
      'the gig in its own part of the device copy',
    );

    // The clashing add is told, with what was kept; the musician keeps theirs under a free title.
    const notSaved = page.getByRole('dialog', { name: 'Not Saved' });
    await notSaved.getByText(/^Add “Basement Waltz” \(key /).waitFor({ timeout: 5000 });
    await notSaved
      .getByText('A song with this title was added on another device while this one was offline.')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'not-saved-375.png') });
    await notSaved.getByRole('button', { name: 'Save mine as “Basement Waltz (2)”' }).click();
    await eventually(
      async () => (await songs()).filter((s) => String(s.title).startsWith('Basement Waltz')).length === 2,
      'both Basement Waltzes on the server',
    );
    await page.getByRole('banner').getByText('Saved', { exact: true }).waitFor();

    // A second device sees it all.
    const laptop = await site().device({ width: 1280 });
    await logIn(site(), laptop.page, email);
    await laptop.page.waitForURL(`${server.url}/`);
    await goByMenu(laptop.page, 'Picker');
    expect(await tuneOnScreen(laptop.page)).toMatchObject({ title: raised, knowledge: raisedTo });
    await laptop.page.goto(`${server.url}/library/sets/${setId}`);
    const laptopList = laptop.page.getByRole('list', { name: 'Songs of Basement Gig' });
    for (const title of ['Offline Blues', 'Basement Waltz', 'Basement Waltz (2)'])
      await laptopList
        .getByRole('link', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}`) })
        .first()
        .waitFor();
    await expect(laptopList.getByRole('link').count()).resolves.toBe(33);
    await laptop.context.close();

    // Signing out forgets the device's copy.
    await openMainMenu(page);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await eventually(
      async () => JSON.stringify(await page.evaluate(DEVICE_COPY)) === '[]',
      'the device copy to go',
    );
    // Besides the network's own failures, the console saw only the server refusing the clashing add:
    // with the writes sent together, then alone.
    const refusal = expect.stringMatching(/status of 400 \(Bad Request\) .*\/api\/tunedeck\/changes$/);
    expect(
      phone.errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(error)),
    ).toEqual([refusal, refusal]);
    await phone.context.close();
  });
});
