// Offline from the first visit: the service worker precaches every file the build emits and controls
// the page that installed it, so pages and dialogs first opened offline, without a reload, still open.
// With no worker ready (blocked here), a page or dialog that cannot load says so and opens once the
// network is back.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { bulkAddToSet } from '@tunedeck/core';
import { type BrowserContext, chromium, type Page } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiMusician,
  axeViolations,
  goByMenu,
  logIn,
  PASSWORD,
  tuneOnScreen,
  uniqueEmail,
  waitInPage,
  watchPolicy,
  withSite,
} from './support.js';

const site = withSite();

/**
 * Files of the build the worker leaves to the network: itself, its runtime, the element for other sites,
 * every page's HTML but index.html and the scripts that start the prerendered pages, keep visitors off
 * a musician's or draw the picker's tune early (offline, every page opens from index.html), and the compressed copies the server sends
 * in place of a file.
 */
const NOT_PRECACHED =
  /^(sw\.js|workbox-[\w-]+\.js|tunedeck-picker(-chart)?\.js|assets\/(start|musicians-only|early-picker)-[\w-]+\.js)$|^(?!index\.html$)[\w/-]+\.html$|\.(br|gz)$/;

/** The URLs of the precache manifest Workbox wrote into sw.js. */
function precacheList(outDir: string): string[] {
  const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
  const manifest = /precacheAndRoute\((\[.*?\])/s.exec(worker)?.[1];
  if (!manifest) throw new Error('sw.js has no precache manifest');
  return [...manifest.matchAll(/url:\s*"([^"]+)"/g)].map((match) => match[1] as string);
}

/** Addresses of other files of the build, by the kind of file they are written in. */
const REFERENCES: Record<string, RegExp> = {
  html: /(?:src|href)="\/([\w./-]+)"/g,
  css: /url\(\s*["']?\/?([\w./-]+)/g,
  js: /[`"'](\.{1,2}\/[\w./-]+|assets\/[\w./-]+)[`"']/g,
};

/**
 * The files of the build a page, stylesheet or script refers to, from the build's root: addresses from
 * the root (`/assets/a.woff2`, Vite's preload list `"assets/a.js"`) and from the file (`./a.js`).
 */
function referencedBy(file: string, text: string): string[] {
  const pattern = REFERENCES[file.split('.').pop() ?? ''];
  if (!pattern) return [];
  return [...text.matchAll(pattern)]
    .map((match) => match[1] as string)
    .filter((url) => /\.\w+$/.test(url))
    .map((url) => (url.startsWith('.') ? posix.join(posix.dirname(file), url) : url));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

describe('the precache', () => {
  it('lists every file the build emits, fonts and icons included', () => {
    const { outDir } = site();
    const precached = precacheList(outDir);
    const emitted = filesUnder(outDir).filter((file) => !NOT_PRECACHED.test(file));
    expect(emitted.filter((file) => /\.js$/.test(file)).length).toBeGreaterThan(20);
    expect(emitted.filter((file) => /\.woff2$/.test(file)).length).toBeGreaterThan(0);
    expect(new Set(precached).size).toBe(precached.length);
    expect([...precached].sort()).toEqual([...emitted].sort());
    // Everything the page, its stylesheet (fonts) and its scripts (chunks) ask for is precached.
    const wanted = new Set(
      emitted.flatMap((file) => referencedBy(file, readFileSync(join(outDir, file), 'utf8'))),
    );
    expect(wanted.size).toBeGreaterThan(40);
    expect([...wanted].filter((file) => !precached.includes(file))).toEqual([]);
  });
});

/** A first visit: a browser profile of its own, as a new visitor's. */
async function firstVisit(options: { serviceWorkers: 'allow' | 'block'; width?: number }) {
  const profile = mkdtempSync(join(tmpdir(), 'tunedeck-first-visit-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    viewport: { width: options.width ?? 375, height: 800 },
    serviceWorkers: options.serviceWorkers,
  });
  await watchPolicy(context, site().policyViolations);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  opened.push({ context, profile });
  return { context, page, errors };
}

const opened: { context: BrowserContext; profile: string }[] = [];
afterEach(async () => {
  for (const { context, profile } of opened.splice(0)) {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** A verified musician with a set of tunes, logged in on the page (it ends at Home). */
async function musicianOn(page: Page) {
  const email = uniqueEmail('first-visit');
  const musician = await apiMusician(site(), email, PASSWORD);
  const context = { random: Math.random, now: Date.now };
  await musician.write((library) =>
    bulkAddToSet(library, musician.firstSet as string, 'Solar\nNardis\nBlue Bossa', context),
  );
  await logIn(site(), page, email);
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
}

/** Besides the network's own failures while offline, nothing went wrong. */
function unexpected(errors: string[]) {
  return errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_/.test(error));
}

/** Whether a new version of the worker is installed and waiting. */
const WAITING =
  'navigator.serviceWorker.getRegistration().then((registration) => Boolean(registration.waiting))';

/** The text of the focused element. */
const focused = (page: Page) => page.locator(':focus').textContent();

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('a first visit', () => {
  it('opens pages and dialogs it has not drawn yet with no network once the worker is ready, and still waits for Reload to update', async () => {
    const { page, context, errors } = await firstVisit({ serviceWorkers: 'allow' });
    await musicianOn(page);
    // The worker that installed on this visit controls it: no reload needed.
    await waitInPage(page, "navigator.serviceWorker.controller?.state === 'activated'", {
      timeout: 20_000,
      pollMs: 50,
    });

    await context.setOffline(true);
    const fromNetwork: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/') && !response.fromServiceWorker())
        fromNetwork.push(response.url());
    });
    await goByMenu(page, 'Library');
    await page.getByRole('link', { name: 'Sets' }).click();
    await heading(page, 'Sets').waitFor();
    await goByMenu(page, 'Settings');
    await heading(page, 'Settings').waitFor();
    await goByMenu(page, 'Help');
    await heading(page, 'Help Center').waitFor();
    await goByMenu(page, 'Picker');
    await tuneOnScreen(page);
    await page.getByRole('button', { name: 'Change Set' }).click();
    const changeSet = page.getByRole('dialog', { name: 'Change Set' });
    await changeSet.waitFor();
    await page.keyboard.press('Escape');
    await changeSet.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'notes' }).click();
    await page.getByRole('dialog', { name: 'Notes' }).waitFor();

    expect(page.url()).toBe(`${site().server.url}/controller`);
    expect(fromNetwork).toEqual([]);
    await expect(page.getByText('Not on this device yet').count()).resolves.toBe(0);

    // Claiming the first visit does not hurry updates: a new version waits for the musician's Reload.
    await context.setOffline(false);
    await page.keyboard.press('Escape');
    await page.evaluate('window.sameDocument = true');
    const worker = join(site().outDir, 'sw.js');
    const original = readFileSync(worker, 'utf8');
    // The server sends the build's compressed copies when the browser takes them: the next version has
    // its own, as a build would write them.
    const twins = ['.br', '.gz'].map((extension) => ({ file: `${worker}${extension}`, extension }));
    const originals = twins.map(({ file }) => readFileSync(file));
    try {
      const next = `${original}\n// the next version\n`;
      writeFileSync(worker, next);
      for (const { file, extension } of twins)
        writeFileSync(file, extension === '.br' ? brotliCompressSync(next) : gzipSync(next));
      await page.evaluate(
        'navigator.serviceWorker.getRegistration().then((registration) => registration.update())',
      );
      const news = page.getByRole('status').filter({ hasText: 'A new version of Tunedeck is ready' });
      await news.waitFor();
      await page.waitForTimeout(1000);
      expect(await page.evaluate('window.sameDocument')).toBe(true);
      expect(await page.evaluate(WAITING)).toBe(true);
      await Promise.all([page.waitForEvent('load'), news.getByRole('button', { name: 'Reload' }).click()]);
      expect(await page.evaluate('window.sameDocument')).toBeUndefined();
      expect(await page.evaluate(WAITING)).toBe(false);
      await tuneOnScreen(page);
    } finally {
      writeFileSync(worker, original);
      for (const [index, { file }] of twins.entries()) writeFileSync(file, originals[index] as Buffer);
    }
    expect(unexpected(errors)).toEqual([]);
  });

  it('says what cannot open yet when offline before the worker is ready, and opens it when back', async () => {
    const { page, context, errors } = await firstVisit({ serviceWorkers: 'block' });
    await musicianOn(page);
    await goByMenu(page, 'Picker');
    await tuneOnScreen(page);
    await context.setOffline(true);

    // A dialog: a small one says so; Escape closes it and the button that opened it tries again.
    const changeSetButton = page.getByRole('button', { name: 'Change Set' });
    await changeSetButton.click();
    const notYet = page.getByRole('dialog', { name: 'Not on this device yet' });
    await notYet
      .getByText('This has not been saved on this device yet. It opens when you are back online.')
      .waitFor();
    await expect.poll(() => focused(page)).toBe('Try Again');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'dialog');
    await notYet.getByRole('button', { name: 'Try Again' }).click();
    await notYet.waitFor();
    await page.keyboard.press('Escape');
    await notYet.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Change Set');
    await changeSetButton.click();
    await notYet.waitFor();
    await notYet.getByRole('button', { name: 'Close' }).click();
    await notYet.waitFor({ state: 'detached' });

    // Pages: the message in the page's place, the menu still there.
    await goByMenu(page, 'Library');
    await heading(page, 'Not on this device yet').waitFor();
    await page
      .getByRole('main')
      .getByText('This page has not been saved on this device yet. It opens when you are back online.')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'route');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await heading(page, 'Not on this device yet').waitFor();
    await goByMenu(page, 'Settings');
    await heading(page, 'Not on this device yet').waitFor();
    expect(page.url()).toBe(`${site().server.url}/settings`);

    // Back online: the page opens by itself, and so do the others and the dialog.
    await context.setOffline(false);
    await heading(page, 'Settings').waitFor();
    await goByMenu(page, 'Library');
    await page.getByRole('link', { name: 'Sets' }).waitFor();
    await goByMenu(page, 'Picker');
    await changeSetButton.click();
    await page.getByRole('dialog', { name: 'Change Set' }).waitFor();

    await expect(page.getByText('Something went wrong').count()).resolves.toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });
});

/** Screenshots of the message to look at (not compared): phone widths and a laptop, light and dark. */
const SHOTS = join(process.cwd(), 'node_modules/.cache/first-visit-screenshots');
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  // No colour transition caught halfway when the theme changes.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const theme of ['light', 'dark'])
    for (const width of [320, 375, 1280]) {
      await page.evaluate(`document.documentElement.dataset.tdTheme = '${theme}'`);
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: join(SHOTS, `${name}-${width}-${theme}.png`) });
    }
  await page.evaluate('delete document.documentElement.dataset.tdTheme');
  await page.emulateMedia({ reducedMotion: null });
  if (size) await page.setViewportSize(size);
}
