import type { Instrument, PlayableKey } from '@tunedeck/core';
import type { StoredChart } from '@tunedeck/core/chart';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { TuneChart } from '../chart/tune-chart.js';
import { Button } from '../primitives/button/button.js';
import { fitStageChart, type StageFit, sameFit, showBars } from './stage-fit.js';

export interface StageChartProps {
  chart: StoredChart;
  title: string;
  /** The key picked: the chart is moved there. */
  concert: PlayableKey;
  instrument: Instrument;
  /** The page shown (1-based) of a chart in pages. */
  page: number;
  onPageChange: (page: number) => void;
  /** Told how many pages the chart is in (1 when it is whole). */
  onPagesChange: (pages: number) => void;
}

/**
 * Stage View's chart: fitted to the screen, whole where its chords stay readable from the music stand,
 * else in pages of whole rows that "Previous Page" and "Next Page" (and the pedal, through the page)
 * turn. Loaded with the chart's code, on the stage only (screens/picker/chart-sheet.tsx): the picker's
 * first visit does not carry its measuring.
 */
export function StageChart(props: StageChartProps) {
  const { chart, title, concert, instrument, onPagesChange } = props;
  const room = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<StageFit | null>(null);
  const pages = fit ? fit.pages.length : 1;
  const page = Math.min(Math.max(1, props.page), pages);
  const shownPage = useRef(page);
  shownPage.current = page;

  const refit = useCallback(() => {
    const element = room.current;
    if (!element) return;
    const measured = fitStageChart(element, { width: innerWidth, height: innerHeight });
    // Measuring showed every bar: the page on screen comes back at once (before the paint).
    if (measured && measured.pages.length > 1) showBars(element, measured.pages[shownPage.current - 1]);
    setFit((before) => (sameFit(before, measured) ? before : measured));
  }, []);

  // Fitted when drawn and whenever what is drawn changes: the chart, its key, the instrument.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fits again when what is drawn changes
  useLayoutEffect(() => refit(), [refit, chart, concert, instrument]);

  // And when its room changes (a rotation, the page buttons coming) or a font arrives.
  useLayoutEffect(() => {
    const element = room.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let size = `${element.clientWidth}x${element.clientHeight}`;
    const observer = new ResizeObserver(() => {
      const now = `${element.clientWidth}x${element.clientHeight}`;
      if (now !== size) {
        size = now;
        refit();
      }
    });
    observer.observe(element);
    const fonts = document.fonts;
    fonts?.addEventListener('loadingdone', refit);
    return () => {
      observer.disconnect();
      fonts?.removeEventListener('loadingdone', refit);
    };
  }, [refit]);

  useLayoutEffect(() => {
    if (room.current && fit) showBars(room.current, pages > 1 ? fit.pages[page - 1] : null);
  }, [fit, page, pages]);

  // Told before the pages are painted: a pedal pressed as soon as "Page 1 of 3" shows turns the page.
  useLayoutEffect(() => onPagesChange(pages), [pages, onPagesChange]);

  return (
    <>
      <div className="td-picker__chart" ref={room}>
        <TuneChart chart={chart} title={title} concert={concert} instrument={instrument} showKey={false} />
      </div>
      {pages > 1 ? (
        <div className="td-picker__pages">
          <Button onClick={() => props.onPageChange(page - 1)} disabled={page <= 1}>
            Previous Page
          </Button>
          <p className="td-picker__page-of" role="status">{`Page ${page} of ${pages}`}</p>
          <Button onClick={() => props.onPageChange(page + 1)} disabled={page >= pages}>
            Next Page
          </Button>
        </div>
      ) : null}
    </>
  );
}
