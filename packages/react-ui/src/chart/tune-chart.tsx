import type { Instrument, PlayableKey } from '@tunedeck/core';
import { type StoredChart, shownChart } from '@tunedeck/core/chart';
import { useMemo } from 'react';
import { cx } from '../internal/cx.js';
import { ChartView } from './chart-view.js';

export interface TuneChartProps {
  /** The tune's chart as stored (its own key and text). */
  chart: StoredChart;
  /** The tune's title, for the chart's accessible name: "Chart of Autumn Leaves in F sharp minor". */
  title: string;
  /** The concert key the tune is played in (the picked key); the chart's own key when not given. */
  concert?: PlayableKey | undefined;
  /** The player's instrument: the chart is written in its key. @default 'concert' */
  instrument?: Instrument | undefined;
  /** Shows the key line above the chart ("G major for B♭ instrument (concert F major)"). @default true */
  showKey?: boolean | undefined;
  className?: string | undefined;
}

/**
 * A tune's chart as the player reads it: moved by core (`shownChart`) to the key it is played in and
 * to their instrument, with the key named above it. What the picker, Stage View, a follower, practice,
 * print and the embeddable picker draw; loaded on demand through `LazyTuneChart` (chart/lazy-tune-chart),
 * so a page without charts never loads the chart code.
 */
export function TuneChart({ chart, title, concert, instrument, showKey = true, className }: TuneChartProps) {
  const shown = useMemo(() => shownChart(chart, { concert, instrument }), [chart, concert, instrument]);
  if (!shown)
    return (
      <p className={cx('td-tune-chart td-tune-chart--unreadable', className)}>This chart cannot be read.</p>
    );
  return (
    <div className={cx('td-tune-chart', className)}>
      {showKey ? <p className="td-tune-chart__key">{shown.label}</p> : null}
      <ChartView chart={shown.chart} label={`Chart of ${title} in ${shown.spoken}`} />
    </div>
  );
}
