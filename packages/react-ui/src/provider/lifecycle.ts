import type { TunedeckClient } from '@tunedeck/core';
import { useEffect } from 'react';

/** A page shown again re-reads the library at most this often (a tab switch is not a network drop). */
export const RESYNC_ON_SHOW_MS = 30_000;

/**
 * Keeps a client in step with the page's life: picks reach the server at the latest when the page is
 * hidden or left (with a request that survives unload); when the network returns or the page is shown
 * again, picks that waited are sent and the library is read again, since realtime may have missed events.
 */
export function useClientLifecycle(client: TunedeckClient, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    let lastResync = Date.now();
    const flush = () => void client.picker.flush();
    const back = (always: boolean) => {
      client.picker.resend();
      if (!always && Date.now() - lastResync < RESYNC_ON_SHOW_MS) return;
      lastResync = Date.now();
      void client.resync();
    };
    const onOnline = () => back(true);
    const onVisibility = () => (document.visibilityState === 'hidden' ? flush() : back(false));
    window.addEventListener('pagehide', flush);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client, enabled]);
}
