// Practice (issue 29) in real Chromium against the real server: today's list of new tunes graded three
// ways (a key, a click, a key with the timer run), the same after a reload and in another page; the
// day after, the tune graded Again comes back; two tunes asked for on their song pages, one graded
// offline and synced when the network returns; a gig's NEXT on a due tune counted as a Good review with
// the play's id. Axe on the page in light and dark; TUNEDECK_PRACTICE_SHOTS=<dir> keeps pictures of it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { addExistingSongToSet, addSet, addSongToSet, type PlayableKey } from '@tunedeck/core';
import { intervalText } from '@tunedeck/core/practice';
import type { BrowserContext, Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  apiMusician,
  axeViolations,
  eventually,
  goByMenu,
  logIn,
  NOON_OFFSET_HOURS,
  NOON_TIME_ZONE,
  PASSWORD,
  pageMenu,
  serverRecords,
  tuneOnScreen,
  uniqueEmail,
  withSite,
} from './support.js';

const site = withSite();
const context = { random: Math.random, now: Date.now };
const DAY = 24 * 60 * 60 * 1000;

// Practice counts days in the device's zone: the devices are in one where it is now about noon
// (NOON_TIME_ZONE), and the expected dates below are worked out in the same zone.
const OFFSET_HOURS = NOON_OFFSET_HOURS;
const TIME_ZONE = NOON_TIME_ZONE;
/** The day (a count of days) `time` falls on in the devices' zone. */
const dayOf = (time: number) => Math.floor((time + OFFSET_HOURS * 60 * 60 * 1000) / DAY);
/** "Mon 30 Nov", as the practice page and the song page write a day. */
const dayLabel = (time: number) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: TIME_ZONE })
    .format(time)
    .replace(',', '');

/** The library: six new tunes (today takes the three oldest), a medium one and a known one. */
const TUNES: Array<{ title: string; knowledge: 'new' | 'med' | 'know'; key: PlayableKey; notes?: string }> = [
  { title: 'Solar', knowledge: 'new', key: 'C', notes: 'Start on the bridge, then the head twice' },
  { title: 'Nardis', knowledge: 'new', key: 'E' },
  { title: 'Juju', knowledge: 'new', key: 'B flat' },
  { title: 'Footprints', knowledge: 'new', key: 'C' },
  { title: 'Inner Urge', knowledge: 'new', key: 'F sharp' },
  { title: 'Dolphin Dance', knowledge: 'new', key: 'E flat' },
  { title: 'Blue Bossa', knowledge: 'med', key: 'C' },
  { title: 'Autumn Leaves', knowledge: 'know', key: 'G' },
];

/** Where to save pictures to look at (TUNEDECK_PRACTICE_SHOTS=<folder>); none without it. */
const SHOTS = process.env.TUNEDECK_PRACTICE_SHOTS;
const THEMES = ['light', 'dark'] as const;

/** The page at 320, 375 and 1280 px, light and dark, whole; back to its size and the light theme after. */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  // No colour transition caught halfway when the theme changes.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: join(SHOTS, `${name}-${width}-${theme}.png`), fullPage: true });
    }
  }
  await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: null });
}

