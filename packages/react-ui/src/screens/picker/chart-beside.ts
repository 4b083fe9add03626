import { useSyncExternalStore } from 'react';

/**
 * Where the chart sits beside the tune, shown without a tap: a wide screen (a desk) or one on its side
 * (a tablet or phone on the music stand). The same query lays it out (picker-screen.css).
 */
export const CHART_BESIDE_QUERY = '(orientation: landscape), (min-width: 1024px)';

function query(): MediaQueryList | null {
  return typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(CHART_BESIDE_QUERY) : null;
}

function subscribe(listener: () => void) {
  const list = query();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

/** Whether the screen is wide or on its side, following a rotation. False without a screen (jsdom). */
export function useChartBeside(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
