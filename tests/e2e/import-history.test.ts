// Bringing a repertoire in through the Import screen (an iReal Pro HTML export, then a spreadsheet),
// playing a gig of ten NEXTs from the imported set, and finding that gig on the History screen and on
// the song pages: real Chromium, the real site and PocketBase.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apiMusician,
  axeViolations,
  eventually,
  goByMenu,
  logIn,
  PASSWORD,
  pageMenu,
  serverRecords,
  tuneOnScreen,
  uniqueEmail,
  withSite,
} from './support.js';

const site = withSite();
/** Pictures to look at (not compared). */
const SHOTS = join(process.cwd(), 'node_modules/.cache/import-screenshots');
mkdirSync(SHOTS, { recursive: true });

/** Sorting title, composer (last name first), style and iReal key, as iReal Pro writes a chart. */
const CHARTS = [
  ['Autumn Leaves', 'Kosma Joseph', 'Medium Swing', 'G-'],
  ['Blue Bossa', 'Dorham Kenny', 'Bossa Nova', 'C-'],
  ['Days Of Wine And Roses, The', 'Mancini Henry', 'Medium Swing', 'F'],
  ['Stella By Starlight', 'Young Victor', 'Medium Swing', 'Bb'],
  ['Solar', 'Davis Miles', 'Medium Swing', 'C-'],
  ['Footprints', 'Shorter Wayne', 'Waltz', 'C-'],
  ['Águas De Março', 'Jobim Antonio-Carlos', 'Bossa Nova', 'D'],
  ['Nardis', 'Davis Miles', 'Medium Swing', 'E-'],
  ['Moment’s Notice', 'Coltrane John', 'Medium Up Swing', 'Eb'],
  ['Inner Urge', 'Henderson Joe', 'Up Tempo Swing', 'F#-'],
  ['Sweet & Lovely', 'Arnheim Gus', 'Ballad', 'F-'],
  ['Giant Steps', 'Coltrane John', 'Up Tempo Swing', 'B'],
] as const;

