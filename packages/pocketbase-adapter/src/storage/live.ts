import {
  isLiveToken,
  LIVE_PROBE_MS,
  LIVE_RENEW_WAIT_MS,
  type LiveFollow,
  type LiveShare,
  type LiveStorage,
  type LiveView,
  liveCatchUp,
  TunedeckError,
} from '@tunedeck/core';
import type PocketBase from 'pocketbase';
import { onRealtimeLost, renewRealtime } from './connection.js';
import { toStorageError } from './errors.js';
import type { Session } from './session.js';

/** The leader's routes and a follower's read (pb_hooks/live.pb.js). */
export const LIVE_PATH = '/api/tunedeck/live';

/** The realtime topic the server tells of each change of a share, and of its end (`{ view: null }`). */
export const liveTopic = (token: string) => `tunedeck/live/${token}`;

/**
 * How long a catch-up's read may take before it counts as failed (a wake then reads again): a request
 * sent on a connection the network dropped without a word would otherwise hang for minutes.
 */
const CATCH_UP_READ_MS = 10_000;

/** Band follow over the live routes and a custom realtime topic per share. */
export function createLive(pb: PocketBase, session: Session): LiveStorage {
  const send = async <T>(path: string, method: string, body?: unknown, signal?: AbortSignal): Promise<T> => {
    try {
      return await pb.send<T>(path, {
        method,
        requestKey: null,
        ...(body === undefined ? {} : { body }),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      throw toStorageError(error);
    }
  };

  /** The view a share shows now; null when its token opens none (404). */
  const read = async (token: string, signal?: AbortSignal): Promise<LiveView | null> => {
    try {
      return (await send<{ view: LiveView }>(`${LIVE_PATH}/${token}`, 'GET', undefined, signal)).view;
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

    async follow(token, listener, options = {}): Promise<LiveFollow> {
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
        return Object.assign(end, { wake() {} });
      }
      // Every change while connected comes on the topic; whenever some may have been missed (the
      // connection came back, the page woke up) the view is read again, so a follower catches up by itself.
      let listening = false;
      let lost = false;
      let renewing: ReturnType<typeof setTimeout> | undefined;
      const connection = (connected: boolean) => {
        if (active) options.onConnection?.(connected);
      };
      const loss = () => {
        if (lost) return;
        lost = true;
        connection(false);
      };
      const catchUp = liveCatchUp({
        read: async () => {
          if (active) tell(await read(token, AbortSignal.timeout(CATCH_UP_READ_MS)));
        },
        renew: () => {
          if (!active) return false;
          // A renewal is no loss unless the connection fails to come back.
          clearTimeout(renewing);
          renewing = setTimeout(() => {
            renewing = undefined;
            loss();
          }, LIVE_RENEW_WAIT_MS);
          if (renewRealtime(pb)) return true;
          clearTimeout(renewing);
          renewing = undefined;
          return false;
        },
        now: Date.now,
        lost: loss,
      });
      const stopHearing = onRealtimeLost(pb, (subscriptions) => {
        if (renewing === undefined && subscriptions.includes(liveTopic(token))) loss();
      });
      stops = await Promise.all([
        pb.realtime.subscribe(liveTopic(token), (message: { view?: LiveView | null }) =>
          tell(message.view ?? null),
        ),
        pb.realtime.subscribe('PB_CONNECT', () => {
          // The connection this follow opened: the first read comes after subscribing.
          if (!listening || !active) return;
          clearTimeout(renewing);
          renewing = undefined;
          if (lost) {
            lost = false;
            connection(true);
          }
          catchUp.reconnected();
        }),
      ]).catch((error: unknown) => {
        stopHearing();
        throw toStorageError(error);
      });
      stops.push(async () => {
        stopHearing();
        clearTimeout(renewing);
      });
      // A network gone and back without a word leaves the connection silent and the page unaware: a
      // cheap request (the server's health, answered without a hook) tells it, every LIVE_PROBE_MS.
      const probe = setInterval(() => {
        if (!active) return;
        fetch(pb.buildURL('/api/health'), {
          signal: AbortSignal.timeout(LIVE_PROBE_MS),
        }).then(
          (answer) => active && catchUp.probed(answer.ok),
          () => active && catchUp.probed(false),
        );
      }, LIVE_PROBE_MS);
      stops.push(async () => clearInterval(probe));
      listening = true;
      // The first read after listening, so no change falls between the two.
      tell(await read(token));
      return Object.assign(end, { wake: () => active && catchUp.wake() });
    },
  };
}
