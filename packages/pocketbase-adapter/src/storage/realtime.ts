import { COLLECTIONS, type LibraryEvent, type Unsubscribe } from '@tunedeck/core';
import type PocketBase from 'pocketbase';
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
  const stops: Array<() => Promise<void>> = [];
  let active = true;
  const deliver = (event: LibraryEvent) => {
    if (active) listener(event);
  };
  try {
    for (const collection of COLLECTIONS) {
      stops.push(
        await pb.collection(collection).subscribe('*', (event) => {
          if (event.action === 'delete') deliver({ type: 'delete', collection, id: event.record.id });
          else
            deliver({
              type: 'upsert',
              collection,
              record: toRecord(collection, event.record),
            } as LibraryEvent);
        }),
      );
    }
    // A bulk change (an import) comes as one message instead of an event per record.
    stops.push(await pb.realtime.subscribe(BULK_TOPIC, () => deliver({ type: 'changed' })));
    stops.push(
      await pb.collection('users').subscribe(userId, (event) => {
        if (event.action !== 'delete') deliver({ type: 'account', account: toAccount(event.record) });
      }),
    );
    // The SDK reconnects by itself; what was sent while it was away is missed: the client reads again
    // once it is back (and waits for that before reading, when it knows it is away).
    let lost = false;
    const onDisconnect = (subscriptions: string[]) => {
      // No subscriptions left: unsubscribed on purpose (sign-out), not lost.
      if (subscriptions.length === 0 || lost) return;
      lost = true;
      deliver({ type: 'connection', connected: false });
    };
    pb.realtime.onDisconnect = onDisconnect;
    stops.push(async () => {
      if (pb.realtime.onDisconnect === onDisconnect) pb.realtime.onDisconnect = undefined;
    });
    stops.push(
      await pb.realtime.subscribe('PB_CONNECT', () => {
        if (!lost) return;
        lost = false;
        deliver({ type: 'connection', connected: true });
      }),
    );
  } catch (error) {
    for (const stop of stops) void stop().catch(() => {});
    throw toStorageError(error);
  }
  return () => {
    active = false;
    for (const stop of stops) void stop().catch(() => {});
  };
}
