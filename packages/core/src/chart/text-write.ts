// The one way Tunedeck writes a chart as text (the stored form): the form chart/text.ts reads, described
// at the top of that file. Every bar is written with all it holds, so reading the text back gives the
// same chart.
import { chordText } from './chord.js';
import type { Bar, BarEnd, Chart, Slot } from './model.js';

const END_TEXT: Readonly<Record<BarEnd, string>> = { single: '|', double: '||', repeat: '}', final: '|]' };

/** Words in quotes, with the quotes, backslashes and line breaks inside escaped. */
function quoted(words: string): string {
  return `"${words.replace(/[\\"\u201c\u201d\u201e]/g, '\\$&').replace(/\n/g, '\\n')}"`;
}

function slotText(slot: Slot): string {
  const place = slot.kind === 'slash' ? '/' : slot.kind === 'no-chord' ? 'N.C.' : chordText(slot.chord);
  return slot.alternate ? `${place} (${chordText(slot.alternate)})` : place;
}

/** Whether bar `index` is "%%" and the bar after it the sign's empty second bar, written as one. */
function twoBarSign(bars: readonly Bar[], index: number): boolean {
  const bar = bars[index] as Bar;
  const next = bars[index + 1];
  return (
    bar.repeat === 'two-bars' &&
    bar.slots.length === 0 &&
    bar.end === 'single' &&
    bar.jump === undefined &&
    !bar.fine &&
    !bar.toCoda &&
    next !== undefined &&
    next.slots.length === 0 &&
    next.repeat === undefined &&
    next.section === undefined &&
    next.time === undefined &&
    !next.repeatStart &&
    next.ending === undefined &&
    !next.segno &&
    !next.coda
  );
}

function barText(bar: Bar, first: boolean, half: Bar | undefined): string {
  const parts: string[] = [];
  if (bar.section !== undefined) parts.push(`[${bar.section}]`);
  if (bar.segno) parts.push('Segno');
  if (bar.coda) parts.push('Coda');
  if (bar.repeatStart) parts.push('{');
  if (bar.ending) parts.push(`N${bar.ending}`);
  const time = bar.time;
  if (time && !(first && time.beats === 4 && time.unit === 4)) parts.push(`${time.beats}/${time.unit}`);
  if (bar.fermata) parts.push('Fermata');
  if (bar.text !== undefined) parts.push(quoted(bar.text));
  if (bar.repeat === 'bar') parts.push('%');
  else if (bar.repeat === 'two-bars') parts.push(half ? '%%' : '%%_');
  else if (bar.slots.length === 0) parts.push('_');
  parts.push(...bar.slots.map(slotText));
  const last = half ?? bar;
  if (half?.fermata) parts.push('Fermata');
  if (half?.text !== undefined) parts.push(quoted(half.text));
  if (last.toCoda) parts.push('To Coda');
  if (last.fine) parts.push('Fine');
  if (last.jump) parts.push(last.jump);
  parts.push(END_TEXT[last.end]);
  return parts.join(' ');
}

/**
 * A chart as Tunedeck writes and stores it: four bars a line, a new line at every section, every bar
 * with its barline. `parseChartText` reads it back to the same chart, without an error.
 */
export function chartText(chart: Chart): string {
  const lines: string[] = [];
  let line: string[] = [];
  let held = 0;
  for (let index = 0; index < chart.bars.length; ) {
    const bar = chart.bars[index] as Bar;
    const pair = twoBarSign(chart.bars, index);
    if (line.length > 0 && (bar.section !== undefined || held >= 4)) {
      lines.push(line.join(' '));
      line = [];
      held = 0;
    }
    line.push(barText(bar, index === 0, pair ? chart.bars[index + 1] : undefined));
    held += pair ? 2 : 1;
    index += pair ? 2 : 1;
  }
  if (line.length > 0) lines.push(line.join(' '));
  return lines.join('\n');
}
