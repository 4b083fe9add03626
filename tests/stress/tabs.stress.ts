// `pnpm run stress:tabs`: five tabs of one browser (one device, a phone 375 px wide) signed in on
// /controller make 1,000 random changes (NEXT, SKIP, Undo, knowledge, titles, notes, songs added to and
// deleted from the set, the picker's set switched), each in a random tab brought to the front, while tabs
// reload and the network of the whole device is cut and restored now and then, so tabs diverge. It looks
// for a tab that spins: what each tab posts and hears over the tab bus (BroadcastChannel) is counted in
// the page itself, before the app loads (`window.__tabMessages`).
//
// A hang is (1) a tab that does not answer `evaluate('1')` within 10 s (probed after every action that
// failed or took over 10 s, and every 10 steps in every tab); a spin is (2) a tab busy more than 0.5 s of
// 5 idle seconds once every tab says "Saved" (Chromium's `TaskDuration`, over CDP), or messages posted
// on the tab bus in those idle seconds; also checked for 3 s every 100 changes mid-run, offline or not.
// (3) reports picker-chain messages posted per pick, per tab, and those all tabs post in the second after
// a song is deleted or added, the set switched (and one NEXT in ten, to compare). On a hang or a spin,
// what the tabs said last and a CPU profile of the busiest tab are written to a JSON file; the run exits
// non-zero. An action the screen did not finish (its tab still answering) is counted, not a failure.
//
// Scale: TUNEDECK_STRESS_SEED (default 1), TUNEDECK_STRESS_CHANGES (default 1000), TUNEDECK_STRESS_TABS
// (default 5), TUNEDECK_STRESS_OUT (the evidence file, default in the temporary folder).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addSet, bulkAddToSet, randomIndex, renameSet, seededRandom } from '@tunedeck/core';
import type { BrowserContext, Page } from 'playwright';
import { apiMusician, closeOtherDialog, pageMenu, sessionOf, startSite, waitInPage } from '../e2e/site.js';
import {
  addTypes,
  type ByType,
  COUNT_MESSAGES,
  type Counts,
  firstLine,
  type LogEntry,
  NoAnswer,
  noCounts,
  readCounts,
  readLog,
  shortTypes,
  sleep,
  taskSeconds,
  totalOf,
  within,
} from './tab-messages.js';

