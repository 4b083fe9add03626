import type PocketBase from 'pocketbase';

type LostListener = (subscriptions: string[]) => void;

const listenersOf = new WeakMap<PocketBase, Set<LostListener>>();

/**
 * Hears the realtime connection drop. The SDK has one `onDisconnect` slot per client, and the library's
 * subscription and each live follow want it: one handler here tells them all. `subscriptions` are the
 * topics still wanted (none: the last one was unsubscribed on purpose, not lost).
 */
export function onRealtimeLost(pb: PocketBase, listener: LostListener): () => void {
  let listeners = listenersOf.get(pb);
  if (!listeners) {
    const all = new Set<LostListener>();
    listeners = all;
    listenersOf.set(pb, all);
    pb.realtime.onDisconnect = (subscriptions) => {
      for (const each of [...all]) each(subscriptions);
    };
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Makes the SDK's realtime connection anew, as the SDK does by itself after an error: the connection
 * closes, a new one opens after a short pause, its subscriptions are renewed and `PB_CONNECT` is sent.
 * A connection may look open and be dead (the phone changed networks, the venue's Wi-Fi dropped it
 * without a word) and the SDK has no public way to start over without dropping every subscription, so
 * this reaches its `EventSource` (pocketbase 0.27.1, pinned). False when no connection is open: the
 * SDK is making one already, or nothing is subscribed.
 */
export function renewRealtime(pb: PocketBase): boolean {
  const source = (pb.realtime as unknown as { eventSource?: EventSource | null }).eventSource;
  if (!pb.realtime.isConnected || !source?.onerror) return false;
  // The SDK's handler reads nothing of the event.
  source.onerror.call(source, new Event('error') as Parameters<typeof source.onerror>[0]);
  return true;
}
