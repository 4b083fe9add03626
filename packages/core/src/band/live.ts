// Band follow: what a bandmate sees of a leader's live share. Only the set's name, the tune on the
// leader's picker with its chart (key and text) and the last five played, each a title, a key and a
// time: never the library, other sets or songs' charts, notes, ids or anything of the account. Every
// storage derives it with this one rule.

import type { StoredChart } from '../chart/shown.js';
import type { PlayableKey } from '../model/constants.js';
import type { Id, Library } from '../model/records.js';
import { displayTitle } from '../text/normalise.js';

/** How many tunes played before the current one a follower sees. */
export const LIVE_RECENT = 5;

/** A tune as the band hears it called: its title, the concert key it is played in, when. */
export interface LiveCall {
  readonly title: string;
  readonly key: PlayableKey;
  /** When it was called (the current tune) or played (the tunes before), ms since the epoch. */
  readonly time: number;
}

/** The tune on the leader's picker: a call, with its chart for each follower to read in their key. */
export interface LiveCurrentCall extends LiveCall {
  /**
   * The song's chart as stored (the key it is written in and its text; never its ids), or null when
   * it has none. Followers draw it moved to `key` for their instrument (`shownChart`).
   */
  readonly chart: StoredChart | null;
}

/** A live share as its followers see it. */
export interface LiveView {
  /**
   * The version of the picker state it was made from (0 before the first pick). Views can reach a
   * follower out of order (a NEXT writes more than once, and each write tells its own view): one made
   * from an older state is never shown over a newer one (`isStaleLiveView`).
   */
  readonly version: number;
  readonly setName: string;
  /** The tune on the leader's picker, or null before the first pick. */
  readonly current: LiveCurrentCall | null;
  /** The tunes played before it since the share started, the latest first, at most `LIVE_RECENT`. */
  readonly recent: readonly LiveCall[];
}

/**
 * The follower's view of a share of `setId` started at `since`, from the leader's library; null when
 * the set is gone (the share has nothing left to show).
 */
export function liveView(library: Library, setId: Id, since: number): LiveView | null {
  const set = library.sets[setId];
  if (!set) return null;
  const state = library.pickers[setId]?.state;
  const song = state?.current ? library.songs[state.current.song] : undefined;
  // A chart's id is its song's: only the called song's is read, and only its key and text go out.
  const chart = song ? library.charts[song.id] : undefined;
  const current: LiveCurrentCall | null =
    state?.current && song
      ? {
          title: displayTitle(song.title),
          // As the picker shows it: the song's own key, or the one drawn for a random-key song.
          key: song.key === 'random' ? state.current.key : song.key,
          time: state.updated,
          chart: chart ? { key: chart.key, text: chart.text } : null,
        }
      : null;
  const gigs = new Set(
    library.gigs
      .values()
      .filter((gig) => gig.set === setId)
      .map((gig) => gig.id),
  );
  const recent = library.plays
    .values()
    .filter((play) => gigs.has(play.gig) && play.played >= since)
    .sort((a, b) => b.played - a.played || (a.id < b.id ? -1 : 1))
    .slice(0, LIVE_RECENT)
    .map((play) => ({ title: displayTitle(play.title), key: play.key, time: play.played }));
  return { version: state?.version ?? 0, setName: displayTitle(set.name), current, recent };
}

/** When the latest tune of a view's "played before" list was played (0 when none). */
const lastPlayed = (view: LiveView) => view.recent[0]?.time ?? 0;

/**
 * Whether `incoming` is older than the view a follower shows: made from an older picker state, or from
 * the same state with fewer tunes played since (the pick's own write, told after its play's); never for
 * what else changed in the same state (the current tune's chart edited mid-gig is news). Views of
 * two sets are never compared (each set's picker counts its own versions): the share moved with the
 * leader's picker (`liveShareSet`), and a set's name is one of a kind among the leader's sets.
 */
export function isStaleLiveView(incoming: LiveView, shown: LiveView | null): boolean {
  if (shown === null) return false;
  if (incoming.setName !== shown.setName) return false;
  if (incoming.version !== shown.version) return incoming.version < shown.version;
  return lastPlayed(incoming) < lastPlayed(shown);
}

/**
 * `follow` of `live` that tells its listener each view in order: one older than the view last told is
 * dropped (the end of the share, null, always comes through). The client's `live.follow` is this over its
 * storage's.
 */
export function followInOrder<Options, Stop>(
  follow: (token: string, listener: (view: LiveView | null) => void, options?: Options) => Promise<Stop>,
): (token: string, listener: (view: LiveView | null) => void, options?: Options) => Promise<Stop> {
  return (token, listener, options) => {
    let shown: LiveView | null = null;
    return follow(
      token,
      (view) => {
        if (view !== null && isStaleLiveView(view, shown)) return;
        shown = view;
        listener(view);
      },
      options,
    );
  };
}

const sameCall = (x: LiveCall | null, y: LiveCall | null) =>
  x === null || y === null ? x === y : x.title === y.title && x.key === y.key && x.time === y.time;

const sameChart = (x: StoredChart | null, y: StoredChart | null) =>
  x === null || y === null ? x === y : x.key === y.key && x.text === y.text;

/**
 * Whether two views show the same (a storage tells followers only of a change). The current tune's
 * chart counts: one edited mid-gig is told, though the picker did not move.
 */
export function sameLiveView(a: LiveView | null, b: LiveView | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.version === b.version &&
    a.setName === b.setName &&
    sameCall(a.current, b.current) &&
    sameChart(a.current?.chart ?? null, b.current?.chart ?? null) &&
    a.recent.length === b.recent.length &&
    a.recent.every((call, index) => sameCall(call, b.recent[index] ?? null))
  );
}

/** A share's token: 32 hexadecimal digits, 128 random bits. */
export const LIVE_TOKEN_PATTERN = /^[0-9a-f]{32}$/;

export function isLiveToken(value: unknown): value is string {
  return typeof value === 'string' && LIVE_TOKEN_PATTERN.test(value);
}

/** What the server knows of a token a follower reads: it opens a share, it once did, or neither. */
export type LiveTokenKnown = 'share' | 'ended' | 'unknown';

/**
 * Whether a follower's read counts as a miss against their network address (the guessing throttle).
 * A token that opens a share, or once did (last week's link, or the follower page reading its own link
 * again after the share ended), cannot be a guess: only a token never seen is. So a venue's shared
 * address full of honest bandmates is never locked out, and a guesser still is.
 */
export function isLiveMiss(known: LiveTokenKnown): boolean {
  return known === 'unknown';
}

/**
 * The set a live share shows, given the set it showed and the leader's picker set now: the picker's
 * (one of the leader's sets), so that switching sets mid-gig carries the band along, as a bandleader
 * calling the next set expects; the share's own while the picker has none.
 */
export function liveShareSet(
  shared: Id,
  pickerSet: Id | null | undefined,
  sets: Readonly<Record<Id, unknown>>,
): Id {
  return pickerSet && sets[pickerSet] ? pickerSet : shared;
}

/** A new token from `randomBytes` (16 random bytes: `crypto.getRandomValues` in a browser). */
export function liveToken(randomBytes: Uint8Array): string {
  if (randomBytes.length !== 16) throw new Error('A live token takes exactly 16 random bytes.');
  return [...randomBytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** How long ago the current tune was called, as the follower page says it. */
export function calledAgoText(time: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - time) / 60_000);
  if (minutes < 1) return 'Called just now';
  if (minutes < 60) return `Called ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `Called ${hours} h ago` : `Called ${hours} h ${rest} min ago`;
}
