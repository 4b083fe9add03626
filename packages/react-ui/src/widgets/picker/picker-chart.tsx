import type { PlayableKey } from '@tunedeck/core';
import { type EmbedChart, type Instrument, readEmbedChart } from '@tunedeck/core/embed';
import { useMemo } from 'react';
import { TuneChart } from '../../chart/tune-chart.js';

export interface PickerChartProps {
  /** The tune's chart as the host gave it (core's embed tune view has it). */
  chart: EmbedChart;
  title: string;
  /** The key picked: the chart is drawn in it (concert pitch). */
  concert: PlayableKey;
  /** The player's instrument: the chart is written in its key. @default 'concert' */
  instrument?: Instrument | undefined;
}

/**
 * The chart of the tune on a picker card, read by core (`readEmbedChart`) and drawn in the key picked:
 * or, when it cannot be read, why. The code of its own chunk (the chart reader and the drawing), loaded
 * with the first tune that has a chart; the <tunedeck-picker> element's chart file draws it too. Pure
 * (props in, markup out, no state or effect): the element draws it without React.
 */
export function PickerChart({ chart, title, concert, instrument }: PickerChartProps) {
  const read = useMemo(() => readEmbedChart(chart, title), [chart, title]);
  if (!read.ok) return <p className="td-card__chart-problem">{read.problem}</p>;
  return <TuneChart chart={read.chart} title={title} concert={concert} instrument={instrument} />;
}
