import { countOf } from '@tunedeck/core';
import {
  type PracticeCalendar as CalendarData,
  minutesText,
  type PracticeDayCount,
} from '@tunedeck/core/practice';
import { useId } from 'react';
import { ChartTable } from './chart-table.js';

export interface PracticeCalendarProps {
  /** The last weeks of practice (`practiceCalendar`). */
  calendar: CalendarData;
  /** The time the calendar was worked out for: days after it are not drawn. */
  now: number;
  /** The time zone the calendar's days are in (stories and tests fix it). @default the device's */
  timeZone?: string;
}

// Formatters are costly to make and the heat map writes a few hundred dates: one per kind and zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A date as the practice page writes it: `day` "Tue 3 Nov", `short` "3 Nov", `month` "Nov". */
export function progressDate(kind: 'day' | 'short' | 'month', time: number, timeZone?: string): string {
  const key = `${kind} ${timeZone ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    const zone = timeZone ? { timeZone } : {};
    const options: Intl.DateTimeFormatOptions =
      kind === 'day'
        ? { weekday: 'short', day: 'numeric', month: 'short' }
        : kind === 'short'
          ? { day: 'numeric', month: 'short' }
          : { month: 'short' };
    made = new Intl.DateTimeFormat('en-GB', { ...options, ...zone });
    formatters.set(key, made);
  }
  return made.format(time).replace(',', '');
}

/** Shades of the accent past the empty day's neutral. */
const STEPS = 4;
const CELL = 11;
const PITCH = 13;
const LEFT = 30;
const TOP = 16;
const WEEKDAY_LABELS: readonly (readonly [number, string])[] = [
  [0, 'Mon'],
  [2, 'Wed'],
  [4, 'Fri'],
];

/**
 * A day's shade, 0 (none) to `STEPS`, as its share of the busiest day; on a calendar whose busiest day
 * has fewer than `STEPS` tunes each tune is one step, so a first week's 1 and 2 are not drawn as 4s.
 */
function shade(tunes: number, scale: number): number {
  return tunes === 0 ? 0 : Math.ceil((tunes / scale) * STEPS);
}

/** The tunes a shade stands for, for the legend: "0 tunes", "1 tune", "3–4 tunes". */
function shadeRange(step: number, scale: number): string {
  if (step === 0) return countOf(0, 'tune');
  const low = Math.floor((scale * (step - 1)) / STEPS) + 1;
  const high = Math.floor((scale * step) / STEPS);
  return low === high ? countOf(low, 'tune') : `${low}–${high} tunes`;
}

function dayText(entry: PracticeDayCount, timeZone?: string): string {
  const date = progressDate('day', entry.day, timeZone);
  if (entry.tunes === 0) return `${date}: no practice`;
  const minutes = entry.minutes > 0 ? `, ${minutesText(entry.minutes)}` : '';
  return `${date}: ${countOf(entry.tunes, 'tune')}${minutes}`;
}

/** "Practised on 34 days in the last 26 weeks, 212 tunes in all; busiest day 9 tunes". */
export function calendarSummary(calendar: CalendarData): string {
  return (
    `Practised on ${countOf(calendar.activeDays, 'day')} in the last ${countOf(calendar.weeks.length, 'week')}, ` +
    `${countOf(calendar.totalTunes, 'tune')} in all; busiest day ${countOf(calendar.busiest, 'tune')}`
  );
}

/** Each column's month label, where a month starts: none on the first column when the next is too close. */
function monthLabels(weeks: readonly PracticeDayCount[][], timeZone?: string) {
  const labels: { column: number; text: string }[] = [];
  let previous = '';
  weeks.forEach((week, column) => {
    const text = progressDate('month', week[0]!.day, timeZone);
    if (text !== previous) labels.push({ column, text });
    previous = text;
  });
  if (labels.length > 1 && labels[1]!.column - labels[0]!.column < 3) labels.shift();
  return labels;
}

/**
 * Practice days over the last weeks as a heat map (a column a week, Monday at the top), shaded by the
 * tunes practised, with a legend, and the same days as a table.
 * Headed h3: it sits under the practice page's Progress heading.
 */
export function PracticeCalendar({ calendar, now, timeZone }: PracticeCalendarProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const titleId = `${id}-title`;
  const { weeks } = calendar;
  const scale = Math.max(calendar.busiest, STEPS);
  const width = LEFT + weeks.length * PITCH - (PITCH - CELL);
  const height = TOP + 7 * PITCH - (PITCH - CELL);
  return (
    <section className="td-progress" aria-labelledby={headingId}>
      <h3 className="td-progress__heading" id={headingId}>
        Practice days
      </h3>
      {calendar.activeDays === 0 ? (
        <p className="td-progress__empty">No practice yet: days you practise show here.</p>
      ) : (
        <>
          <div className="td-progress__figure">
            <svg
              className="td-progress__chart td-heat"
              viewBox={`0 0 ${width} ${height}`}
              role="img"
              aria-labelledby={titleId}
            >
              <title id={titleId}>{calendarSummary(calendar)}</title>
              {monthLabels(weeks, timeZone).map(({ column, text }) => (
                <text key={column} x={LEFT + column * PITCH} y={TOP - 5}>
                  {text}
                </text>
              ))}
              {WEEKDAY_LABELS.map(([row, text]) => (
                <text key={text} className="td-heat__weekday" x={0} y={TOP + row * PITCH + CELL / 2}>
                  {text}
                </text>
              ))}
              {weeks.map((week, column) =>
                week.map((entry, row) =>
                  entry.day > now ? null : (
                    <rect
                      key={entry.day}
                      className={`td-heat__day td-heat__day--${shade(entry.tunes, scale)}`}
                      x={LEFT + column * PITCH}
                      y={TOP + row * PITCH}
                      width={CELL}
                      height={CELL}
                      rx={2}
                    >
                      <title>{dayText(entry, timeZone)}</title>
                    </rect>
                  ),
                ),
              )}
            </svg>
          </div>
          <p className="td-heat-legend">
            <span>Less</span>
            {Array.from({ length: STEPS + 1 }, (_, step) => {
              const range = shadeRange(step, scale);
              return (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: the steps are fixed, in order
                  key={step}
                  className={`td-heat-legend__step td-heat__day--${step}`}
                  role="img"
                  aria-label={range}
                  title={range}
                />
              );
            })}
            <span>More</span>
          </p>
          <ChartTable
            caption="Practice days by week, newest first"
            head={
              <>
                <th scope="col">Week of</th>
                <th scope="col">Days practised</th>
              </>
            }
          >
            {weeks.toReversed().map((week) => {
              const practised = week.filter((entry) => entry.tunes > 0);
              return (
                <tr key={week[0]!.day}>
                  <th scope="row">{progressDate('short', week[0]!.day, timeZone)}</th>
                  <td>
                    {practised.length === 0 ? (
                      <span className="td-progress__none">No practice</span>
                    ) : (
                      <ul className="td-progress__days">
                        {practised.map((entry) => (
                          <li key={entry.day}>{dayText(entry, timeZone)}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </ChartTable>
        </>
      )}
    </section>
  );
}
