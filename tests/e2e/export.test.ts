// Your Data in Settings: the library as CSV, as an iReal Pro page and as a full backup, downloaded from the
// real site and read back by core (the CSV and the iReal Pro page as the import reads them, the backup as a
// restore reads it); a chart goes along in the iReal Pro page and the backup.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bulkAddToSet, editSongNotes, setChart } from '@tunedeck/core';
import { readBackup, readCsv, readIReal } from '@tunedeck/core/import';
import { describe, expect, it } from 'vitest';
import {
  apiMusician,
  axeViolations,
  goByMenu,
  logIn,
  PASSWORD,
  pageMenu,
  serverRecords,
  uniqueEmail,
  withSite,
} from './support.js';

const site = withSite();
const context = { random: Math.random, now: Date.now };
/** Pictures to look at (not compared). */
const SHOTS = join(process.cwd(), 'node_modules/.cache/export-screenshots');
mkdirSync(SHOTS, { recursive: true });

describe('Your Data', () => {
  it('downloads the library as CSV, for iReal Pro and as a full backup, each readable back', async () => {
    const { server } = site();
    const email = uniqueEmail('export');
    const musician = await apiMusician(site(), email, PASSWORD);
    await musician.write((library) =>
      bulkAddToSet(library, musician.firstSet!, 'Solar\nCherokee, up\nNardis', context),
    );
    await musician.write((library) =>
      editSongNotes(library, {
        songId: Object.values(library.songs).find((song) => song.title === 'Cherokee, up')!.id,
        notes: 'Intro: 8 bars, then "head"',
      }),
    );
    const NARDIS = '[A] E-^7 | F^7 | E-^7 | F^7 |';
    await musician.write((library) =>
      setChart(library, {
        songId: Object.values(library.songs).find((song) => song.title === 'Nardis')!.id,
        key: 'E-',
        text: NARDIS,
      }),
    );
    const { page, errors } = await site().device({ width: 375 });
    await logIn(site(), page, email);
    await page.waitForURL(`${server.url}/`);
    await goByMenu(page, 'Settings');
    await page.getByRole('heading', { name: 'Your Data' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const [csvFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(csvFile.suggestedFilename()).toMatch(/^tunedeck-library-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readCsv(readFileSync((await csvFile.path())!, 'utf8'));
    expect(csv.problems).toEqual([]);
    expect(csv.rows.map((row) => [row.title, row.notes, row.sets])).toEqual([
      ['Cherokee, up', 'Intro: 8 bars, then "head"', ['First set']],
      ['Nardis', '', ['First set']],
      ['Solar', '', ['First set']],
    ]);

    const [iRealFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download for iReal Pro' }).click(),
    ]);
    expect(iRealFile.suggestedFilename()).toMatch(/^tunedeck-ireal-\d{4}-\d{2}-\d{2}\.html$/);
    const iReal = readIReal(readFileSync((await iRealFile.path())!, 'utf8'));
    expect(iReal.problems).toEqual([]);
    const all = iReal.playlists[0]!.tunes;
    expect(all.map((tune) => tune.title).sort()).toEqual(['Cherokee, up', 'Nardis', 'Solar']);
    expect(all.find((tune) => tune.title === 'Nardis')!.chart).toEqual({ key: 'E-', text: NARDIS });

    const [backupFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Backup' }).click(),
    ]);
    expect(backupFile.suggestedFilename()).toMatch(/^tunedeck-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const backup = readBackup(readFileSync((await backupFile.path())!, 'utf8'), Date.now());
    if (!backup.ok) throw new Error(backup.message);
    expect(backup.backup.library.songs.map((song) => song.title).sort()).toEqual([
      'Cherokee, up',
      'Nardis',
      'Solar',
    ]);
    expect(errors).toEqual([]);

    // The backup restored through the Import screen into a new, empty account: the same songs and notes.
    const second = uniqueEmail('restore');
    await apiMusician(site(), second, PASSWORD);
    const laptop = await site().device({ width: 1280 });
    await logIn(site(), laptop.page, second);
    await laptop.page.waitForURL(`${server.url}/`);
    await laptop.page.goto(`${server.url}/settings`);
    await laptop.page.getByRole('link', { name: 'Import' }).click();
    await laptop.page.getByLabel('Choose a File').setInputFiles((await backupFile.path())!);
    await laptop.page.getByText(/^3 songs, 1 set and 0 tunes you want to learn, saved on /).waitFor();
    expect(await axeViolations(laptop.page)).toEqual([]);
    await laptop.page.getByRole('button', { name: 'Restore Backup' }).click();
    await laptop.page.getByRole('heading', { name: 'Restored' }).waitFor();
    const restored = await serverRecords(site(), second, 'songs');
    expect(restored.map((song) => [song.title, song.notes]).sort()).toEqual([
      ['Cherokee, up', 'Intro: 8 bars, then "head"'],
      ['Nardis', ''],
      ['Solar', ''],
    ]);
    const charts = await serverRecords(site(), second, 'charts');
    expect(
      charts.map((chart) => [restored.find((song) => song.id === chart.song)?.title, chart.text]),
    ).toEqual([['Nardis', NARDIS]]);
    // Into an account that holds songs now, a backup is refused with the reason, before anything is written.
    await laptop.page.getByRole('button', { name: 'Import More' }).click();
    await laptop.page.getByLabel('Choose a File').setInputFiles((await backupFile.path())!);
    await laptop.page.getByRole('alert').filter({ hasText: 'restored into an empty account' }).waitFor();
    expect(await laptop.page.getByRole('button', { name: 'Restore Backup' }).count()).toBe(0);
    expect(laptop.errors).toEqual([]);
  });

  it('prints a set as a setlist: every song with its key and knowledge, nothing else on the page', async () => {
    const { server } = site();
    const email = uniqueEmail('print');
    const musician = await apiMusician(site(), email, PASSWORD);
    const titles = Array.from({ length: 60 }, (_, i) => `Standard ${String(i + 1).padStart(2, '0')}`);
    await musician.write((library) => bulkAddToSet(library, musician.firstSet!, titles.join('\n'), context));
    const { page, errors } = await site().device({ width: 1280 });
    // The browser's print dialog is counted instead of opened.
    await page.addInitScript({
      content: 'window.print = () => { window.printed = (window.printed ?? 0) + 1; };',
    });
    await logIn(site(), page, email);
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/library/sets/${musician.firstSet}`);
    await page.getByRole('heading', { name: 'First set' }).waitFor();
    await pageMenu(page, 'Print Setlist');
    await expect.poll(() => page.evaluate('window.printed')).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const setlist = page.locator('.td-print-setlist');
    await expect(setlist.locator('li').count()).resolves.toBe(60);
    await expect(setlist.locator('li').first().textContent()).resolves.toBe('Standard 01RandomKnow');
    await expect(setlist.isVisible()).resolves.toBe(true);
    // Nothing of the screen goes on paper, and no blank pages after the list.
    await expect(page.getByRole('main').isVisible()).resolves.toBe(false);
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(false);
    await page.screenshot({ path: join(SHOTS, 'print-setlist.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate("window.dispatchEvent(new Event('afterprint'))");
    await expect(setlist.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
