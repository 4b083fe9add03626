import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { logIn as logInAs, type RunningSite, type Site, startSite } from './site.js';

export {
  apiMusician,
  closeOtherDialog,
  filesOfPage,
  newPhone,
  OPERATOR_MAILBOX,
  PAGE_MENU,
  pageMenu,
  type Site,
  SUPERUSER,
  waitInPage,
  watchPolicy,
} from './site.js';

/**
 * This worker's site: started by the first test file that asks, then shared by the files that follow it
 * in the worker (the project runs them without isolation), and stopped with the worker. Files never
 * share musicians (each makes its own, `uniqueEmail`) nor browser contexts (each test makes its own).
 */
let shared: Promise<RunningSite> | null = null;

function workerSite(): Promise<RunningSite> {
  if (shared) return shared;
  shared = startSite({ build: inject('siteBuild') });
  void shared.then((site) => {
    // Vitest ends a worker with SIGTERM: the server, the mail catcher and the browser go with it.
    process.once('SIGTERM', () => {
      site.kill();
      process.exit(0);
    });
    process.once('exit', () => site.kill());
  });
  return shared;
}

/**
 * For one test file: the site as `startSite` runs it, shared with the other files of the worker. A
 * Content-Security-Policy violation on any page the file opened fails the file.
 */
export function withSite(): () => Site {
  let site: RunningSite | null = null;
  let seen = 0;
  beforeAll(async () => {
    site = await workerSite();
    seen = site.policyViolations.length;
  });
  afterAll(() => {
    const violations = site?.policyViolations.slice(seen) ?? [];
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  });
  return () => {
    if (!site) throw new Error('The site starts in beforeAll: use it inside tests.');
    return site;
  };
}

/**
 * axe's violations on the page as it settles (rule ids and how many nodes each): CSS transitions under
 * way (a theme just switched fades its colours) end first, or axe would read a colour half-way.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(`Promise.race([
    Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => {}))),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ])`);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
}

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = 'gig-pass-123';

/** Signs up on the Welcome page and opens the emailed link: the page ends verified, at `/`. */
export async function signUpVerified(site: Site, page: Page, email: string, password = PASSWORD) {
  const { server, mail } = site;
  await page.goto(`${server.url}/welcome`);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('dialog', { name: 'Email Verification' }).waitFor();
  const link = (await mail.latest(email, 'verification')).links.find((href) => href.includes('/email_auth?'));
  if (!link) throw new Error(`no verification link was mailed to ${email}`);
  await page.goto(link);
  await page.waitForURL(`${server.url}/`);
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
}

/** Logs in on the Welcome page, with the test password unless told otherwise. */
export function logIn(site: Site, page: Page, email: string, password = PASSWORD) {
  return logInAs(site, page, email, password);
}

/**
 * Shows the main menu's entries: behind "Main menu" on a phone or tablet; from 1024px wide they are the
 * sidebar, always shown, and there is no such button.
 */
export async function openMainMenu(page: Page) {
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' }).waitFor();
    expect(await page.getByRole('button', { name: 'Main menu' }).count()).toBe(0);
    return;
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Main menu' }).click();
}

/** Opens the main menu and follows one of its links. */
export async function goByMenu(page: Page, destination: string) {
  await openMainMenu(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: destination }).click();
}

/** What the server holds, read over its HTTP API as the user (a device of its own, no cache). */
export async function serverRecords(site: Site, email: string, collection: string, password = PASSWORD) {
  const base = site.server.url;
  const auth = await fetch(`${base}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password }),
  });
  if (!auth.ok) throw new Error(`log-in as ${email} failed: ${auth.status}`);
  const { token } = (await auth.json()) as { token: string };
  const list = await fetch(`${base}/api/collections/${collection}/records?perPage=500`, {
    headers: { authorization: token },
  });
  if (!list.ok) throw new Error(`reading ${collection} failed: ${list.status}`);
  return ((await list.json()) as { items: Array<Record<string, unknown>> }).items;
}

/**
 * A time zone (a fixed offset, no daylight saving) in which it is now between noon and 1 pm, and its
 * offset in hours: a test's few minutes, and yesterday and the day before, are whole days in it,
 * whenever the test runs.
 */
export const NOON_OFFSET_HOURS = 12 - new Date().getUTCHours();
export const NOON_TIME_ZONE =
  NOON_OFFSET_HOURS === 0
    ? 'UTC'
    : `Etc/GMT${NOON_OFFSET_HOURS > 0 ? '-' : '+'}${Math.abs(NOON_OFFSET_HOURS)}`;

/** Polls until `check` holds (for what reaches the server in the background). */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The tune on the picker: its title (the page's heading), its key as spoken, and its knowledge. */
export async function tuneOnScreen(page: Page) {
  const tune = page.locator('.td-picker__tune');
  await tune.waitFor();
  return {
    title: (await tune.getByRole('heading', { level: 1 }).textContent()) ?? '',
    key: (await tune.getByText(/^Key: /).textContent()) ?? '',
    knowledge: (await tune.locator('.td-knowledge').textContent()) ?? '',
  };
}
