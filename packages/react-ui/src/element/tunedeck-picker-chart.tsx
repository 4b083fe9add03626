// <tunedeck-picker>'s chart file (tunedeck-picker-chart.js, beside the element's): the chart reader and
// the drawing, loaded by the element with the first tune that has a chart. It draws the React widget's
// PickerChart; built for the element (build/element.ts), React is dom-react.ts, so the file needs no
// React. Its stylesheet goes into the element's shadow root beside the card's.
import { createRoot } from 'react-dom/client';
import chartCss from '../chart/chart.css?inline';
import { ownUnits } from '../widgets/picker/own-units.js';
import { PickerChart, type PickerChartProps } from '../widgets/picker/picker-chart.js';

export type { PickerChartProps };

let sheet: CSSStyleSheet | null = null;

/** The chart's stylesheet, in the element's own unit (made once, shared by every picker of the page). */
export function chartStyles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(ownUnits(chartCss));
  }
  return sheet;
}

const roots = new WeakMap<Element, ReturnType<typeof createRoot>>();

/** Draws a tune's chart in `container` (in place of the one before). */
export function drawChart(container: Element, props: PickerChartProps): void {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(<PickerChart {...props} />);
}
