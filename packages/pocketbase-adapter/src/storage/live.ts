import {
  isLiveToken,
  type LiveShare,
  type LiveStorage,
  type LiveView,
  TunedeckError,
  type Unsubscribe,
} from '@tunedeck/core';
import type PocketBase from 'pocketbase';
import { onRealtimeLost } from './connection.js';
import { toStorageError } from './errors.js';
import type { Session } from './session.js';

/** The leader's routes and a follower's read (pb_hooks/live.pb.js). */
export const LIVE_PATH = '/api/tunedeck/live';

/** The realtime topic the server tells of each change of a share, and of its end (`{ view: null }`). */
export const liveTopic = (token: string) => `tunedeck/live/${token}`;

/** Band follow over the live routes and a custom realtime topic per share. */
export function createLive(pb: PocketBase, session: Session): LiveStorage {
  const send = async <T>(path: string, method: string, body?: unknown): Promise<T> => {
    try {
      return await pb.send<T>(path, { method, requestKey: null, ...(body === undefined ? {} : { body }) });
    } catch (error) {
      throw toStorageError(error);
    }
  };

  /** The view a share shows now; null when its token opens none (404). */
  const read = async (token: string): Promise<LiveView | null> => {
    try {
      return (await send<{ view: LiveView }>(`${LIVE_PATH}/${token}`, 'GET')).view;
    } catch (error) {
      if (error instanceof TunedeckError && error.code === 'not-found') return null;
      throw error;
    }
  };

  return {
    async start(set) {
      session.require();
      return send<LiveShare>(LIVE_PATH, 'POST', { set });
    },

    async current() {
      session.require();
      return (await send<{ share: LiveShare | null }>(LIVE_PATH, 'GET')).share;
    },

    async stop() {
      session.require();
      await send<void>(LIVE_PATH, 'DELETE');
    },

    async follow(token, listener, options = {}): Promise<Unsubscribe> {
      let active = true;
      let stops: Array<() => Promise<void>> = [];
      const end = () => {
        active = false;
        for (const stop of stops) void stop().catch(() => {});
        stops = [];
      };
      const tell = (view: LiveView | null) => {
        if (!active) return;
        listener(view);
        if (view === null) end();
      };
      // Not a token: nothing to ask the server (and nothing counted against this address).
      if (!isLiveToken(token)) {
        void Promise.resolve().then(() => tell(null));
        return end;
      }
      // Every change while connected comes on the topic; on each (re)connection the view is read again,
      // so a follower whose connection dropped catches up by itself.
      let connections = 0;
      let lost = false;
      const connection = (connected: boolean) => {
        if (active) options.onConnection?.(connected);
      };
      const catchUp = () =>
        read(token).then(tell, () => {
          // Offline or throttled: the last view stays on screen; the next connection reads again.
        });
      const stopHearing = onRealtimeLost(pb, (subscriptions) => {
        if (lost || !subscriptions.includes(liveTopic(token))) return;
        lost = true;
        connection(false);
      });
      stops = await Promise.all([
        pb.realtime.subscribe(liveTopic(token), (message: { view?: LiveView | null }) =>
          tell(message.view ?? null),
        ),
        pb.realtime.subscribe('PB_CONNECT', () => {
          connections += 1;
          if (connections === 1) return;
          if (lost) {
            lost = false;
            connection(true);
          }
          void catchUp();
        }),
      ]).catch((error: unknown) => {
        stopHearing();
        throw toStorageError(error);
      });
      stops.push(async () => stopHearing());
      // The first read after listening, so no change falls between the two.
      tell(await read(token));
      return end;
    },
  };
}
