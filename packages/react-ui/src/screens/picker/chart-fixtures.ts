// Charts as stored, for the picker's chart stories and tests: the long lead sheet of the chart fixtures,
// and charts of any length in rows of four with a section every eight bars (as the e2e gig writes them).
import { chartText, type StoredChart } from '@tunedeck/core/chart';
import { LONG_CHART } from '../../chart/fixtures.js';

/** Real changes, cycled: two chords in some bars, slash chords, alterations. */
const CHANGES = [
  'C-7 F7',
  'Bb^7',
  'Eb^7',
  'Ah7 D7b9',
  'G-6',
  'G-7/F',
  'Ah7',
  'D7#9#5',
  'F#-7 B7',
  'E^7',
  'A-7 D7',
  'G^7/B',
  'Db7#11',
  'C^7',
  'Bo7',
  'Bb13sus',
];

/** The text of a chart of `bars` bars in rows of four, sections A to D every eight bars, a final barline. */
export function chartOf(bars: number, offset = 0): string {
  const lines: string[] = [];
  for (let row = 0; row * 4 < bars; row += 1) {
    const cells = Array.from({ length: 4 }, (_, i) => CHANGES[(row * 4 + i + offset) % CHANGES.length]);
    const lead = row % 2 === 0 ? `[${String.fromCharCode(65 + ((row / 2) % 4))}] ` : '| ';
    lines.push(`${lead}${cells.join(' | ')} ${(row + 1) * 4 >= bars ? '|]' : '|'}`);
  }
  return lines.join('\n');
}

/** 40 bars in G minor with every mark a lead sheet has (repeats, endings, jumps, a 3/4 section). */
export const LEAD_SHEET: StoredChart = { key: 'G-', text: chartText(LONG_CHART) };

/** A 32-bar tune in F: whole on the stage of a laptop and of a phone on its side. */
export const THIRTY_TWO_BARS: StoredChart = { key: 'F', text: chartOf(32) };

/** 100 bars in D minor: pages on the stage. */
export const HUNDRED_BARS: StoredChart = { key: 'D-', text: chartOf(100, 3) };
