// Charts of any length for tests, stories, benches and the design pictures: real changes in the typed
// form, so every place that needs "a 32-bar chart" or "100 bars" means the same one.
import { chordSpoken } from '../chart/chord.js';
import type { Chart } from '../chart/model.js';

/** Real changes, cycled: two chords in some bars, slash chords, alterations, a suspended and a diminished. */
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

/**
 * The typed text of a chart of `bars` bars: rows of four, sections A to D every eight bars, a final
 * barline; `offset` starts the changes further on (charts that differ).
 */
export function chartOfBars(bars: number, offset = 0): string {
  const lines: string[] = [];
  for (let row = 0; row * 4 < bars; row += 1) {
    const cells = Array.from({ length: 4 }, (_, i) => CHANGES[(row * 4 + i + offset) % CHANGES.length]);
    const lead = row % 2 === 0 ? `[${String.fromCharCode(65 + ((row / 2) % 4))}] ` : '| ';
    lines.push(`${lead}${cells.join(' | ')} ${(row + 1) * 4 >= bars ? '|]' : '|'}`);
  }
  return lines.join('\n');
}

const TIME_WORDS: Readonly<Record<number, string>> = {
  2: 'two',
  3: 'three',
  4: 'four',
  6: 'six',
  8: 'eight',
};

/**
 * What a screen reader should hear of each bar of a plain chart (sections, a time signature, chords, a
 * final barline: what `chartOfBars` writes), written out from the chart itself: the oracle tests compare
 * a drawn chart's bars with ("bar 1: Section A, four four time, C minor seven, F seven").
 */
export function spokenBarsOf(chart: Chart): string[] {
  return chart.bars.map((bar, index) => {
    const words = [
      ...(bar.section ? [`Section ${bar.section}`] : []),
      ...(bar.time ? [`${TIME_WORDS[bar.time.beats]} ${TIME_WORDS[bar.time.unit]} time`] : []),
      ...bar.slots.flatMap((slot) => (slot.kind === 'chord' ? [chordSpoken(slot.chord)] : [])),
      ...(bar.end === 'final' ? ['end'] : []),
    ];
    return `bar ${index + 1}: ${words.join(', ')}`;
  });
}
