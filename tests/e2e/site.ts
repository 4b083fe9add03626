import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Change, Library, TunedeckStorage } from '@tunedeck/core';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import {
  type MailCatcher,
  type PocketBaseServer,
  startMailCatcher,
  startPocketBase,
} from '@tunedeck/pocketbase/server';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { buildSite } from './build-site.js';

// Node 20 has no EventSource; the SDK's realtime (the adapter's session, used by `apiMusician`) needs
// one. The specifier is a variable so TypeScript does not follow eventsource's `source` export
// condition into its raw sources.
if (!('EventSource' in globalThis)) {
  const specifier = 'eventsource';
  const { EventSource } = (await import(specifier)) as { EventSource: unknown };
  (globalThis as { EventSource?: unknown }).EventSource = EventSource;
}

/** The operator's account, for reading what the site stored (contact messages). */
export const SUPERUSER = { email: 'operator@tunedeck.test', password: 'operator-pass-1' };
/** Where contact messages are forwarded by email. */
export const OPERATOR_MAILBOX = 'messages@tunedeck.test';

export interface Site {
  server: PocketBaseServer;
  /**
   * Every Content-Security-Policy violation any page of this site's browser reported (the suite fails
   * a file that leaves one here: see `withSite`). Contexts made with `site.browser.newContext` are
   * watched by themselves; pass others to `watchPolicy`.
   */
  policyViolations: string[];
  mail: MailCatcher;
  browser: Browser;
  /** Where the production build of the site is. */
  outDir: string;
  /** A new browser context (a device) with a page that records console errors. */
  device(options?: { width?: number }): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
}

export interface RunningSite extends Site {
  /**
   * Kills the server with SIGKILL, as a crash would (nothing of it runs after), and starts it again on
   * the same address with the same data once `downMs` have passed.
   */
  crash(downMs: number): Promise<void>;
  stop(): Promise<void>;
  /**
   * Stops everything at once, synchronously, as a process that is ending must: the server killed, the
   * temporary folders removed (the browser goes with the process).
   */
  kill(): void;
}

/**
 * The site's production build in a temporary folder of its own (a copy of `build` when given: the
 * end-to-end suite builds once, see global-setup.ts), served with the API by one PocketBase (fresh data,
 * rate limits off, a mail catcher), and Debian's Chromium: for the end-to-end tests and the bench.
 */
export async function startSite(options: { build?: string } = {}): Promise<RunningSite> {
  const outDir = mkdtempSync(join(tmpdir(), 'tunedeck-site-'));
  if (options.build) cpSync(options.build, outDir, { recursive: true });
  else await buildSite(outDir);
  const mail = await startMailCatcher({ log: false });
  // Its own data folder, kept across a crash and a restart on the same port.
  const dataDir = mkdtempSync(join(tmpdir(), 'tunedeck-site-data-'));
  const serve = (port?: number) =>
    startPocketBase({
      dataDir,
      ...(port === undefined ? {} : { port }),
      rateLimits: false,
      smtp: { host: mail.host, port: mail.port },
      publicDir: outDir,
      throttles: { mailPerAddress: { windowMs: 0 } },
      superuser: SUPERUSER,
      contactTo: OPERATOR_MAILBOX,
    });
  let server = await serve();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  // Every page of the suite runs under the site's Content-Security-Policy, watched for violations.
  const policyViolations: string[] = [];
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    await watchPolicy(context, policyViolations);
    return context;
  };
  return {
    policyViolations,
    get server() {
      return server;
    },
    mail,
    browser,
    outDir,
    async crash(downMs) {
      const { pid, port } = server;
      process.kill(pid, 'SIGKILL');
      // Waits for the exit (its SIGTERM finds nothing left to stop).
      await server.stop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      server = await serve(port);
    },
    async device(options = {}) {
      const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A failed request's message names no address: add it.
        const where = message.text().startsWith('Failed to load resource')
          ? ` ${message.location().url}`
          : '';
        // A picker state written from a stale one (a pick the page restored from its local record while
        // the previous page's write of it was under way) is answered 409 with the stored state, by
        // design: the client rebases onto it and writes again. Chromium logs the answer; the app failed
        // in nothing.
        if (message.text().includes('status of 409 (Conflict)') && where.endsWith('/api/tunedeck/changes'))
          return;
        errors.push(`${message.text()}${where}`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      return { context, page, errors };
    },
    kill() {
      try {
        process.kill(server.pid, 'SIGKILL');
      } catch {
        // It had stopped.
      }
      rmSync(outDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
    async stop() {
      await browser.close();
      await server.stop();
      await mail.stop();
      rmSync(outDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a page reports of a CSP violation, as an `securitypolicyviolation` event or Chromium's console. */
const VIOLATION = /Content Security Policy|^CSP violation:/;

/**
 * Records into `violations` every Content-Security-Policy violation of the context's pages (and of the
 * workers they start): Chromium's console message, and the `securitypolicyviolation` event's details.
 */
export async function watchPolicy(context: BrowserContext, violations: string[]): Promise<void> {
  // A string: this project's types have no DOM.
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    console.error('CSP violation: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') +
      ' at ' + event.sourceFile + ':' + event.lineNumber);
  });`);
  context.on('console', (message) => {
    if (VIOLATION.test(message.text())) violations.push(`${message.text()} (${message.location().url})`);
  });
}

/**
 * Waits until `condition` (a JavaScript expression) holds in the page, checked every frame (or every
 * `pollMs`). Playwright's `waitForFunction` compiles its predicate in the page with `new Function`, which
 * the site's Content-Security-Policy refuses (no 'unsafe-eval'); an evaluation from the test is not the
 * page's own. For waits without a navigation in between.
 */
export async function waitInPage(
  page: Page,
  condition: string,
  options: { timeout?: number; pollMs?: number | 'raf' } = {},
): Promise<void> {
  const timeout = options.timeout ?? 30_000;
  const poll = options.pollMs ?? 'raf';
  // A tab behind others gets no frames: it is checked on a timer instead.
  const next =
    poll === 'raf'
      ? '(document.hidden ? setTimeout(check, 50) : requestAnimationFrame(check))'
      : `setTimeout(check, ${poll})`;
  await page.evaluate(`new Promise((resolve, reject) => {
    const until = performance.now() + ${timeout};
    const check = () => {
      let held = false;
      try { held = Boolean(${condition}); } catch {}
      if (held) resolve(true);
      else if (performance.now() > until) reject(new Error(${JSON.stringify(`Timed out after ${timeout} ms waiting for ${condition}`)}));
      else ${next};
    };
    check();
  })`);
}

/** Logs in on the Welcome page (the page ends wherever the site sends a signed-in musician). */
export async function logIn(site: Site, page: Page, email: string, password: string) {
  await page.goto(`${site.server.url}/welcome`);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  // The form's submit: the buttons that slid it in have given way to it.
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * The saved session (cookies and storage) of a musician logged in through the Welcome page of `browser`
 * (the site's by default), for `newContext({ storageState })`: a device that is signed in already.
 */
export async function sessionOf(site: Site, email: string, password: string, browser = site.browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(site, page, email, password);
  await page.waitForURL((url) => url.pathname !== '/welcome');
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * A new phone holding `email`'s session alone (signed in over the API, nothing of the site loaded: no
 * cache, no service worker, no copy of the library), at 375 × 800: a first visit's browser.
 */
export async function newPhone(site: Site, email: string, password: string) {
  const signedIn = await fetch(`${site.server.url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password }),
  });
  const session = JSON.stringify(await signedIn.json());
  return site.browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 375, height: 800 },
    storageState: {
      cookies: [],
      origins: [{ origin: site.server.url, localStorage: [{ name: 'pocketbase_auth', value: session }] }],
    },
  });
}

