// Charts of any length for tests, stories, benches and the design pictures: real changes in the typed
// form, so every place that needs "a 32-bar chart" or "100 bars" means the same one.

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
