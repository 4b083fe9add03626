import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { addSongToSet, type PlayableKey, setChart, transposeKey } from '@tunedeck/core';
import { type StoredChart, shownChart } from '@tunedeck/core/chart';
import { spokenBarsOf } from '@tunedeck/core/testing';
import type { BrowserContext, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { apiMusician, sessionOf } from './site.js';
import { axeViolations, PASSWORD, serverRecords, tuneOnScreen, uniqueEmail, withSite } from './support.js';

const site = withSite();
const context = { random: Math.random, now: Date.now };

/** A set of twelve tunes, most in a random key: the picker calls a spread of keys. */
const TUNES: Array<{ title: string; knowledge: 'new' | 'med' | 'know'; key?: PlayableKey }> = [
  { title: 'Dolphin Dance', knowledge: 'new', key: 'E flat' },
  { title: 'Solar', knowledge: 'new', key: 'C' },
  { title: 'Nardis', knowledge: 'new' },
  { title: 'Inner Urge', knowledge: 'new' },
  { title: 'Footprints', knowledge: 'new' },
  { title: 'Stella by Starlight', knowledge: 'med', key: 'B flat' },
  { title: 'Blue Bossa', knowledge: 'med' },
  { title: 'Juju', knowledge: 'med' },
  { title: 'Autumn Leaves', knowledge: 'know' },
  { title: 'Misty', knowledge: 'know', key: 'D flat' },
  { title: 'Iris', knowledge: 'know' },
  { title: 'Yes or No', knowledge: 'know' },
];

/** What a follower's page shows: the called tune's title and its key as read aloud, or the end. */
async function followed(page: Page) {
  const call = page.getByRole('region', { name: 'Tune called' });
  if (await page.getByRole('heading', { name: 'This live set has ended' }).isVisible()) return 'ended';
  const title = (await call.getByRole('heading', { level: 1 }).textContent({ timeout: 1000 })) ?? '';
  const key = (await call.getByText(/^Key: /).textContent({ timeout: 1000 })) ?? '';
  return `${title} · ${key}`;
}

/** Waits until a follower shows `expected` (title · key), and says which follower did not. */
async function showing(page: Page, expected: string, who: string, timeoutMs = 10_000) {
  await expect
    .poll(() => followed(page).catch(() => 'nothing yet'), { timeout: timeoutMs, message: who })
    .toBe(expected);
}

/** The leader's tune as a follower of `instrument` reads it. */
function asRead(tune: { title: string; key: string }, instrument: 'concert' | 'b-flat' = 'concert') {
  const concert = tune.key.replace(/^Key: /, '') as PlayableKey;
  return `${tune.title} · Key: ${transposeKey(concert, instrument).spoken}`;
}

/** Where to save pictures of the follower pages (TUNEDECK_LIVE_SHOTS=<folder>), to look at them. */
const SHOTS = process.env.TUNEDECK_LIVE_SHOTS;
async function shot(page: Page, name: string, width?: number) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  if (width && size) await page.setViewportSize({ width, height: size.height });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  if (width && size) await page.setViewportSize(size);
}

