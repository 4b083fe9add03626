// Every tune in all twelve keys (issue 51) in real Chromium against the real server: a tune practised
// three days running in all-keys mode (the first two days' grades written through the API at their
// times, today's in the browser) comes in three keys, each graded; the song page's wheel shows them
// after a reload and on another device; and a gig's NEXT in a random key covers that key.
import { addSet, addSongToSet, displayKey, type PlayableKey } from '@tunedeck/core';
import { gradeTune, practiceQueue } from '@tunedeck/core/practice';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  apiMusician,
  axeViolations,
  eventually,
  goByMenu,
  logIn,
  NOON_TIME_ZONE,
  PASSWORD,
  serverRecords,
  tuneOnScreen,
  uniqueEmail,
  withSite,
} from './support.js';

const site = withSite();
const context = { random: Math.random, now: Date.now };
const DAY = 24 * 60 * 60 * 1000;

/** The wheel of a song's page: its summary, and each key as a screen reader reads it, C first. */
async function wheelOn(page: Page, songId: string) {
  await page.goto(`${site().server.url}/library/allsongs/${songId}`);
  const wheel = page.getByRole('region', { name: 'Practice' }).getByRole('figure');
  const keys = wheel.getByRole('list', { name: /round the circle of fifths$/ }).getByRole('listitem');
  await keys.first().waitFor();
  return {
    summary: await wheel.locator('.td-key-wheel__summary').textContent(),
    keys: await keys.allTextContents(),
  };
}

describe('every tune in all twelve keys', () => {
  it('practises a tune three days running in three keys, shows them after a reload and on another device, and counts a gig NEXT’s key', async () => {
    const { server } = site();
    const email = uniqueEmail('keys');
    const musician = await apiMusician(site(), email, PASSWORD);
    // Oleo, in a random key, is the picker's set's one tune; Solar, new, is practised from its own set.
    await musician.write((library) =>
      addSongToSet(
        library,
        { setId: musician.firstSet, title: 'Oleo', knowledge: 'know', key: 'random' },
        context,
      ),
    );
    await musician.write((library) => addSet(library, 'Practice', context));
    const seeded = await musician.storage.loadLibrary();
    const practiceSet = Object.values(seeded.sets).find((set) => set.name === 'Practice')!.id;
    await musician.write((library) =>
      addSongToSet(library, { setId: practiceSet, title: 'Solar', knowledge: 'new', key: 'C' }, context),
    );
    const songs = Object.values((await musician.storage.loadLibrary()).songs);
    const solar = songs.find((song) => song.title === 'Solar')!.id;
    const oleo = songs.find((song) => song.title === 'Oleo')!.id;

    const device = await site().browser.newContext({
      viewport: { width: 375, height: 800 },
      timezoneId: NOON_TIME_ZONE,
    });
    const page = await device.newPage();
    await logIn(site(), page, email);
    await page.waitForURL(`${server.url}/`);
    // Settings › Practice: every tune in all twelve keys.
    await goByMenu(page, 'Settings');
    await page.getByRole('checkbox', { name: /all twelve keys/ }).check();
    await page.getByRole('button', { name: 'Save Practice Settings' }).click();
    await eventually(
      async () =>
        (await serverRecords(site(), email, 'users')).some(
          (user) => (user.practice as { allKeys?: boolean } | null)?.allKeys === true,
        ),
      'all twelve keys saved on the server',
    );

    // Three days running. Two days ago and yesterday on other devices (their grades written as the
    // app writes them, at those times: a browser writes by the server's clock): each day Solar came in
    // the key today's list gave it, and was graded Again, so it came back the next day.
    const settings = { newPerDay: 3, minutes: 20, allKeys: true };
    for (const [daysAgo, expected] of [
      [2, 'C'],
      [1, 'F'],
    ] as const) {
      const at = Date.now() - daysAgo * DAY;
      const library = await musician.storage.loadLibrary();
      const item = practiceQueue(library, at, settings).items.find((each) => each.id === solar);
      expect(item?.key, `the key ${daysAgo} days ago`).toBe(expected);
      const graded = gradeTune(
        library,
        { id: solar, grade: 1, key: item!.key, seconds: 0 },
        { random: Math.random, now: () => at },
      );
      if (!graded.ok) throw new Error(graded.reason);
      await musician.storage.apply(graded.change);
    }
    // Today, in this browser: Solar is due, in B♭ (C and F were tried, B♭ never played), ringed on the
    // wheel beside it; graded Good.
    await goByMenu(page, 'Practice');
    await page.getByRole('heading', { name: 'Solar', level: 2 }).waitFor();
    const wheel = page.getByRole('figure', { name: /^Keys of Solar: 0 of 12 keys covered Today in / });
    await expect(wheel.locator('.td-key-wheel__today strong').textContent()).resolves.toBe('B\u266d');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Good — / }).click();
    await page.getByRole('heading', { name: 'Done for today', level: 2 }).waitFor();
    await eventually(
      async () => (await serverRecords(site(), email, 'reviews')).length === 3,
      'the three grades on the server',
    );
    const reviews = await serverRecords(site(), email, 'reviews');
    expect(reviews.map((review) => [review.key, review.grade])).toEqual(
      expect.arrayContaining([
        ['C', 1],
        ['F', 1],
        ['B flat', 3],
      ]),
    );

    // The song page's wheel, after a reload: the three keys, each as it went and when.
    const expected = [
      'C: tried, Again, practised 2 days ago',
      'F: tried, Again, practised yesterday',
      'B\u266d: covered, Good, practised today',
    ];
    await page.reload();
    const here = await wheelOn(page, solar);
    expect(here.summary).toBe('1 of 12 keys covered');
    for (const line of expected) expect(here.keys).toContain(line);
    expect(here.keys.filter((line) => line.endsWith(': not yet'))).toHaveLength(9);
    expect(await axeViolations(page)).toEqual([]);

    // Another device, signed in afresh: the same wheel.
    const laptop = await site().browser.newContext({
      viewport: { width: 1280, height: 800 },
      timezoneId: NOON_TIME_ZONE,
    });
    const other = await laptop.newPage();
    await logIn(site(), other, email);
    await other.waitForURL(`${server.url}/`);
    expect(await wheelOn(other, solar)).toEqual(here);

    // A gig: NEXT on Oleo, in a random key; the key it was played in is covered on its page.
    await page.goto(`${server.url}/controller`);
    await tuneOnScreen(page);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await eventually(
      async () => (await serverRecords(site(), email, 'plays')).length === 1,
      'the play on the server',
    );
    const [play] = await serverRecords(site(), email, 'plays');
    expect(play).toMatchObject({ song: oleo });
    const playedIn = displayKey(play!.key as PlayableKey);
    const gig = await wheelOn(page, oleo);
    expect(gig.summary).toBe('1 of 12 keys covered');
    expect(gig.keys).toContain(`${playedIn}: covered, Good, played at a gig today`);
    // And on the other device.
    await expect
      .poll(async () => (await wheelOn(other, oleo)).keys)
      .toContain(`${playedIn}: covered, Good, played at a gig today`);

    await laptop.close();
    await device.close();
    await musician.storage.auth.logOut();
  });
});
