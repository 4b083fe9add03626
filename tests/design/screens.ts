// The design review's pictures (issues 26 and 48): the real site, built as `npm start` serves it, with a
// musician holding 16 songs, a gig behind them, a chart and their set shared live, another with an
// 80-character title, one in the Quick Start, and a visitor (Welcome, a bandmate following the live set),
// drawn at six sizes, light and dark.
//
//   pnpm run screens [out-dir]      (default: node_modules/.cache/tunedeck-screens)
//   TUNEDECK_SCREENS_ONLY=home,song pnpm run screens     (those screens again; the others' pictures stay)
//
// Every picture goes to out-dir as <screen>-<size>-<theme>.png, and one contact sheet per screen (its
// pictures side by side, as JPEG) to out-dir/sheets: the sheets are what a review note links to. A
// screen that does not come as expected is still pictured, as it came, and named in the output.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  addSongToSet,
  bulkAddToWishList,
  type Change,
  type Id,
  INSTRUMENT_KEY,
  type Knowledge,
  type Library,
  recordPlay,
  type SongKey,
  saveTourProgress,
  setChart,
} from '@tunedeck/core';
import { chartOfBars } from '@tunedeck/core/testing';
import type { BrowserContext, Page } from 'playwright';
import { apiMusician, type RunningSite, sessionOf, startSite } from '../e2e/site.js';

const PASSWORD = 'design-pass-123';
const context = { random: Math.random, now: Date.now };

const SIZES = [
  { name: '320x568', width: 320, height: 568 },
  { name: '375x812', width: 375, height: 812 },
  { name: '812x375', width: 812, height: 375 },
  { name: '1024x768', width: 1024, height: 768 },
  { name: '1280x800', width: 1280, height: 800 },
  { name: '1440x900', width: 1440, height: 900 },
] as const;
const THEMES = ['light', 'dark'] as const;

/** Sixteen tunes a jazz musician would have: title, key, how well they know it. */
const TUNES: readonly (readonly [string, SongKey, Knowledge])[] = [
  ['Autumn Leaves', 'G', 'know'],
  ['Blue Bossa', 'C', 'know'],
  ['Solar', 'C', 'med'],
  ['Nardis', 'E', 'new'],
  ['All The Things You Are', 'A flat', 'med'],
  ['Stella By Starlight', 'B flat', 'new'],
  ['Footprints', 'random', 'know'],
  ['Body And Soul', 'D flat', 'new'],
  ['Giant Steps', 'B', 'new'],
  ['Misty', 'E flat', 'med'],
  ['Take The A Train', 'C', 'know'],
  ['Bye Bye Blackbird', 'F', 'know'],
  ['In A Sentimental Mood', 'D', 'med'],
  ['Someday My Prince Will Come', 'B flat', 'new'],
  ['There Will Never Be Another You', 'E flat', 'know'],
  ['Alone Together', 'F sharp', 'med'],
];

/** 80 characters: the longest title a musician is likely to type, and the picker's hardest case. */
const LONG_TITLE = 'The Night We Called It A Day (Slow Ballad Version From The Late Set At The Club)';

type Musician = Awaited<ReturnType<typeof apiMusician>>;

/** Writes what one of core's rules made of the musician's library. */
const write = (musician: Musician, rule: (library: Library) => { ok: boolean; change?: Change }) =>
  musician.write(rule);

