// `pnpm exec tsx --conditions=source tests/stress/empty-set.probe.ts`: a focused look, beside
// tabs.stress.ts, at what five tabs of one browser tell each other when the picker's set empties or fills
// on another device (over the API), online and while the browser is offline: the moments when the tabs'
// views of the set's members can differ (realtime events reach them one at a time, or after a
// reconnection each makes on its own). Prints, for each scenario, the picker-chain messages each tab
// posted and its main-thread busy time over the window after it, and how the chains alternated.
import { bulkAddToSet, type Change, deleteSong, type Library, renameSet } from '@tunedeck/core';
import type { Page } from 'playwright';
import { apiMusician, sessionOf, startSite } from '../e2e/site.js';
import {
  COUNT_MESSAGES,
  type LogEntry,
  readCounts,
  readLog,
  shortTypes,
  sleep,
  taskSeconds,
} from './tab-messages.js';

const PASSWORD = 'probe-pass-1';
const WINDOW_MS = Number(process.env.TUNEDECK_PROBE_WINDOW_MS ?? 8000);
const fixture = { random: Math.random, now: Date.now };

const site = await startSite();
process.once('SIGINT', () => {
  site.kill();
  process.exit(130);
});
const url = site.server.url;
const email = `probe-empty-${Date.now().toString(36)}@example.com`;
const api = await apiMusician(site, email, PASSWORD);
const setId = api.firstSet!;
await api.write((library) => renameSet(library, { setId, name: 'Tiny' }));
let round = 0;
const fill = (count: number) => {
  round += 1;
  const titles = Array.from({ length: count }, (_, i) => `Tune ${round}-${i + 1}`);
  return api.write((library) => bulkAddToSet(library, setId, titles.join('\n'), fixture));
};
/** Deletes every song of the set, one write each (as another device would, one tap each). */
const empty = async () => {
  const library: Library = await api.storage.loadLibrary();
  const songs = Object.values(library.memberships)
    .filter((m) => m.set === setId)
    .map((m) => m.song);
  for (const song of songs) {
    const result = deleteSong(await api.storage.loadLibrary(), song);
    if (result.ok) await api.storage.apply(result.change as Change);
  }
  return songs.length;
};
await fill(3);

const storageState = await sessionOf(site, email, PASSWORD);
const context = await site.browser.newContext({ storageState, viewport: { width: 375, height: 800 } });
await context.addInitScript({ content: COUNT_MESSAGES });
const pages: Page[] = [];
for (let i = 0; i < 5; i += 1) {
  const page = await context.newPage();
  await page.goto(`${url}/controller`);
  await page.locator('.td-picker__tune').waitFor();
  pages.push(page);
}
await sleep(2000);

/** Picker messages each tab posted, and its busy seconds, over the window after `act`. */
async function scenario(name: string, act: () => Promise<void>) {
  const sessions = await Promise.all(pages.map((page) => context.newCDPSession(page)));
  await Promise.all(sessions.map((s) => s.send('Performance.enable')));
  const before = await Promise.all(pages.map((page) => readCounts(page)));
  const busy0 = await Promise.all(sessions.map(taskSeconds));
  const started = Date.now();
  await act();
  await sleep(WINDOW_MS);
  const busy1 = await Promise.all(sessions.map(taskSeconds));
  const after = await Promise.all(pages.map((page) => readCounts(page)));
  await Promise.all(sessions.map((s) => s.detach()));
  const posted = pages.map((_, i) => {
    const delta: Record<string, number> = {};
    for (const [type, n] of Object.entries(after[i]?.posted ?? {})) {
      const d = n - (before[i]?.posted[type] ?? 0);
      if (d) delta[type] = d;
    }
    return delta;
  });
  // The chains posted in the window, all tabs merged by time: whose, which rev, what tune.
  const logs = await Promise.all(pages.map((page) => readLog(page)));
  const chains = logs
    .flatMap((log, i) =>
      log
        .filter((e: LogEntry) => e.way === 'posted' && e.type === 'picker' && e.at >= started)
        .map((e): LogEntry & { by: string } => ({ ...e, by: `t${i + 1}` })),
    )
    .sort((a, b) => a.at - b.at);
  const shown = await Promise.all(
    pages.map((page) =>
      page
        .locator('.td-picker__tune h1, .td-picker__message p')
        .first()
        .textContent({ timeout: 2000 })
        .catch(() => '?'),
    ),
  );
  console.log(
    `${name}: ${pages
      .map((_, i) => `t${i + 1} [${shortTypes(posted[i]!)}; busy ${(busy1[i]! - busy0[i]!).toFixed(3)} s]`)
      .join(' ')}; ${chains.length} chains: ${chains
      .slice(0, 40)
      .map((c) => `${c.by}:r${String(c.rev)}/${String(c.song ?? 'null')}@${c.at - started}`)
      .join(' ')}${chains.length > 40 ? ' …' : ''}; shown: ${shown.map((s) => s?.trim()).join(' | ')}`,
  );
}

for (let run = 1; run <= 3; run += 1) {
  await scenario(`run ${run}, online: another device deletes every song of the set`, async () => {
    await empty();
  });
  await scenario(`run ${run}, online: another device adds three songs`, () => fill(3));
  await scenario(`run ${run}, offline: another device empties the set, then online`, async () => {
    await context.setOffline(true);
    await sleep(3000);
    await empty();
    await context.setOffline(false);
  });
  await scenario(`run ${run}, offline: another device adds two songs, then online`, async () => {
    await context.setOffline(true);
    await sleep(3000);
    await fill(2);
    await context.setOffline(false);
  });
  await scenario(
    `run ${run}, online: another device deletes the tune on screen (one left after)`,
    async () => {
      const library: Library = await api.storage.loadLibrary();
      const current = library.pickers[setId]?.state.current?.song;
      const members = Object.values(library.memberships).filter((m) => m.set === setId);
      if (members.length < 2) await fill(2);
      const target = current ?? members[0]?.song;
      if (target) {
        const result = deleteSong(await api.storage.loadLibrary(), target);
        if (result.ok) await api.storage.apply(result.change as Change);
      }
    },
  );
}
await context.close();
await site.stop();
process.exit(0);
