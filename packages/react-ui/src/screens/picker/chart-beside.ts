import { useSyncExternalStore } from 'react';
import { CHART_BESIDE_QUERY } from './chart-beside-query.js';

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
