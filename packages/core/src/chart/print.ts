// A set's charts on paper (Print Charts): one page a chart, the set's tunes in the set page's order (by
// title), each in the key it is played in and for the instrument chosen, numbered "Page 1 of 5".
// A tune without a chart gets no page: paper holds only charts, so the pages count the charts. The
// screen names the tunes left out (`missingText`) before anything is printed.
import { INSTRUMENTS, type Instrument } from '../band/transpose.js';
import { songsOfSet } from '../library/queries.js';
import { sortSongs } from '../library/song-sort.js';
import type { PlayableKey } from '../model/constants.js';
import type { Id, Library } from '../model/records.js';
import { countOf } from '../text/count.js';
import { displayTitle } from '../text/normalise.js';
import { writtenRows } from './form.js';
import { type StoredChart, shownChart } from './shown.js';

/**
 * The rows of four bars a printed page holds at full size: a longer chart is printed eight bars a row
 * (a page also shrinks what still does not fit, so a chart of up to 400 bars stays on one page).
 */
export const PRINT_ROWS_OF_FOUR = 12;

/** One printed page: a tune's chart, in the key it is printed in. */
export interface PrintedChartPage {
  songId: Id;
  /** The title as shown. */
  title: string;
  /** The chart as stored; `concert` and the instrument say how it is moved. */
  chart: StoredChart;
  /** The concert key it is printed in: the tune's key, or none for a random-key tune (its chart's own). */
  concert: PlayableKey | undefined;
  /** The key line: "F♯ minor", "G major for B♭ instrument (concert F major)". */
  keyLabel: string;
  /** The same for a screen reader: "G major for B flat instrument, concert F major". */
  keySpoken: string;
  /** Bars a row: 4, as a lead sheet is written, or 8 for a chart of more than `PRINT_ROWS_OF_FOUR` rows. */
  barsPerRow: 4 | 8;
  /** 1 for the first page. */
  number: number;
  /** "Page 1 of 5". */
  pageLabel: string;
}

/** What Print Charts prints of a set. */
export interface PrintedCharts {
  /** The set's name as shown. */
  setName: string;
  instrument: Instrument;
  /** The instrument's name: "B♭ instrument", "Concert (C)". */
  instrumentLabel: string;
  /** The pages, one a tune with a chart, in the set's order. */
  pages: PrintedChartPage[];
  /** The set's tunes without a chart (or with one that cannot be read), titles as shown, in order. */
  missing: string[];
  /** "5 charts, one a page.", or why there are none: "This set has no tunes yet." */
  summary: string;
  /** "No chart yet for Solar and Nardis: they are left out." Empty when every tune has one. */
  missingText: string;
}

/** "Solar", "Solar and Nardis", "Solar, Nardis and Footprints". */
function titlesText(titles: readonly string[]): string {
  if (titles.length <= 1) return titles.join('');
  return `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;
}

/**
 * The pages Print Charts prints of the set `setId` for a player of `instrument` (concert pitch when not
 * given): its tunes in the set page's order, each with its chart in the tune's key (a random-key tune in
 * its chart's own key). Null when the library has no such set.
 */
export function printedCharts(
  library: Library,
  setId: Id,
  options: { instrument?: Instrument | undefined } = {},
): PrintedCharts | null {
  const set = library.sets[setId];
  if (!set) return null;
  const instrument = options.instrument ?? 'concert';
  const found: Omit<PrintedChartPage, 'number' | 'pageLabel'>[] = [];
  const missing: string[] = [];
  for (const song of sortSongs(songsOfSet(library, setId))) {
    const title = displayTitle(song.title);
    const record = library.charts[song.id];
    const concert = song.key === 'random' ? undefined : song.key;
    const shown = record ? shownChart(record, { concert, instrument }) : null;
    if (!record || !shown) {
      missing.push(title);
      continue;
    }
    found.push({
      songId: song.id,
      title,
      chart: { key: record.key, text: record.text },
      concert,
      keyLabel: shown.label,
      keySpoken: shown.spoken,
      barsPerRow: writtenRows(shown.chart, 4).length > PRINT_ROWS_OF_FOUR ? 8 : 4,
    });
  }
  const pages = found.map((page, index) => ({
    ...page,
    number: index + 1,
    pageLabel: `Page ${index + 1} of ${found.length}`,
  }));
  const left = missing.length === 1 ? 'it is' : 'they are';
  return {
    setName: displayTitle(set.name),
    instrument,
    instrumentLabel: INSTRUMENTS.find((entry) => entry.id === instrument)?.label ?? instrument,
    pages,
    missing,
    summary:
      pages.length > 0
        ? `${countOf(pages.length, 'chart')}, one a page.`
        : missing.length > 0
          ? 'None of the tunes of this set has a chart yet.'
          : 'This set has no tunes yet.',
    missingText:
      missing.length === 0 || pages.length === 0
        ? ''
        : `No chart yet for ${titlesText(missing)}: ${left} left out.`,
  };
}
