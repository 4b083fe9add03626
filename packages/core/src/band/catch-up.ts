// Band follow: a follower catching up by itself. Venues break connections (a phone sleeps or changes
// network, the Wi-Fi drops long connections, the server closes realtime connections idle for minutes)
// and a page frozen in a pocket hears nothing: whenever the page may have missed a call, the follower
// reads the view once, on a connection made anew. A page woken up says so several times at once (shown,
// focused, online, resumed): that is one catch-up, not one each.

/**
 * How often a follower asks the server something cheap while following. A network that drops without a
 * word (the venue's Wi-Fi goes and comes back, a phone awake on a music stand) leaves the realtime
 * connection silent and every signal of the page unsaid: the probe's failure says the network is gone,
 * and its first answer after says it is back, within this time of its return.
 */
export const LIVE_PROBE_MS = 1000;

/** After a catch-up, the page's wake signals within this time belong to the same wake. */
export const LIVE_WAKE_QUIET_MS = 3000;

/**
 * How long a connection made anew may take to come back (its return reads the view) before a wake
 * reads by itself.
 */
export const LIVE_RENEW_WAIT_MS = 2000;

export interface LiveCatchUpOptions {
  /** Reads the share's view and tells it; rejects when it could not (offline, throttled). */
  read: () => Promise<void>;
  /**
   * Makes the realtime connection anew, its subscriptions with it: its return is `reconnected`. False
   * when there is none to renew (it is being made again already, or none is open).
   */
  renew: () => boolean;
  now: () => number;
  /** The network is gone (a probe failed): the page says it is reconnecting. */
  lost?: () => void;
}

export interface LiveCatchUp {
  /** The page may have missed changes: shown again, focused, back online, resumed after a freeze. */
  wake(): void;
  /** The realtime connection is back, subscriptions renewed, after a loss or a renewal: read the view. */
  reconnected(): void;
  /**
   * A probe of the server (every `LIVE_PROBE_MS`) was answered, or not. The first failure tells `lost`;
   * the first answer after failures is a wake that no quiet time drops: the connection is renewed and the
   * view read, whatever was read before the network went.
   */
  probed(answered: boolean): void;
}

/**
 * When a follower reads its share's view again. A wake renews the connection (a connection that looks
 * open may be dead: the network changed under it) and its return reads once; with nothing to renew, the
 * wake reads at once. Wakes are dropped while a renewal is on its way back, within
 * `LIVE_WAKE_QUIET_MS` of a read that succeeded, and while a read is under way (one more read follows
 * if that read failed). A return of the connection always reads: events sent meanwhile were lost (one
 * during a read reads again after it, since that read may have been answered before the return).
 */
export function liveCatchUp({ read, renew, now, lost }: LiveCatchUpOptions): LiveCatchUp {
  let unreachable = false;
  let caughtUp = Number.NEGATIVE_INFINITY;
  let renewed = Number.NEGATIVE_INFINITY;
  let reading = false;
  let readAgain = false;
  let wokenWhileReading = false;

  const start = () => {
    reading = true;
    readAgain = false;
    wokenWhileReading = false;
    void read()
      .then(
        () => {
          caughtUp = now();
          return true;
        },
        () => false,
      )
      .then((ok) => {
        reading = false;
        if (readAgain || (!ok && wokenWhileReading)) start();
      });
  };

  const wake = () => {
    if (reading) {
      wokenWhileReading = true;
      return;
    }
    const at = now();
    if (at - caughtUp < LIVE_WAKE_QUIET_MS || at - renewed < LIVE_RENEW_WAIT_MS) return;
    if (renew()) renewed = at;
    else start();
  };

  return {
    wake,
    probed(answered) {
      if (!answered) {
        if (!unreachable) lost?.();
        unreachable = true;
        return;
      }
      if (!unreachable) return;
      unreachable = false;
      caughtUp = Number.NEGATIVE_INFINITY;
      renewed = Number.NEGATIVE_INFINITY;
      wake();
    },
    reconnected() {
      renewed = Number.NEGATIVE_INFINITY;
      if (reading) readAgain = true;
      else start();
    },
  };
}
