import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (the picker on a stage): a Screen Wake Lock, asked for again
 * whenever the page is shown (the browser drops it when the page is hidden), released when `active`
 * ends. Where the browser has no wake lock, or refuses it, nothing else changes.
 */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    const api = (globalThis.navigator as Navigator | undefined)?.wakeLock;
    if (!active || !api) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const held = await api.request('screen');
        if (stopped) void held.release();
        else sentinel = held;
      } catch {
        // Refused (battery saver, no permission): the screen may dim; the picker still works.
      }
    };
    void acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release();
    };
  }, [active]);
}