async function follower(
  link: string,
  options: { storageState?: Awaited<ReturnType<typeof sessionOf>>; dark?: boolean } = {},
) {
  const browserContext: BrowserContext = await site().browser.newContext({
    viewport: { width: 375, height: 720 },
    colorScheme: options.dark ? 'dark' : 'light',
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  const page = await browserContext.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(link);
  return { context: browserContext, page, errors };
}

/** The leader's Share Live dialog, opened from the picker's menu or its Live button; its link. */
async function shareLive(page: Page, from: 'menu' | 'live-button') {
  if (from === 'menu') {
    await page.getByRole('button', { name: 'Picker menu' }).click();
    await page.getByRole('button', { name: 'Share Live' }).click();
  } else {
    await page.getByRole('button', { name: 'Live: show the link' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Share Live' });
  const link = dialog.getByRole('textbox', { name: 'Link' });
  await link.waitFor();
  await expect.poll(() => link.inputValue()).toMatch(/\/live\/[0-9a-f]{32}$/);
  return { dialog, link: await link.inputValue() };
}

/** The chart a follower's page shows: its name and its bars as a screen reader hears them. */
async function chartOnPage(page: Page) {
  const chart = page.getByRole('region', { name: /^Chart of / });
  if ((await chart.count()) === 0) return null;
  return {
    name: await chart.getAttribute('aria-label'),
    bars: await chart.getByRole('listitem').locator('.td-visually-hidden').allTextContents(),
  };
}

/** What core says a B♭ player reads of `chart` for `title` called in `tune.key` ("Key: C"). */
function readByBFlat(title: string, key: string, chart: StoredChart) {
  const concert = key.replace(/^Key: /, '') as PlayableKey;
  const shown = shownChart(chart, { concert, instrument: 'b-flat' })!;
  return { name: `Chart of ${title} in ${shown.spoken}`, bars: spokenBarsOf(shown.chart) };
}

describe('band follow', () => {
  it('three bandmates follow ten calls, one through 30 s offline, until the leader stops sharing', async () => {
    const { server } = site();
    const leader = await apiMusician(site(), uniqueEmail('leader'), PASSWORD);
    for (const tune of TUNES)
      await leader.write((library) => addSongToSet(library, { setId: leader.firstSet, ...tune }, context));
    const bandmate = await apiMusician(site(), uniqueEmail('bandmate'), PASSWORD);
    await leader.storage.auth.logOut();
    await bandmate.storage.auth.logOut();

    // The leader's phone, on the picker: Share Live shows a link and its QR code.
    const phone = await site().browser.newContext({
      viewport: { width: 375, height: 720 },
      storageState: await sessionOf(site(), leader.email, PASSWORD),
    });
    const page = await phone.newPage();
    await page.goto(`${server.url}/controller`);
    await tuneOnScreen(page);
    const { dialog, link } = await shareLive(page, 'menu');
    expect(link.startsWith(`${server.url}/live/`)).toBe(true);
    await dialog.getByRole('img', { name: 'QR code of the live link' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Live: show the link' }).waitFor();

    // Three bandmates: a tenor player (B♭), a guest in the dark theme who will lose the network, a
    // signed-in bandmate.
    const tenor = await follower(link);
    const away = await follower(link, { dark: true });
    const member = await follower(link, { storageState: await sessionOf(site(), bandmate.email, PASSWORD) });
    await tenor.page.getByRole('combobox', { name: 'Your instrument' }).selectOption('b-flat');
    const everyone = [
      { who: 'the tenor player', page: tenor.page, instrument: 'b-flat' as const },
      { who: 'the guest', page: away.page, instrument: 'concert' as const },
      { who: 'the signed-in bandmate', page: member.page, instrument: 'concert' as const },
    ];
    for (const { who, page: followerPage, instrument } of everyone)
      await showing(followerPage, asRead(await tuneOnScreen(page), instrument), `${who} at first`);
    expect(await axeViolations(tenor.page)).toEqual([]);
    expect(await axeViolations(away.page)).toEqual([]);

    const next = async () => {
      const before = await tuneOnScreen(page);
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect
        .poll(async () => JSON.stringify(await tuneOnScreen(page)))
        .not.toBe(JSON.stringify(before));
      return tuneOnScreen(page);
    };

    // Ten calls. After the third the guest's network drops for 30 s; the others follow every call.
    let wished = '';
    let offlineAt = 0;
    for (let call = 1; call <= 10; call += 1) {
      if (call === 4) {
        await away.context.setOffline(true);
        offlineAt = Date.now();
        await away.page.getByRole('status').filter({ hasText: 'Reconnecting…' }).waitFor();
      }
      const tune = await next();
      const present = call >= 4 && call <= 7 ? everyone.filter(({ page: p }) => p !== away.page) : everyone;
      for (const { who, page: followerPage, instrument } of present)
        await showing(followerPage, asRead(tune, instrument), `${who} on call ${call}`);
      if (call === 7) {
        // The guest kept the last tune it was told of, and says it is reconnecting.
        expect(await away.page.getByRole('heading', { level: 1 }).textContent()).not.toBe(tune.title);
        await away.page.getByRole('status').filter({ hasText: 'Reconnecting…' }).waitFor();
        expect(await axeViolations(away.page)).toEqual([]);
        await shot(away.page, 'reconnecting-dark-375');
        await shot(tenor.page, 'playing-b-flat-375');
        await shot(tenor.page, 'playing-b-flat-320', 320);
        await shot(tenor.page, 'playing-b-flat-1280', 1280);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, offlineAt + 30_000 - Date.now())));
        await away.context.setOffline(false);
        // It catches up by itself: no click, no reload.
        await showing(away.page, asRead(tune), 'the guest back online', 15_000);
        expect(await away.page.getByRole('status').filter({ hasText: 'Reconnecting' }).count()).toBe(0);
      }
      if (call === 5) {
        // The signed-in bandmate keeps the tune called on their wish list, with one tap.
        wished = tune.title;
        await member.page.getByRole('button', { name: 'Add to Tunes I Want To Learn' }).click();
        await member.page
          .getByRole('status')
          .filter({ hasText: `${wished} is on Tunes I Want To Learn.` })
          .waitFor();
        await member.page.getByText('On Tunes I Want To Learn', { exact: true }).waitFor();
        expect(await member.page.getByRole('button', { name: 'Add to Tunes I Want To Learn' }).count()).toBe(
          0,
        );
        expect(await axeViolations(member.page)).toEqual([]);
        await shot(member.page, 'signed-in-375');
      }
    }
    const wishes = await serverRecords(site(), bandmate.email, 'wishlist');
    expect(wishes.map((wish) => wish.title)).toEqual([wished]);
    // Guests are offered nothing to keep.
    expect(await tenor.page.getByRole('region', { name: 'Keep this tune' }).count()).toBe(0);

    // The share survives the leader's reload: the same link again.
    await page.reload();
    await tuneOnScreen(page);
    const { dialog: same, link: sameLink } = await shareLive(page, 'live-button');
    expect(sameLink).toBe(link);
    await same.getByRole('button', { name: 'Done' }).click();
    // A call made while the leader's phone is offline reaches the band once it is back.
    const heard = asRead(await tuneOnScreen(page));
    await phone.setOffline(true);
    const calledOffline = await next();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await followed(away.page)).toBe(heard);
    await phone.setOffline(false);
    for (const { who, page: followerPage, instrument } of everyone)
      await showing(followerPage, asRead(calledOffline, instrument), `${who}: the call made offline`, 15_000);

    // The leader stops sharing: every follower is told at once.
    const { dialog: again } = await shareLive(page, 'live-button');
    await again.getByRole('button', { name: 'Stop Sharing' }).click();
    await again.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Live: show the link' }).count()).toBe(0);
    for (const { who, page: followerPage } of everyone)
      await showing(followerPage, 'ended', `${who} at the end`);
    expect(await axeViolations(away.page)).toEqual([]);
    await shot(away.page, 'ended-dark-375');
    await shot(tenor.page, 'ended-375');

    // Shared again: a new link; the old one stays dead.
    const { dialog: renewed, link: newLink } = await shareLive(page, 'menu');
    expect(newLink).not.toBe(link);
    await renewed.getByRole('button', { name: 'Done' }).click();
    const late = await follower(link);
    await showing(late.page, 'ended', 'the old link');
    await late.page.goto(newLink);
    await showing(late.page, asRead(await tuneOnScreen(page)), 'the new link');

    for (const each of [tenor, away, member, late]) {
      expect(each.errors).toEqual([]);
      await each.context.close();
    }
    await phone.close();
  }, 180_000);

  it('a B♭ player reads each called tune’s chart in their key, and the chart edited mid-gig', async () => {
    const { server } = site();
    const leader = await apiMusician(site(), uniqueEmail('chart-leader'), PASSWORD);
    const charts: Record<string, StoredChart> = {
      Solar: {
        key: 'C-',
        text: '[A] C-^7 | G-7 C7 | F^7 | F-7 Bb7 |\n| Eb^7 | Eb-7 Ab7 | Db^7 | Dh7 G7b9 |]',
      },
      Nardis: { key: 'E-', text: '[A] E-^7 | F^7#11 | B7b9 | E-7 |\n| A-7 | F^7 | Bb7 | E-6 |]' },
    };
    const ids: Record<string, string> = {};
    for (const tune of TUNES.filter(({ title }) => title in charts)) {
      await leader.write((library) => {
        const added = addSongToSet(library, { setId: leader.firstSet, ...tune }, context);
        if (added.ok) ids[tune.title] = added.songId;
        return added;
      });
      await leader.write((library) =>
        setChart(library, { songId: ids[tune.title]!, ...charts[tune.title]! }),
      );
    }
    const phone = await site().browser.newContext({
      viewport: { width: 375, height: 720 },
      storageState: await sessionOf(site(), leader.email, PASSWORD),
    });
    const page = await phone.newPage();
    await page.goto(`${server.url}/controller`);
    await tuneOnScreen(page);
    const { dialog, link } = await shareLive(page, 'menu');
    await dialog.getByRole('button', { name: 'Done' }).click();
    const tenor = await follower(link);
    await tenor.page.getByRole('combobox', { name: 'Your instrument' }).selectOption('b-flat');

    // Each call: the tune, then its chart in the B♭ player's key, chord for chord as core moves it.
    for (let call = 0; call < 2; call += 1) {
      if (call > 0) {
        const before = JSON.stringify(await tuneOnScreen(page));
        await page.getByRole('button', { name: 'NEXT' }).click();
        await expect.poll(async () => JSON.stringify(await tuneOnScreen(page))).not.toBe(before);
      }
      const tune = await tuneOnScreen(page);
      await showing(tenor.page, asRead(tune, 'b-flat'), `the tenor player on call ${call + 1}`);
      const expected = readByBFlat(tune.title, tune.key, charts[tune.title]!);
      await expect.poll(() => chartOnPage(tenor.page)).toEqual(expected);
    }
    expect(await axeViolations(tenor.page)).toEqual([]);
    await shot(tenor.page, 'chart-b-flat-375');
    await shot(tenor.page, 'chart-b-flat-1280', 1280);

    // The leader fixes the called tune's chart mid-gig: the band reads it at once.
    const called = await tuneOnScreen(page);
    const fixed: StoredChart = { ...charts[called.title]!, text: '[A] C-^7 | D-7b5 G7b9 | C-^7 | C-^7 |]' };
    await leader.write((library) => setChart(library, { songId: ids[called.title]!, ...fixed }));
    await expect.poll(() => chartOnPage(tenor.page)).toEqual(readByBFlat(called.title, called.key, fixed));

    expect(tenor.errors).toEqual([]);
    await tenor.context.close();
    await phone.close();
    await leader.storage.auth.logOut();
  }, 60_000);
});
