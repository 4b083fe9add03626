// Print Charts, as a musician meets it: a set of five tunes, each with its chart, opened from the set's
// page; the pages on screen each in its tune's key (chord for chord core's transposition), axe-clean;
// Chromium's print to PDF gives exactly five pages on A4 and on Letter, the site's header and menu left
// out; a B♭ instrument moves every key line. Real Chromium, the real site and PocketBase.
// TUNEDECK_PRINT_PREVIEW=<folder> keeps the PDFs and a picture of the page as printed, to look at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addSongToLibrary, type Id, type Library, type SongKey, setChart } from '@tunedeck/core';
import { chordSpoken, type StoredChart, shownChart } from '@tunedeck/core/chart';
import { chartOfBars } from '@tunedeck/core/testing';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { apiMusician, axeViolations, logIn, PASSWORD, uniqueEmail, withSite } from './support.js';

const site = withSite();
const context = { random: Math.random, now: Date.now };

/** The set, in the set page's order (by title); a random-key tune prints in its chart's own key. */
const TUNES: ReadonlyArray<{ title: string; key: SongKey; chart: StoredChart }> = [
  { title: 'Afternoon In Paris', key: 'C', chart: { key: 'C', text: chartOfBars(32, 0) } },
  { title: 'Bernie’s Tune', key: 'D', chart: { key: 'D-', text: chartOfBars(16, 3) } },
  { title: 'Cherokee', key: 'B flat', chart: { key: 'Bb', text: chartOfBars(64, 5) } },
  { title: 'Dolphin Dance', key: 'random', chart: { key: 'Eb', text: chartOfBars(36, 7) } },
  { title: 'Epistrophy', key: 'F', chart: { key: 'F', text: chartOfBars(24, 2) } },
];

/** How many pages a PDF has: its page objects ("/Type /Page", not the "/Type /Pages" tree). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)\b/g)?.length ?? 0;

/** Each page on screen: its title, key line, bars as a screen reader hears them, and its number. */
async function pagesOnScreen(page: Page) {
  return page.evaluate(`[...document.querySelectorAll('.td-print-sheet')].map((sheet) => ({
    title: sheet.querySelector('h2').textContent,
    key: sheet.querySelector('.td-print-sheet__key [aria-hidden]').textContent,
    bars: [...sheet.querySelectorAll('.td-chart li .td-visually-hidden')].map((bar) => bar.textContent),
    foot: sheet.querySelector('.td-print-sheet__foot').textContent,
  }))`) as Promise<Array<{ title: string; key: string; bars: string[]; foot: string }>>;
}

/** Whether each chart ends inside its page (shrunk to fit where it is long). */
function chartsFit(page: Page) {
  return page.evaluate(`[...document.querySelectorAll('.td-print-sheet')].every((sheet) => {
    const room = sheet.querySelector('.td-print-sheet__room').getBoundingClientRect();
    const chart = sheet.querySelector('.td-print-sheet__chart').getBoundingClientRect();
    return chart.bottom <= room.bottom + 0.5 && chart.right <= room.right + 0.5;
  })`) as Promise<boolean>;
}

