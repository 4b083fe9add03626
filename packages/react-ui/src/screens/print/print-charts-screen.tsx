import { type Id, INSTRUMENTS, type Instrument, isInstrument, type Library } from '@tunedeck/core';
import { type PrintedChartPage, printedCharts } from '@tunedeck/core/chart';
import { type RefObject, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { TuneChart } from '../../chart/tune-chart.js';
import { Button } from '../../primitives/button/button.js';
import { Select } from '../../primitives/field/field.js';
import { Link } from '../../primitives/link/link.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';
import { Spinner } from '../../primitives/spinner/spinner.js';
import { useInstrument } from '../../stage/instrument.js';

export interface PrintChartsScreenProps {
  library: Library;
  /** The set printed; the caller shows Not Found for an unknown id. */
  setId: Id;
  /** Whether `library.charts` holds every chart yet: until then the pages wait. @default true */
  chartsLoaded?: boolean;
  /** The instrument the charts are written for at first; else this device's. */
  instrument?: Instrument;
  /** The browser's print dialog. @default window.print */
  onPrint?: () => void;
  /** The set's page. @default `/library/sets/${setId}` */
  setHref?: string;
}

const INSTRUMENT_OPTIONS = INSTRUMENTS.map(({ id, label }) => ({ value: id, label }));

/** A printed page with its margins (12 mm each side, @page's): what the preview is scaled to fit. */
const PAGE_WIDTH_MM = 210;
const PX_PER_MM = 96 / 25.4;

/**
 * The preview's scale on screen: a page at its real size where there is room, smaller on a phone. Paper
 * has its own size: the print style leaves the scale out.
 */
function usePreviewScale(pages: RefObject<HTMLElement | null>, shown: boolean) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again once the pages are drawn
  useLayoutEffect(() => {
    const list = pages.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const scale = () => {
      const style = getComputedStyle(list);
      const room =
        list.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      if (room > 0)
        list.style.setProperty('--td-print-preview', String(Math.min(1, room / (PAGE_WIDTH_MM * PX_PER_MM))));
    };
    scale();
    const observer = new ResizeObserver(scale);
    observer.observe(list);
    return () => observer.disconnect();
  }, [pages, shown]);
}

/**
 * Shrinks the chart until it fits its page: `zoom` on `content` until it is no taller than `room`. The
 * page has paper's size on screen too, so what fits on screen fits on paper. Measured again when either
 * changes size (the fonts arrive, another instrument), one frame later.
 */
function useFitOnPage(room: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const box = room.current;
    const inner = content.current;
    if (!box || !inner || typeof ResizeObserver === 'undefined') return;
    const shrink = () => {
      inner.style.removeProperty('zoom');
      let zoom = 1;
      // Each step scales by the room left; a chart drawn wider may take fewer rows, so a step or two more.
      for (let step = 0; step < 4; step += 1) {
        const space = box.getBoundingClientRect().height;
        const height = inner.getBoundingClientRect().height;
        if (space <= 0 || height <= space) return;
        zoom *= (space / height) * 0.99;
        inner.style.zoom = String(zoom);
      }
    };
    shrink();
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(shrink);
    });
    observer.observe(box);
    observer.observe(inner);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [room, content]);
}

/** One chart on a page of its own: the set's name, the tune and its key, the chart, the page's number. */
function PrintedPage({
  page,
  setName,
  instrument,
}: {
  page: PrintedChartPage;
  setName: string;
  instrument: Instrument;
}) {
  const titleId = useId();
  const room = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useFitOnPage(room, content);
  return (
    <li className="td-print-page">
      <section
        className={`td-print-sheet td-print-sheet--${page.barsPerRow}`}
        data-td-scheme="light"
        aria-labelledby={titleId}
      >
        <header className="td-print-sheet__head">
          <p className="td-print-sheet__set">{setName}</p>
          <h2 className="td-print-sheet__title" id={titleId}>
            {page.title}
          </h2>
          <p className="td-print-sheet__key">
            <span aria-hidden="true">{page.keyLabel}</span>
            <span className="td-visually-hidden">{page.keySpoken}</span>
          </p>
        </header>
        <div className="td-print-sheet__room" ref={room}>
          <div className="td-print-sheet__chart" ref={content}>
            <TuneChart
              chart={page.chart}
              title={page.title}
              concert={page.concert}
              instrument={instrument}
              showKey={false}
            />
          </div>
        </div>
        <footer className="td-print-sheet__foot">{page.pageLabel}</footer>
      </section>
    </li>
  );
}

/**
 * Print Charts (/library/sets/{setId}/print): the set's charts, one a page, in the set's order, each in
 * its tune's key, for the instrument chosen. On screen, the pages as they will print, under a bar with
 * the instrument, Print and the way back; on paper (the browser's print, A4 or Letter), the pages alone.
 */
export function PrintChartsScreen(props: PrintChartsScreenProps) {
  const { library, setId, chartsLoaded = true } = props;
  const [device] = useInstrument();
  const [chosen, setChosen] = useState(props.instrument);
  const instrument = chosen ?? device;
  const printed = useMemo(() => printedCharts(library, setId, { instrument }), [library, setId, instrument]);
  const pages = useRef<HTMLOListElement>(null);
  usePreviewScale(pages, (printed?.pages.length ?? 0) > 0);
  if (!printed) return null;
  const ready = chartsLoaded || printed.pages.length > 0;
  return (
    <div className="td-root td-print-charts">
      <div className="td-print-charts__screen">
        <PageHeader title="Print Charts" />
        <div className="td-screen-body td-print-charts__bar">
          <p>
            <Link href={props.setHref ?? `/library/sets/${setId}`}>Back to {printed.setName}</Link>
          </p>
          {ready ? (
            <p className="td-print-charts__summary">
              <strong>{printed.setName}:</strong> {printed.summary}
              {printed.missingText ? <span> {printed.missingText}</span> : null}
            </p>
          ) : (
            <Spinner label="Reading the charts" showLabel />
          )}
          <div className="td-print-charts__controls">
            <Select
              label="Instrument"
              className="td-print-charts__instrument"
              options={INSTRUMENT_OPTIONS}
              value={instrument}
              onChange={(event) => {
                if (isInstrument(event.target.value)) setChosen(event.target.value);
              }}
            />
            {printed.pages.length > 0 ? (
              <Button variant="primary" onClick={props.onPrint ?? (() => window.print())}>
                Print
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      {printed.pages.length > 0 ? (
        <ol className="td-print-charts__pages" ref={pages} aria-label={`Pages of ${printed.setName}`}>
          {printed.pages.map((page) => (
            <PrintedPage key={page.songId} page={page} setName={printed.setName} instrument={instrument} />
          ))}
        </ol>
      ) : null}
    </div>
  );
}
