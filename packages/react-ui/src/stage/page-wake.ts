import { useEffect, useRef } from 'react';

/**
 * Calls `onWake` whenever the page may have missed what happened while it slept: shown again (from
 * the back-forward cache, or a tab or phone woken up), focused, or resumed after the browser froze it.
 * A waking page often says so several times at once: `onWake` takes that as one (see `liveCatchUp`).
 */
export function usePageWake(onWake: () => void) {
  const latest = useRef(onWake);
  latest.current = onWake;
  useEffect(() => {
    const wake = () => latest.current();
    const shown = () => {
      if (document.visibilityState === 'visible') wake();
    };
    window.addEventListener('pageshow', wake);
    window.addEventListener('focus', wake);
    document.addEventListener('visibilitychange', shown);
    document.addEventListener('resume', wake);
    return () => {
      window.removeEventListener('pageshow', wake);
      window.removeEventListener('focus', wake);
      document.removeEventListener('visibilitychange', shown);
      document.removeEventListener('resume', wake);
    };
  }, []);
}
