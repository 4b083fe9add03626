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
