// A Chart written as iReal Pro's chart string (the reverse of chart/ireal.ts, whose top says how iReal's
// signs map onto the model): four cells a bar (three, or five and more slots, side by side), and
// `readIRealChart` gives back the same chart for every chart it reads. What iReal has no sign for is
// written as near as it goes: a section other than A–D, Intro and Verse as words over the bar; a coda
// sign that is not the chart's last (charts typed before "To Coda") as iReal has it, read back as "To
// Coda" at the end of the bar before (the same music, chart/form.ts); slashes with no alternate in a
// repeat's bar are not written.
import { chordText } from './chord.js';
import { IREAL_SECTIONS, IREAL_TIMES, scrambleIReal, useShorthands } from './ireal-format.js';
import { type Bar, type BarEnd, type Chart, FOUR_FOUR, type Slot, type TimeSignature } from './model.js';

const SECTION_MARKS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(IREAL_SECTIONS).flatMap(([mark, section]) => (mark === 'v' ? [] : [[section, mark]])),
);

function timeMark(time: TimeSignature): string {
  return Object.keys(IREAL_TIMES).find((mark) => {
    const known = IREAL_TIMES[mark]!;
    return known.beats === time.beats && known.unit === time.unit;
  })!;
}

/** A slot's cell: a chord or "n" with its alternate after it, "p", or an empty cell with an alternate. */
function slotText(slot: Slot): string {
  const alternate = slot.alternate ? `(${chordText(slot.alternate)})` : '';
  if (slot.kind === 'chord') return chordText(slot.chord) + alternate;
  if (slot.kind === 'no-chord') return `n${alternate}`;
  return alternate ? ` ${alternate}` : 'p';
}

/**
 * A repeat's bar: its sign in its cell (" x  ", "   r"), and the alternates its slots carry over their
 * cells (" (G-7)x (C7) "); an alternate over the sign's own cell follows the sign ("x(C7)").
 */
function repeatCells(bar: Bar): string[] {
  // Four cells, or one a slot for three or five and more (as `barCells` writes a bar's chords).
  const count = bar.slots.length;
  const width = count === 3 || count > 4 ? count : 4;
  const cells = Array<string>(width).fill(' ');
  cells[bar.repeat === 'bar' ? 1 : width - 1] = bar.repeat === 'bar' ? 'x' : 'r';
  bar.slots.forEach((slot, i) => {
    const at = (i * width) / count;
    if (slot.alternate) cells[at] += `(${chordText(slot.alternate)})`;
  });
  return cells;
}

/** A bar's cells: one to four slots spread over four cells ("C7 F7 " is two beats each), more side by side. */
function barCells(bar: Bar): string[] {
  if (bar.repeat) return repeatCells(bar);
  const count = bar.slots.length;
  if (count === 0) return [' ', ' ', ' ', ' '];
  if (count !== 1 && count !== 2 && count !== 4)
    return bar.slots.map((slot, i) => (i > 0 ? ',' : '') + slotText(slot));
  const cells: string[] = [];
  for (const slot of bar.slots)
    cells.push(slotText(slot) + (count === 4 ? ',' : ''), ...Array(4 / count - 1).fill(' '));
  return cells;
}

const ENDS: Readonly<Record<BarEnd, string>> = { single: '|', double: ']', repeat: '}', final: 'Z' };

/**
 * The chart in iReal Pro's plain chart text (before the shorthands and the scrambling): four cells a bar,
 * each section on a new row where its opening barline allows.
 */
export function iRealChartText(chart: Chart): string {
  let out = '';
  let cells = 0;
  chart.bars.forEach((bar, i) => {
    const before = chart.bars[i - 1];
    const open = bar.repeatStart ? '{' : before?.end !== 'single' ? '[' : '';
    // Empty cells between a closing and an opening barline lay out the row without making a bar.
    const pad = open && before && bar.section && cells % 16 ? 16 - (cells % 16) : 0;
    const section = bar.section === undefined ? '' : SECTION_MARKS[bar.section];
    const texts = [...(section === undefined ? [bar.section!] : []), ...(bar.text ? [bar.text] : [])];
    const marks = [
      section ? `*${section}` : '',
      i === 0 ? `T${timeMark(bar.time ?? FOUR_FOUR)}` : bar.time ? `T${timeMark(bar.time)}` : '',
      bar.ending ? `N${bar.ending}` : '',
      bar.segno ? 'S' : '',
      bar.coda ? 'Q' : '',
      bar.fermata ? 'f' : '',
      ...texts.map((text) => `<${text.replace(/[<>]/g, '')}>`),
    ].join('');
    const body = barCells(bar);
    // A jump or Fine is written under the bar's last cell, where a musician looks for it; "To Coda" after
    // the bar's cells, by its closing barline.
    const last = body.length - 1;
    body[last] = `${bar.jump ? `<${bar.jump}>` : ''}${bar.fine ? '<Fine>' : ''}${body[last]}`;
    out += ' '.repeat(pad) + open + marks + body.join('') + (bar.toCoda ? 'Q' : '') + ENDS[bar.end];
    cells += pad + body.length;
  });
  return out;
}

/** The chart as iReal Pro's music field (marker, shorthands, scrambled): `readIRealChart` reads it back. */
export function iRealChartMusic(chart: Chart): string {
  return scrambleIReal(useShorthands(iRealChartText(chart)));
}
