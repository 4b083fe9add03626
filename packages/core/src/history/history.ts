// What the gig history shows: the gigs with their tunes (the History screen), and per song how often
// and when it was played and in which keys (the song page, and the song lists' "last played").
import { PLAYABLE_KEYS, type PlayableKey } from '../model/constants.js';
import type { Gig, Id, Library, Play } from '../model/records.js';
import { historyWithinSense } from '../model/within-sense.js';
import { countOf } from '../text/count.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A gig as the History screen lists it: newest first, its tunes in the order they were played. */
export interface GigView extends Gig {
  plays: Play[];
}

/** How a song has been played. */
export interface SongPlays {
  count: number;
  /** When it was last played (ms), or null if never. */
  last: number | null;
  /** The keys it was played in, most played first (then from C up). */
  keys: Array<{ key: PlayableKey; count: number }>;
}

export const NEVER_PLAYED: SongPlays = Object.freeze({ count: 0, last: null, keys: [] });

// Worked out once per history (a library's `gigs` and `plays` are replaced, never changed, on a write).
const gigViews = new WeakMap<object, { plays: object; views: GigView[] }>();
const songPlays = new WeakMap<object, ReadonlyMap<Id, SongPlays>>();

/**
 * The gigs at `now`, newest first, each with its tunes in the order they were played. A gig or tune
 * whose time is out of bounds (see `isTimeWithinSense`) is left out.
 */
export function historyView(history: Pick<Library, 'gigs' | 'plays'>, now: number): GigView[] {
  const library = historyWithinSense(history, now);
  const cached = gigViews.get(library.gigs);
  if (cached && cached.plays === library.plays) return cached.views;
  const byGig = new Map<Id, Play[]>();
  for (const play of library.plays.values()) {
    const list = byGig.get(play.gig);
    if (list) list.push(play);
    else byGig.set(play.gig, [play]);
  }
  const views = library.gigs
    .values()
    .map((gig) => ({
      ...gig,
      plays: (byGig.get(gig.id) ?? []).sort((a, b) => a.played - b.played || (a.id < b.id ? -1 : 1)),
    }))
    .sort((a, b) => b.started - a.started || (a.id < b.id ? -1 : 1));
  gigViews.set(library.gigs, { plays: library.plays, views });
  return views;
}

/** Every played song's count, last time and keys, by song id. */
export function songPlayStats(library: Pick<Library, 'plays'>): ReadonlyMap<Id, SongPlays> {
  const cached = songPlays.get(library.plays);
  if (cached) return cached;
  const counts = new Map<Id, { count: number; last: number; keys: Map<PlayableKey, number> }>();
  for (const play of library.plays.values()) {
    // A time no calendar can show (a play stored at 1e308) would make every "last played" unreadable.
    if (!isDate(play.played)) continue;
    let entry = counts.get(play.song);
    if (!entry) {
      entry = { count: 0, last: 0, keys: new Map() };
      counts.set(play.song, entry);
    }
    entry.count += 1;
    entry.last = Math.max(entry.last, play.played);
    entry.keys.set(play.key, (entry.keys.get(play.key) ?? 0) + 1);
  }
  const stats = new Map<Id, SongPlays>();
  for (const [song, entry] of counts)
    stats.set(song, {
      count: entry.count,
      last: entry.last,
      keys: [...entry.keys]
        .map(([key, count]) => ({ key, count }))
        .sort((a, b) => b.count - a.count || PLAYABLE_KEYS.indexOf(a.key) - PLAYABLE_KEYS.indexOf(b.key)),
    });
  songPlays.set(library.plays, stats);
  return stats;
}

/** Local midnight of the day `time` falls on (in the device's time zone). */
function dayOf(time: number): number {
  const day = new Date(time);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/** Calendar days from `time` to `now` in the device's time zone: 0 the same day, 1 the day before. */
export function daysSince(time: number, now: number): number {
  // Rounded: a day of a daylight-saving change is 23 or 25 hours long.
  return Math.max(0, Math.round((dayOf(now) - dayOf(time)) / DAY_MS));
}

// Formatters are costly to make (the browser loads its calendar data) and a History page writes
// hundreds of dates: one per kind and time zone, made when first needed.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'day' | 'time', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    const zone = timeZone ? { timeZone } : {};
    made = new Intl.DateTimeFormat(
      'en-GB',
      kind === 'day'
        ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', ...zone }
        : { hour: '2-digit', minute: '2-digit', ...zone },
    );
    formatters.set(key, made);
  }
  return made;
}

/** Whether a calendar can show `time` (formatting one it cannot throws). */
function isDate(time: number): boolean {
  return Number.isFinite(new Date(time).getTime());
}

/** What a date or time no calendar can show reads as. */
export const NO_DATE = 'Unknown date';
export const NO_TIME = '--:--';

/** A gig's day as the History screen heads it: "Tue 24 Nov 2026" (in the device's time zone). */
export function gigDate(time: number, timeZone?: string): string {
  return isDate(time) ? formatter('day', timeZone).format(time).replace(',', '') : NO_DATE;
}

/** A tune's time of night: "21:05" (24-hour, the device's time zone). */
export function playTime(time: number, timeZone?: string): string {
  return isDate(time) ? formatter('time', timeZone).format(time) : NO_TIME;
}

/** "today", "yesterday", "12 days ago". */
export function daysAgoText(time: number, now: number): string {
  const days = daysSince(time, now);
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${countOf(days, 'day')} ago`;
}

/** "Never played", "Played today", "Played yesterday", "Not played in 12 days". */
export function lastPlayedText(last: number | null, now: number): string {
  if (last === null) return 'Never played';
  const days = daysSince(last, now);
  return days <= 1 ? `Played ${daysAgoText(last, now)}` : `Not played in ${countOf(days, 'day')}`;
}

/** The "played" filter of a song list: everything, or songs not played in the last N days (or never). */
export type PlayedFilter = 'any' | 'not-30' | 'not-90' | 'not-365' | 'never';

export const PLAYED_FILTERS: readonly PlayedFilter[] = ['any', 'not-30', 'not-90', 'not-365', 'never'];

export const PLAYED_FILTER_LABELS: Readonly<Record<PlayedFilter, string>> = {
  any: 'Any time',
  'not-30': 'Not played in 30 days',
  'not-90': 'Not played in 90 days',
  'not-365': 'Not played in a year',
  never: 'Never played',
};

/** What a list says when the filter leaves none of its songs. */
export const PLAYED_FILTER_EMPTY: Readonly<Record<PlayedFilter, string>> = {
  any: 'No songs here.',
  'not-30': 'Every song here was played in the last 30 days.',
  'not-90': 'Every song here was played in the last 90 days.',
  'not-365': 'Every song here was played in the last year.',
  never: 'Every song here has been played at a gig.',
};

export function isPlayedFilter(value: unknown): value is PlayedFilter {
  return typeof value === 'string' && (PLAYED_FILTERS as readonly string[]).includes(value);
}

/** Whether a song with these plays passes the filter at `now` (never played passes every "not played"). */
export function passesPlayedFilter(plays: SongPlays | undefined, filter: PlayedFilter, now: number): boolean {
  const last = plays?.last ?? null;
  switch (filter) {
    case 'any':
      return true;
    case 'never':
      return last === null;
    default: {
      const days = Number(filter.slice(4));
      return last === null || daysSince(last, now) >= days;
    }
  }
}
