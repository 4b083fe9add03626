import { useCallback, useSyncExternalStore } from 'react';
import { rememberChartShown, storedChartShown, subscribeChartShown } from './stored-chart-shown.js';

/** Whether the musician chose to show the picker's chart on this device (null: not chosen), and a setter. */
export function useChartShown(): [boolean | null, (shown: boolean) => void] {
  const shown = useSyncExternalStore(subscribeChartShown, storedChartShown, () => null);
  return [shown, useCallback((next: boolean) => rememberChartShown(next), [])];
}
