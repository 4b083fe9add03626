import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  type MailCatcher,
  type PocketBaseServer,
  startMailCatcher,
  startPocketBase,
} from '@tunedeck/pocketbase/server';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { build } from 'vite';
import { afterAll, beforeAll } from 'vitest';

const SITE = join(import.meta.dirname, '..', '..', 'apps', 'site');
/** The operator's account, for reading what the site stored (contact messages). */
export const SUPERUSER = { email: 'operator@tunedeck.test', password: 'operator-pass-1' };

export interface Site {
  server: PocketBaseServer;
  mail: MailCatcher;
  browser: Browser;
  /** A new browser context (a device) with a page that records console errors. */
  device(options?: { width?: number }): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
}

/**
 * For one test file: the site built for production into a temporary folder, served with the API by
 * one PocketBase (fresh data, rate limits off, a mail catcher), and Debian's Chromium.
 */
export function withSite(): () => Site {
  let site: Site | null = null;
  let outDir = '';
  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'tunedeck-site-'));
    await build({
      root: SITE,
      configFile: join(SITE, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir },
    });
    const mail = await startMailCatcher({ log: false });
    const server = await startPocketBase({
      rateLimits: false,
      smtp: { host: mail.host, port: mail.port },
      publicDir: outDir,
      throttles: { mailPerAddress: { windowMs: 0 } },
      superuser: SUPERUSER,
    });
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    site = {
      server,
      mail,
      browser,
      async device(options = {}) {
        const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        return { context, page, errors };
      },
    };
  });
  afterAll(async () => {
    await site?.browser.close();
    await site?.server.stop();
    await site?.mail.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });
  return () => {
    if (!site) throw new Error('The site starts in beforeAll: use it inside tests.');
    return site;
  };
}

/** axe's violations on the page as it is (rule ids and how many nodes each). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
}

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}
