import { TAB_SPACE, type TabBus, type TabMessage } from '@tunedeck/core';

/**
 * The other tabs of this browser, for the client store: messages over a BroadcastChannel, and the one
 * tab that sends a musician's changes chosen with a Web Lock (held until the tab closes or signs out;
 * the browser hands it to a waiting tab at once, even when the holder crashed). A browser without
 * either gets none: its tab works alone, as before.
 */
export function browserTabs(name = 'tunedeck'): TabBus | undefined {
  if (typeof BroadcastChannel === 'undefined' || !('locks' in navigator)) return undefined;
  const channel = new BroadcastChannel(name);
  const pick = () => (crypto.getRandomValues(new Uint32Array(1))[0]! % (TAB_SPACE - 1)) + 1;
  let tab = pick();
  // A number no other open tab holds: a lock per number, kept for the tab's life. Picked again in the
  // rare case another tab has it (before this tab made any write: a copy is read first).
  const claim = () =>
    navigator.locks.request(`${name}-tab-${tab}`, { ifAvailable: true }, (lock) => {
      if (!lock) {
        tab = pick();
        void claim();
        return undefined;
      }
      return new Promise<void>(() => undefined);
    });
  void claim();
  return {
    get tab() {
      return tab;
    },
    post(message) {
      channel.postMessage(message);
    },
    listen(handler) {
      const listener = (event: MessageEvent<TabMessage>) => handler(event.data);
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
    lead(user, onLead) {
      const stop = new AbortController();
      let release: (() => void) | null = null;
      navigator.locks
        .request(`${name}-lead-${user}`, { signal: stop.signal }, () => {
          if (stop.signal.aborted) return undefined;
          onLead();
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        })
        .catch(() => undefined);
      return () => {
        stop.abort();
        release?.();
      };
    },
  };
}
