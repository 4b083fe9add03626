// Tabs of one browser share the device's copy: offline, every tab shows every tab's changes, a reload or
// a closed tab loses nothing, and a tab opened later sends it all. A pick is kept the moment it is made.
import { bulkAddToSet, renameSet } from '@tunedeck/core';
import type { BrowserContext, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  apiMusician,
  eventually,
  goByMenu,
  logIn,
  PASSWORD,
  pageMenu,
  serverRecords,
  tuneOnScreen,
  uniqueEmail,
  withSite,
} from './support.js';

const site = withSite();
const context = { random: Math.random, now: Date.now };

type ServerPicker = { version: number; current: { song: string; key: string } | null; played: string[] };

/** A musician with a set "Tab Gig" of twelve standards, signed in on a phone whose app works offline. */
async function phoneWithGig(label: string) {
  const email = uniqueEmail(label);
  const other = await apiMusician(site(), email, PASSWORD);
  const setId = other.firstSet!;
  await other.write((library) => renameSet(library, { setId, name: 'Tab Gig' }));
  const titles = Array.from({ length: 12 }, (_, i) => `Standard ${String(i + 1).padStart(2, '0')}`);
  await other.write((library) => bulkAddToSet(library, setId, titles.join('\n'), context));
  const phone = await site().device({ width: 375 });
  await logIn(site(), phone.page, email);
  await phone.page.waitForURL(`${site().server.url}/`);
  await goByMenu(phone.page, 'Picker');
  await tuneOnScreen(phone.page);
  // The app shell is on the device (the service worker), and so is the library (the copy).
  await phone.page.evaluate('navigator.serviceWorker.ready');
  const pickers = async () =>
    (await serverRecords(site(), email, 'pickers')).find((r) => r.set === setId)?.state as ServerPicker;
  await eventually(async () => (await pickers())?.current != null, 'the first pick on the server');
  await eventually(async () => (await storedSongs(phone.page)) === 12, 'the device copy of the library');
  return { ...phone, email, setId, pickers };
}

/** Starts a transaction over the copy's writes and picks that keeps them for `ms` (a request at a time). */
async function holdCopyBusy(page: Page, ms: number): Promise<void> {
  await page.evaluate(`new Promise((resolve) => {
    const request = indexedDB.open('tunedeck');
    request.onsuccess = () => {
      const store = request.result.transaction(['writes', 'chains'], 'readwrite').objectStore('writes');
      const until = Date.now() + ${ms};
      const again = () => {
        if (Date.now() < until) store.get(['busy', 0]).onsuccess = again;
      };
      again();
      resolve();
    };
  })`);
}

/** How many songs the device's copy holds (read without creating the database). */
async function storedSongs(page: Page): Promise<number> {
  return (await page.evaluate(`(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'tunedeck')) return 0;
    const db = await new Promise((resolve) => {
      const request = indexedDB.open('tunedeck');
      request.onsuccess = () => resolve(request.result);
    });
    const parts = await new Promise((resolve) => {
      const request = db.transaction('parts').objectStore('parts').getAll();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return parts.reduce((n, part) => n + (Array.isArray(part) ? 0 : Object.values(part).filter((r) => r.title && r.knowledge).length), 0);
  })()`)) as number;
}

async function openTab(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(`${site().server.url}${path}`);
  return page;
}

async function openSet(page: Page) {
  await goByMenu(page, 'Library');
  await page.getByRole('link', { name: 'Sets' }).click();
  await page.getByRole('link', { name: /^Tab Gig/ }).click();
  await page.getByRole('heading', { name: 'Tab Gig' }).waitFor();
}

const songLink = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Songs of Tab Gig' }).getByRole('link', { name: new RegExp(`^${title}`) });

async function addSong(page: Page, title: string) {
  await openSet(page);
  await pageMenu(page, 'Add New Song');
  const dialog = page.getByRole('dialog', { name: "Add Song to 'Tab Gig'" });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('button', { name: 'Add Song' }).click();
  await songLink(page, title).waitFor();
}

const waiting = (page: Page, count: number) =>
  page
    .getByRole('banner')
    .getByText(new RegExp(`^Offline · ${count} waiting\\. `))
    .waitFor({ timeout: 10_000 });