/** A verified musician made over the API, as another device would; `storage` stays signed in. */
export async function apiMusician(site: Site, email: string, password: string) {
  const storage = createPocketBaseStorage({ url: site.server.url });
  const account = await storage.auth.signUp({ email, password });
  const token = (await site.mail.latest(email, 'verification')).token;
  if (!token) throw new Error(`no verification token was mailed to ${email}`);
  await storage.auth.confirmVerification(token);
  /** Writes what one of core's rules made of the library as it now is on the server. */
  const write = async (rule: (library: Library) => { ok: boolean; change?: Change }) => {
    const result = rule(await storage.loadLibrary());
    if (!result.ok || !result.change) throw new Error('the fixture library was refused');
    await storage.apply(result.change);
  };
  return { email, storage: storage as TunedeckStorage, firstSet: account.pickerSet, write };
}

/** Addresses from the site's root in a page or a script: `"/assets/a.js"`, `"/icons/icon.svg"`. */
const NAMED = /"(\/[\w./-]+\.\w+)"/g;

/**
 * Every file a page of the site makes the browser load, as paths from the root: what its HTML names
 * (scripts, preloads, stylesheets, the font, icons, the manifest) and, on a prerendered page, what its
 * start script asks for after the first paint (the app's entry and its preloads); on a frame (the
 * picker's), what its first script asks for (the same).
 */
export async function filesOfPage(site: Site, path: string): Promise<string[]> {
  const html = await (await fetch(`${site.server.url}${path}`)).text();
  const files = [...html.matchAll(NAMED)].map((match) => match[1] as string);
  for (const start of files.filter((file) => /^\/assets\/(start|musicians-only)-[\w-]+\.js$/.test(file))) {
    const script = await (await fetch(`${site.server.url}${start}`)).text();
    files.push(...[...script.matchAll(NAMED)].map((match) => match[1] as string));
  }
  return [...new Set(files)];
}

/** A page's own menu, named for its page ("Set menu", "Picker menu"); "Main menu" is the app's. */
export const PAGE_MENU = /^(Set|Picker|Songs|List) menu$/;

/** Chooses an entry of the page's own menu (the set's, the picker's, ...), not the main menu. */
export async function pageMenu(page: Page, entry: string) {
  await page.getByRole('main').getByRole('button', { name: PAGE_MENU }).click();
  await page.getByRole('main').getByRole('button', { name: entry }).click();
}

/**
 * Closes the dialog on top (an action cut short), unless a Not Saved or Network Error dialog is open: then
 * 'told', for the caller to read it first. Looked at and closed in one go in the page: an Escape pressed
 * from outside could land on a Not Saved dialog opened a moment later and let its refusal go unread.
 */
export function closeOtherDialog(page: Page): Promise<'told' | 'closed' | 'none'> {
  return page
    .evaluate(`(() => {
      const open = [...document.querySelectorAll('dialog[open]')];
      const told = (dialog) => ['Not Saved', 'Network Error'].includes(dialog.querySelector('h2')?.textContent);
      if (open.some(told)) return 'told';
      const top = open.at(-1);
      if (!top) return 'none';
      top.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      return 'closed';
    })()`)
    .then(
      (result) => result as 'told' | 'closed' | 'none',
      () => 'none' as const,
    );
}
