import type { Instrument, PickerTuneView } from '@tunedeck/core';
import type { StoredChart } from '@tunedeck/core/chart';
import { type ReactNode, Suspense } from 'react';
import { LazyTuneChart } from '../../chart/lazy-tune-chart.js';
import { lazyChunk } from '../../internal/lazy-chunk.js';
import { Button } from '../../primitives/button/button.js';
import { ButtonLink } from '../../primitives/link/link.js';
import { Spinner } from '../../primitives/spinner/spinner.js';
import type { StageChartProps } from '../../stage/stage-chart.js';

/**
 * Stage View's chart, fitted to the screen (stage/stage-chart.tsx): its code loads with the chart's,
 * as LazyTuneChart's does, and says so the same way when it cannot.
 */
const LazyStageChart = lazyChunk<StageChartProps>(
  async () => (await import('../../stage/stage-chart.js')).StageChart,
  (_props, { retry }) => (
    <div className="td-tune-chart td-tune-chart--unavailable" role="status">
      <p>The chart is not on this device yet. It shows once the network is back.</p>
      <Button onClick={retry}>Try Again</Button>
    </div>
  ),
);

/** Loads the chart's code, for the picker and its stage: once a chart is likely (the set has one). */
export function preloadPickerChart(): Promise<unknown> {
  return Promise.all([LazyTuneChart.preload(), LazyStageChart.preload()]);
}

export interface ChartSheetProps {
  /** The sheet's id, for the Chart button's `aria-controls`. */
  id: string;
  tune: PickerTuneView;
  /** The tune's chart; null: it has none; undefined: the charts are still being read. */
  chart: StoredChart | null | undefined;
  instrument: Instrument;
  songHref: (songId: string) => string;
  /** Stage View: the chart fitted to the screen, or in pages. */
  stage: boolean;
  /** The page shown (1-based) of a chart in pages on the stage. */
  page: number;
  onPageChange: (page: number) => void;
  /** Told how many pages the stage's chart is in (1 when it is whole). */
  onPagesChange: (pages: number) => void;
}

const reading = <Spinner label="Reading the chart" showLabel />;

/**
 * The called tune's chart beside (or under) the tune: in the key just picked, written for the player's
 * instrument. A tune without one says so and offers to add one. On the stage the chart is fitted to the
 * screen, whole where its chords stay readable from the music stand, else in pages of whole rows.
 */
export function ChartSheet(props: ChartSheetProps) {
  const { chart, tune } = props;
  let content: ReactNode;
  if (chart === undefined) content = reading;
  else if (chart === null)
    content = (
      <div className="td-picker__no-chart">
        <p>No chart for this tune yet.</p>
        <ButtonLink variant="secondary" href={props.songHref(tune.id)}>
          Add a Chart
        </ButtonLink>
      </div>
    );
  else if (props.stage)
    content = (
      <Suspense fallback={reading}>
        <LazyStageChart
          chart={chart}
          title={tune.title}
          concert={tune.key}
          instrument={props.instrument}
          page={props.page}
          onPageChange={props.onPageChange}
          onPagesChange={props.onPagesChange}
        />
      </Suspense>
    );
  else
    content = (
      // A long chart scrolls here, and the keyboard scrolls it once it has focus (Safari gives a scroller
      // none of its own).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroller, focused to be scrolled by the keyboard
      <div className="td-picker__chart" tabIndex={0}>
        <Suspense fallback={reading}>
          <LazyTuneChart chart={chart} title={tune.title} concert={tune.key} instrument={props.instrument} />
        </Suspense>
      </div>
    );
  return (
    <div className="td-picker__sheet" id={props.id}>
      {content}
    </div>
  );
}