describe('print charts', () => {
  it('prints a five-tune set one chart a page on A4 and Letter, each in its key, and for a B♭ player', async () => {
    const { server } = site();
    const email = uniqueEmail('print');
    const musician = await apiMusician(site(), email, PASSWORD);
    const gig = musician.firstSet as Id;
    for (const tune of [...TUNES].reverse()) {
      let songId = '';
      await musician.write((library: Library) => {
        const added = addSongToLibrary(
          library,
          { title: tune.title, key: tune.key, knowledge: 'know', setIds: [gig] },
          context,
        );
        if (added.ok) songId = added.songId;
        return added;
      });
      await musician.write((library) => setChart(library, { songId, ...tune.chart }));
    }

    const { page, errors } = await site().device({ width: 1280 });
    await logIn(site(), page, email);
    await page.waitForURL((url) => url.pathname !== '/welcome');
    await page.goto(`${server.url}/library/sets/${gig}`);
    await page.getByRole('main').getByRole('button', { name: 'Set menu' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Print Charts' }).click();
    await page.waitForURL(`${server.url}/library/sets/${gig}/print`);
    await page.getByRole('heading', { level: 1, name: 'Print Charts' }).waitFor();
    await page.getByText('5 charts, one a page.').waitFor();
    await expect.poll(() => page.locator('.td-print-sheet .td-chart').count()).toBe(5);

    // Each page: the tune in the set's order, in its key, chord for chord what core makes of its chart.
    const concert = (tune: (typeof TUNES)[number]) => (tune.key === 'random' ? undefined : tune.key);
    const expected = (instrument: 'concert' | 'b-flat') =>
      TUNES.map((tune, index) => {
        const shown = shownChart(tune.chart, { concert: concert(tune), instrument })!;
        const chords = shown.chart.bars[0]!.slots.flatMap((slot) =>
          slot.kind === 'chord' ? [chordSpoken(slot.chord)] : [],
        );
        return {
          title: tune.title,
          key: shown.label,
          first: chords.join(', '),
          bars: shown.chart.bars.length,
          foot: `Page ${index + 1} of 5`,
        };
      });
    /** The page as seen, its first bar's chords as expected when the bar ends with them. */
    const seen = (shown: Awaited<ReturnType<typeof pagesOnScreen>>, want: ReturnType<typeof expected>) =>
      shown.map((sheet, index) => ({
        title: sheet.title,
        key: sheet.key,
        first: sheet.bars[0]?.endsWith(`, ${want[index]?.first}`) ? want[index]?.first : sheet.bars[0],
        bars: sheet.bars.length,
        foot: sheet.foot,
      }));
    expect(seen(await pagesOnScreen(page), expected('concert'))).toEqual(expected('concert'));
    expect(expected('concert').map((tune) => tune.key)).toEqual([
      'C major',
      'D minor',
      'B\u266d major',
      'E\u266d major',
      'F major',
    ]);
    await expect.poll(() => chartsFit(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The browser's print: one page a chart on either paper, the 64-bar chart included.
    const preview = process.env.TUNEDECK_PRINT_PREVIEW;
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format });
      if (preview) {
        mkdirSync(preview, { recursive: true });
        writeFileSync(join(preview, `print-charts-${format}.pdf`), pdf);
      }
      expect(pdfPages(pdf), `pages of the ${format} PDF`).toBe(5);
    }
    // As printed: the sheets alone, without the site's header and menu or the page's bar.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.td-nav').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.locator('.td-print-sheet').first().isVisible()).toBe(true);
    if (preview) await page.screenshot({ path: join(preview, 'print-charts-print.png'), fullPage: true });
    await page.emulateMedia({ media: null });

    // A B♭ player: every key line names the key they read, and the band's.
    await page.getByRole('combobox', { name: 'Instrument' }).selectOption('b-flat');
    await expect
      .poll(() => page.locator('.td-print-sheet__key [aria-hidden]').first().textContent())
      .toBe('D major for B\u266d instrument (concert C major)');
    expect(seen(await pagesOnScreen(page), expected('b-flat'))).toEqual(expected('b-flat'));
    await expect.poll(() => chartsFit(page)).toBe(true);
    const forBFlat = await page.pdf({ format: 'Letter' });
    if (preview) writeFileSync(join(preview, 'print-charts-Letter-b-flat.pdf'), forBFlat);
    expect(pdfPages(forBFlat)).toBe(5);
    expect(await axeViolations(page)).toEqual([]);

    // Print opens the browser's print dialog.
    await page.evaluate('window.print = () => { window.printed = true; }');
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate('window.printed')).toBe(true);
    expect(errors).toEqual([]);
  });
});
