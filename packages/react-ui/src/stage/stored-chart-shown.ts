// The musician's choice to show or hide the chart on the picker, remembered on the device (a phone and
// a tablet on the stand want different things), like its stage keys. React-free: the early drawing of
// the picker (the site's) reads it before React has loaded; `useChartShown` (./chart-shown.ts) follows it.
import { PICKER_CHART_KEY } from '@tunedeck/core/chart';

const listeners = new Set<() => void>();
/** The choice of this page, for a device that cannot store it (private mode). */
let chosen: boolean | null = null;

/** The choice stored on this device: null when the musician has not made one. */
export function storedChartShown(): boolean | null {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      const raw = storage.getItem(PICKER_CHART_KEY);
      return raw === 'shown' ? true : raw === 'hidden' ? false : null;
    }
  } catch {
    // Storage cannot be read: the choice of this page, if any.
  }
  return chosen;
}

/** Remembers the musician's choice on this device, and tells whoever follows it. */
export function rememberChartShown(shown: boolean) {
  chosen = shown;
  try {
    globalThis.localStorage?.setItem(PICKER_CHART_KEY, shown ? 'shown' : 'hidden');
  } catch {
    // Private mode or storage full: the choice lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the choice changes on this page; returns the function that stops it. */
export function subscribeChartShown(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