describe('tabs of one browser', () => {
  it('two tabs offline each add a tune and pick; one reloads; both close; a new tab sends all of it', async () => {
    const { context: browser, page: a, email, pickers } = await phoneWithGig('tabs');
    const before = await pickers();
    const b = await openTab(browser, '/controller');
    await tuneOnScreen(b);
    await browser.setOffline(true);

    // Each tab adds a song; each sees the other's at once.
    await addSong(a, 'Tab A Blues');
    await openSet(b);
    await songLink(b, 'Tab A Blues').waitFor();
    await addSong(b, 'Tab B Waltz');
    await songLink(a, 'Tab B Waltz').waitFor();

    // Each tab picks; the other shows its tune.
    await goByMenu(a, 'Picker');
    await goByMenu(b, 'Picker');
    const first = (await tuneOnScreen(a)).title;
    await a.getByRole('button', { name: 'NEXT' }).click();
    await expect.poll(async () => (await tuneOnScreen(a)).title).not.toBe(first);
    const fromA = (await tuneOnScreen(a)).title;
    await expect.poll(async () => (await tuneOnScreen(b)).title).toBe(fromA);
    await b.getByRole('button', { name: 'NEXT' }).click();
    await expect.poll(async () => (await tuneOnScreen(b)).title).not.toBe(fromA);
    const fromB = (await tuneOnScreen(b)).title;
    await expect.poll(async () => (await tuneOnScreen(a)).title).toBe(fromB);
    await waiting(a, 4);
    await waiting(b, 4);

    // Tab A reloads, offline: both songs, tab B's pick, the same count waiting.
    await a.reload();
    expect((await tuneOnScreen(a)).title).toBe(fromB);
    await waiting(a, 4);
    await openSet(a);
    await songLink(a, 'Tab A Blues').waitFor();
    await songLink(a, 'Tab B Waltz').waitFor();

    // Both close; nothing reached the server.
    await a.close();
    await b.close();
    expect(await pickers()).toEqual(before);
    const titles = async () => (await serverRecords(site(), email, 'songs')).map((s) => String(s.title));
    expect(await titles()).not.toContain('Tab A Blues');

    // Online again, a new tab sends it all: both songs, both picks, both tunes of the history.
    await browser.setOffline(false);
    const c = await openTab(browser, '/controller');
    await eventually(
      async () => {
        const all = await titles();
        const state = await pickers();
        return (
          all.includes('Tab A Blues') &&
          all.includes('Tab B Waltz') &&
          state.played.length === before.played.length + 2
        );
      },
      'both tabs’ changes on the server',
      10_000,
    );
    expect((await tuneOnScreen(c)).title).toBe(fromB);
    await eventually(async () => (await serverRecords(site(), email, 'plays')).length === 2, 'both tunes');
    await c.getByRole('banner').getByText('Saved', { exact: true }).waitFor();
    await browser.close();
  });

  it('a reload 0 ms after NEXT, offline, shows that pick, and the server gets it and its tune for the history, the copy busy once', async () => {
    const { context: browser, page, pickers, email } = await phoneWithGig('reload-next');
    const start = await pickers();
    await browser.setOffline(true);
    await page.reload();
    await tuneOnScreen(page);
    const seen = new Set<string>();
    for (let i = 1; i <= 5; i += 1) {
      const before = (await tuneOnScreen(page)).title;
      seen.add(before);
      await expect.poll(() => page.getByRole('button', { name: 'NEXT' }).isEnabled()).toBe(true);
      // Once, the device's copy is busy (a transaction of its own holds the stores of writes and picks,
      // as the sending tab's save does): the NEXT's transaction cannot start before the page goes, and
      // the browser drops it. The pick and its tune for the history must survive it.
      if (i === 3) await holdCopyBusy(page, 3000);
      // NEXT, and the page goes away in the same task: nothing after the click had a chance to run.
      const reloaded = page.waitForEvent('load');
      await page
        .evaluate(`(() => {
          [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'NEXT').click();
          location.reload();
        })()`)
        .catch(() => undefined);
      await reloaded;
      const after = (await tuneOnScreen(page)).title;
      expect(after).not.toBe(before);
      expect(seen.has(after)).toBe(false);
      await waiting(page, i);
    }
    const shown = await tuneOnScreen(page);
    await browser.setOffline(false);
    // The tune on screen is the server's: every one of the five picks got there.
    const onServer = async () => {
      const current = (await pickers()).current?.song;
      return (await serverRecords(site(), email, 'songs')).find((s) => s.id === current)?.title;
    };
    await eventually(async () => (await onServer()) === shown.title, 'the last pick on the server');
    expect((await pickers()).played).toHaveLength(start.played.length + 5);
    // And the five tunes of the history, the one whose transaction the page did not outlive included.
    await eventually(
      async () => (await serverRecords(site(), email, 'plays')).length === 5,
      'the tunes of the history on the server',
    );
    await browser.close();
  });

  it('an import of 300 tunes in one tab, offline, shows in the other at once: read from the device’s copy', async () => {
    const { context: browser, page: a, email } = await phoneWithGig('tabs-import');
    const b = await openTab(browser, '/controller');
    await tuneOnScreen(b);
    // What tab B hears from the other tabs, listened to beside the app: each message's type, and a
    // write's steps.
    await b.evaluate(`window.heard = [];
      window.listening = new BroadcastChannel('tunedeck');
      window.listening.onmessage = (event) => window.heard.push(
        event.data.write ? event.data.type + ' of ' + event.data.write.change.ops.length : event.data.type);`);
    await browser.setOffline(true);
    // 300 songs and 300 places in Tab Gig: a write too large to tell the other tab whole.
    const csv = ['title,sets', ...Array.from({ length: 300 }, (_, i) => `Imported ${i + 1},Tab Gig`)].join(
      '\n',
    );
    await goByMenu(a, 'Library');
    await a.getByRole('link', { name: 'Import' }).click();
    await a.getByLabel('Choose a File').setInputFiles({
      name: 'offline.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await a.getByRole('heading', { name: /^300 tunes from a spreadsheet/ }).waitFor();
    await a.getByRole('button', { name: 'Import', exact: true }).click();
    await a.getByRole('heading', { name: 'Imported' }).waitFor();

    // Tab B shows all of it, with nothing from the server: the write came through the copy.
    await openSet(b);
    await songLink(b, 'Imported 300').waitFor();
    await songLink(b, 'Imported 150').waitFor();
    await waiting(b, 1);
    // Told by its id, not copied whole into the message.
    const heard = (await b.evaluate('window.heard')) as string[];
    expect(heard).toContain('kept');
    expect(heard).not.toContain('write of 600');

    // Online again, the one write reaches the server.
    await browser.setOffline(false);
    await eventually(
      async () => (await serverRecords(site(), email, 'songs')).length === 312,
      'the import on the server',
      20_000,
    );
    await browser.close();
  });
});
