import { formatCount } from '@tunedeck/core';
import type { KeysWeek } from '@tunedeck/core/practice';
import { ChartTable } from './chart-table.js';
import { MonthMarks, ValueGrid, WeekChartFrame, weekScale } from './week-axes.js';

export interface KeysChartProps {
  /** Keys covered week by week, the last entry now (`keysCoveredHistory`). */
  weeks: readonly KeysWeek[];
  /** The time zone the weeks are in (stories and tests fix it). @default the device's */
  timeZone?: string;
}

const WIDTH = 360;
const HEIGHT = 170;
const LEFT = 40;
const RIGHT = 8;
const TOP = 8;
const BOTTOM = 22;
const PLOT_WIDTH = WIDTH - LEFT - RIGHT;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;

/** "Keys covered: 12 to 40, in 9 tunes." or "…: 40, unchanged, in 9 tunes." */
export function keysSummary(weeks: readonly KeysWeek[]): string {
  const first = weeks[0]!;
  const last = weeks[weeks.length - 1]!;
  const change =
    first.covered === last.covered
      ? `${formatCount(last.covered)}, unchanged`
      : `${formatCount(first.covered)} to ${formatCount(last.covered)}`;
  return `Keys covered: ${change}, in ${formatCount(last.tunes)} ${last.tunes === 1 ? 'tune' : 'tunes'}.`;
}

/**
 * Keys covered over the weeks, added up over every tune (a tune in all twelve keys counts 12): a bar a
 * week, with the same numbers as a table. Headed h3, under the practice page's Progress heading.
 */
export function KeysChart({ weeks, timeZone }: KeysChartProps) {
  const max = Math.max(0, ...weeks.map((week) => week.covered));
  const scale = weekScale(
    weeks,
    max,
    { left: LEFT, top: TOP, width: PLOT_WIDTH, height: PLOT_HEIGHT },
    timeZone,
  );
  const { slot, x, y, weekName } = scale;

  return (
    <WeekChartFrame
      heading="Keys covered"
      empty={
        max === 0
          ? "No key covered yet: a Good or Easy in a key, or a gig's NEXT in it, covers that key."
          : null
      }
      title={`Keys covered over the last ${weeks.length} weeks`}
      width={WIDTH}
      height={HEIGHT}
      description={{ text: max === 0 ? '' : keysSummary(weeks), shown: true }}
      table={
        <ChartTable
          caption="Keys covered and tunes covered in a key or more, week by week, newest first"
          head={
            <>
              <th scope="col">Week to</th>
              <th scope="col" className="td-progress__count">
                Keys covered
              </th>
              <th scope="col" className="td-progress__count">
                Tunes
              </th>
            </>
          }
        >
          {weeks.toReversed().map((week, index) => (
            <tr key={week.end}>
              <th scope="row">{weekName(weeks.length - 1 - index)}</th>
              <td className="td-progress__count">{formatCount(week.covered)}</td>
              <td className="td-progress__count">{formatCount(week.tunes)}</td>
            </tr>
          ))}
        </ChartTable>
      }
    >
      <ValueGrid scale={scale} />
      {weeks.map((week, index) =>
        week.covered === 0 ? null : (
          <rect
            key={week.end}
            className="td-levels__band td-keys__bar"
            x={x(index) + slot * 0.15}
            y={y(week.covered)}
            width={slot * 0.7}
            height={y(0) - y(week.covered)}
          >
            <title>{`${index === weeks.length - 1 ? 'Now' : `Week to ${weekName(index)}`}: ${formatCount(week.covered)} keys in ${formatCount(week.tunes)} tunes`}</title>
          </rect>
        ),
      )}
      <MonthMarks scale={scale} bottom={HEIGHT} />
    </WeekChartFrame>
  );
}
