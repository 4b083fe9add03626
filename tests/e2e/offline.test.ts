// The installable app: Chromium finds nothing that stops an install, and once opened online the site
// opens and reloads with no network (the app shell from the service worker's cache).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations, withSite } from './support.js';

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
