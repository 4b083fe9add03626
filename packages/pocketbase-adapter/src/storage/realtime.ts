import { COLLECTIONS, type LibraryEvent, type Unsubscribe } from '@tunedeck/core';
import type PocketBase from 'pocketbase';
import { onRealtimeLost } from './connection.js';
import { toStorageError } from './errors.js';
import { toAccount, toRecord } from './records.js';

/** The server's topic for changes written in bulk (pb_hooks/lib/changes.cjs). */
export const BULK_TOPIC = 'tunedeck/library';

/**
 * Listens to every collection of the library and to the user's own record. The server sends each
 * client only what its list/view rules allow, so another user's writes never arrive.
 */
export async function subscribeLibrary(
  pb: PocketBase,
  userId: string,
  listener: (event: LibraryEvent) => void,
): Promise<Unsubscribe> {
  let active = true;
  const deliver = (event: LibraryEvent) => {
    if (active) listener(event);
  };
  // The SDK reconnects by itself; what was sent while it was away is missed: the client reads again
  // once it is back (and waits for that before reading, when it knows it is away).
  let lost = false;
  const onDisconnect = (subscriptions: string[]) => {
    // No subscriptions left: unsubscribed on purpose (sign-out), not lost.
    if (subscriptions.length === 0 || lost) return;
    lost = true;
    deliver({ type: 'connection', connected: false });
  };
  // All at once: the SDK opens one connection and sends every topic in one request (one after the
  // other, each topic cost a round trip before the library could be read: 10 on a phone's network).
  const subscribed = await Promise.allSettled([
    ...COLLECTIONS.map((collection) =>
      pb.collection(collection).subscribe('*', (event) => {
        if (event.action === 'delete') deliver({ type: 'delete', collection, id: event.record.id });
        else
          deliver({
            type: 'upsert',
            collection,
            record: toRecord(collection, event.record),
          } as LibraryEvent);
      }),
    ),
    // A bulk change (an import) comes as one message instead of an event per record.
    pb.realtime.subscribe(BULK_TOPIC, () => deliver({ type: 'changed' })),
    pb.collection('users').subscribe(userId, (event) => {
      if (event.action !== 'delete') deliver({ type: 'account', account: toAccount(event.record) });
    }),
    pb.realtime.subscribe('PB_CONNECT', () => {
      if (!lost) return;
      lost = false;
      deliver({ type: 'connection', connected: true });
    }),
  ]);
  const stops = subscribed.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = subscribed.find((result) => result.status === 'rejected');
  if (failed) {
    for (const stop of stops) void stop().catch(() => {});
    throw toStorageError(failed.reason);
  }
  const stopHearing = onRealtimeLost(pb, onDisconnect);
  stops.push(async () => stopHearing());
  return () => {
    active = false;
    for (const stop of stops) void stop().catch(() => {});
  };
}
