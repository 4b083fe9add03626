import { lazyChunk } from '../../internal/lazy-chunk.js';
import type { PickerChartProps } from './picker-chart.js';

/**
 * `PickerChart` whose code loads when a tune with a chart is first on the card: a widget whose tunes
 * have no chart never loads it. Draw it inside a `<Suspense>`. Offline before the code arrived, it says
 * so and tries again when the network is back (or on Try Again).
 */
export const LazyPickerChart = lazyChunk<PickerChartProps>(
  async () => (await import('./picker-chart.js')).PickerChart,
  (_props, { retry }) => (
    <div className="td-card__chart-status" role="status">
      <p>The chart could not be loaded. It shows once the network is back.</p>
      <button type="button" className="td-card__button td-card__button--quiet" onClick={retry}>
        Try Again
      </button>
    </div>
  ),
);
