import { formatCount } from '@tunedeck/core';
import { type ReactNode, useId } from 'react';
import { progressDate } from './practice-calendar.js';

/** Where a week-by-week chart draws: its plot's left and top edges, width and height, in its units. */
export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A week-by-week chart's scale: the y axis's top and ticks, each week's x, and the months along x. */
export interface WeekScale {
  box: PlotBox;
  ticks: number[];
  /** The width of a week. */
  slot: number;
  x: (index: number) => number;
  y: (count: number) => number;
  /** "Now" for the last week, else the date it ends ("8 Nov"). */
  weekName: (index: number) => string;
  /** Where each month starts along x, with its name (the first dropped when it is a sliver). */
  months: { index: number; text: string }[];
}

/** The steps of the y axis: 1, 2 or 5 times a power of ten, at most five above zero. */
function axisStep(max: number): number {
  const rough = max / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= rough)! * power;
  return Math.max(1, step);
}

export function weekScale(
  weeks: readonly { end: number }[],
  max: number,
  box: PlotBox,
  timeZone: string | undefined,
): WeekScale {
  const step = max === 0 ? 1 : axisStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const slot = box.width / Math.max(1, weeks.length);
  const months: { index: number; text: string }[] = [];
  weeks.forEach((week, index) => {
    const text = progressDate('month', week.end, timeZone);
    if (index === 0 || text !== progressDate('month', weeks[index - 1]!.end, timeZone))
      months.push({ index, text });
  });
  if (months.length > 1 && months[1]!.index - months[0]!.index < 3) months.shift();
  return {
    box,
    ticks: Array.from({ length: top / step + 1 }, (_, index) => index * step),
    slot,
    x: (index) => box.left + index * slot,
    y: (count) => box.top + box.height - (count * box.height) / top,
    weekName: (index) =>
      index === weeks.length - 1 ? 'Now' : progressDate('short', weeks[index]!.end, timeZone),
    months,
  };
}

/** The y axis's lines across the plot, each with its number at the left. */
export function ValueGrid({ scale }: { scale: WeekScale }) {
  const { box, y } = scale;
  return scale.ticks.map((tick) => (
    <g key={tick}>
      <line className="td-levels__grid" x1={box.left} x2={box.left + box.width} y1={y(tick)} y2={y(tick)} />
      <text className="td-levels__tick" x={box.left - 6} y={y(tick)}>
        {formatCount(tick)}
      </text>
    </g>
  ));
}

/** Each month's start along the x axis: a tick under the plot and its name below (`bottom`, the chart's height). */
export function MonthMarks({ scale, bottom }: { scale: WeekScale; bottom: number }) {
  const { box, x } = scale;
  return scale.months.map(({ index, text }) => (
    <g key={index}>
      <line
        className="td-levels__axis"
        x1={x(index)}
        x2={x(index)}
        y1={box.top + box.height}
        y2={box.top + box.height + 4}
      />
      <text x={x(index)} y={bottom - 4}>
        {text}
      </text>
    </g>
  ));
}

export interface WeekChartFrameProps {
  /** The section's heading (an h3, under the practice page's Progress heading). */
  heading: string;
  /** What shows instead of the chart while there is nothing to draw, or null to draw it. */
  empty: string | null;
  /** The chart's title ("… over the last 12 weeks"). */
  title: string;
  /** The chart's size, in its units. */
  width: number;
  height: number;
  /** The chart in words: drawn as a note under it (`shown`), or kept in the chart for screen readers. */
  description: { text: string; shown: boolean };
  /** The chart's drawing: its grid, bars, marks and labels. */
  children: ReactNode;
  /** The same numbers as a table (a `ChartTable`). */
  table: ReactNode;
}

/**
 * The frame of a week-by-week chart on the practice page: its heading, the words when there is nothing
 * to draw yet, else the chart titled and described, then its table.
 */
export function WeekChartFrame({
  heading,
  empty,
  title,
  width,
  height,
  description,
  children,
  table,
}: WeekChartFrameProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <section className="td-progress" aria-labelledby={headingId}>
      <h3 className="td-progress__heading" id={headingId}>
        {heading}
      </h3>
      {empty !== null ? (
        <p className="td-progress__empty">{empty}</p>
      ) : (
        <>
          <div className="td-progress__figure">
            <svg
              className="td-progress__chart td-levels"
              viewBox={`0 0 ${width} ${height}`}
              role="img"
              aria-labelledby={titleId}
              aria-describedby={descriptionId}
            >
              <title id={titleId}>{title}</title>
              {description.shown ? null : <desc id={descriptionId}>{description.text}</desc>}
              {children}
            </svg>
          </div>
          {description.shown ? (
            <p className="td-progress__note" id={descriptionId}>
              {description.text}
            </p>
          ) : null}
          {table}
        </>
      )}
    </section>
  );
}
