// Charts on a gig, as a musician meets them: after each NEXT the called tune's chart sits beside the card
// in the key just picked (random keys), chord for chord what core's transposition makes of the stored
// chart; Stage View shows a 32-bar chart whole at 1280 × 800 and at 812 × 375 (a phone on its side);
// a 100-bar chart comes in pages the pedal turns, its NEXT picking the next tune only on the last page;
// and the chart is still there after a reload with no network. Real Chromium, the real site, PocketBase.

import type { PlayableKey } from '@tunedeck/core';
import { addSet, addSongToLibrary, type Id, type Library, setChart } from '@tunedeck/core';
import { type StoredChart, shownChart } from '@tunedeck/core/chart';
import { chartOfBars, spokenBarsOf } from '@tunedeck/core/testing';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  apiMusician,
  axeViolations,
  eventually,
  logIn,
  PAGE_MENU,
  PASSWORD,
  serverRecords,
  uniqueEmail,
  withSite,
} from './support.js';

const site = withSite();
const context = { random: Math.random, now: Date.now };

/** Adds a tune (random key) with its chart to the set, as the API would. */
async function tuneWithChart(
  musician: Awaited<ReturnType<typeof apiMusician>>,
  setId: Id,
  title: string,
  chart: StoredChart,
): Promise<Id> {
  let songId = '';
  await musician.write((library: Library) => {
    const added = addSongToLibrary(
      library,
      { title, key: 'random', knowledge: 'new', setIds: [setId] },
      context,
    );
    if (added.ok) songId = added.songId;
    return added;
  });
  await musician.write((library) => setChart(library, { songId, key: chart.key, text: chart.text }));
  return songId;
}

async function newSet(musician: Awaited<ReturnType<typeof apiMusician>>, name: string): Promise<Id> {
  let setId = '';
  await musician.write((library) => {
    const added = addSet(library, name, context);
    if (added.ok) setId = added.setId;
    return added;
  });
  return setId;
}

