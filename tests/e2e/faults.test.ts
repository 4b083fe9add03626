// The fault-injection run (issue 23): three tabs of one account on a phone and a laptop (another
// browser context) make random changes and picks through the screens while the phone's network is cut
// and restored at random, tabs reload and close at random, and the server is killed with SIGKILL and
// started again twice. At the end nothing is lost: every write the tabs made is on the server or was
// refused and told in a Not Saved dialog, every NEXT put exactly one tune in the history, nothing is
// there twice, and every device and tab shows the server's library and tune.
//
// Seeded (TUNEDECK_FAULT_SEED, default 1) and bounded: it ends after TUNEDECK_FAULT_CHANGES changes and
// picks painted as done (default 300), or twice as many steps. What the
// tabs tell each other (BroadcastChannel) is heard by a quiet page of each device: that is how the
// writes made, taken and refused are counted, without anything in the app for the test.
import { bulkAddToSet, randomIndex, renameSet, seededRandom } from '@tunedeck/core';
import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiMusician, closeOtherDialog, type RunningSite, SUPERUSER, startSite, waitInPage } from './site.js';
import {
  eventually,
  logIn,
  PASSWORD,
  pageMenu,
  serverRecords,
  tuneOnScreen,
  uniqueEmail,
} from './support.js';

const SEED = Number(process.env.TUNEDECK_FAULT_SEED ?? 1);
const CHANGES = Number(process.env.TUNEDECK_FAULT_CHANGES ?? 300);
const MAX_STEPS = 2 * CHANGES;
const context = { random: Math.random, now: Date.now };

/** Hears what the device's tabs tell each other (run in a page of the site's origin that is not the app). */
const MONITOR = `(() => {
  window.__heard = [];
  new BroadcastChannel('tunedeck').onmessage = (event) => window.__heard.push(event.data);
})()`;

/** What the device's copy holds: its songs (confirmed), writes and chains left. */
const DEVICE_COPY = `(async () => {
  const db = await new Promise((resolve) => {
    const request = indexedDB.open('tunedeck');
    request.onsuccess = () => resolve(request.result);
  });
  const all = (store) => new Promise((resolve) => {
    const request = db.transaction(store).objectStore(store).getAll();
    request.onsuccess = () => resolve(request.result);
  });
  const parts = await all('parts');
  const writes = await all('writes');
  const chains = await all('chains');
  db.close();
  const songs = parts.filter((part) => !Array.isArray(part)).flatMap((part) => Object.values(part)).filter((r) => r.title !== undefined && r.knowledge !== undefined);
  return { songs, writes: writes.length, chains: chains.length };
})()`;

interface Heard {
  type: string;
  write?: { id: number; key?: string };
  taken?: number[];
  held?: number[];
  failed?: number[];
  refused?: { id: number }[];
}

interface Device {
  name: string;
  context: BrowserContext;
  tabs: Page[];
  monitor: Page;
}

interface Tally {
  steps: number;
  nexts: number;
  /** NEXTs clicked, painted or not (a click whose new tune was not seen in time may still count). */
  nextClicks: number;
  knowledge: number;
  renames: number;
  deletes: number;
  cuts: number;
  reloads: number;
  closed: number;
  crashedTabs: number;
  crashes: number;
  skipped: number;
  notSaved: Set<string>;
  /** Not Saved dialogs read and let go: one a refused change. */
  notSavedRead: number;
  networkErrors: number;
}

