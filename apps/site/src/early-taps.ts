declare global {
  interface Window {
    /** Buttons tapped on a prerendered page before the app took it over (scripts/start-page.js). */
    tunedeckEarlyTaps?: Element[];
  }
}

/**
 * As the app takes a prerendered page over, taps again the last button the visitor tapped before it
 * had (a tap on "Log In" while the app's scripts were still loading opens the form now); from then on
 * the app hears every tap itself and scripts/start-page.js keeps none.
 */
export function replayEarlyTap() {
  const taps = window.tunedeckEarlyTaps;
  window.tunedeckEarlyTaps = undefined;
  const last = taps?.at(-1);
  if (last instanceof HTMLElement && last.isConnected) last.click();
}
