// The chart on the stage: the whole chart where its chords can still be read from the music stand, or
// pages of whole rows (the pedal turns them: pages.ts). The screen measures (only a browser knows how
// tall a row is); these are its rules.

/**
 * The smallest chord (in CSS px) a whole chart is shown at on a tablet or a laptop: read from 1.5 m on
 * a music stand (about 5 mm of type on a 10-inch tablet). A smaller chart comes in pages.
 */
export const STAGE_CHORD_MIN_PX = 28;

/**
 * The same on a phone, read from nearer (a phone's screen cannot hold a chart at 28 px): a 32-bar chart
 * is whole on a phone on its side (812 × 375) at this size.
 */
export const STAGE_PHONE_CHORD_MIN_PX = 12;

/** A screen with a shorter side than this (CSS px) is a phone's, upright or on its side. */
export const STAGE_PHONE_SIDE_PX = 600;

/** The size of the chords of a chart shown in pages: this much above the smallest, so most bars reach it. */
export const STAGE_PAGE_CHORD_SCALE = 1.25;

/** The smallest chord a whole chart is shown at on a screen of this size (see `STAGE_CHORD_MIN_PX`). */
export function stageChordMinimum(screen: { width: number; height: number }): number {
  return Math.min(screen.width, screen.height) < STAGE_PHONE_SIDE_PX
    ? STAGE_PHONE_CHORD_MIN_PX
    : STAGE_CHORD_MIN_PX;
}

/** A row of the chart as drawn: how many bars, how tall (CSS px), and whether a section starts it. */
export interface ChartRowBox {
  readonly bars: number;
  readonly height: number;
  readonly section: boolean;
}

/** Bars `from` (0-based) up to but not including `to`, as `Array.slice` takes them. */
export interface BarRange {
  readonly from: number;
  readonly to: number;
}

/**
 * The chart's rows in pages of at most `pageHeight`: whole rows, as many as fit (always one at least).
 * A page that would end in the middle of a section ends instead before the last section that starts on
 * it, when that leaves the page at least half full: the musician turns where the music turns.
 */
export function chartPages(rows: readonly ChartRowBox[], pageHeight: number): BarRange[] {
  const pages: BarRange[] = [];
  // The first bar of each row, and of the row after the last.
  const firstBars = [0];
  for (const row of rows) firstBars.push((firstBars.at(-1) ?? 0) + row.bars);
  let start = 0;
  while (start < rows.length) {
    let used = rows[start]?.height ?? 0;
    let end = start + 1;
    while (end < rows.length && used + (rows[end]?.height ?? 0) <= pageHeight) {
      used += rows[end]?.height ?? 0;
      end += 1;
    }
    if (end < rows.length && !rows[end]?.section) {
      let before = used;
      for (let row = end - 1; row > start; row -= 1) {
        before -= rows[row]?.height ?? 0;
        if (rows[row]?.section && before >= pageHeight / 2) {
          end = row;
          break;
        }
      }
    }
    pages.push({ from: firstBars[start] ?? 0, to: firstBars[end] ?? 0 });
    start = end;
  }
  return pages;
}

/** One way of drawing the chart on the stage, as measured: its columns, chord size and pages. */
export interface StageChartTry {
  /** Bars a row. */
  readonly columns: number;
  /** The chords' size as drawn (CSS px): the size nine bars in ten reach (a crowded bar's are smaller). */
  readonly chord: number;
  /** 1 for the whole chart on the screen. */
  readonly pages: number;
}

/**
 * How the stage shows a chart, from the ways tried: the whole chart with the largest chords, if they
 * are at least `minimum`; else the fewest pages with chords of at least `minimum` (then the largest);
 * else, on a screen too small for any, the largest chords (then the fewest pages). Null when nothing
 * was tried.
 */
export function stageChartChoice<T extends StageChartTry>(tries: readonly T[], minimum: number): T | null {
  const readable = tries.filter((each) => each.chord >= minimum);
  const whole = readable.filter((each) => each.pages === 1);
  const largest = (a: T, b: T) => b.chord - a.chord || a.pages - b.pages;
  if (whole.length) return [...whole].sort(largest)[0] ?? null;
  if (readable.length) return [...readable].sort((a, b) => a.pages - b.pages || b.chord - a.chord)[0] ?? null;
  return [...tries].sort(largest)[0] ?? null;
}