/** A musician with the 16 tunes in their picker set, three of them played, and two tunes to learn. */
async function libraryMusician(site: RunningSite, email: string) {
  const made = await apiMusician(site, email, PASSWORD);
  for (const [title, key, knowledge] of TUNES) {
    await write(made, (library) =>
      addSongToSet(library, { setId: made.firstSet, title, key, knowledge }, context),
    );
  }
  await write(made, (library) => bulkAddToWishList(library, 'Inner Urge\nInfant Eyes', context));
  const library = await made.storage.loadLibrary();
  const byTitle = (title: string) => Object.values(library.songs).find((song) => song.title === title)!;
  for (const title of ['Autumn Leaves', 'Solar', 'Misty']) {
    const song = byTitle(title);
    const key = song.key === 'random' ? 'G' : song.key;
    await write(made, (now) =>
      recordPlay(now, { setId: made.firstSet, tune: { song: song.id, key } }, context),
    );
  }
  // Solar's chart, with what a chart draws: sections, a repeat with endings, a 3/4 bar, a coda.
  await write(made, (now) =>
    setChart(now, {
      songId: byTitle('Solar').id,
      key: 'C-',
      text: [
        '[A] { C-^7 | G-7 C7 | F^7 | F-7 Bb7 |',
        '| Eb^7 | Eb-7 Ab7 | Db^7 To Coda | N1 Dh7 G7b9 }',
        'N2 Dh7 | G7alt D.C. al Coda ||',
        '[Coda] 3/4 Db^7 | 4/4 Dh7 G7b9 | C-^7 Fermata |]',
      ].join('\n'),
    }),
  );
  return { ...made, songId: byTitle('Solar').id as Id };
}

/** A musician whose picker set holds one tune, with the 80-character title. */
async function longTitleMusician(site: RunningSite, email: string) {
  const made = await apiMusician(site, email, PASSWORD);
  await write(made, (library) =>
    addSongToSet(
      library,
      { setId: made.firstSet, title: LONG_TITLE, key: 'E flat', knowledge: 'new' },
      context,
    ),
  );
  return made;
}

/** A musician whose picker set holds one tune in E♭ with a chart of `bars` bars (written in C minor). */
async function chartMusician(site: RunningSite, email: string, title: string, bars: number) {
  const made = await apiMusician(site, email, PASSWORD);
  await write(made, (library) =>
    addSongToSet(library, { setId: made.firstSet, title, key: 'E flat', knowledge: 'med' }, context),
  );
  const song = Object.values((await made.storage.loadLibrary()).songs)[0]!;
  await write(made, (library) => setChart(library, { songId: song.id, key: 'C-', text: chartOfBars(bars) }));
  return made;
}

/** A musician at step 10 of the Quick Start (the key of the song being added to the tour's set). */
async function touringMusician(site: RunningSite, email: string) {
  const made = await apiMusician(site, email, PASSWORD);
  await write(made, (library) =>
    addSongToSet(library, { setId: made.firstSet, title: 'Autumn Leaves', key: 'G' }, context),
  );
  await write(made, () => saveTourProgress({ step: 10, setId: made.firstSet }));
  return made;
}

/**
 * Who looks: one of the three musicians (`live`: the library musician on the device that shared their
 * set live, which shows it in the picker's bar), or a visitor with no session (Welcome, a bandmate following). */
type Session = 'library' | 'live' | 'long' | 'touring' | 'visitor' | 'chart32' | 'chart100';

interface Ids {
  songId: Id;
  /** The chart musician's live share, followed. */
  chartLiveLink: string;
  /** The chart musician's set (Print Charts). */
  chartSetId: Id;
  /** The library musician's live link: their picker set is shared before the pictures are taken. */
  liveLink: string;
}

interface Screen {
  name: string;
  session: Session;
  /** Opens the screen on the page (already at the site's origin); throws when it is not as expected. */
  open: (page: Page, ids: Ids) => Promise<void>;
}

const EXPECTED_WITHIN = 8000;

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate('document.fonts.ready');
  await page.waitForTimeout(400);
};

const visit = (path: string, heading?: RegExp | string) => async (page: Page) => {
  await page.goto(path);
  if (heading) {
    await page
      .getByRole('heading', { level: 1, name: heading })
      .first()
      .waitFor({ timeout: EXPECTED_WITHIN });
  }
  await settle(page);
};

/** The picker, then its menu's Stage View: the whole screen, dark. */
const stage = async (page: Page) => {
  await visit('/controller')(page);
  await page.getByRole('main').getByRole('button', { name: 'Picker menu' }).click();
  await page.getByRole('button', { name: 'Stage View' }).click();
  await page.locator('.td-picker[data-stage]').waitFor({ timeout: EXPECTED_WITHIN });
  await settle(page);
};

/** A Quick Start step opened by its address, its callout on screen. */
const tourStep = (step: number) => async (page: Page) => {
  await page.goto(`/help/quickstart/${step}`);
  await page.getByText(`Step ${step} of 52`).first().waitFor({ timeout: EXPECTED_WITHIN });
  await settle(page);
};

