// The picker page's early drawing: an entry of the site's build (`assets/early-picker-<hash>.js`), a module
// script of the page drawn as a frame (see prerender in scripts/build.ts). What it imports comes in chunks
// the app's own import too, so a first visit downloads it once, and none of them needs the app's shell
// (see vite.config.ts): it runs before the app's scripts are asked for. On a first visit, once the early
// read of the library (the page's first script) has answered, it draws the musician's tune into the frame
// from the ready Picker's own markup (react-ui's PickerScreenTemplate), as the app will draw it: the tune
// and key core's pickerView calls, for this device's instrument, its title fitted by the screen's own
// function. Then it asks for the app's scripts (`tunedeckStartApp`, scripts/start-frame.js), at once
// when it has nothing to draw: no early read, no tune, a chart beside the tune (which it cannot draw).
import { PICKER_TITLE_MIN_REM, pickerView } from '@tunedeck/core';
import { chartShownOnPicker, setHasChart } from '@tunedeck/core/chart';
import { earlyPickerLibrary } from '@tunedeck/pocketbase/early';
import {
  CHART_BESIDE_QUERY,
  drawPickerScreen,
  fitTitle,
  foldBar,
  PICKER_TEMPLATE_ID,
  storedChartShown,
  storedInstrument,
} from '@tunedeck/react-ui/early';

declare global {
  interface Window {
    /** Asks for the app's scripts (scripts/start-frame.js); undefined once it has. */
    tunedeckStartApp?: () => void;
  }
}

async function draw(): Promise<void> {
  const early = window.tunedeckEarlyRead;
  if (!early || !window.tunedeckStartApp) return;
  const read = await earlyPickerLibrary(early);
  // Too late: the app has started (EARLY_DRAW_WAIT), and draws the page itself.
  if (!read || !window.tunedeckStartApp) return;
  const view = pickerView(read.library, read.pickerSet);
  if (view.status !== 'ready' || !view.tune) return;
  const beside = matchMedia(CHART_BESIDE_QUERY).matches;
  if (chartShownOnPicker(storedChartShown(), setHasChart(read.library, view.setId), beside)) return;
  const template = document.getElementById(PICKER_TEMPLATE_ID);
  const frame = document.querySelector('#root[data-frame] .td-picker');
  if (!(template instanceof HTMLTemplateElement) || !frame) return;
  const screen = drawPickerScreen(template, { ...view, tune: view.tune }, storedInstrument());
  frame.replaceWith(screen);
  // The app, once its scripts run, leaves this on screen until it has the library (src/main.tsx).
  const root = document.getElementById('root');
  if (root) root.dataset.earlyDrawing = '';
  const bar = screen.querySelector<HTMLElement>('.td-picker__bar');
  const title = screen.querySelector<HTMLElement>('.td-picker__title');
  const fit = () => {
    if (bar) foldBar(bar);
    if (title) fitTitle(title, { minRem: PICKER_TITLE_MIN_REM });
  };
  fit();
  // A font that arrives later changes the measures, as the app's screen refits then too.
  document.fonts?.addEventListener('loadingdone', () => screen.isConnected && fit());
  if (title) await shown(title);
}

/** How long the app's scripts wait at most for the browser to say the tune is on screen (ms). */
const SHOWN_WAIT = 300;

/**
 * Settles once `element` is on screen: when the browser reports it painted (as the page's largest
 * content), or after SHOWN_WAIT. The app's scripts are asked for after it: asked for at once, their
 * bytes would share the network with the frame that shows the tune, and the browser may show it only
 * after they have been fetched and run.
 */
function shown(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve);
    setTimeout(resolve, SHOWN_WAIT);
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return;
    new PerformanceObserver((list, observer) => {
      if (
        !list
          .getEntries()
          .some((entry) => (entry as PerformanceEntry & { element?: Element }).element === element)
      )
        return;
      observer.disconnect();
      done();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

void draw()
  .catch(() => {
    // Whatever went wrong, the app draws the page.
  })
  .finally(() => window.tunedeckStartApp?.());
