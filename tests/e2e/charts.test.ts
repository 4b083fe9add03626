// Charts on the song page, as a musician meets them: a real public iReal Pro playlist (Blues 50, the iReal
// Pro forum's) imported through the Import screen keeps every chart; a song's chart is shown in its key,
// moved through the twelve keys and to a B♭ instrument, edited as text (a mistake named by its bar, then
// fixed), and still there after a reload with no network. Real Chromium, the real site and PocketBase.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { PLAYABLE_KEYS } from '@tunedeck/core';
import { chordSpoken, type ShownChart, shownChart } from '@tunedeck/core/chart';
import { describe, expect, it } from 'vitest';
import {
  apiMusician,
  axeViolations,
  eventually,
  goByMenu,
  logIn,
  PASSWORD,
  serverRecords,
  uniqueEmail,
  withSite,
} from './support.js';

const site = withSite();

const BLUES = gunzipSync(
  readFileSync(new URL('../../packages/core/test/playlists/blues50.txt.gz', import.meta.url)),
)
  .toString()
  .trim();

/** The page iReal Pro exports for a playlist: its link, as the forum shares it. */
const exportPage = (link: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>iReal Pro</title></head><body>
<h3>Blues 50</h3><a href="${link}">Blues 50</a><br/><p>Made with iReal Pro</p></body></html>`;

/** What a screen reader hears of the first bar: "bar 1: …, E". */
const firstChord = (shown: ShownChart) => {
  const slot = shown.chart.bars[0]!.slots.find((place) => place.kind === 'chord');
  return slot?.kind === 'chord' ? chordSpoken(slot.chord) : '';
};

describe('charts', () => {
  it('imports a real iReal Pro playlist with its charts, shows one in every key and for a B♭ player, edits it, and keeps it offline', async () => {
    const { server } = site();
    const email = uniqueEmail('charts');
    await apiMusician(site(), email, PASSWORD);
    const { page, context, errors } = await site().device({ width: 375 });
    await logIn(site(), page, email);
    await page.waitForURL(`${server.url}/`);

    // Library › Import: the playlist, 54 songs, every one with its chart.
    await goByMenu(page, 'Library');
    await page.getByRole('link', { name: 'Import' }).click();
    await page.getByLabel('Choose a File').setInputFiles({
      name: 'Blues 50.html',
      mimeType: 'text/html',
      buffer: Buffer.from(exportPage(BLUES)),
    });
    await page.getByRole('heading', { name: /54 tunes from iReal Pro playlists/ }).waitFor();
    await page.getByText('54 with a chart').waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { name: 'Imported' }).waitFor();
    const charts = await serverRecords(site(), email, 'charts');
    expect(charts).toHaveLength(54);
    const songs = await serverRecords(site(), email, 'songs');
    const song = songs.find((record) => record.title === 'Crazy Blues')!;
    const stored = charts.find((record) => record.song === song.id)!;
    expect(stored.key).toBe('E');

    // The song page: the chart in the tune's key (E), bar by bar for a screen reader.
    await page.goto(`${server.url}/library/allsongs/${song.id}`);
    const section = page.getByRole('region', { name: 'Chart', exact: true });
    const keys = section.getByRole('combobox', { name: 'Chart key' });
    await expect.poll(() => keys.inputValue()).toBe('E');
    const bars = section.getByRole('region', { name: /^Chart of Crazy Blues in / }).getByRole('listitem');
    /** What a screen reader hears of a bar (the drawing beside it is hidden from it). */
    const heard = (index: number) => bars.nth(index).locator('.td-visually-hidden').textContent();
    await expect.poll(() => bars.count()).toBe(56);
    expect(await heard(0)).toMatch(/^bar 1: Section A, .*\bE$/);
    expect(await axeViolations(page)).toEqual([]);

    // Through the twelve keys: the first bar's chord and the key's name follow each one.
    for (const key of PLAYABLE_KEYS) {
      await keys.selectOption(key);
      const shown = shownChart(stored as { key: string; text: string }, { concert: key })!;
      await expect.poll(() => section.locator('.td-song-chart__key').textContent()).toBe(shown.label);
      await expect.poll(() => heard(0)).toMatch(new RegExp(`${firstChord(shown)}$`));
    }

    // A B♭ player: concert G reads as A major.
    await keys.selectOption('G');
    await section.getByRole('combobox', { name: 'Instrument' }).selectOption('b-flat');
    await expect
      .poll(() => section.locator('.td-song-chart__key').textContent())
      .toBe('A major for B\u266d instrument (concert G major)');
    await expect.poll(() => heard(0)).toMatch(/\bA$/);
    expect(await axeViolations(page)).toEqual([]);

    // Edited as text: a bar with a mistake is named, Save waits; fixed, it is saved.
    await section.getByRole('button', { name: 'Edit Chart' }).click();
    const text = section.getByRole('textbox', { name: 'Chart' });
    const written = await text.inputValue();
    await text.fill(`${written}\n[Coda] E7 | H7 | E |]`);
    const mistake = section.getByText("Bar 58: 'H7' is not a chord");
    await mistake.waitFor();
    await section.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.evaluate('document.activeElement?.textContent'))
      .toBe("Bar 58: 'H7' is not a chord");
    expect(await axeViolations(page)).toEqual([]);
    await text.fill(`${written}\n[Coda] E7 | A7 | E |]`);
    // Checked as it is typed: the mistake goes with the page's next drawing.
    await expect.poll(() => mistake.count()).toBe(0);
    await section.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => bars.count()).toBe(59);
    await eventually(
      async () =>
        (await serverRecords(site(), email, 'charts')).find((record) => record.song === song.id)?.text ===
        `${written}\n[Coda] E7 | A7 | E |]`,
      'the edited chart on the server',
    );

    // No network: a reload opens the song from the device's copy, chart and all.
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => bars.count(), { timeout: 15_000 }).toBe(59);
    // The tune's key again, for the B♭ player this device remembers: concert E, read in F♯ (A7 reads B7).
    expect(await section.locator('.td-song-chart__key').textContent()).toBe(
      'F\u266f major for B\u266d instrument (concert E major)',
    );
    expect(await heard(57)).toMatch(/B seven$/);
    await context.setOffline(false);
    expect(
      errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError/.test(error)),
    ).toEqual([]);
  });
});