/** Chooses the set the picker plays from, in its Change Set dialog. */
async function changeSet(page: Page, name: string) {
  await page.getByRole('button', { name: 'Change Set' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Set' });
  await dialog.getByRole('radio', { name, exact: true }).check();
  await dialog.getByRole('button', { name: 'Select' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The chart on the picker: its region, named for the tune and the key it is shown in. */
const chartRegion = (page: Page) => page.getByRole('region', { name: /^Chart of / });
/** What a screen reader hears of the bars on screen (a page of a long chart on the stage). */
const heardOnPage = (page: Page) =>
  chartRegion(page).getByRole('listitem').locator('.td-visually-hidden').allTextContents();

/** Whether every bar of the chart drawn (the page's, on the stage) lies inside the viewport, and the page does not scroll. */
async function wholeOnScreen(page: Page): Promise<{ bars: number; inside: boolean; scrolls: boolean }> {
  return page.evaluate(`(() => {
    const bars = [...document.querySelectorAll('.td-picker .td-chart li')].filter((bar) => bar.getClientRects().length > 0);
    const inside = bars.every((bar) => {
      const box = bar.getBoundingClientRect();
      return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight + 0.5 && box.right <= innerWidth + 0.5;
    });
    const root = document.scrollingElement ?? document.documentElement;
    const scrolls = root.scrollHeight > innerHeight + 1 || root.scrollWidth > innerWidth + 1;
    return { bars: bars.length, inside, scrolls };
  })()`);
}

describe('charts on a gig', () => {
  it('shows each called tune’s chart in the key picked, fits 32 bars on Stage View, pages 100 bars by pedal, and keeps charts offline', async () => {
    const { server } = site();
    const email = uniqueEmail('chart-gig');
    const musician = await apiMusician(site(), email, PASSWORD);
    const gig = musician.firstSet as Id;
    const KEYS = ['C', 'G-', 'Bb', 'E-', 'F', 'D', 'Eb', 'A-'];
    const titles = ['Blue Room', 'Grey Dawn', 'Red Clay', 'Green Street', 'Gold Coast', 'Black Orpheus'];
    for (const [index, title] of titles.entries())
      await tuneWithChart(musician, gig, title, {
        key: KEYS[index]!,
        text: chartOfBars(8 + (index % 3) * 4, index),
      });
    const long = await newSet(musician, 'Long');
    await tuneWithChart(musician, long, 'Thirty Two', { key: 'F', text: chartOfBars(32) });
    const longer = await newSet(musician, 'Longer');
    await tuneWithChart(musician, longer, 'One Hundred', { key: 'D-', text: chartOfBars(100, 3) });

    const { page, context: browser, errors } = await site().device({ width: 1280 });
    await logIn(site(), page, email);
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/controller`);

    const charts = new Map(
      (await serverRecords(site(), email, 'charts')).map((record) => [
        record.song as string,
        { key: record.key as string, text: record.text as string },
      ]),
    );
    const songs = new Map(
      (await serverRecords(site(), email, 'songs')).map((record) => [
        record.id as string,
        record.title as string,
      ]),
    );
    const picker = async (setId: Id) => {
      const record = (await serverRecords(site(), email, 'pickers')).find((each) => each.set === setId);
      return record?.state as
        | { version: number; played: string[]; current: { song: string; key: PlayableKey } | null }
        | undefined;
    };

    // A gig of 10 NEXTs: each called tune's chart, beside the card, in the key the picker drew for it.
    await page.locator('.td-picker__tune h1').waitFor();
    for (let press = 0; press < 10; press += 1) {
      const before = await picker(gig);
      await page.getByRole('button', { name: 'NEXT' }).click();
      await eventually(
        async () => ((await picker(gig))?.version ?? 0) > (before?.version ?? 0),
        `NEXT ${press + 1} on the server`,
      );
      // The tune and key the server holds, and the chart the page shows for them.
      let shown: { label: string; heard: string[] } | null = null;
      await eventually(
        async () => {
          const current = (await picker(gig))?.current;
          if (!current) return false;
          const chart = shownChart(charts.get(current.song)!, { concert: current.key })!;
          const label = `Chart of ${songs.get(current.song)} in ${chart.spoken}`;
          shown = { label, heard: spokenBarsOf(chart.chart) };
          return (
            (await chartRegion(page)
              .getAttribute('aria-label')
              .catch(() => null)) === label
          );
        },
        `the chart of NEXT ${press + 1} in its key`,
      );
      expect(await heardOnPage(page)).toEqual(shown!.heard);
    }
    expect(await axeViolations(page)).toEqual([]);

    // Stage View, a 32-bar chart: whole on a laptop's screen and on a phone on its side, no scrolling.
    await changeSet(page, 'Long');
    await page.getByRole('heading', { level: 1, name: 'Thirty Two' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: PAGE_MENU }).click();
    await page.getByRole('button', { name: 'Stage View' }).click();
    await expect.poll(() => page.locator('.td-picker').getAttribute('data-stage')).toBe('true');
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 812, height: 375 },
    ]) {
      await page.setViewportSize(viewport);
      await expect.poll(() => wholeOnScreen(page)).toEqual({ bars: 32, inside: true, scrolls: false });
      expect(await page.getByText(/^Page \d+ of \d+$/).count()).toBe(0);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Leave Stage View' }).click();
    await expect.poll(() => page.locator('.td-picker').getAttribute('data-stage')).toBeNull();

    // A 100-bar chart on the phone on its side: pages the pedal turns, every bar once, in order.
    await changeSet(page, 'Longer');
    await page.getByRole('heading', { level: 1, name: 'One Hundred' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: PAGE_MENU }).click();
    await page.getByRole('button', { name: 'Stage View' }).click();
    const pageOf = page.getByText(/^Page \d+ of \d+$/);
    await pageOf.waitFor();
    const pages = Number((await pageOf.textContent())!.match(/of (\d+)/)![1]);
    expect(pages).toBeGreaterThan(1);
    const before = (await picker(longer))?.version ?? 0;
    const stored = charts.get([...songs].find(([, title]) => title === 'One Hundred')![0])!;
    const current = (await picker(longer))!.current!;
    const expected = spokenBarsOf(shownChart(stored, { concert: current.key })!.chart);
    const seen: string[] = [];
    for (let turn = 1; turn <= pages; turn += 1) {
      await expect.poll(() => pageOf.textContent()).toBe(`Page ${turn} of ${pages}`);
      const { inside, scrolls } = await wholeOnScreen(page);
      expect({ inside, scrolls }).toEqual({ inside: true, scrolls: false });
      seen.push(...(await heardOnPage(page)));
      // The pedal's NEXT turns the page; the tune stays.
      if (turn < pages) await page.keyboard.press('PageDown');
    }
    expect(seen).toEqual(expected);
    expect((await picker(longer))?.version).toBe(before);
    // Its SKIP turns back a page; on the last page again, NEXT is NEXT.
    await page.keyboard.press('PageUp');
    await expect.poll(() => pageOf.textContent()).toBe(`Page ${pages - 1} of ${pages}`);
    await page.keyboard.press('PageDown');
    await expect.poll(() => pageOf.textContent()).toBe(`Page ${pages} of ${pages}`);
    await page.keyboard.press('PageDown');
    // (The set's one tune again, in a new key: its pages may differ.)
    await eventually(async () => ((await picker(longer))?.version ?? 0) > before, 'NEXT on the last page');
    await expect.poll(() => pageOf.textContent()).toMatch(/^Page 1 of \d+$/);

    // No network: a reload opens the picker from the device's copy, the chart with it.
    await page.getByRole('button', { name: 'Leave Stage View' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await browser.setOffline(true);
    await page.reload();
    await expect
      .poll(() => chartRegion(page).getAttribute('aria-label'), { timeout: 15_000 })
      .toMatch(/^Chart of One Hundred in /);
    expect((await heardOnPage(page)).length).toBe(100);
    await browser.setOffline(false);
    expect(
      errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError/.test(error)),
    ).toEqual([]);
  });
});