const env = (name: string, fallback: number) => {
  const value = Number(process.env[`TUNEDECK_STRESS_${name}`]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const SEED = env('SEED', 1);
const CHANGES = env('CHANGES', 1000);
const TABS = env('TABS', 5);
const OUT = process.env.TUNEDECK_STRESS_OUT ?? join(tmpdir(), `tunedeck-tabs-stress-${SEED}.json`);
const PASSWORD = 'stress-pass-1';
/** A tab that does not answer this long is hung. */
const ANSWER_MS = 10_000;
/** Busy longer than this in the idle window is a spin. */
const SPIN_BUSY_S = 0.5;
const IDLE_MS = 5000;
/** Mid-run: this many messages posted in 3 quiet seconds (by all tabs), or a tab busy 1.5 s of them. */
const STORM_MESSAGES = 30;
const STORM_BUSY_S = 1.5;

interface Tab {
  name: string;
  page: Page;
  /** NEXT, SKIP and Undo made in this tab. */
  picks: number;
  actions: number;
  /** What the tab's earlier pages (before a reload) counted. */
  earlier: Counts;
  /** What its page counted when last read. */
  last: Counts;
  hung: string | null;
  reloads: number;
}

const countsOf = (tab: Tab): Counts => ({
  posted: addTypes(tab.earlier.posted, tab.last.posted),
  received: addTypes(tab.earlier.received, tab.last.received),
});
const tally = {
  steps: 0,
  changes: 0,
  done: {} as ByType,
  notOffered: 0,
  failed: {} as ByType,
  /** Actions over 10 s whose tab then answered the probe (a slow machine, not a hang). */
  slow: 0,
  probes: 0,
  reloads: 0,
  cuts: 0,
  notSavedRead: 0,
  networkErrors: 0,
  storms: [] as string[],
  /** Picker-chain messages of all tabs in the second after a change, by kind of change. */
  bursts: {} as Record<string, { changes: number; messages: number; max: number; tabs: number }>,
};
const BURST_KINDS = new Set<string>(['delete', 'add-song', 'switch-set']);

const random = seededRandom(SEED);
const chance = (p: number) => random() < p;
const started = Date.now();
const site = await startSite();
process.once('SIGINT', () => {
  site.kill();
  process.exit(130);
});
const url = site.server.url;

// The musician: a set of twenty standards to pick from, and a second set (six of them and four ballads).
const fixture = { random: Math.random, now: Date.now };
const email = `stress-tabs-${Date.now().toString(36)}@example.com`;
const api = await apiMusician(site, email, PASSWORD);
const GIG = 'Stress Gig';
const SECOND = 'Second Set';
const gigId = api.firstSet!;
await api.write((library) => renameSet(library, { setId: gigId, name: GIG }));
const standards = Array.from({ length: 20 }, (_, i) => `Standard ${String(i + 1).padStart(2, '0')}`);
const ballads = Array.from({ length: 4 }, (_, i) => `Ballad ${i + 1}`);
await api.write((library) => bulkAddToSet(library, gigId, standards.join('\n'), fixture));
let secondId = '';
await api.write((library) => {
  const made = addSet(library, SECOND, fixture);
  if (made.ok) secondId = made.setId;
  return made;
});
await api.write((library) =>
  bulkAddToSet(library, secondId, [...standards.slice(0, 6), ...ballads].join('\n'), fixture),
);
/** Which sets each title is in, as this run changed them (a guard: a set is never emptied). */
const membership = new Map<string, Set<string>>();
for (const title of standards) membership.set(title, new Set([GIG]));
for (const title of [...standards.slice(0, 6), ...ballads])
  membership.set(title, new Set([...(membership.get(title) ?? []), SECOND]));
const setSize = (set: string) => [...membership.values()].filter((sets) => sets.has(set)).length;

const storageState = await sessionOf(site, email, PASSWORD);
const context: BrowserContext = await site.browser.newContext({
  storageState,
  viewport: { width: 375, height: 800 },
});
await context.addInitScript({ content: COUNT_MESSAGES });

const tabs: Tab[] = [];
for (let i = 0; i < TABS; i += 1) {
  const page = await context.newPage();
  page.setDefaultTimeout(8000);
  page.setDefaultNavigationTimeout(20_000);
  page.on('crash', () => {
    const tab = tabs.find((each) => each.page === page);
    if (tab) tab.hung = `crashed (step ${tally.steps})`;
  });
  await page.goto(`${url}/controller`);
  await tuneOnScreen(page);
  if (i === 0) await page.evaluate('navigator.serviceWorker.ready');
  tabs.push({
    name: `t${i + 1}`,
    page,
    picks: 0,
    actions: 0,
    earlier: noCounts(),
    last: noCounts(),
    hung: null,
    reloads: 0,
  });
}
let offline = false;
let lastPick: { tab: Tab; at: number } | null = null;
let added = 0;
let edits = 0;

async function tuneOnScreen(page: Page) {
  await page.locator('.td-picker__tune').waitFor();
}

const title = async (page: Page) =>
  ((await page.locator('.td-picker__tune h1').textContent({ timeout: 8000 })) ?? '').trim();

/** Waits (a frame at a time, or on a timer when the tab is behind) until the text is no longer `before`. */
const changed = (page: Page, part: 'h1' | '.td-knowledge', before: string) =>
  waitInPage(
    page,
    `(() => {
      const text = document.querySelector(${JSON.stringify(`.td-picker__tune ${part}`)})?.textContent?.trim();
      return text != null && text !== ${JSON.stringify(before)};
    })()`,
    { timeout: 8000 },
  );

const live = () => tabs.filter((tab) => !tab.hung);

/** Whether the tab answers a trivial evaluation within 10 s; a tab that does not is hung. */
async function probe(tab: Tab, why: string): Promise<boolean> {
  if (tab.hung) return false;
  tally.probes += 1;
  const answered = await within(ANSWER_MS, 'probe', tab.page.evaluate('1')).then(
    () => true,
    (error: unknown) => error instanceof NoAnswer === false && !tab.page.isClosed(),
  );
  if (!answered) {
    tab.hung = `no answer to evaluate('1') in ${ANSWER_MS / 1000} s (${why}, step ${tally.steps})`;
    console.log(`HUNG ${tab.name}: ${tab.hung}; its last counts: ${JSON.stringify(countsOf(tab))}`);
  }
  return answered;
}

/** Reads the tab's counts (kept for a hung tab as last read). */
async function harvest(tab: Tab): Promise<void> {
  if (tab.hung) return;
  const counts = await readCounts(tab.page, ANSWER_MS);
  if (counts) tab.last = counts;
}

const logOf = (tab: Tab): Promise<LogEntry[]> =>
  tab.hung ? Promise.resolve([]) : readLog(tab.page, ANSWER_MS);

/** Each live tab's busy seconds and messages posted over `ms` in which nothing is done. */
async function quiet(ms: number): Promise<{ tab: Tab; busy: number; posted: number; types: ByType }[]> {
  const watched = live();
  const sessions = await Promise.all(
    watched.map(async (tab) => {
      const session = await within(ANSWER_MS, 'cdp', context.newCDPSession(tab.page));
      await within(ANSWER_MS, 'Performance.enable', session.send('Performance.enable'));
      return session;
    }),
  );
  await Promise.all(watched.map(harvest));
  const before = watched.map((tab) => ({ ...tab.last.posted }));
  const busyBefore = await Promise.all(sessions.map((s) => within(ANSWER_MS, 'metrics', taskSeconds(s))));
  await sleep(ms);
  const busyAfter = await Promise.all(sessions.map((s) => within(ANSWER_MS, 'metrics', taskSeconds(s))));
  await Promise.all(watched.map(harvest));
  await Promise.all(sessions.map((s) => s.detach().catch(() => undefined)));
  return watched.map((tab, i) => {
    const types: ByType = {};
    for (const [type, n] of Object.entries(tab.last.posted)) {
      const delta = n - (before[i]![type] ?? 0);
      if (delta !== 0) types[type] = delta;
    }
    return { tab, busy: busyAfter[i]! - busyBefore[i]!, posted: totalOf(types), types };
  });
}

/** What the tabs said last, and where the busiest one spends its time, written to the evidence file. */
async function evidence(why: string, busiest: Tab | undefined): Promise<void> {
  const logs: Record<string, LogEntry[]> = {};
  for (const tab of tabs) logs[tab.name] = (await logOf(tab)).slice(-200);
  let profile: { self: number; fn: string; at: string }[] = [];
  if (busiest && !busiest.hung) {
    try {
      const session = await context.newCDPSession(busiest.page);
      await session.send('Profiler.enable');
      await session.send('Profiler.start');
      await sleep(3000);
      const { profile: taken } = await session.send('Profiler.stop');
      const samples = new Map<number, number>();
      for (const id of taken.samples ?? []) samples.set(id, (samples.get(id) ?? 0) + 1);
      const total = taken.samples?.length ?? 1;
      profile = taken.nodes
        .map((node) => ({
          self: (samples.get(node.id) ?? 0) / total,
          fn: node.callFrame.functionName || '(anonymous)',
          at: `${node.callFrame.url.replace(url, '')}:${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}`,
        }))
        .filter((node) => node.self > 0)
        .sort((a, b) => b.self - a.self)
        .slice(0, 25);
      await session.detach();
    } catch (error) {
      profile = [{ self: 0, fn: `profile failed: ${firstLine(error)}`, at: '' }];
    }
  }
  const counts = Object.fromEntries(tabs.map((tab) => [tab.name, countsOf(tab)]));
  writeFileSync(OUT, JSON.stringify({ why, seed: SEED, step: tally.steps, counts, profile, logs }, null, 1));
  console.log(`evidence (${why}): ${OUT}`);
}

/** Reads and lets go every Not Saved and Network Error dialog of the tab; closes any other dialog. */
async function clearDialogs(page: Page): Promise<void> {
  for (let i = 0; i < 6; i += 1) {
    const notSaved = page.getByRole('dialog', { name: 'Not Saved' });
    if (await notSaved.isVisible().catch(() => false)) {
      const go = notSaved.getByRole('button', { name: /^(Let mine go|Got it)$/ });
      if (
        await go.click({ timeout: 5000 }).then(
          () => true,
          () => false,
        )
      )
        tally.notSavedRead += 1;
      continue;
    }
    const error = page.getByRole('dialog', { name: 'Network Error' });
    if (await error.isVisible().catch(() => false)) {
      tally.networkErrors += 1;
      console.log(`Network Error: ${(await error.textContent().catch(() => '')) ?? ''}`);
      await error
        .getByRole('button')
        .last()
        .click({ timeout: 3000 })
        .catch(() => undefined);
      continue;
    }
    const closed = await closeOtherDialog(page);
    if (closed === 'none') return;
  }
}

async function goByMenu(page: Page, destination: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Main menu' }).click();
  await nav.getByRole('link', { name: destination }).click();
}

/** Back on the picker, with a tune (or the set's empty message) on screen. */
async function backToPicker(page: Page) {
  if (new URL(page.url()).pathname !== '/controller') {
    await goByMenu(page, 'Picker').catch(() => page.goto(`${url}/controller`));
  }
  await page.locator('.td-picker__tune, .td-picker__message').first().waitFor();
}

const pickerSetName = async (page: Page) =>
  ((await page.getByRole('navigation', { name: 'Picker set' }).getByRole('link').textContent()) ?? '').trim();

/** Opens the picker's set page from the picker's breadcrumb. */
async function openPickerSet(page: Page): Promise<string> {
  const name = await pickerSetName(page);
  await page.getByRole('navigation', { name: 'Picker set' }).getByRole('link').click();
  await page.getByRole('list', { name: `Songs of ${name}` }).waitFor();
  return name;
}

type Kind =
  | 'next'
  | 'skip'
  | 'undo'
  | 'raise'
  | 'lower'
  | 'title'
  | 'notes'
  | 'add-song'
  | 'delete'
  | 'switch-set';

function chooseKind(): Kind {
  const roll = random();
  if (roll < 0.48) return 'next';
  if (roll < 0.6) return 'raise';
  if (roll < 0.68) return 'lower';
  if (roll < 0.73) return 'skip';
  if (roll < 0.75) return 'undo';
  if (roll < 0.82) return 'title';
  if (roll < 0.86) return 'notes';
  if (roll < 0.9) return 'add-song';
  if (roll < 0.95) return 'delete';
  if (roll < 0.97) return 'switch-set';
  return 'next';
}

/** One change in the tab: true when it was painted as done, false when the screen did not offer it. */
async function perform(tab: Tab, kind: Kind): Promise<boolean> {
  const { page } = tab;
  const onScreen = (await page.locator('.td-picker__tune').count()) > 0;
  switch (kind) {
    case 'next':
    case 'skip': {
      const button = page.getByRole('button', { name: kind === 'next' ? 'NEXT' : 'SKIP', exact: true });
      if (!onScreen || !(await button.isEnabled())) return false;
      const before = await title(page);
      await button.click();
      const confirm = page.getByRole('dialog', { name: /Skip/ });
      if (kind === 'skip' && (await confirm.isVisible())) await confirm.getByRole('button').last().click();
      await changed(page, 'h1', before);
      tab.picks += 1;
      return true;
    }
    case 'undo': {
      const undo = page.getByRole('button', { name: 'Undo', exact: true });
      if (!(await undo.isVisible())) return false;
      const before = await title(page);
      await undo.click();
      // Undone unless the pick it would undo had been moved on by another tab meanwhile.
      await changed(page, 'h1', before).catch(() => undefined);
      tab.picks += 1;
      return true;
    }
    case 'raise':
    case 'lower': {
      if (!onScreen) return false;
      const button = page.getByRole('button', {
        name: kind === 'raise' ? 'Raise knowledge' : 'Lower knowledge',
        exact: true,
      });
      if ((await button.count()) === 0 || !(await button.isEnabled())) return false;
      const before = ((await page.locator('.td-picker__tune .td-knowledge').textContent()) ?? '').trim();
      await button.click();
      await changed(page, '.td-knowledge', before);
      return true;
    }
    case 'title': {
      if (!onScreen) return false;
      const before = await title(page);
      edits += 1;
      const renamed = `Tune ${SEED}-${edits}`;
      await pageMenu(page, 'Edit Song Title');
      const dialog = page.getByRole('dialog', { name: 'Edit Song Title' });
      await dialog.getByRole('textbox', { name: 'Title' }).fill(renamed);
      const submit = dialog.getByRole('button', { name: 'Submit' });
      if (!(await submit.isEnabled())) {
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        return false;
      }
      await submit.click();
      await waitInPage(
        page,
        `document.querySelector('.td-picker__tune h1')?.textContent?.trim() === ${JSON.stringify(renamed)}`,
        { timeout: 8000 },
      );
      const sets = membership.get(before);
      membership.delete(before);
      membership.set(renamed, sets ?? new Set());
      return true;
    }
    case 'notes': {
      const name = await openPickerSet(page);
      const songs = page.getByRole('list', { name: `Songs of ${name}` }).getByRole('link');
      const count = await songs.count();
      if (count === 0) {
        await backToPicker(page);
        return false;
      }
      await songs.nth(randomIndex(random, count)).click();
      edits += 1;
      const notes = `Notes ${SEED}-${edits}: count off slow.`;
      await page.getByRole('button', { name: 'Edit Notes' }).click();
      await page.getByRole('textbox', { name: 'Notes' }).fill(notes);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText(notes).waitFor();
      await backToPicker(page);
      return true;
    }
    case 'add-song': {
      const current = await pickerSetName(page);
      if (setSize(current) >= 30) return perform(tab, 'title');
      const name = await openPickerSet(page);
      added += 1;
      const newTitle = `Added ${SEED}-${added}`;
      await pageMenu(page, 'Add New Song');
      const dialog = page.getByRole('dialog', { name: `Add Song to '${name}'` });
      await dialog.getByRole('textbox', { name: 'Title' }).fill(newTitle);
      await dialog.getByRole('button', { name: 'Add Song' }).click();
      await page
        .getByRole('list', { name: `Songs of ${name}` })
        .getByRole('link', { name: new RegExp(`^${newTitle}`) })
        .waitFor();
      membership.set(newTitle, new Set([name]));
      await backToPicker(page);
      return true;
    }
    case 'delete': {
      if (!onScreen) return false;
      // The set is never emptied: a song is added instead.
      if (setSize(await pickerSetName(page)) <= 6) return perform(tab, 'add-song');
      const before = await title(page);
      await pageMenu(page, 'Delete Song From Library');
      await page.getByRole('dialog', { name: 'Delete Song' }).getByRole('button', { name: 'Delete' }).click();
      await changed(page, 'h1', before);
      membership.delete(before);
      return true;
    }
    case 'switch-set': {
      const current = await pickerSetName(page);
      const other = current === GIG ? SECOND : GIG;
      await page.getByRole('button', { name: 'Change Set', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Set' });
      await dialog.getByRole('radio', { name: other }).check();
      await dialog.getByRole('button', { name: 'Select' }).click();
      await waitInPage(
        page,
        `document.querySelector('.td-picker__from a')?.textContent?.trim() === ${JSON.stringify(other)}`,
        { timeout: 8000 },
      );
      return true;
    }
  }
}

/** A change in a tab, timed: a failure or a slow answer has the tab probed, then put back on the picker. */
async function change(tab: Tab, kind: Kind): Promise<void> {
  const { page } = tab;
  const began = Date.now();
  const limit = kind === 'notes' || kind === 'add-song' ? 3 * ANSWER_MS : ANSWER_MS;
  let trouble: string | null = null;
  // What the tabs post after a change that makes the others' picker stale (and after some NEXTs, to
  // compare): picker-chain messages in the second after it, by every tab.
  const burst = BURST_KINDS.has(kind) || (kind === 'next' && (tally.done.next ?? 0) % 10 === 0);
  try {
    await within(ANSWER_MS, 'bringToFront', page.bringToFront());
    await within(ANSWER_MS, 'dialogs', clearDialogs(page));
    const before = burst ? await pickerPosts() : null;
    const done = await within(limit, kind, perform(tab, kind));
    tab.actions += 1;
    if (done) {
      tally.changes += 1;
      tally.done[kind] = (tally.done[kind] ?? 0) + 1;
      if (before) {
        await sleep(1000);
        const after = await pickerPosts();
        const posted = after.map((n, i) => n - (before[i] ?? 0));
        const seen = tally.bursts[kind] ?? { changes: 0, messages: 0, max: 0, tabs: 0 };
        tally.bursts[kind] = seen;
        const sum = posted.reduce((a, b) => a + b, 0);
        seen.changes += 1;
        seen.messages += sum;
        seen.max = Math.max(seen.max, sum);
        seen.tabs += posted.filter((n) => n > 0).length;
      }
    } else tally.notOffered += 1;
  } catch (error) {
    trouble = firstLine(error);
    tally.failed[kind] = (tally.failed[kind] ?? 0) + 1;
    if (process.env.TUNEDECK_STRESS_DEBUG) console.log(`step ${tally.steps} ${tab.name} ${kind}: ${trouble}`);
  }
  const took = Date.now() - began;
  if (trouble || took > limit) {
    if (!(await probe(tab, `after ${kind}${trouble ? `: ${trouble}` : ''}`))) return;
    if (took > limit) tally.slow += 1;
    await within(
      3 * ANSWER_MS,
      'recover',
      clearDialogs(page).then(() => backToPicker(page)),
    ).catch(async (error: unknown) => {
      if (process.env.TUNEDECK_STRESS_DEBUG) console.log(`recover ${tab.name}: ${firstLine(error)}`);
      if (await probe(tab, 'recovery')) await page.goto(`${url}/controller`).catch(() => undefined);
    });
  }
}

/** Picker-chain messages each tab (live or not) has posted so far, read now. */
async function pickerPosts(): Promise<number[]> {
  await Promise.all(live().map(harvest));
  return tabs.map((tab) => countsOf(tab).posted.picker ?? 0);
}

async function reload(tab: Tab): Promise<void> {
  await harvest(tab);
  tab.earlier = countsOf(tab);
  tab.last = noCounts();
  tab.reloads += 1;
  tally.reloads += 1;
  try {
    await within(2 * ANSWER_MS, 'reload', tab.page.reload());
    await within(ANSWER_MS, 'reloaded', backToPicker(tab.page));
  } catch (error) {
    if (await probe(tab, `reload: ${firstLine(error)}`))
      await tab.page.goto(`${url}/controller`).catch(() => undefined);
  }
}

async function stormCheck(label: string): Promise<void> {
  await sleep(1000);
  const measured = await quiet(3000).catch(() => null);
  if (!measured || measured.length === 0) return;
  const posted = measured.reduce((sum, each) => sum + each.posted, 0);
  const busiest = measured.reduce((a, b) => (b.busy > a.busy ? b : a));
  if (posted > STORM_MESSAGES || busiest.busy > STORM_BUSY_S) {
    const what =
      `${label}: ${posted} messages in 3 quiet s (${measured.map((w) => `${w.tab.name} ${shortTypes(w.types)}`).join('; ')}), ` +
      `busiest ${busiest.tab.name} ${busiest.busy.toFixed(2)} s`;
    tally.storms.push(what);
    console.log(`STORM ${what}`);
    await evidence(what, busiest.tab);
  }
}

// The run.
const maxSteps = 3 * CHANGES;
let nextProgress = 100;
while (tally.changes < CHANGES && tally.steps < maxSteps && live().length > 0) {
  tally.steps += 1;
  // Now and then a tab reloads, or the device's network is cut or comes back.
  if (chance(0.01)) await reload(live()[randomIndex(random, live().length)]!);
  if (offline ? chance(0.06) : chance(0.008)) {
    offline = !offline;
    if (offline) tally.cuts += 1;
    await context.setOffline(offline);
    if (offline) await stormCheck(`just cut (step ${tally.steps})`);
  }
  const kind = chooseKind();
  // Undo is offered only by the tab that picked, for a few seconds.
  const picked: { tab: Tab; at: number } | null = lastPick;
  const undoer: Tab | null =
    kind === 'undo' && picked && !picked.tab.hung && Date.now() - picked.at < 6000 ? picked.tab : null;
  const tab: Tab = undoer ?? live()[randomIndex(random, live().length)]!;
  const picks = tab.picks;
  await change(tab, kind);
  if (tab.picks > picks && kind !== 'undo') lastPick = { tab, at: Date.now() };
  if (tally.steps % 10 === 0) {
    for (const each of live()) if (await probe(each, 'routine')) await harvest(each);
  }
  if (tally.changes >= nextProgress) {
    nextProgress += 100;
    const posted = tabs.reduce((sum, each) => sum + totalOf(countsOf(each).posted), 0);
    console.log(
      `${tally.changes} changes, ${tally.steps} steps, ${((Date.now() - started) / 1000).toFixed(0)} s, ` +
        `${posted} messages posted, ${offline ? 'offline' : 'online'}, failed ${JSON.stringify(tally.failed)}`,
    );
    await stormCheck(`after ${tally.changes} changes${offline ? ', offline' : ''}`);
  }
}

// Everything back: the network, every tab saying "Saved".
if (offline) await context.setOffline(false);
offline = false;
let allSaved = false;
const savedBy = Date.now() + 120_000;
while (Date.now() < savedBy && live().length > 0) {
  let saved = true;
  for (const tab of live()) {
    if (!(await probe(tab, 'waiting for Saved'))) continue;
    await within(3 * ANSWER_MS, 'dialogs', clearDialogs(tab.page)).catch(() => undefined);
    const badge = await tab.page
      .getByRole('banner')
      .getByText('Saved', { exact: true })
      .count()
      .catch(() => 0);
    if (badge === 0) saved = false;
  }
  if (saved) {
    allSaved = true;
    break;
  }
  await sleep(500);
}
const notSaved = allSaved ? [] : live().map((tab) => tab.name);
// Debounced saves and the last "accepted" settle, then five idle seconds are watched.
await sleep(2000);
const idle = await quiet(IDLE_MS);
const idlePosted = idle.reduce((sum, each) => sum + each.posted, 0);
const spinning = idle.filter((each) => each.busy > SPIN_BUSY_S);
for (const tab of tabs) if (!tab.hung) await harvest(tab);
const busiestIdle = idle.reduce((a, b) => (b.busy > a.busy ? b : a), idle[0]!);
const hung = tabs.filter((tab) => tab.hung);
if (spinning.length > 0 || idlePosted > 2 || hung.length > 0)
  await evidence(
    `end: ${hung.length} hung, ${spinning.length} spinning, ${idlePosted} messages in the idle window`,
    spinning[0]?.tab ?? busiestIdle?.tab,
  );

const seconds = ((Date.now() - started) / 1000).toFixed(0);
const perTab = tabs.map((tab) => {
  const counts = countsOf(tab);
  const pickerPosts = counts.posted.picker ?? 0;
  const ratio = tab.picks > 0 ? (pickerPosts / tab.picks).toFixed(2) : 'n/a';
  return (
    `${tab.name} [${tab.actions} actions, ${tab.picks} picks, ${tab.reloads} reloads; posted ${shortTypes(counts.posted)}; ` +
    `heard ${shortTypes(counts.received)}; picker/pick ${ratio}]`
  );
});
const bursts =
  Object.entries(tally.bursts)
    .map(
      ([kind, seen]) =>
        `${kind} ${(seen.messages / seen.changes).toFixed(1)} (max ${seen.max}, ${(seen.tabs / seen.changes).toFixed(1)} tabs posting, ${seen.changes} measured)`,
    )
    .join(', ') || 'none measured';
const allPicks = tabs.reduce((sum, tab) => sum + tab.picks, 0);
const allPickerPosts = tabs.reduce((sum, tab) => sum + (countsOf(tab).posted.picker ?? 0), 0);
const failed = hung.length > 0 || spinning.length > 0 || idlePosted > 2 || tally.storms.length > 0;
console.log(
  `tabs stress, seed ${SEED}: ${tally.changes} changes in ${tally.steps} steps (${shortTypes(tally.done)}; ` +
    `${tally.notOffered} not offered, failed ${shortTypes(tally.failed)}, ${tally.slow} over 10 s but answering; ` +
    `${tally.reloads} reloads, ${tally.cuts} network cuts, ${tally.notSavedRead} Not Saved read, ` +
    `${tally.networkErrors} Network Errors); per tab: ${perTab.join(' ')}; ` +
    `picker messages per pick overall ${allPicks > 0 ? (allPickerPosts / allPicks).toFixed(2) : 'n/a'} ` +
    `(${allPickerPosts}/${allPicks}); picker messages of all tabs in the second after a change: ${bursts}; ` +
    `idle ${IDLE_MS / 1000} s busy: ${idle.map((each) => `${each.tab.name} ${each.busy.toFixed(3)} s`).join(', ')}; ` +
    `messages in the idle window: ${idlePosted}${idlePosted > 0 ? ` (${idle.map((w) => `${w.tab.name} ${shortTypes(w.types)}`).join('; ')})` : ''}; ` +
    `${allSaved ? 'every tab Saved' : `not Saved: ${notSaved.join(', ')}`}; ` +
    `mid-run storms: ${tally.storms.length}; hangs found: ${hung.length}${hung.length > 0 ? ` (${hung.map((tab) => `${tab.name}: ${tab.hung}`).join('; ')})` : ''}; ` +
    `${tally.probes} probes; ${seconds} s; ${failed ? 'FAIL' : 'PASS'}`,
);
await context.close().catch(() => undefined);
await site.stop().catch(() => site.kill());
// The SDK's realtime client (the fixture's session) retries on its own timers.
process.exit(failed ? 1 : 0);
