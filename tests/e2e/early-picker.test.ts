// The picker's early drawing (issue 50): on a musician's first visit, the page's first scripts draw the
// tune to play into the frame from the early read of the library, before the app's scripts have even
// been asked for; the app then draws the same tune in the same place, with nothing moving.
import { bulkAddToSet } from '@tunedeck/core';
import type { Page, Route } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  apiMusician,
  eventually,
  PASSWORD,
  newPhone as sitePhone,
  tuneOnScreen,
  uniqueEmail,
  withSite,
} from './support.js';

const context = { random: Math.random, now: Date.now };

const site = withSite();

/** The app's entry: held back, the page is as its first scripts left it. */
const SHELL = /\/assets\/shell-[\w-]+\.js$/;

/** Adds up the page's layout shifts (what CLS counts) in `window.shifts`. */
const WATCH_SHIFTS = `
  window.shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** A new phone holding `email`'s session alone: nothing of the site loaded, no copy of the library. */
const newPhone = (email: string) => sitePhone(site(), email, PASSWORD);

/**
 * The musician's first visit, on a phone of its own: the app picks the first tune, kept on the server
 * (what a later phone's early drawing reads). Its title.
 */
async function firstPick(musician: Awaited<ReturnType<typeof apiMusician>>): Promise<string> {
  const first = await newPhone(musician.email);
  const opened = await first.newPage();
  await opened.goto(`${site().server.url}/controller`);
  const picked = (await tuneOnScreen(opened)).title;
  await eventually(
    async () =>
      (await musician.storage.loadLibrary()).pickers[musician.firstSet]?.state.current?.song !== undefined,
    'the pick on the server',
  );
  await first.close();
  return picked;
}

/** Opens /controller with the app's entry held until `release()`; `asked` once the page asked for it. */
async function heldController(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(SHELL, async (route: Route) => {
    asked = true;
    await released;
    await route.continue();
  });
  await page.addInitScript({ content: WATCH_SHIFTS });
  await page.goto(`${site().server.url}/controller`, { waitUntil: 'domcontentloaded' });
  return { release, asked: () => asked };
}

/** Whether the app has taken the page over (the frame's marks are gone). */
const appDrawn = (page: Page) =>
  page
    .locator('#root[data-frame]')
    .count()
    .then((count) => count === 0);

describe("the picker's early drawing", () => {
  it("draws the musician's tune before the app, which draws it in the same place; a NEXT tapped early is made", async () => {
    const email = uniqueEmail('early-picker');
    const musician = await apiMusician(site(), email, PASSWORD);
    await musician.write((library) =>
      bulkAddToSet(library, musician.firstSet, 'Solar\nBlue Bossa\nAutumn Leaves', context),
    );
    // A first visit picks the first tune (the app's), kept on the server.
    const picked = await firstPick(musician);

    // A new phone: the tune comes from the early read, drawn by the page's first scripts.
    const phone = await newPhone(email);
    const page = await phone.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const held = await heldController(page);
    const early = page.getByRole('main').getByRole('heading', { level: 1, name: picked });
    await early.waitFor();
    await eventually(async () => held.asked(), "the app's scripts asked for");
    expect(await appDrawn(page)).toBe(false);
    const earlyKey =
      (await page
        .getByRole('main')
        .getByText(/^Key: /)
        .textContent()) ?? '';
    const earlyBox = await early.boundingBox();
    const earlyFont = await early.evaluate(
      (title) => title.ownerDocument.defaultView?.getComputedStyle(title).fontSize,
    );
    await expect(page.getByRole('button', { name: 'NEXT' }).isVisible()).resolves.toBe(true);

    held.release();
    await eventually(() => appDrawn(page), 'the app drawn');
    const tune = await tuneOnScreen(page);
    expect(tune.title).toBe(picked);
    expect(tune.key).toBe(earlyKey);
    const title = page.getByRole('main').getByRole('heading', { level: 1, name: picked });
    expect(await title.boundingBox()).toEqual(earlyBox);
    expect(
      await title.evaluate(
        (element) => element.ownerDocument.defaultView?.getComputedStyle(element).fontSize,
      ),
    ).toBe(earlyFont);
    await expect(page.evaluate('window.shifts')).resolves.toBe(0);
    expect(errors).toEqual([]);
    await phone.close();

    // NEXT tapped on the early drawing, before the app has loaded: made once the app has.
    const other = await newPhone(email);
    const tapped = await other.newPage();
    const waiting = await heldController(tapped);
    await tapped.getByRole('main').getByRole('heading', { level: 1, name: picked }).waitFor();
    await tapped.getByRole('button', { name: 'NEXT' }).click();
    waiting.release();
    await tapped.getByRole('button', { name: 'Undo' }).waitFor();
    await eventually(
      async () =>
        (await musician.storage.loadLibrary()).pickers[musician.firstSet]?.state.current?.song !==
          undefined && (await tuneOnScreen(tapped)).title !== picked,
      'the next tune',
    );
    await other.close();
  });

  it("keeps the early drawing while the whole library is slow to come, never 'Loading' in the tune's place", async () => {
    const email = uniqueEmail('early-picker-slow');
    const musician = await apiMusician(site(), email, PASSWORD);
    await musician.write((library) => bulkAddToSet(library, musician.firstSet, 'Solar', context));
    await firstPick(musician);

    const phone = await newPhone(email);
    const page = await phone.newPage();
    // The whole library (not the picker's part the tune is drawn from) held back, as a slow network would.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) =>
        url.pathname === '/api/tunedeck/library' &&
        !url.searchParams.has('collections') &&
        url.searchParams.get('part') !== 'picker',
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto(`${site().server.url}/controller`, { waitUntil: 'domcontentloaded' });
    const title = page.getByRole('main').getByRole('heading', { level: 1, name: 'Solar' });
    await title.waitFor();
    // Longer than the app waits for its library elsewhere (a second) before it draws "Loading".
    await page.waitForTimeout(2500);
    expect(await appDrawn(page)).toBe(false);
    expect(await title.isVisible()).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Loading your tunes' }).count()).resolves.toBe(0);
    release();
    await eventually(() => appDrawn(page), 'the app drawn');
    expect((await tuneOnScreen(page)).title).toBe('Solar');
    await phone.close();
  });

  it('draws nothing early without a tune to play: the app is asked for at once and draws the picker', async () => {
    const email = uniqueEmail('early-picker-none');
    const musician = await apiMusician(site(), email, PASSWORD);
    await musician.write((library) => bulkAddToSet(library, musician.firstSet, 'Solar', context));
    const phone = await newPhone(email);
    const page = await phone.newPage();
    const held = await heldController(page);
    await eventually(async () => held.asked(), "the app's scripts asked for");
    // The frame as the build drew it: no tune, the picker loading.
    await expect(page.locator('.td-picker__tune').count()).resolves.toBe(0);
    await expect(page.getByRole('status').filter({ hasText: 'Loading your tunes' }).count()).resolves.toBe(1);
    held.release();
    await eventually(() => appDrawn(page), 'the app drawn');
    expect((await tuneOnScreen(page)).title).toBe('Solar');
    await phone.close();
  });
});
