// Your Data in Settings: the library as CSV and a full backup, downloaded from the real site and read
// back by core (the CSV as the import reads it, the backup as a restore reads it).
import { readFileSync } from 'node:fs';
import { bulkAddToSet, editSongNotes } from '@tunedeck/core';
import { readBackup, readCsv } from '@tunedeck/core/import';
import { describe, expect, it } from 'vitest';
import { apiMusician, axeViolations, goByMenu, logIn, PASSWORD, uniqueEmail, withSite } from './support.js';

const site = withSite();
const context = { random: Math.random, now: Date.now };

describe('Your Data', () => {
  it('downloads the library as CSV and a full backup, both readable back', async () => {
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

    const [backupFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Backup' }).click(),
    ]);
    expect(backupFile.suggestedFilename()).toMatch(/^tunedeck-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const backup = readBackup(readFileSync((await backupFile.path())!, 'utf8'));
    if (!backup.ok) throw new Error(backup.message);
    expect(backup.backup.library.songs.map((song) => song.title).sort()).toEqual([
      'Cherokee, up',
      'Nardis',
      'Solar',
    ]);
    expect(errors).toEqual([]);
  });
});
