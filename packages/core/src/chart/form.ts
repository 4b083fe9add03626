// A chart's form: the bars as the band plays them (repeats, endings and jumps unrolled), and the written
// bars in rows as a chart is drawn. The rules, as lead sheets use them (the docs page says the same):
// - "}" goes back to the last "{" before it. Without one, it goes back to the start of the chart, or to
//   the last section mark, double or final barline, or closing repeat before it, whichever is nearest.
// - A repeat is played twice, or as many times as the words over its closing bar (or over the bar it goes
//   back to) say: "3x", "4 times".
// - Endings: each pass through a repeat plays the ending with its number; a pass past the last ending
//   plays the last one. A closing repeat inside an ending goes back to where the repeat before the 1st
//   ending began.
// - "%" and "%%" are bars like any other here (they repeat what is written; drawing shows the sign).
// - D.C. goes back to the first bar, D.S. to the segno (the last one before it, else the first one, else
//   the first bar), once each, at the end of the bar that carries it (after its repeat, if it closes one).
//   After a jump, repeats already played are played once, with their last ending (the usual convention);
//   repeats not reached before the jump are played as written.
// - "al Coda": after the jump, playing leaves for the coda (the chart's last coda sign) at the first "To
//   Coda" it reaches: at the end of a bar marked `toCoda` (after its repeat, on the last time through),
//   or before a bar with a coda sign that is not the chart's last (how charts typed before "To Coda"
//   marked it; chart/ireal.ts reads such an iReal Q as "To Coda" on the bar before, the same music). A
//   "To Coda" after the coda, or in a chart with no coda sign, means nothing: playing goes on.
// - "al Fine", and a plain D.C. or D.S. in a chart with a Fine: after the jump, playing stops at the end
//   of the bar marked Fine. Before a jump, Fine means nothing.
// Any input ends: the played form holds at most `8 × bars + 64` bars (a longer one is cut there).
import type { Bar, Chart } from './model.js';

/** The times a repeat is played, from words like "3x" or "4 times"; null when the words say none. */
export function repeatTimes(words: string | undefined): number | null {
  const match = /(\d+)\s*(?:x|×|times)(?![a-z])/i.exec(words ?? '');
  return match ? Math.max(1, Number(match[1])) : null;
}

/** The endings that share one repeat: where each one starts, and the last one. */
interface Endings {
  /** Where the repeat goes back to. */
  readonly back: number;
  readonly starts: Map<number, number>;
  /** The bar where the highest-numbered ending starts. */
  last: number;
  /** The first bar of the endings. */
  readonly first: number;
}

/** Where each closing repeat goes back to, and the endings each ending's first bar belongs to. */
function repeatPlan(bars: readonly Bar[]): { back: number[]; endingsAt: (Endings | undefined)[] } {
  const start: number[] = [];
  const endingsAt: (Endings | undefined)[] = [];
  const groups: Endings[] = [];
  let open = 0;
  let explicit = false;
  let group: Endings | undefined;
  bars.forEach((bar, index) => {
    const before = bars[index - 1];
    if (bar.repeatStart) {
      open = index;
      explicit = true;
      group = undefined;
    } else if (
      !explicit &&
      (bar.section !== undefined ||
        before?.end === 'double' ||
        before?.end === 'final' ||
        before?.end === 'repeat')
    )
      open = index;
    start.push(open);
    if (bar.ending !== undefined) {
      // A 1st ending where one was already starts new endings.
      if (!group || group.starts.has(bar.ending)) {
        group = { back: open, starts: new Map(), last: index, first: index };
        groups.push(group);
      }
      group.starts.set(bar.ending, index);
      if (bar.ending >= (bars[group.last]?.ending ?? 0)) group.last = index;
      endingsAt[index] = group;
    }
    if (bar.end === 'repeat') {
      // Followed by an ending, the repeat keeps its start for the next pass; otherwise it is done.
      explicit = false;
      if (bars[index + 1]?.ending === undefined) {
        open = index + 1;
        group = undefined;
      }
    }
  });
  const back = bars.map((_, index) => {
    const inside = groups.find((g) => g.first <= index && index < g.last);
    return inside ? inside.back : (start[index] ?? 0);
  });
  return { back, endingsAt };
}

