// Stage View's chart, measured: the whole chart at the largest chords its room allows, or pages of whole
// rows when the whole chart's chords would be too small to read from the music stand (core's rules in
// stage/chart-fit.ts decide; only the browser knows how tall a row is drawn).
import {
  type BarRange,
  type ChartRowBox,
  chartPages,
  STAGE_PAGE_CHORD_SCALE,
  type StageChartTry,
  stageChartChoice,
  stageChordMinimum,
} from '@tunedeck/core/chart';

/** How the chart is drawn on the stage: bars a row, the chords' size (CSS px) and its pages. */
export interface StageFit {
  columns: number;
  size: number;
  /** One range of every bar when the whole chart is on the screen. */
  pages: readonly BarRange[];
}

interface Tried extends StageChartTry {
  size: number;
  ranges: readonly BarRange[];
}

/** Bars a row on the stage: 4 (wider bars, larger chords), or 8 (half the rows). */
const COLUMNS = [4, 8] as const;
/** The chords' size a whole chart may take, at most (a short chart would have a few giant chords). */
const LARGEST_PX = 72;
const SMALLEST_PX = 8;

/** The stage's chart drawn with `columns` bars a row and chords of `size` px (picker-screen.css). */
function drawAt(room: HTMLElement, columns: number, size: number) {
  room.style.setProperty('--td-stage-columns', String(columns));
  room.style.setProperty('--td-stage-chord', `${size}px`);
}

/**
 * The chords' size as drawn, as read: the size nine bars in ten reach (a crowded bar's chords are
 * smaller than the size asked, and every chord must be read, but one odd bar may be small).
 */
function drawnChord(list: HTMLElement, size: number): number {
  const sizes: number[] = [];
  for (const chords of list.querySelectorAll<HTMLElement>('.td-chart__cell > .td-chart__chords')) {
    if (chords.querySelector('.td-chord'))
      sizes.push(Number.parseFloat(getComputedStyle(chords).fontSize) || size);
  }
  sizes.sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 10)] ?? size;
}

/** The chart's rows as drawn: a row starts where a bar stands lower than the one before it. */
function rowsOf(list: HTMLElement): ChartRowBox[] {
  const tops: Array<{ top: number; bars: number; section: boolean }> = [];
  for (const bar of list.children) {
    const top = bar.getBoundingClientRect().top;
    const last = tops.at(-1);
    if (last && Math.abs(top - last.top) < 1) last.bars += 1;
    else tops.push({ top, bars: 1, section: bar.classList.contains('td-chart__bar--section') });
  }
  const bottom = list.getBoundingClientRect().bottom;
  return tops.map((row, index) => ({
    bars: row.bars,
    section: row.section,
    height: (tops[index + 1]?.top ?? bottom) - row.top,
  }));
}

/** Shows the bars of `range` only (every bar without one): the page on the stage. */
export function showBars(room: HTMLElement, range: BarRange | null | undefined) {
  const list = room.querySelector('.td-chart__bars');
  if (!list) return;
  [...list.children].forEach((bar, index) => {
    if (range && (index < range.from || index >= range.to)) bar.setAttribute('data-off-page', '');
    else bar.removeAttribute('data-off-page');
  });
}

/**
 * Fits the chart drawn in `room` (its whole height, less nothing) to it, as `screen` is read: tries the
 * whole chart at 4 and 8 bars a row, each at the largest chords that let it fit, and when neither is
 * readable (`stageChordMinimum`), pages at a little above the smallest readable size. Leaves the chart
 * drawn as chosen (every bar shown: `showBars` then shows a page). Null without a chart or a layout.
 */
export function fitStageChart(room: HTMLElement, screen: { width: number; height: number }): StageFit | null {
  const list = room.querySelector<HTMLElement>('.td-chart__bars');
  const height = room.clientHeight;
  if (!list || height <= 0 || list.children.length === 0) return null;
  showBars(room, null);
  const minimum = stageChordMinimum(screen);
  const whole: Tried[] = COLUMNS.map((columns) => {
    const fits = (size: number) => {
      drawAt(room, columns, size);
      return list.getBoundingClientRect().height <= height + 0.5;
    };
    let size = LARGEST_PX;
    if (!fits(size)) {
      // The largest size that fits, to half a pixel (a few layouts of the chart).
      let low = SMALLEST_PX;
      let high = LARGEST_PX;
      while (high - low > 0.5) {
        const middle = (low + high) / 2;
        if (fits(middle)) low = middle;
        else high = middle;
      }
      size = low;
      drawAt(room, columns, size);
    }
    const ranges = [{ from: 0, to: list.children.length }];
    return { columns, size, chord: drawnChord(list, size), pages: 1, ranges };
  });
  let choice = stageChartChoice(whole, minimum);
  if (!choice || choice.chord < minimum) {
    const size = minimum * STAGE_PAGE_CHORD_SCALE;
    const paged: Tried[] = COLUMNS.map((columns) => {
      drawAt(room, columns, size);
      const ranges = chartPages(rowsOf(list), height);
      return { columns, size, chord: drawnChord(list, size), pages: ranges.length, ranges };
    });
    choice = stageChartChoice([...whole, ...paged], minimum);
  }
  if (!choice) return null;
  drawAt(room, choice.columns, choice.size);
  return { columns: choice.columns, size: choice.size, pages: choice.ranges };
}

/** Whether two fits draw the chart alike (a measure again that changes nothing keeps the page). */
export function sameFit(a: StageFit | null, b: StageFit | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.columns === b.columns &&
    Math.abs(a.size - b.size) < 0.5 &&
    a.pages.length === b.pages.length &&
    a.pages.every((range, index) => range.from === b.pages[index]?.from && range.to === b.pages[index]?.to)
  );
}
