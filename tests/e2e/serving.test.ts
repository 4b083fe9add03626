// Production serving as a phone meets it (issue 24): /welcome drawn from the HTML and CSS alone, then
// taken over by the app where it stands, and /help for a signed-in musician, then replaced by the app's
// own drawing; every page behind the Content-Security-Policy and the other headers; scripts and
// stylesheets compressed, hashed files cached for good, pages revalidated.
import { request } from 'node:http';
import { bulkAddToSet } from '@tunedeck/core';
import { PICKER_PATH } from '@tunedeck/pocketbase/early';
import { describe, expect, it } from 'vitest';
import {
  apiMusician,
  eventually,
  filesOfPage,
  logIn,
  newPhone,
  PASSWORD,
  tuneOnScreen,
  uniqueEmail,
  waitInPage,
  withSite,
} from './support.js';

const context = { random: Math.random, now: Date.now };

const site = withSite();

/** The raw answer to a GET (Node's fetch would undo the compression this test looks at). */
function get(path: string, headers: Record<string, string> = {}) {
  const { url } = site().server;
  return new Promise<{ status: number; headers: Record<string, string>; bytes: number }>(
    (resolve, reject) => {
      request(`${url}${path}`, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string>,
            bytes,
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('the first visit', () => {
  it('shows /welcome from the HTML alone, then the app takes it over with no error', async () => {
    const { browser, server } = site();
    // No JavaScript at all: the prerendered page is there, heading, text and buttons.
    const still = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const bare = await still.newPage();
    await bare.goto(`${server.url}/welcome`);
    await expect(bare.getByRole('heading', { name: 'Tunedeck', level: 1 }).isVisible()).resolves.toBe(true);
    await expect(bare.getByText('Pick the next tune to play').isVisible()).resolves.toBe(true);
    await expect(bare.getByRole('button', { name: 'Log In' }).isVisible()).resolves.toBe(true);
    await expect(bare.title()).resolves.toBe('Welcome · Tunedeck');
    // /embed too, with its screen's own stylesheet (its live examples come with the scripts).
    await bare.goto(`${server.url}/embed`);
    await expect(bare.getByRole('heading', { name: 'Embed the Picker', level: 1 }).isVisible()).resolves.toBe(
      true,
    );
    await expect(bare.getByRole('heading', { name: 'On any web page' }).isVisible()).resolves.toBe(true);
    await expect(bare.title()).resolves.toBe('Embed the Picker · Tunedeck');
    await still.close();

    // With it: the same nodes become the app's (no second render, no hydration error), and they work.
    const { context, page, errors } = await site().device({ width: 375 });
    await page.goto(`${server.url}/welcome`);
    const heading = await page.getByRole('heading', { name: 'Tunedeck', level: 1 }).elementHandle();
    // Tapped at once, before the app's scripts have loaded (they wait for the first paint): acted on
    // once the app has the page, exactly once (a second time would close the form again).
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    // The Log In form in place of the two buttons: the one "Log In" left is its submit.
    await page.getByRole('group', { name: 'Log In' }).getByRole('button', { name: 'Log In' }).waitFor();
    await expect(page.getByRole('button', { name: 'Sign Up' }).count()).resolves.toBe(0);
    await expect(heading?.evaluate((node) => node.isConnected)).resolves.toBe(true);
    // /embed taken over the same way: its live examples appear, with this site's address in the snippet.
    await page.goto(`${server.url}/embed`);
    // Each example is drawn as it comes near the screen, not before.
    await page.getByText(`<script type="module" src="${server.url}/tunedeck-picker.js">`).waitFor();
    expect(await page.getByRole('region', { name: 'Example picker (element)' }).count()).toBe(0);
    await page.getByRole('region', { name: 'Try the element' }).scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: 'Example picker (element)' }).waitFor();
    await page.getByRole('region', { name: 'Try the widget' }).scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: 'Example picker (widget)' }).waitFor();
    await page.getByText(`<script type="module" src="${server.url}/tunedeck-picker.js">`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives a signed-in musician on /welcome their own page, not the prerendered one', async () => {
    const email = uniqueEmail('serving');
    await apiMusician(site(), email, PASSWORD);
    // No service worker: the server's /welcome, prerendered, reaches the page.
    const context = await site().browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await logIn(site(), page, email);
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await page.goto(`${site().server.url}/welcome`);
    await page.waitForURL(`${site().server.url}/`);
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await expect(page.getByRole('button', { name: 'Sign Up' }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws /help for a signed-in musician from the HTML, starts the app at the first tap; no session, /welcome', async () => {
    const { browser, server } = site();
    // No JavaScript at all: the page drawn at build time, in a musician's frame.
    const still = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const bare = await still.newPage();
    await bare.goto(`${server.url}/help`);
    await expect(bare.getByRole('heading', { name: 'Help Center', level: 1 }).isVisible()).resolves.toBe(
      true,
    );
    await expect(bare.getByRole('button', { name: 'Main menu' }).isVisible()).resolves.toBe(true);
    await expect(bare.title()).resolves.toBe('Help Center · Tunedeck');
    await still.close();

    // Signed in: drawn at once and read as it is; the app starts when the musician reaches for the page
    // (the menu's button, tapped before it has), draws it anew in its place, and opens the menu.
    const email = uniqueEmail('serving-help');
    await apiMusician(site(), email, PASSWORD);
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('Service Worker'))
        errors.push(message.text());
    });
    await logIn(site(), page, email);
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto(`${server.url}/help`);
    await page.getByRole('heading', { name: 'Help Center', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /\/assets\/index-/.test(path))).toEqual([]);
    await expect(page.locator('#root[data-prerendered="/help"]').count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Main menu' }).click();
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    await expect(page.locator('#root').count()).resolves.toBe(1);
    await page.getByRole('link', { name: 'Library' }).click();
    await page.getByRole('heading', { name: 'Library', level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // No session: sent to /welcome by the page's first script, as the app would.
    const visitor = await browser.newContext({ serviceWorkers: 'block' });
    const stranger = await visitor.newPage();
    await stranger.goto(`${server.url}/help`);
    await stranger.waitForURL(`${server.url}/welcome`);
    await stranger.getByRole('button', { name: 'Log In' }).waitFor();
    await visitor.close();
  });
});

describe("the picker's frame", () => {
  it('draws the app bar and the picker loading from the HTML; the app draws the tune in its place; no session, /welcome', async () => {
    const { browser, server } = site();
    // No JavaScript at all: the frame drawn at build time, the same for every musician.
    const still = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const bare = await still.newPage();
    await bare.goto(`${server.url}/controller`);
    await expect(bare.getByRole('button', { name: 'Main menu' }).isVisible()).resolves.toBe(true);
    await expect(bare.getByRole('status').textContent()).resolves.toBe('Loading your tunes');
    await expect(bare.locator('[aria-busy="true"]').count()).resolves.toBe(1);
    await expect(bare.getByRole('heading', { name: 'Picker', level: 1 }).count()).resolves.toBe(1);
    await expect(bare.title()).resolves.toBe('Picker · Tunedeck');
    await still.close();

    // Signed in: the app, started at once, draws the picker with the musician's tune in the frame's place.
    const email = uniqueEmail('serving-frame');
    const musician = await apiMusician(site(), email, PASSWORD);
    await musician.write((library) => bulkAddToSet(library, musician.firstSet, 'Solar', context));
    const phone = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 375, height: 800 },
    });
    const page = await phone.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logIn(site(), page, email);
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await page.goto(`${server.url}/controller`);
    expect((await tuneOnScreen(page)).title).toBe('Solar');
    // The tune may be the early drawing's (the page's first read answered before the app's code came):
    // the app takes the page over and its markers go.
    await page.locator('#root[data-prerendered], #root[data-frame]').waitFor({ state: 'detached' });
    await expect(page.locator('#root').count()).resolves.toBe(1);
    expect((await tuneOnScreen(page)).title).toBe('Solar');
    await expect(page.getByRole('status').filter({ hasText: 'Loading your tunes' }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await phone.close();

    // No session: sent to /welcome by the page's first script, before the frame is drawn.
    const visitor = await browser.newContext({ serviceWorkers: 'block' });
    const stranger = await visitor.newPage();
    await stranger.goto(`${server.url}/controller`);
    await stranger.waitForURL(`${server.url}/welcome`);
    await stranger.getByRole('button', { name: 'Log In' }).waitFor();
    await visitor.close();
  });
});

describe("the other signed-in pages' frames", () => {
  it('draw the app bar and the page loading from the HTML; the app draws the page in its place, no error', async () => {
    const { browser, server } = site();
    // No JavaScript at all: the frame drawn at build time, the same for every musician.
    const still = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const bare = await still.newPage();
    await bare.goto(`${server.url}/library/sets`);
    await expect(bare.getByRole('button', { name: 'Main menu' }).isVisible()).resolves.toBe(true);
    await expect(bare.getByRole('status').textContent()).resolves.toBe('Loading your tunes');
    await expect(bare.title()).resolves.toBe('Sets · Tunedeck');
    await bare.goto(`${server.url}/library`);
    await expect(bare.getByRole('heading', { name: 'Library', level: 1 }).isVisible()).resolves.toBe(true);
    await still.close();

    // A new phone holding a session alone: the frame is on screen before the app's code has come, the
    // library read by the page's first script meanwhile; the app then draws the page in its place.
    const email = uniqueEmail('serving-frames');
    const musician = await apiMusician(site(), email, PASSWORD);
    await musician.write((library) => bulkAddToSet(library, musician.firstSet, 'Solar', context));
    for (const [path, heading] of [
      ['/library/sets', 'Sets'],
      ['/tunesiwanttolearn', 'Tunes I Want To Learn'],
      ['/library', 'Library'],
    ] as const) {
      const phone = await newPhone(site(), email, PASSWORD);
      const page = await phone.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
      await page.locator(`#root[data-frame][data-prerendered="${path}"]`).waitFor();
      await expect(page.getByRole('button', { name: 'Main menu' }).isVisible()).resolves.toBe(true);
      release();
      await page.locator('#root[data-prerendered], #root[data-frame]').waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await expect(page.locator('#root').count()).resolves.toBe(1);
      await expect(page.getByRole('status').filter({ hasText: 'Loading your tunes' }).count()).resolves.toBe(
        0,
      );
      if (path === '/library/sets') await page.getByRole('link', { name: /^First set/ }).waitFor();
      await expect(page.title()).resolves.toBe(`${heading} · Tunedeck`);
      expect(errors, path).toEqual([]);
      await phone.close();
    }

    // No session: sent to /welcome by the page's first script, before the frame is drawn.
    const visitor = await browser.newContext({ serviceWorkers: 'block' });
    const stranger = await visitor.newPage();
    await stranger.goto(`${server.url}/library/sets`);
    await stranger.waitForURL(`${server.url}/welcome`);
    await visitor.close();
  });
});

describe("the library on a musician's first visit", () => {
  it("is read by the page's first script while the app loads, once; not once the device keeps a copy", async () => {
    const { server } = site();
    const email = uniqueEmail('serving-early-read');
    const musician = await apiMusician(site(), email, PASSWORD);
    await musician.write((library) => bulkAddToSet(library, musician.firstSet, 'Solar', context));
    // A browser holding the session alone (signed in, nothing of the site loaded yet): a new phone.
    const phone = await newPhone(site(), email, PASSWORD);
    const page = await phone.newPage();
    // Every read of the library, by the script that asked for it and with the collections it asked for
    // when not all; the charts' read (the same route, `?collections=charts`, made once the library is
    // shown) apart.
    const reads: string[] = [];
    const chartReads: string[] = [];
    const cdp = await phone.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (sent) => {
      const asked = new URL(sent.request.url);
      if (asked.pathname !== '/api/tunedeck/library') return;
      const frame = sent.initiator.stack?.callFrames.find((call) => call.url !== '');
      const by = frame ? new URL(frame.url).pathname.replace(/-[\w-]{8}\.js$/, '.js') : sent.initiator.type;
      if (asked.searchParams.get('collections') === 'charts') chartReads.push(by);
      else reads.push(`${by}${asked.search}`);
    });
    const settled = async (count: number) => {
      await eventually(async () => reads.length >= count, `${count} reads of the library`);
      // Realtime listens and the app reads once more to be sure of what it shows: no read after that.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    };

    await page.goto(`${server.url}/controller`);
    expect((await tuneOnScreen(page)).title).toBe('Solar');
    await settled(3);
    // The first two reads are the page's first script's (the picker's page is a frame drawn at build
    // time: its first script, which keeps a browser without a session off it, reads them): what the
    // early drawing of the tune needs first, then the whole library, used by the app. The third is the
    // app's own, through the PocketBase SDK (its chunk, loaded beside the first drawing, not before it),
    // unless the version the whole library's read answered (nothing changed meanwhile).
    expect(reads).toEqual([
      `/assets/musicians-only.js${new URL(PICKER_PATH, server.url).search}`,
      '/assets/musicians-only.js',
      expect.stringMatching(/^\/assets\/create-storage\.js\?unless=[0-9a-f]{16}(\.[0-9a-f]{16})+$/),
    ]);
    expect(chartReads).toEqual(['/assets/create-storage.js']);

    // Once the device keeps a copy, the app shows it and reads once: the first script reads nothing.
    await waitInPage(page, "localStorage.getItem('tunedeck-device-copy') !== null");
    reads.length = 0;
    chartReads.length = 0;
    await page.reload();
    expect((await tuneOnScreen(page)).title).toBe('Solar');
    await settled(1);
    expect(reads).toEqual(['/assets/create-storage.js']);
    expect(chartReads).toEqual(['/assets/create-storage.js']);
    await phone.close();
  });
});

describe("the app's own pages", () => {
  it("name their route's scripts and stylesheets beside the app's entry", async () => {
    const entry = await filesOfPage(site(), '/');
    const controller = await filesOfPage(site(), '/controller');
    const added = controller.filter((file) => !entry.includes(file));
    // The picker's chunks (its route, the picker, the signed-in pages' frame), the frame's stylesheet
    // and what they import, before any script runs.
    const named = (pattern: RegExp) => added.filter((file) => pattern.test(file));
    expect(named(/^\/assets\/(controller|picker|frame)-[\w-]+\.js$/)).toHaveLength(3);
    // The keys as this device's instrument reads them: one file, shared with the follow page and the
    // embedded picker.
    expect(named(/^\/assets\/instrument-keys-[\w-]+\.js$/)).toHaveLength(1);
    // Its first script: the frame drawn at build time is for musicians, a browser without a session
    // leaves it for /welcome before it is drawn (the script reads the library too, on a first visit).
    expect(named(/^\/assets\/musicians-only-[\w-]+\.js$/)).toHaveLength(1);
    // Its early drawing of the musician's tune, from the early read, before the app's scripts are
    // asked for (the first script names them, in place of the page); what it shares with the picker's
    // chunks (the view model, the instrument's keys) in chunks of their own, which they import (the
    // shell's part is every page's, named by index.html).
    expect(named(/^\/assets\/early-picker-[\w-]+\.js$/)).toHaveLength(1);
    expect(named(/^\/assets\/early-(keys|view)-[\w-]+\.js$/)).toHaveLength(2);
    expect(entry.filter((file) => /^\/assets\/early-shell-[\w-]+\.js$/.test(file))).toHaveLength(1);
    // Nothing else of the picker's.
    expect(named(/\.js$/)).toHaveLength(8);
    expect(named(/^\/assets\/frame-[\w-]+\.css$/)).toHaveLength(1);
    // The core face is preloaded on every page at a fixed address: asked for only by the first
    // drawing's layout, it came after everything that drawing waited for.
    expect(controller.filter((file) => file.endsWith('.woff2'))).toEqual([
      expect.stringMatching(/^\/assets\/nunito-core-wght-[\w-]+\.woff2$/),
    ]);
    expect((await filesOfPage(site(), '/welcome')).some((file) => file.endsWith('.woff2'))).toBe(true);
    // The manifest is linked by the app once its first page is drawn (pwa.tsx), on no page's HTML.
    expect(controller).not.toContain('/manifest.webmanifest');
    // The PocketBase SDK is not among them: it loads when the app first needs it, after the page draws.
    expect(controller.some((file) => /\/create-storage-/.test(file))).toBe(false);
    expect(await filesOfPage(site(), '/help/docs')).toContain(
      (await filesOfPage(site(), '/help')).find((file) => /^\/assets\/help-/.test(file)),
    );
    // A page with an id in its address is the app's HTML.
    expect(await filesOfPage(site(), '/library/sets/abc')).toEqual(entry);
  });
});

describe('the headers', () => {
  const POLICY = {
    'default-src': "'self'",
    'script-src': "'self'",
    'connect-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'frame-ancestors': "'none'",
  };

  it('sends the security headers on pages and files', async () => {
    const html = await (await fetch(`${site().server.url}/welcome`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] as string;
    for (const path of ['/', '/welcome', '/controller', script]) {
      const { headers, status } = await get(path);
      expect(status, path).toBe(200);
      const policy = Object.fromEntries(
        headers['content-security-policy']
          ?.split(';')
          .map((part) => part.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values.join(' ')]) ?? [],
      );
      expect(policy, path).toMatchObject(POLICY);
      expect(headers['content-security-policy'], path).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toMatch(/screen-wake-lock=\(self\)/);
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      // The test server's address is http: no HSTS.
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('compresses every script and stylesheet of /welcome and caches hashed files for good', async () => {
    const files = (await filesOfPage(site(), '/welcome')).filter((file) => /\.(js|css)$/.test(file));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const br = await get(file, { 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding'], file).toBe('br');
      expect(br.headers.vary, file).toMatch(/Accept-Encoding/i);
      expect(br.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
      const gz = await get(file, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding'], file).toBe('gzip');
      const plain = await get(file);
      expect(plain.headers['content-encoding'], file).toBeUndefined();
      expect(br.bytes, file).toBeLessThan(plain.bytes);
    }
    for (const page of ['/', '/welcome', '/controller', '/sw.js', '/manifest.webmanifest']) {
      const { headers } = await get(page, { 'accept-encoding': 'br' });
      expect(headers['cache-control'], page).toBe('no-cache');
      expect(headers['content-encoding'], page).toBe('br');
    }
    expect((await get('/manifest.webmanifest')).headers['content-type']).toMatch(
      /^application\/manifest\+json/,
    );
  });
});