/**
 * The bars of a chart as played, as indices into `chart.bars`: repeats, endings, D.C./D.S., Coda and
 * Fine unrolled by the rules at the top of this file. Any chart gives an answer, at most `8 × bars + 64`
 * long.
 */
export function playedBars(chart: Chart): number[] {
  const bars = chart.bars;
  const count = bars.length;
  const limit = 8 * count + 64;
  const { back, endingsAt } = repeatPlan(bars);
  const codas = bars.flatMap((bar, index) => (bar.coda ? [index] : []));
  const coda = codas[codas.length - 1] ?? -1;
  const segnos = bars.flatMap((bar, index) => (bar.segno ? [index] : []));
  const hasFine = bars.some((bar) => bar.fine);

  const played: number[] = [];
  /** Times each closing repeat has gone back, and each repeat's start has been gone back to. */
  const taken = new Map<number, number>();
  const passes = new Map<number, number>();
  const jumped = new Set<number>();
  let beforeJump = new Set<number>();
  let after: 'none' | 'coda' | 'fine' = 'none';
  let index = 0;
  let wentBack = false;
  for (let steps = 0; index < count && played.length < limit && steps < 4 * limit; steps += 1) {
    const bar = bars[index] as Bar;
    // A repeat's start reached by playing on (not by going back) begins its passes afresh.
    if (!wentBack) passes.delete(index);
    wentBack = false;
    if (after === 'coda' && index < coda && codas.includes(index)) {
      after = 'none';
      index = coda;
      continue;
    }
    const endings = endingsAt[index];
    if (endings) {
      const pass = beforeJump.has(index) ? Number.POSITIVE_INFINITY : (passes.get(endings.back) ?? 0) + 1;
      const wanted = endings.starts.get(pass) ?? endings.last;
      // Only forward: an ending reached out of turn (no repeat before it) is played.
      if (wanted > index) {
        index = wanted;
        continue;
      }
    }
    played.push(index);
    if (after === 'fine' && bar.fine) break;
    if (bar.end === 'repeat' && !beforeJump.has(index)) {
      const gone = taken.get(index) ?? 0;
      const to = back[index] ?? 0;
      const times = repeatTimes(bar.text) ?? repeatTimes(bars[to]?.text) ?? 2;
      if (gone < times - 1) {
        taken.set(index, gone + 1);
        passes.set(to, (passes.get(to) ?? 0) + 1);
        index = to;
        wentBack = true;
        continue;
      }
      taken.delete(index);
    }
    if (after === 'coda' && bar.toCoda && index < coda) {
      after = 'none';
      index = coda;
      continue;
    }
    if (bar.jump && !jumped.has(index)) {
      jumped.add(index);
      beforeJump = new Set(played);
      after = bar.jump.endsWith('Coda') ? 'coda' : bar.jump.endsWith('Fine') || hasFine ? 'fine' : 'none';
      taken.clear();
      passes.clear();
      const segno = segnos.filter((at) => at <= index).pop() ?? segnos[0] ?? 0;
      index = bar.jump.startsWith('D.S.') ? segno : 0;
      continue;
    }
    index += 1;
  }
  return played;
}

/**
 * The written bars in rows as a chart is drawn: at most `perRow` bars a row, and a new row at every
 * section. Indices into `chart.bars`.
 */
export function writtenRows(chart: Chart, perRow: number): number[][] {
  const size = Math.max(1, Math.floor(perRow) || 1);
  const rows: number[][] = [];
  chart.bars.forEach((bar, index) => {
    const row = rows[rows.length - 1];
    if (!row || row.length >= size || (bar.section !== undefined && row.length > 0)) rows.push([index]);
    else row.push(index);
  });
  return rows;
}