describe('fault injection: three tabs and a laptop, a failing network, tabs closed, the server killed', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({ build: inject('siteBuild') });
  }, 180_000);
  afterAll(async () => {
    const violations = site?.policyViolations ?? [];
    await site?.stop();
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  });

  it(`loses nothing and ends with every view equal to the server (seed ${SEED}, ${CHANGES} changes and picks)`, async () => {
    const random = seededRandom(SEED);
    const chance = (p: number) => random() < p;
    const url = () => site.server.url;
    const email = uniqueEmail(`faults-${SEED}`);
    const api = await apiMusician(site, email, PASSWORD);
    const setId = api.firstSet!;
    await api.write((library) => renameSet(library, { setId, name: 'Fault Gig' }));
    const titles = Array.from({ length: 30 }, (_, i) => `Standard ${String(i + 1).padStart(2, '0')}`);
    await api.write((library) => bulkAddToSet(library, setId, titles.join('\n'), context));

    const tally: Tally = {
      steps: 0,
      nexts: 0,
      nextClicks: 0,
      knowledge: 0,
      renames: 0,
      deletes: 0,
      cuts: 0,
      reloads: 0,
      closed: 0,
      crashedTabs: 0,
      crashes: 0,
      skipped: 0,
      notSaved: new Set(),
      notSavedRead: 0,
      networkErrors: 0,
    };

    const openTab = async (device: Device) => {
      const page = await device.context.newPage();
      page.setDefaultTimeout(8000);
      await page.goto(`${url()}/controller`);
      await tuneOnScreen(page);
      device.tabs.push(page);
      return page;
    };
    const startDevice = async (name: string, width: number, tabs: number): Promise<Device> => {
      const context = await site.browser.newContext({ viewport: { width, height: 800 } });
      const first = await context.newPage();
      first.setDefaultTimeout(8000);
      await logIn(site, first, email);
      await first.waitForURL(`${url()}/`);
      await first.goto(`${url()}/controller`);
      await tuneOnScreen(first);
      await first.evaluate('navigator.serviceWorker.ready');
      const monitor = await context.newPage();
      await monitor.goto(`${url()}/api/health`);
      await monitor.evaluate(MONITOR);
      const device: Device = { name, context, tabs: [first], monitor };
      for (let i = 1; i < tabs; i += 1) await openTab(device);
      return device;
    };
    const phone = await startDevice('phone', 375, 3);
    const laptop = await startDevice('laptop', 1280, 1);
    let phoneOffline = false;

    /** Tells (and clears) what a dialog of the tab says: Not Saved is counted, Network Error too. */
    const clearDialogs = async (page: Page) => {
      for (let i = 0; i < 5; i += 1) {
        const notSaved = page.getByRole('dialog', { name: 'Not Saved' });
        if (await notSaved.isVisible().catch(() => false)) {
          const text = (await notSaved.textContent().catch(() => '')) ?? '';
          tally.notSaved.add(
            text.replace(/^\d+ changes made while offline could not be saved\. The first:/, ''),
          );
          const go = notSaved.getByRole('button', { name: /^(Let mine go|Got it)$/ });
          // One refused change a dialog: each is read, then let go (the next one shows). A click that
          // lands after its timeout (a loaded machine) still let it go: the dialog is then gone or shows
          // the next refusal, and it counts.
          const letGo = await go.click({ timeout: 5000 }).then(
            () => true,
            () =>
              page
                .waitForFunction(
                  `(() => {
                    const open = [...document.querySelectorAll('dialog[open]')].find(
                      (dialog) => dialog.querySelector('h2')?.textContent === 'Not Saved',
                    );
                    return !open || open.textContent !== ${JSON.stringify(text)};
                  })()`,
                  undefined,
                  { timeout: 5000 },
                )
                .then(
                  () => true,
                  () => false,
                ),
          );
          if (letGo) tally.notSavedRead += 1;
          continue;
        }
        const error = page.getByRole('dialog', { name: 'Network Error' });
        if (await error.isVisible().catch(() => false)) {
          tally.networkErrors += 1;
          console.log(`Network Error: ${await error.textContent()}`);
          await error
            .getByRole('button')
            .last()
            .click({ timeout: 2000 })
            .catch(() => undefined);
          continue;
        }
        // Another dialog left open (an action cut short): closed, unless one to read opened meanwhile.
        const closed = await closeOtherDialog(page);
        if (closed === 'told') continue;
        return;
      }
    };

    const title = async (page: Page) => (await tuneOnScreen(page)).title;
    /** Waits (a frame at a time) until the tune's title, or its knowledge, is no longer `before`. */
    const changed = (page: Page, part: 'h1' | '.td-knowledge', before: string) =>
      waitInPage(
        page,
        `(() => {
          const text = document.querySelector(${JSON.stringify(`.td-picker__tune ${part}`)})?.textContent;
          return text != null && text !== ${JSON.stringify(before)};
        })()`,
        { timeout: 5000 },
      );

    /** One random action in a tab; true when it was painted as done. */
    const act = async (device: Device, page: Page): Promise<boolean> => {
      // The musician looks at this tab now (a tab behind others draws at a crawl).
      await page.bringToFront();
      await clearDialogs(page);
      const roll = random();
      if (roll < 0.55) {
        const next = page.getByRole('button', { name: 'NEXT' });
        if (!(await next.isEnabled())) return false;
        const before = await title(page);
        await next.click();
        tally.nextClicks += 1;
        await changed(page, 'h1', before);
        tally.nexts += 1;
        return true;
      }
      if (roll < 0.75) {
        // Raised, or lowered when it cannot go higher (never lowered out of the library: no dialog).
        const raise = page.getByRole('button', { name: 'Raise knowledge', exact: true });
        const lower = page.getByRole('button', { name: 'Lower knowledge', exact: true });
        const up = chance(0.6) ? await raise.isEnabled() : !(await lower.isEnabled().catch(() => false));
        const button = up ? raise : lower;
        if (!(await button.isEnabled().catch(() => false))) return false;
        const before = (await tuneOnScreen(page)).knowledge;
        await button.click();
        await changed(page, '.td-knowledge', before);
        tally.knowledge += 1;
        return true;
      }
      if (roll < 0.87) {
        const before = await title(page);
        await pageMenu(page, 'Edit Song Title');
        const dialog = page.getByRole('dialog', { name: 'Edit Song Title' });
        const renamed = `Tune ${1 + randomIndex(random, 10)}`;
        await dialog.getByRole('textbox', { name: 'Title' }).fill(renamed);
        const submit = dialog.getByRole('button', { name: 'Submit' });
        if (!(await submit.isEnabled()) || renamed === before) {
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          return false;
        }
        await submit.click();
        await expect.poll(() => title(page), { timeout: 5000 }).toBe(renamed);
        tally.renames += 1;
        return true;
      }
      if (device === laptop || chance(0.3)) {
        const before = await title(page);
        await pageMenu(page, 'Delete Song From Library');
        await page
          .getByRole('dialog', { name: 'Delete Song' })
          .getByRole('button', { name: 'Delete' })
          .click();
        await changed(page, 'h1', before);
        tally.deletes += 1;
        return true;
      }
      return false;
    };

    // Two crashes of the server, somewhere in the second and the fourth fifth of the run.
    const crashes = new Set([
      Math.floor(CHANGES * 0.3) + randomIndex(random, Math.floor(CHANGES * 0.3)),
      Math.floor(CHANGES * 0.9) + randomIndex(random, Math.floor(CHANGES * 0.3)),
    ]);
    const started = Date.now();
    const done = () => tally.nexts + tally.knowledge + tally.renames + tally.deletes;
    for (let step = 0; step < MAX_STEPS && (done() < CHANGES || tally.crashes < 2); step += 1) {
      tally.steps += 1;
      if (process.env.TUNEDECK_FAULT_DEBUG && step % 20 === 0)
        console.log(`step ${step}: ${JSON.stringify({ ...tally, notSaved: tally.notSaved.size })}`);
      if (crashes.has(step)) {
        tally.crashes += 1;
        // Down for a moment, while the tabs go on (their changes wait), then up again at the same address.
        const down = site.crash(1000 + randomIndex(random, 2000));
        for (let i = 0; i < 3; i += 1) {
          const tab = phone.tabs[randomIndex(random, phone.tabs.length)]!;
          if (!(await act(phone, tab).catch(() => false))) tally.skipped += 1;
        }
        await down;
        continue;
      }
      const roll = random();
      const began = Date.now();
      try {
        if (roll < 0.08) {
          phoneOffline = !phoneOffline;
          await phone.context.setOffline(phoneOffline);
          tally.cuts += 1;
        } else if (roll < 0.13) {
          const tab = phone.tabs[randomIndex(random, phone.tabs.length)]!;
          await tab.reload();
          await tuneOnScreen(tab);
          tally.reloads += 1;
        } else if (roll < 0.17) {
          // A tab closes (as a crash would: nothing of it runs after), or one opens.
          if (phone.tabs.length > 1 && chance(0.6)) {
            const index = randomIndex(random, phone.tabs.length);
            const [tab] = phone.tabs.splice(index, 1);
            // Half of them crash: nothing of the page runs after (no pagehide, no last save).
            if (chance(0.5)) {
              const cdp = await phone.context.newCDPSession(tab!);
              const crashed = tab!.waitForEvent('crash', { timeout: 5000 });
              // Answered by no one: the page is gone.
              void cdp.send('Page.crash').catch(() => undefined);
              await crashed;
              tally.crashedTabs += 1;
            }
            await tab!.close();
            tally.closed += 1;
            // The crashed renderer may have run the service worker too: Chromium starts it again when
            // it is next needed, and until then a DevTools command to it waits, for five minutes (the
            // next setOffline did, once in four runs). A message from a tab left open starts it now.
            await phone.tabs[0]!.evaluate(
              'navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage("wake"))',
            );
          } else if (phone.tabs.length < 3) await openTab(phone);
        } else {
          const device = chance(0.8) ? phone : laptop;
          const tab = device.tabs[randomIndex(random, device.tabs.length)]!;
          if (!(await act(device, tab))) tally.skipped += 1;
        }
      } catch (error) {
        // An action the screen did not finish (a dialog in the way, a reload under way): not painted.
        tally.skipped += 1;
        if (process.env.TUNEDECK_FAULT_DEBUG) console.log(`step ${step}: ${String(error).split('\n')[0]}`);
      }
      if (process.env.TUNEDECK_FAULT_DEBUG && Date.now() - began > 1500)
        console.log(`step ${step} (roll ${roll.toFixed(2)}) took ${Date.now() - began} ms`);
    }
    const ran = Date.now() - started;

    // Everything back: the phone online, the server up. Every tab settles: nothing waits, Saved.
    await phone.context.setOffline(false);
    const everyTab = () => [...phone.tabs, ...laptop.tabs];
    await eventually(
      async () => {
        let saved = true;
        for (const tab of everyTab()) {
          await clearDialogs(tab);
          const badge = await tab.getByRole('banner').getByText('Saved', { exact: true }).count();
          if (badge === 0) saved = false;
        }
        return saved;
      },
      'every tab to say Saved',
      60_000,
    );
    // One more read of the server everywhere (realtime may have missed events while it was down).
    for (const tab of everyTab()) {
      await tab.reload();
      await tuneOnScreen(tab);
    }
    await eventually(
      async () => {
        for (const tab of everyTab()) await clearDialogs(tab);
        const counts = await Promise.all(
          everyTab().map((tab) => tab.getByRole('banner').getByText('Saved', { exact: true }).count()),
        );
        return counts.every((count) => count === 1);
      },
      'every tab saved after a reload',
      30_000,
    );

    // What the tabs said: the writes made, and what the sending tab did with them.
    const heardOf = async (device: Device) => (await device.monitor.evaluate('window.__heard')) as Heard[];
    const signedIn = await fetch(`${url()}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: email, password: PASSWORD }),
    });
    const account = ((await signedIn.json()) as { record: { id: string } }).record.id;
    const serverKeys = await superuserList('write_keys', (record) => record.owner === account);
    const keysOnServer = new Set(serverKeys.map((record) => String(record.key)));
    const outcome = { made: 0, sent: 0, held: 0, refused: 0, failed: 0, lost: 0, notOnServer: 0 };
    for (const device of [phone, laptop]) {
      const heard = await heardOf(device);
      const made = new Map<number, string | undefined>();
      const changes = new Map<number, string>();
      const taken = new Set<number>();
      const held = new Set<number>();
      const refused = new Set<number>();
      const failed = new Set<number>();
      for (const message of heard) {
        if (message.type === 'write' && message.write) {
          made.set(message.write.id, message.write.key);
          changes.set(message.write.id, JSON.stringify((message.write as { change?: unknown }).change));
        }
        if (message.type !== 'settled') continue;
        for (const id of message.taken ?? []) taken.add(id);
        for (const id of message.held ?? []) held.add(id);
        for (const id of message.failed ?? []) failed.add(id);
        for (const write of message.refused ?? []) refused.add(write.id);
      }
      outcome.made += made.size;
      for (const [id, key] of made) {
        if (taken.has(id)) {
          outcome.sent += 1;
          if (key !== undefined && !keysOnServer.has(key)) {
            outcome.notOnServer += 1;
            console.log(`taken, but its key is not on the server: ${changes.get(id)}`);
          }
        } else if (held.has(id)) outcome.held += 1;
        else if (refused.has(id)) outcome.refused += 1;
        else if (failed.has(id)) outcome.failed += 1;
        else outcome.lost += 1;
      }
      const copy = (await device.tabs[0]!.evaluate(DEVICE_COPY)) as {
        songs: Array<Record<string, unknown>>;
        writes: number;
        chains: number;
      };
      expect(copy.writes, `${device.name}: writes left in the device's copy`).toBe(0);
      expect(copy.chains, `${device.name}: picks left in the device's copy`).toBe(0);
      const serverSongs = await serverRecords(site, email, 'songs');
      const shape = (songs: Array<Record<string, unknown>>) =>
        songs
          .map((song) => `${song.id}|${song.title}|${song.key}|${song.knowledge}|${song.notes}`)
          .sort()
          .join('\n');
      expect(shape(copy.songs), `${device.name}: the device's copy of the songs`).toBe(shape(serverSongs));
    }

    // Every tab shows the server's tune, with its knowledge.
    const picker = (await serverRecords(site, email, 'pickers')).find((record) => record.set === setId)!
      .state as { current: { song: string } };
    const songs = await serverRecords(site, email, 'songs');
    const current = songs.find((song) => song.id === picker.current.song)!;
    const knowledgeWord = { new: 'New', med: 'Medium', know: 'Know' } as Record<string, string>;
    for (const tab of everyTab())
      expect(await tuneOnScreen(tab)).toMatchObject({
        title: current.title,
        knowledge: knowledgeWord[String(current.knowledge)],
      });

    // Every NEXT put one tune in the history: none lost, none twice.
    const plays = await serverRecords(site, email, 'plays');
    const twice = plays.length - new Set(plays.map((play) => `${play.gig}|${play.song}|${play.played}`)).size;
    const refusedShown = tally.notSaved.size;
    console.log(
      `fault run, seed ${SEED}: ${done()} changes and picks in ${tally.steps} steps, ${(ran / 1000).toFixed(0)} s ` +
        `(${tally.nexts} NEXTs, ` +
        `${tally.knowledge} knowledge changes, ${tally.renames} renames, ${tally.deletes} deletes; ` +
        `${tally.cuts} network cuts, ${tally.reloads} reloads, ${tally.closed} tabs closed (${tally.crashedTabs} crashed), ` +
        `${tally.crashes} server crashes, ${tally.skipped} actions not done); ` +
        `${outcome.made} writes made, ${outcome.sent} sent, ${outcome.held} already on the server, ` +
        `${outcome.refused} refused and ` +
        `${tally.notSavedRead} Not Saved dialogs read (${refusedShown} different texts), ` +
        `${outcome.failed} refused to their form, ` +
        `${outcome.lost} lost, ${outcome.notOnServer} taken but not on the server; ` +
        `${plays.length} tunes in the history for ${tally.nexts} NEXTs (${tally.nextClicks} clicked), ` +
        `${twice} duplicated; ` +
        `${tally.networkErrors} Network Errors`,
    );
    expect(done()).toBeGreaterThanOrEqual(CHANGES);
    expect(outcome.lost).toBe(0);
    expect(outcome.notOnServer).toBe(0);
    // Every NEXT painted put its tune in the history (a click not seen painted in time may have too).
    expect(plays.length).toBeGreaterThanOrEqual(tally.nexts);
    expect(plays.length).toBeLessThanOrEqual(tally.nextClicks);
    expect(twice).toBe(0);
    // Every refused change was told in a Not Saved dialog of its own, one after the other.
    expect(tally.notSavedRead).toBeGreaterThanOrEqual(outcome.refused);
    expect(tally.networkErrors).toBe(0);
    await phone.context.close();
    await laptop.context.close();

    /** Records of a collection no API rule opens, read as the operator. */
    async function superuserList(collection: string, keep: (record: Record<string, unknown>) => boolean) {
      const auth = await fetch(`${url()}/api/collections/_superusers/auth-with-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identity: SUPERUSER.email, password: SUPERUSER.password }),
      });
      const { token } = (await auth.json()) as { token: string };
      const records: Array<Record<string, unknown>> = [];
      for (let page = 1; ; page += 1) {
        const list = await fetch(`${url()}/api/collections/${collection}/records?perPage=500&page=${page}`, {
          headers: { authorization: token },
        });
        const body = (await list.json()) as { items: Array<Record<string, unknown>>; totalPages: number };
        records.push(...body.items.filter(keep));
        if (page >= body.totalPages) return records;
      }
    }
  }, 900_000);
});
