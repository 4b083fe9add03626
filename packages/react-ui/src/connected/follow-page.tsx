import {
  calledTuneKeptText,
  calledTuneSong,
  calledTuneStatus,
  type Library,
  type LiveFollow,
  type TunedeckClient,
} from '@tunedeck/core';
import { useEffect, useRef, useState } from 'react';
import { useClient, useClientState } from '../provider/provider.js';
import { type FollowKeep, FollowScreen, type FollowState } from '../screens/follow/follow-screen.js';
import { useInstrument } from '../stage/instrument.js';
import { usePageWake } from '../stage/page-wake.js';
import { useWakeLock } from '../stage/wake-lock.js';

export interface FollowPageProps {
  /** The live share's token, from its link. */
  token: string;
  /** The store whose storage follows the share; defaults to the one of the nearest `<TunedeckProvider>`. */
  client?: TunedeckClient;
}

/** How soon a follow that could not start (no network yet) is tried again, and after being throttled. */
const RETRY_MS = 3000;
const THROTTLED_RETRY_MS = 60_000;

/** The time now, ticking every `ms` (for "Called 3 min ago"). */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * A bandmate following a live share by its token (band follow), signed in or not: the tune called and
 * its key in their instrument's key, kept on screen when the connection drops and caught up by itself
 * when it is back, the screen kept awake. Signed in, they can keep the tune called.
 *
 * ```tsx
 * <FollowPage token={token} />
 * ```
 */
export function FollowPage({ token, client: given }: FollowPageProps) {
  const client = useClient(given);
  const clientState = useClientState(client);
  const [follow, setFollow] = useState<FollowState>({ status: 'connecting' });
  const [instrument, setInstrument] = useInstrument();
  const now = useNow(10_000);
  // Each attempt follows anew, and so reads the share as it is now.
  const [attempt, setAttempt] = useState(0);
  // While the browser says the network is gone, nothing is followed: a connection it had may linger
  // half-dead for minutes (a phone moved from Wi-Fi to mobile data), so the follow starts anew once the
  // network is back, catching up at once.
  const [online, setOnline] = useState(() => globalThis.navigator?.onLine ?? true);
  useEffect(() => {
    const offline = () => setOnline(false);
    const online = () => {
      setOnline(true);
      setAttempt((n) => n + 1);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  // A page woken up (shown again, focused, resumed after a freeze) may have slept through calls, on a
  // connection the venue's network dropped without a word: the follow catches up on a new one.
  const following = useRef<LiveFollow | null>(null);
  usePageWake(() => following.current?.wake());

  useEffect(() => {
    const reconnecting = (on: boolean) =>
      setFollow((before) => (before.status === 'live' ? { ...before, reconnecting: on } : before));
    if (!online) {
      reconnecting(true);
      return;
    }
    let cancelled = false;
    let stop: LiveFollow | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    void attempt;
    client.live
      .follow(
        token,
        (view) => {
          if (!cancelled)
            setFollow(view ? { status: 'live', view, reconnecting: false } : { status: 'ended' });
        },
        { onConnection: (connected) => !cancelled && reconnecting(!connected) },
      )
      .then(
        (follow) => {
          if (cancelled) follow();
          else stop = following.current = follow;
        },
        (error: { code?: string }) => {
          if (cancelled) return;
          // The server is out of reach (or this address is throttled): the last tune stays, and the
          // follow is tried again.
          reconnecting(true);
          const wait = error.code === 'rate-limited' ? THROTTLED_RETRY_MS : RETRY_MS;
          retry = setTimeout(() => setAttempt((n) => n + 1), wait);
        },
      );
    return () => {
      cancelled = true;
      clearTimeout(retry);
      if (following.current === stop) following.current = null;
      stop?.();
    };
  }, [client, token, attempt, online]);

  useWakeLock(follow.status === 'live');

  const library = clientState.status === 'ready' ? (clientState.library as Library) : null;
  const current = follow.status === 'live' ? follow.view.current : null;
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ title: string; text: string } | null>(null);
  const keep = (where: 'library' | 'wish-list', title: string, command: () => Promise<{ ok: boolean }>) => {
    setBusy(true);
    setSaid(null);
    void command()
      .then(
        (result) => calledTuneKeptText(title, where, result.ok),
        () => calledTuneKeptText(title, where, false),
      )
      .then((text) => {
        setSaid({ title, text });
        setBusy(false);
      });
  };
  const keeping: FollowKeep | undefined =
    library && current
      ? {
          status: calledTuneStatus(library, current.title),
          busy,
          ...(said?.title === current.title ? { message: said.text } : {}),
          onAddToLibrary: () =>
            keep('library', current.title, () => client.library.addSongToLibrary(calledTuneSong(current))),
          onAddToWishList: () =>
            keep('wish-list', current.title, () => client.library.wishAdd(current.title)),
        }
      : undefined;

  return (
    <FollowScreen
      state={follow}
      now={now}
      instrument={instrument}
      onInstrumentChange={setInstrument}
      keep={keeping}
    />
  );
}
