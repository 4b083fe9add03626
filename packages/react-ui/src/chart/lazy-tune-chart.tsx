import { lazyChunk } from '../internal/lazy-chunk.js';
import { Button } from '../primitives/button/button.js';
import type { TuneChartProps } from './tune-chart.js';

export type { TuneChartProps };

/**
 * `TuneChart` whose code (core's chart reader and transposer, the drawing) loads when a chart is first
 * drawn: a picker whose tunes have no chart never loads it. Draw it inside a `<Suspense>`; call
 * `LazyTuneChart.preload()` once a chart is likely (the set being played has one). Offline before the
 * code was saved on the device, it says so and tries again when the network is back.
 */
export const LazyTuneChart = lazyChunk<TuneChartProps>(
  async () => (await import('./tune-chart.js')).TuneChart,
  (_props, { retry }) => (
    <div className="td-tune-chart td-tune-chart--unavailable" role="status">
      <p>The chart is not on this device yet. It shows once the network is back.</p>
      <Button onClick={retry}>Try Again</Button>
    </div>
  ),
);
