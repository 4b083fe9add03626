import { formatCount, KNOWLEDGE_LABELS, KNOWLEDGE_LEVELS, type Knowledge } from '@tunedeck/core';
import type { LevelWeek } from '@tunedeck/core/practice';
import { ChartTable } from './chart-table.js';
import { MonthMarks, ValueGrid, WeekChartFrame, weekScale } from './week-axes.js';

export interface LevelChartProps {
  /** The tunes at each level week by week, the last entry now (`levelHistory`). */
  weeks: readonly LevelWeek[];
  /** The time zone the weeks are in (stories and tests fix it). @default the device's */
  timeZone?: string;
}

/**
 * The best known first: stacked from the bottom (the band that grows as the musician learns is the
 * chart's floor), and so read in the summary and the table.
 */
const STACK: readonly Knowledge[] = [...KNOWLEDGE_LEVELS].reverse();

const WIDTH = 360;
const HEIGHT = 190;
const LEFT = 40;
const RIGHT = 112;
const TOP = 8;
const BOTTOM = 22;
const PLOT_WIDTH = WIDTH - LEFT - RIGHT;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
/** The least room between two labels at the right edge, in the chart's units (one line of its text). */
const LABEL_GAP = 16;

/**
 * "Know: 30 to 42; Medium: 12 to 10; New: 8 to 5." Words, not "30 → 42": screen readers say an arrow
 * as "right arrow", or not at all.
 */
export function levelSummary(weeks: readonly LevelWeek[]): string {
  const first = weeks[0]!.counts;
  const last = weeks[weeks.length - 1]!.counts;
  const parts = STACK.map((level) =>
    first[level] === last[level]
      ? `${KNOWLEDGE_LABELS[level]}: ${formatCount(last[level])}, unchanged`
      : `${KNOWLEDGE_LABELS[level]}: ${formatCount(first[level])} to ${formatCount(last[level])}`,
  );
  return `${parts.join('; ')}.`;
}

/** The labels at the right edge: each level's middle, moved apart just enough to keep a line each. */
function labelPositions(middles: readonly number[]): number[] {
  const placed = [...middles];
  for (let index = 1; index < placed.length; index += 1)
    placed[index] = Math.max(placed[index]!, placed[index - 1]! + LABEL_GAP);
  const over = placed[placed.length - 1]! - (TOP + PLOT_HEIGHT);
  if (over > 0) {
    placed[placed.length - 1]! -= over;
    for (let index = placed.length - 2; index >= 0; index -= 1)
      placed[index] = Math.min(placed[index]!, placed[index + 1]! - LABEL_GAP);
  }
  return placed;
}

/**
 * How many tunes were at each level week by week, as a bar a week of the levels stacked in the knowledge
 * colours, each level named with its count now beside the last bar, and the same numbers as a table.
 * Bars, not areas: a library a week old is one honest bar, not a sliver rising at the right edge.
 * Headed h3: it sits under the practice page's Progress heading.
 */
export function LevelChart({ weeks, timeZone }: LevelChartProps) {
  const totals = weeks.map((week) => STACK.reduce((sum, level) => sum + week.counts[level], 0));
  const max = Math.max(0, ...totals);
  const scale = weekScale(
    weeks,
    max,
    { left: LEFT, top: TOP, width: PLOT_WIDTH, height: PLOT_HEIGHT },
    timeZone,
  );
  const { slot, x, y, weekName } = scale;

  // Each week's bar: its levels stacked, each with the count below it.
  const bars = weeks.map((week) => {
    let below = 0;
    return STACK.map((level) => {
      const segment = { level, below, count: week.counts[level] };
      below += segment.count;
      return segment;
    });
  });
  const last = bars[bars.length - 1] ?? [];
  // Labels from the top band down, so they are moved apart in reading order.
  const labelled = last.toReversed();
  const labelY = labelPositions(labelled.map(({ below, count }) => (y(below) + y(below + count)) / 2));

  return (
    <WeekChartFrame
      heading="Tunes by level"
      empty={max === 0 ? 'No tunes yet: add tunes to your library and their levels show here.' : null}
      title={`Tunes by level over the last ${weeks.length} weeks`}
      width={WIDTH}
      height={HEIGHT}
      description={{ text: max === 0 ? '' : levelSummary(weeks), shown: false }}
      table={
        <ChartTable
          caption="Tunes at each level, week by week, newest first"
          head={
            <>
              <th scope="col">Week to</th>
              {STACK.map((level) => (
                <th key={level} scope="col" className="td-progress__count">
                  {KNOWLEDGE_LABELS[level]}
                </th>
              ))}
            </>
          }
        >
          {weeks.toReversed().map((week, index) => (
            <tr key={week.end}>
              <th scope="row">{weekName(weeks.length - 1 - index)}</th>
              {STACK.map((level) => (
                <td key={level} className="td-progress__count">
                  {formatCount(week.counts[level])}
                </td>
              ))}
            </tr>
          ))}
        </ChartTable>
      }
    >
      <ValueGrid scale={scale} />
      {bars.map((bar, index) => (
        <g key={weeks[index]!.end}>
          <title>
            {`${index === weeks.length - 1 ? 'Now' : `Week to ${weekName(index)}`}: ${bar
              .map(({ level, count }) => `${KNOWLEDGE_LABELS[level]} ${formatCount(count)}`)
              .join(', ')}`}
          </title>
          {bar.map(({ level, below, count }) =>
            count === 0 ? null : (
              <rect
                key={level}
                className={`td-levels__band td-levels__band--${level}`}
                x={x(index) + slot * 0.15}
                y={y(below + count)}
                width={slot * 0.7}
                height={y(below) - y(below + count)}
              />
            ),
          )}
        </g>
      ))}
      <MonthMarks scale={scale} bottom={HEIGHT} />
      {labelled.map(({ level, count }, index) => (
        <g key={level} className="td-levels__label">
          <rect
            className={`td-levels__band td-levels__band--${level}`}
            x={LEFT + PLOT_WIDTH + 6}
            y={labelY[index]! - 4.5}
            width={9}
            height={9}
            rx={2}
          />
          <text x={LEFT + PLOT_WIDTH + 20} y={labelY[index]!}>
            {`${KNOWLEDGE_LABELS[level]} ${formatCount(count)}`}
          </text>
        </g>
      ))}
    </WeekChartFrame>
  );
}