const SCREENS: readonly Screen[] = [
  { name: 'picker-short', session: 'library', open: visit('/controller') },
  {
    // The tune drawn from the page's first read before the app's code runs (its main script held back).
    name: 'picker-early',
    session: 'library',
    open: async (page) => {
      await page.route(/\/assets\/shell-[^/]+\.js$/, (route) => route.abort());
      await page.goto('/controller');
      await page.locator('#root[data-frame] .td-picker__tune h1').waitFor({ timeout: EXPECTED_WITHIN });
      await settle(page);
    },
  },
  { name: 'picker-long', session: 'long', open: visit('/controller') },
  {
    // The set shared live: the bar holds the Live button too, and the set's name still shows.
    name: 'picker-live',
    session: 'live',
    open: async (page) => {
      await visit('/controller')(page);
      await page.getByRole('button', { name: 'Live: show the link' }).waitFor({ timeout: EXPECTED_WITHIN });
    },
  },
  { name: 'stage-short', session: 'library', open: stage },
  { name: 'stage-long', session: 'long', open: stage },
  {
    name: 'follow',
    session: 'visitor',
    open: async (page, { liveLink }) => {
      await page.goto(liveLink);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: EXPECTED_WITHIN });
      await settle(page);
    },
  },
  { name: 'welcome', session: 'visitor', open: visit('/welcome') },
  { name: 'practice', session: 'library', open: visit('/practice', 'Practice') },
  { name: 'home', session: 'library', open: visit('/') },
  { name: 'all-songs', session: 'library', open: visit('/library/allsongs', 'All Songs') },
  {
    name: 'song',
    session: 'library',
    open: async (page, { songId }) => visit(`/library/allsongs/${songId}`, 'Solar')(page),
  },
  {
    name: 'song-chart',
    session: 'library',
    open: async (page, { songId }) => {
      await visit(`/library/allsongs/${songId}`, 'Solar')(page);
      const chart = page.getByRole('region', { name: 'Chart', exact: true });
      await chart.getByRole('region', { name: /^Chart of Solar/ }).waitFor({ timeout: EXPECTED_WITHIN });
      await chart.evaluate((element) => element.scrollIntoView());
      await settle(page);
    },
  },
  {
    name: 'song-chart-editor',
    session: 'library',
    open: async (page, { songId }) => {
      await visit(`/library/allsongs/${songId}`, 'Solar')(page);
      const chart = page.getByRole('region', { name: 'Chart', exact: true });
      await chart.getByRole('button', { name: 'Edit Chart' }).click();
      const text = chart.getByRole('textbox', { name: 'Chart' });
      await text.fill(`${await text.inputValue()}\n| H7 |`);
      await chart.getByText(/is not a chord$/).waitFor({ timeout: EXPECTED_WITHIN });
      await chart.evaluate((element) => element.scrollIntoView());
      await settle(page);
    },
  },
  { name: 'history', session: 'library', open: visit('/library/history', 'History') },
  { name: 'import', session: 'library', open: visit('/library/import', 'Import') },
  { name: 'settings', session: 'library', open: visit('/settings', 'Settings') },
  {
    name: 'dialog-edit-song-key',
    session: 'library',
    open: async (page) => {
      await visit('/controller')(page);
      await page.getByRole('main').getByRole('button', { name: 'Picker menu' }).click();
      await page.getByRole('button', { name: 'Edit Song Key' }).click();
      await page.getByRole('dialog').waitFor({ timeout: EXPECTED_WITHIN });
      await settle(page);
    },
  },
  {
    // The leader playing a B♭ instrument: each key written for it, the band's key beneath.
    name: 'picker-b-flat',
    session: 'library',
    open: async (page) => {
      await page.addInitScript(`localStorage.setItem(${JSON.stringify(INSTRUMENT_KEY)}, 'b-flat')`);
      await visit('/controller')(page);
      await page.getByText(/^Concert/).waitFor({ timeout: EXPECTED_WITHIN });
    },
  },
  {
    name: 'dialog-share-live',
    session: 'library',
    open: async (page) => {
      await visit('/controller')(page);
      await page.getByRole('main').getByRole('button', { name: 'Picker menu' }).click();
      await page.getByRole('button', { name: 'Share Live' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share Live' });
      await dialog
        .getByRole('img', { name: 'QR code of the live link' })
        .waitFor({ timeout: EXPECTED_WITHIN });
      await settle(page);
    },
  },
  {
    // The called tune's chart, in its key: beside the card where there is room, one tap away on a phone.
    name: 'picker-chart',
    session: 'chart32',
    open: async (page) => {
      await visit('/controller')(page);
      const toggle = page.getByRole('button', { name: 'Chart', exact: true });
      if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false')
        await toggle.click();
      await page.getByRole('region', { name: /^Chart of / }).waitFor({ timeout: EXPECTED_WITHIN });
      await settle(page);
    },
  },
  {
    name: 'stage-chart',
    session: 'chart32',
    open: async (page) => {
      await stage(page);
      await page.getByRole('region', { name: /^Chart of / }).waitFor({ timeout: EXPECTED_WITHIN });
      await settle(page);
    },
  },
  {
    name: 'stage-chart-paged',
    session: 'chart100',
    open: async (page) => {
      await stage(page);
      await page.getByRole('region', { name: /^Chart of / }).waitFor({ timeout: EXPECTED_WITHIN });
      await settle(page);
    },
  },
  {
    // A B♭ player following the chart musician's share: the chart in their key.
    name: 'follow-chart',
    session: 'visitor',
    open: async (page, { chartLiveLink }) => {
      await page.addInitScript(`localStorage.setItem(${JSON.stringify(INSTRUMENT_KEY)}, 'b-flat')`);
      await page.goto(chartLiveLink);
      await page.getByRole('region', { name: /^Chart of / }).waitFor({ timeout: EXPECTED_WITHIN });
      await settle(page);
    },
  },
  {
    // Print Charts as the page prints: print media, one chart a page.
    name: 'print-charts',
    session: 'chart32',
    open: async (page, { chartSetId }) => {
      await visit(`/library/sets/${chartSetId}/print`, 'Print Charts')(page);
      await page.getByRole('region', { name: /^Chart of / }).waitFor({ timeout: EXPECTED_WITHIN });
      await page.emulateMedia({ media: 'print' });
      await settle(page);
    },
  },
  { name: 'tour-step-1', session: 'touring', open: tourStep(1) },
  { name: 'tour-step-10', session: 'touring', open: tourStep(10) },
  { name: 'tour-step-11', session: 'touring', open: tourStep(11) },
];

/**
 * Shares the library musician's picker set live, as they would from the picker's menu: the link, and the
 * session of the device that shared it.
 */
async function shareLive(site: RunningSite, session: Awaited<ReturnType<typeof sessionOf>>) {
  const browserContext = await site.browser.newContext({ baseURL: site.server.url, storageState: session });
  try {
    const page = await browserContext.newPage();
    await visit('/controller')(page);
    await page.getByRole('main').getByRole('button', { name: 'Picker menu' }).click();
    await page.getByRole('button', { name: 'Share Live' }).click();
    const link = page.getByRole('dialog', { name: 'Share Live' }).getByRole('textbox', { name: 'Link' });
    await link.waitFor({ timeout: EXPECTED_WITHIN });
    for (let waited = 0; !/\/live\/[0-9a-f]{32}$/.test(await link.inputValue()); waited += 100) {
      if (waited > EXPECTED_WITHIN) throw new Error('Share Live gave no link');
      await page.waitForTimeout(100);
    }
    return { link: await link.inputValue(), session: await browserContext.storageState() };
  } finally {
    await browserContext.close();
  }
}

async function shoot(
  site: RunningSite,
  sessions: Record<Session, Awaited<ReturnType<typeof sessionOf>> | undefined>,
  ids: Ids,
  out: string,
) {
  const only = process.env.TUNEDECK_SCREENS_ONLY?.split(',');
  for (const screen of SCREENS) {
    if (only && !only.includes(screen.name)) continue;
    for (const theme of THEMES) {
      for (const size of SIZES) {
        const browserContext: BrowserContext = await site.browser.newContext({
          baseURL: site.server.url,
          storageState: sessions[screen.session],
          viewport: { width: size.width, height: size.height },
          colorScheme: theme,
          serviceWorkers: 'block',
        });
        const page = await browserContext.newPage();
        let came = '';
        try {
          await screen.open(page, ids);
        } catch (error) {
          came = ` NOT AS EXPECTED: ${(error as Error).message.split('\n')[0]}`;
        }
        await page.screenshot({ path: join(out, `${screen.name}-${size.name}-${theme}.png`) });
        console.log(`  ${screen.name} ${size.name} ${theme}${came}`);
        await browserContext.close();
      }
    }
  }
}

/** One JPEG per screen with its pictures at their real size, light above dark, labelled. */
async function contactSheets(site: RunningSite, out: string) {
  const sheets = join(out, 'sheets');
  mkdirSync(sheets, { recursive: true });
  const browserContext = await site.browser.newContext({ viewport: { width: 4400, height: 1000 } });
  const page = await browserContext.newPage();
  for (const screen of SCREENS) {
    const cells = THEMES.flatMap((theme) =>
      SIZES.map((size) => ({ label: `${size.name} ${theme}`, theme, size })),
    )
      .map(({ label, theme, size }) => {
        const file = join(out, `${screen.name}-${size.name}-${theme}.png`);
        if (!existsSync(file)) return `<figure><figcaption>${label}: not taken</figcaption></figure>`;
        const data = readFileSync(file).toString('base64');
        return `<figure><img src="data:image/png;base64,${data}"><figcaption>${label}</figcaption></figure>`;
      })
      .join('');
    await page.setContent(
      `<style>body{margin:0;padding:16px;background:#888;font:16px sans-serif;display:grid;grid-template-columns:repeat(5,max-content);gap:16px;align-items:start}figure{margin:0}img{display:block;box-shadow:0 0 0 1px #000}figcaption{padding-top:4px;color:#fff}</style><h1 style="grid-column:1/-1;margin:0;color:#fff">${screen.name}</h1>${cells}`,
    );
    await page.screenshot({
      path: join(sheets, `${screen.name}.jpg`),
      type: 'jpeg',
      quality: 70,
      fullPage: true,
    });
  }
  await browserContext.close();
  return sheets;
}

async function main() {
  const out = resolve(process.argv[2] ?? 'node_modules/.cache/tunedeck-screens');
  mkdirSync(out, { recursive: true });
  console.log('Building the site and starting PocketBase…');
  const site = await startSite();
  try {
    const stamp = Date.now().toString(36);
    const library = await libraryMusician(site, `design-${stamp}@example.com`);
    const long = await longTitleMusician(site, `design-long-${stamp}@example.com`);
    const touring = await touringMusician(site, `design-tour-${stamp}@example.com`);
    const chart32 = await chartMusician(site, `design-chart-${stamp}@example.com`, 'Blue In Green', 32);
    const chart100 = await chartMusician(site, `design-chart-long-${stamp}@example.com`, 'Stella', 100);
    const sessions = {
      library: await sessionOf(site, library.email, PASSWORD),
      long: await sessionOf(site, long.email, PASSWORD),
      touring: await sessionOf(site, touring.email, PASSWORD),
      chart32: await sessionOf(site, chart32.email, PASSWORD),
      chart100: await sessionOf(site, chart100.email, PASSWORD),
    };
    for (const musician of [library, long, touring, chart32, chart100]) await musician.storage.auth.logOut();
    const live = await shareLive(site, sessions.library);
    const chartLive = await shareLive(site, sessions.chart32);
    await shoot(
      site,
      { ...sessions, live: live.session, visitor: undefined },
      {
        songId: library.songId,
        liveLink: live.link,
        chartLiveLink: chartLive.link,
        chartSetId: chart32.firstSet as Id,
      },
      out,
    );
    const sheets = await contactSheets(site, out);
    writeFileSync(join(out, 'README.txt'), `Taken ${new Date().toISOString()}; sheets in ${sheets}\n`);
    console.log(`Pictures in ${out}; contact sheets in ${sheets}`);
  } finally {
    await site.stop();
  }
}

await main();