/** The page iReal Pro exports for a playlist: one link holding every chart, percent-encoded. */
function iRealExport(playlist: string): string {
  const charts = CHARTS.map(
    ([title, composer, style, key]) =>
      `${title}=${composer}==${style}=${key}==1r34LbKcu7[T44C^7XyQ|A-7XyQ|D-7XyQ|G7XyQZ=Jazz-Medium Swing=140=3`,
  );
  const link = `irealb://${encodeURIComponent([...charts, playlist].join('==='))}`;
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>iReal Pro</title></head><body>
<h3>${playlist}</h3><a href="${link}">${playlist}</a> (${CHARTS.length} songs)<br/>
<p>Made with iReal Pro</p></body></html>`;
}

const CSV = [
  'title,key,knowledge,notes,sets',
  'Solar,D,know,"Start on the bridge, then head",Jazz Standards',
  '"Cherokee (Indian Love Song), up",B flat,new,"Intro: 8 bars,',
  'then ""head"" x2",Jazz Standards; Practice',
  ',C,new,,',
].join('\r\n');

describe('import, then a gig, then its history', () => {
  it('imports an iReal Pro export and a CSV through the screen, plays ten NEXTs, and shows them in History', async () => {
    const { server } = site();
    const email = uniqueEmail('importer');
    await apiMusician(site(), email, PASSWORD);
    const { page, errors } = await site().device({ width: 375 });
    await logIn(site(), page, email);
    await page.waitForURL(`${server.url}/`);

    // Library › Import: the iReal Pro export.
    await goByMenu(page, 'Library');
    await page.getByRole('link', { name: 'Import' }).click();
    await page.waitForURL(`${server.url}/library/import`);
    await page.getByLabel('Choose a File').setInputFiles({
      name: 'Jazz Standards.html',
      mimeType: 'text/html',
      buffer: Buffer.from(iRealExport('Jazz Standards')),
    });
    const heading = page.getByRole('heading', { name: /12 tunes from iReal Pro playlists/ });
    await heading.waitFor();
    // The step's heading takes the focus the file button had (a string: e2e code has no DOM types).
    await expect.poll(() => page.evaluate('document.activeElement?.textContent')).toMatch(/^12 tunes/);
    await page.getByText('12 new songs to add').click();
    const added = page.getByRole('list', { name: '12 new songs to add' });
    expect(await added.getByRole('listitem').allTextContents()).toEqual([
      'Autumn Leaves',
      'Blue Bossa',
      'The Days Of Wine And Roses',
      'Stella By Starlight',
      'Solar',
      'Footprints',
      'Águas De Março',
      'Nardis',
      'Moment’s Notice',
      'Inner Urge',
      'Sweet & Lovely',
      'Giant Steps',
    ]);
    await expect
      .poll(() => page.getByRole('list', { name: '1 new set' }).textContent())
      .toBe('Jazz Standards');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'ireal-preview-375.png'), fullPage: true });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { name: 'Imported' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'added' }).textContent()).toBe(
      '12 songs added, 0 songs updated, 1 set made.',
    );
    const songs = await serverRecords(site(), email, 'songs');
    expect(songs).toHaveLength(12);
    expect(songs.find((song) => song.title === 'Inner Urge')).toMatchObject({
      key: 'F sharp',
      composer: 'Joe Henderson',
      style: 'Up Tempo Swing',
    });

    // Then a spreadsheet: one tune known already (updated when ticked), one new, one row without a title.
    await page.getByRole('button', { name: 'Import More' }).click();
    await page.getByLabel('Choose a File').setInputFiles({
      name: 'repertoire.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await page.getByRole('heading', { name: /2 tunes from a spreadsheet \(CSV\)/ }).waitFor();
    await page.getByText('1 row left out: they break a rule').waitFor();
    expect(await page.getByRole('list', { name: '1 row left out: they break a rule' }).textContent()).toBe(
      'Row 3: (no title): Title Field Required',
    );
    await page.getByRole('checkbox', { name: /Update the songs I already have/ }).check();
    await page.getByText('1 song already in your library, updated from the file').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'csv-preview-375.png'), fullPage: true });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { name: 'Imported' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'added' }).textContent()).toBe(
      '1 song added, 1 song updated, 1 set made.',
    );
    const after = await serverRecords(site(), email, 'songs');
    expect(after.find((song) => song.title === 'Solar')).toMatchObject({
      key: 'D',
      knowledge: 'know',
      notes: 'Start on the bridge, then head',
      composer: 'Miles Davis',
    });
    expect(after.find((song) => song.title === 'Cherokee (Indian Love Song), up')).toMatchObject({
      notes: 'Intro: 8 bars,\r\nthen "head" x2',
    });

    // The set appears with its 13 songs; it goes to the picker.
    await goByMenu(page, 'Library');
    await page.getByRole('link', { name: 'Sets' }).click();
    await page.getByRole('link', { name: 'Jazz Standards' }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Songs of Jazz Standards' }).getByRole('listitem').count())
      .toBe(13);
    await pageMenu(page, 'Set As PickerSet');
    await page.getByText('* Currently Selected in the Tunedeck').waitFor();

    // A gig of ten NEXTs: each records the tune that was on screen, in the key shown.
    await goByMenu(page, 'Picker');
    await page.waitForURL(`${server.url}/controller`);
    await page.locator('.td-picker__tune').waitFor();
    await pageMenu(page, 'Start New Gig');
    const played: Array<{ title: string; key: string }> = [];
    for (let i = 0; i < 10; i += 1) {
      const tune = await tuneOnScreen(page);
      played.push({ title: tune.title, key: tune.key.replace(/^Key: /, '') });
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect.poll(async () => (await tuneOnScreen(page)).title, { timeout: 5000 }).not.toBe(tune.title);
    }
    await eventually(
      async () => (await serverRecords(site(), email, 'plays')).length === 10,
      'the ten tunes on the server',
    );
    expect(await serverRecords(site(), email, 'gigs')).toHaveLength(1);

    // History: the gig, open, with the ten tunes in order and their keys.
    await goByMenu(page, 'Library');
    await page.getByRole('link', { name: 'History' }).click();
    await page.waitForURL(`${server.url}/library/history`);
    const gig = page.locator('.td-gig').first();
    await expect.poll(() => gig.locator('.td-gig__set').textContent()).toBe('Jazz Standards');
    expect(await gig.locator('.td-gig__count').textContent()).toBe('10 tunes');
    const rows = gig.locator('.td-gig__play');
    const shown = await rows.evaluateAll((items) =>
      items.map((item) => ({
        title: item.querySelector('.td-gig__title')?.textContent ?? '',
        key: item.querySelector('.td-gig__key')?.textContent ?? '',
      })),
    );
    expect(shown.map((row) => row.title)).toEqual(played.map((tune) => tune.title));
    expect(shown.map((row) => row.key.replace('♭', ' flat').replace('♯', ' sharp'))).toEqual(
      played.map((tune) => tune.key),
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'history-375.png'), fullPage: true });

    // The first tune's page: played once, in the key shown.
    await gig.getByRole('link', { name: played[0]!.title }).click();
    const section = page.getByRole('region', { name: 'Played At Gigs' });
    await expect.poll(() => section.textContent()).toMatch(/Once, last today/);
    expect(await section.getByRole('list', { name: 'Keys played in' }).textContent()).toMatch(/×1$/);
    expect(await axeViolations(page)).toEqual([]);

    // All Songs: the songs never played yet.
    await goByMenu(page, 'Library');
    await page.getByRole('link', { name: 'All Songs' }).click();
    await page.getByRole('combobox', { name: 'Played' }).selectOption('never');
    await expect
      .poll(() => page.getByRole('list', { name: 'All songs' }).getByRole('listitem').count())
      .toBe(13 - new Set(played.map((tune) => tune.title)).size);
    expect(await page.getByRole('list', { name: 'All songs' }).textContent()).toContain('Never played');

    // The same at 1280 px, to look at.
    const desktop = await site().device({ width: 1280 });
    await logIn(site(), desktop.page, email);
    await desktop.page.waitForURL(`${server.url}/`);
    await desktop.page.goto(`${server.url}/library/history`);
    await desktop.page.locator('.td-gig__play').first().waitFor();
    await desktop.page.screenshot({ path: join(SHOTS, 'history-1280.png'), fullPage: true });
    expect(errors).toEqual([]);
    expect(desktop.errors).toEqual([]);
  });
});