/** A section of the page (the song page's Practice) in both themes, at the page's width. */
async function sectionShots(page: Page, section: Locator, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await section.screenshot({ path: join(SHOTS, `${name}-${theme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: null });
}

/** axe on the page as it is, in the light theme and in the dark. */
async function axeBothThemes(page: Page, what: string) {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    expect(await axeViolations(page), `axe on ${what}, ${theme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Records what a page reports: its uncaught errors, and the console's errors. */
function watch(page: Page, log: { pageErrors: string[]; console: string[] }) {
  page.on('pageerror', (error) => log.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') log.console.push(`${message.text()} ${message.location().url}`);
  });
  return page;
}

/** The first heading of the page's content under its title: the tune on screen, or "Done for today". */
const nowShowing = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent();

/** The grades' buttons as read (their accessible names), Again to Easy. */
async function gradeNames(page: Page): Promise<string[]> {
  const group = page.getByRole('group', { name: 'How did it go?' });
  await group.waitFor();
  return [...(await group.ariaSnapshot()).matchAll(/- button "([^"]+)"/g)].map((match) => match[1]!);
}

/** "in 3 days" of a grade's button, after its label. */
const intervalOf = (names: string[], label: string) =>
  names.find((name) => name.startsWith(`${label} — `))!.slice(label.length + 3);

/** What "Done for today" shows: the day's count and the week ahead, one line a day. */
async function doneView(page: Page) {
  await page.getByRole('heading', { name: 'Done for today', level: 2 }).waitFor();
  const coming = page.getByRole('region', { name: 'Coming up' });
  return {
    done: (await page.getByText(/ practised today/).textContent()) ?? '',
    coming: await coming.getByRole('listitem').allTextContents(),
    tunes: await page.getByRole('group', { name: 'How did it go?' }).count(),
  };
}

/** A song's page (its All Songs address) and what its Practice section says. */
async function songPractice(page: Page, songId: string) {
  await page.goto(`${site().server.url}/library/allsongs/${songId}`);
  const section = page.getByRole('region', { name: 'Practice' });
  await section.getByText(/^(Not practised yet|Practised |Counted )/i).waitFor();
  return {
    section,
    nextDue: (await section.locator('p > strong').count())
      ? await section.locator('p > strong').textContent()
      : '',
    summary: await section.getByText(/^(Not practised yet|Practised |counted )/).textContent(),
    history: await section.getByRole('list', { name: 'Practice history, newest first' }).count(),
  };
}

/** What a song page says of a card due `days` after `from`: "Due tomorrow", "Due in 3 days (Mon 30 Nov)". */
const dueWords = (days: number, due: number) =>
  days === 1 ? 'Due tomorrow' : `Due ${intervalText(days)} (${dayLabel(due)})`;

describe('practice', () => {
  it('grades today’s list, keeps it across a reload, syncs an offline grade, and counts a gig NEXT', async () => {
    const { server } = site();
    const email = uniqueEmail('practice');
    const musician = await apiMusician(site(), email, PASSWORD);
    // One at a time: each song is newer than the last, so today's new tunes are the first three.
    for (const tune of TUNES)
      await musician.write((library) =>
        addSongToSet(library, { setId: musician.firstSet, ...tune }, context),
      );
    await musician.write((library) => addSet(library, 'Warm-up', context));
    const seeded = await musician.storage.loadLibrary();
    const songId = (title: string) => Object.values(seeded.songs).find((song) => song.title === title)!.id;
    const warmUp = Object.values(seeded.sets).find((set) => set.name === 'Warm-up')!.id;
    await musician.write((library) =>
      addExistingSongToSet(library, { setId: warmUp, songId: songId('Autumn Leaves') }, context),
    );
    await musician.storage.auth.logOut();
    const records = (collection: string) => serverRecords(site(), email, collection);

    const log = { pageErrors: [] as string[], console: [] as string[] };
    const device: BrowserContext = await site().browser.newContext({
      viewport: { width: 375, height: 800 },
      timezoneId: TIME_ZONE,
    });
    const page = watch(await device.newPage(), log);
    await logIn(site(), page, email);
    await page.waitForURL(`${server.url}/`);

    // 1. Practice from the main menu: today's three new tunes, the oldest first, with its notes.
    await goByMenu(page, 'Practice');
    await page.waitForURL(`${server.url}/practice`);
    await page.getByRole('heading', { name: 'Practice', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Solar', level: 2 }).waitFor();
    await expect(page.title()).resolves.toBe('Practice · Tunedeck');
    await page.getByText('3 tunes, about 12 min').waitFor();
    await page.getByText('Start on the bridge, then the head twice').waitFor();
    const then = page.getByRole('region', { name: 'Then' }).getByRole('listitem');
    expect(await then.allTextContents()).toEqual([
      expect.stringMatching(/^Nardis.*First time$/),
      expect.stringMatching(/^Juju.*First time$/),
    ]);
    const first = await gradeNames(page);
    expect(first).toEqual([
      expect.stringMatching(/^Again — in \d+ (day|days|weeks?)$/),
      expect.stringMatching(/^Hard — in /),
      expect.stringMatching(/^Good — in /),
      expect.stringMatching(/^Easy — in /),
    ]);
    await axeBothThemes(page, 'a tune to practise');
    await shots(page, 'practice-tune');

    // Solar: "3" on the keyboard (Good).
    const solarGood = intervalOf(first, 'Good');
    await page.keyboard.press('3');
    await page.getByRole('heading', { name: 'Nardis', level: 2 }).waitFor();
    expect(await nowShowing(page)).toBe('Nardis');
    // Nardis: Again, clicked.
    expect(await gradeNames(page)).toContain('Again — in 1 day');
    await page.getByRole('button', { name: 'Again — in 1 day' }).click();
    await page.getByRole('heading', { name: 'Juju', level: 2 }).waitFor();
    // Juju: the timer, by Space, a moment; then "4" (Easy). Its seconds go with the grade.
    const juju = await gradeNames(page);
    const jujuEasy = intervalOf(juju, 'Easy');
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Stop Timer', pressed: true }).waitFor();
    await page.getByText(/^Timer: (?!0:00$)\d+:\d\d$/).waitFor();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Start Timer', pressed: false }).waitFor();
    await page.keyboard.press('4');

    // Done for today: the three tunes (two counted at their estimate, 4 min, one at its timer's few
    // seconds), and the week ahead with Nardis tomorrow.
    const done = await doneView(page);
    expect(done.done).toMatch(/^3 tunes practised today, \d+ min$/);
    expect(done.tunes).toBe(0);
    expect(done.coming).toHaveLength(7);
    expect(done.coming[0]).toMatch(/^Tomorrow\s*1 tune\s*Nardis$/);
    await axeBothThemes(page, 'done for today');
    await shots(page, 'practice-done');

    // The server holds the three cards and three reviews, each card due when its button said.
    const ids = { solar: songId('Solar'), nardis: songId('Nardis'), juju: songId('Juju') };
    await eventually(
      async () => (await records('cards')).length === 3 && (await records('reviews')).length === 3,
      'three cards and three reviews on the server',
    );
    const reviews = await records('reviews');
    const cards = await records('cards');
    const graded: Record<string, { grade: number; interval: string }> = {
      [ids.solar]: { grade: 3, interval: solarGood },
      [ids.nardis]: { grade: 1, interval: 'in 1 day' },
      [ids.juju]: { grade: 4, interval: jujuEasy },
    };
    const expectedDue: Record<string, string> = {};
    const daysTo: Record<string, number> = {};
    for (const [id, { grade, interval }] of Object.entries(graded)) {
      const review = reviews.find((r) => r.song === id)!;
      expect(review).toMatchObject({ grade, source: 'practice', level: 'new' });
      expect(review.seconds === 0).toBe(id !== ids.juju);
      const card = cards.find((c) => c.song === id)!;
      expect(card).toMatchObject({ id, reps: 1, last: review.reviewed });
      const days = dayOf(card.due as number) - dayOf(review.reviewed as number);
      expect(intervalText(days), `the card of ${review.title}`).toBe(interval);
      expectedDue[id] = dueWords(days, card.due as number);
      daysTo[id] = days;
    }
    // The minutes practised today: 4 for each tune without the timer, the timer's for Juju.
    const timed = (reviews.find((r) => r.song === ids.juju)!.seconds as number) / 60;
    const minutesToday = (untimed: number) => `${Math.round(untimed * 4 + timed)} min`;
    expect(done.done).toBe(`3 tunes practised today, ${minutesToday(2)}`);

    // Each song page says when it comes back, as its grade's button did.
    for (const id of Object.values(ids)) {
      const shown = await songPractice(page, id);
      expect(shown).toMatchObject({ nextDue: expectedDue[id], summary: 'Practised once', history: 1 });
    }
    expect(expectedDue[ids.nardis]).toBe('Due tomorrow');
    await page.goto(`${server.url}/library/allsongs/${ids.juju}`);
    const jujuSection = page.getByRole('region', { name: 'Practice' });
    await jujuSection.getByText('Practised once').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await sectionShots(page, jujuSection, 'song-practice-375');

    // A reload, then another page of the same device: the same day, the same week, the same dates.
    await page.goto(`${server.url}/practice`);
    await page.reload();
    expect(await doneView(page)).toEqual(done);
    const other = watch(await device.newPage(), log);
    await other.goto(`${server.url}/practice`);
    expect(await doneView(other)).toEqual(done);
    for (const id of Object.values(ids))
      expect((await songPractice(other, id)).nextDue, 'after a reload').toBe(expectedDue[id]);
    await other.close();
    expect(await records('cards')).toHaveLength(3);
    expect(await records('reviews')).toHaveLength(3);

    // The day after (this device's clock a day on, read only): Nardis is due, then three new tunes.
    const tomorrow = await site().browser.newContext({
      viewport: { width: 375, height: 800 },
      timezoneId: TIME_ZONE,
      storageState: await device.storageState(),
    });
    const nextDay = watch(await tomorrow.newPage(), log);
    await nextDay.clock.setFixedTime(Date.now() + DAY);
    await nextDay.goto(`${server.url}/practice`);
    await nextDay.getByRole('heading', { name: 'Nardis', level: 2 }).waitFor();
    await nextDay.getByText('Due today', { exact: true }).waitFor();
    expect(
      await nextDay.getByRole('region', { name: 'Then' }).getByRole('listitem').allTextContents(),
    ).toEqual([
      expect.stringMatching(/^Footprints.*First time$/),
      expect.stringMatching(/^Inner Urge.*First time$/),
      expect.stringMatching(/^Dolphin Dance.*First time$/),
    ]);
    await nextDay.getByText('4 tunes, about 16 min').waitFor();
    await tomorrow.close();

    // 2. Two tunes asked for on their song pages join today's list, due today.
    for (const title of ['Blue Bossa', 'Autumn Leaves']) {
      const { section, summary } = await songPractice(page, songId(title));
      expect(summary).toBe('Not practised yet');
      await section.getByRole('button', { name: 'Practise This Tune' }).click();
      await section.getByText('Due today', { exact: true }).waitFor();
    }
    await eventually(async () => (await records('cards')).length === 5, 'the two new cards on the server');
    await goByMenu(page, 'Practice');
    await page.getByRole('heading', { name: 'Blue Bossa', level: 2 }).waitFor();
    await page.getByText('2 tunes, about 8 min').waitFor();
    expect(await then.allTextContents()).toEqual([expect.stringMatching(/^Autumn Leaves.*Due today$/)]);

    // Offline: Blue Bossa graded Hard; the list moves on at once; nothing reaches the server yet.
    await device.setOffline(true);
    const bossaHard = intervalOf(await gradeNames(page), 'Hard');
    await page.keyboard.press('2');
    await page.getByRole('heading', { name: 'Autumn Leaves', level: 2 }).waitFor();
    await page.getByText(`4 tunes practised today, ${minutesToday(3)}`).waitFor();
    await page
      .getByRole('banner')
      .getByText(/^Offline · 1 waiting\. No network: 1 change kept on this device/)
      .waitFor();
    expect(await records('reviews')).toHaveLength(3);
    // Back online: the review and the card it moved reach the server.
    await device.setOffline(false);
    const bossa = songId('Blue Bossa');
    await eventually(
      async () => (await records('reviews')).some((review) => review.song === bossa),
      'the offline grade on the server',
    );
    const bossaReview = (await records('reviews')).find((review) => review.song === bossa)!;
    expect(bossaReview).toMatchObject({ grade: 2, source: 'practice', level: 'med', seconds: 0 });
    const bossaCard = (await records('cards')).find((card) => card.song === bossa)!;
    expect(bossaCard).toMatchObject({ reps: 1, last: bossaReview.reviewed });
    expect(bossaCard.state).not.toBe(0);
    expect(intervalText(dayOf(bossaCard.due as number) - dayOf(bossaReview.reviewed as number))).toBe(
      bossaHard,
    );
    await page.getByRole('banner').getByText('Saved', { exact: true }).waitFor();

    // 3. Autumn Leaves, due today, alone in the picker's set: NEXT counts it as practised Good. From
    // practice to the gig without a reload, as a musician goes (the scheduler is loaded by then).
    await goByMenu(page, 'Library');
    await page.getByRole('link', { name: 'Sets' }).click();
    await page.getByRole('link', { name: /^Warm-up/ }).click();
    await page.getByRole('heading', { name: 'Warm-up', level: 1 }).waitFor();
    await pageMenu(page, 'Set As PickerSet');
    await page.getByText('* Currently Selected in the Tunedeck').waitFor();
    await goByMenu(page, 'Picker');
    await page.waitForURL(`${server.url}/controller`);
    expect((await tuneOnScreen(page)).title).toBe('Autumn Leaves');
    await page.getByRole('button', { name: 'NEXT' }).click();
    const autumn = songId('Autumn Leaves');
    await eventually(
      async () => (await records('reviews')).some((review) => review.source === 'gig'),
      'a review of the NEXT on a tune due today (source "gig", the play’s id) on the server',
    );
    const plays = await records('plays');
    expect(plays).toHaveLength(1);
    const play = plays[0]!;
    expect(play).toMatchObject({ song: autumn });
    const gigReview = (await records('reviews')).find((review) => review.source === 'gig')!;
    expect(gigReview).toMatchObject({
      id: play.id,
      song: autumn,
      grade: 3,
      level: 'know',
      key: play.key,
      reviewed: play.played,
    });
    expect(await records('reviews')).toHaveLength(5);
    // The practice page no longer lists it today: done, with Autumn Leaves in the week ahead.
    await goByMenu(page, 'Practice');
    const after = await doneView(page);
    expect(after.done).toBe(`4 tunes practised today, ${minutesToday(3)}`);
    expect(after.coming.join(' | ')).toContain('Autumn Leaves');
    expect(await page.getByRole('heading', { name: 'Autumn Leaves' }).count()).toBe(0);
    // Its page: due as a first Good puts it (as Solar's), counted at one gig.
    const autumnPage = await songPractice(page, autumn);
    const goodDays = daysTo[ids.solar]!;
    expect(autumnPage).toMatchObject({
      nextDue: dueWords(goodDays, (play.played as number) + goodDays * DAY),
      summary: 'counted at 1 gig',
      history: 1,
    });
    await autumnPage.section.getByText('Good (played at a gig)').waitFor();

    expect(log.pageErrors).toEqual([]);
    // Besides the network's own failures while offline, no console error.
    expect(log.console.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error))).toEqual(
      [],
    );
    await device.close();
  }, 120_000);

  it('opens from the menu with the page before left on screen while its code comes, never a "Loading"', async () => {
    const { server } = site();
    const email = uniqueEmail('practice-slow');
    const musician = await apiMusician(site(), email, PASSWORD);
    await musician.write((library) =>
      addSongToSet(library, { setId: musician.firstSet, ...TUNES[0]! }, context),
    );
    await musician.storage.auth.logOut();
    // No service worker: the page's own requests are the ones held back below.
    const device = await site().browser.newContext({
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    const page = await device.newPage();
    await logIn(site(), page, email);
    await page.waitForURL(`${server.url}/`);
    const before = 'Welcome, Practice-Slow';
    await page.getByRole('heading', { name: before, level: 1 }).waitFor();

    // The practice page's code held back (a slow phone network) until released.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    await page.route(/\/assets\/practice-[^/]*\.js$/, async (route) => {
      asked += 1;
      await held;
      await route.continue();
    });
    await page.evaluate(`
      window.sawLoading = false;
      new MutationObserver(() => {
        if (document.querySelector('main .td-spinner, #root > .td-spinner')) window.sawLoading = true;
      }).observe(document.body, { childList: true, subtree: true });
    `);
    await goByMenu(page, 'Practice');
    await page.waitForURL(`${server.url}/practice`);
    await eventually(async () => asked > 0, 'the practice page’s code to be asked for');
    // Its code on the way, the page before stays as it was, whole.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(before);
    expect(await page.evaluate('window.sawLoading')).toBe(false);

    release();
    await page.getByRole('heading', { name: 'Practice', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Solar', level: 2 }).waitFor();
    expect(await page.evaluate('window.sawLoading')).toBe(false);
    // As after any page change: the new page's heading has the focus.
    await eventually(
      async () => (await page.evaluate('document.activeElement?.textContent')) === 'Practice',
      'the focus on the practice page’s heading',
    );
    await device.close();
  });
});
