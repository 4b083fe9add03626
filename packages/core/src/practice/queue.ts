// What to practise today: the tunes due (most overdue first), then tunes never practised (the library's
// "new" songs, oldest first, then the wish list's), within the day's limits: new tunes a day, and minutes
// a day by each tune's estimated time. Each comes with the key to practise it in.
import type { PlayableKey, SongKey } from '../model/constants.js';
import type {
  Id,
  Library,
  PracticeCard,
  PracticeSettings,
  Review,
  Song,
  WishEntry,
} from '../model/records.js';
import { historyWithinSense } from '../model/within-sense.js';
import { titleKey } from '../text/normalise.js';
import { coverageIndex, type KeyCoverage, leastCoveredKey } from './coverage.js';
import { addDays, dayDistance, endOfDay, startOfDay } from './days.js';
import { firstAtOrAfter, reviewIndex } from './reviews.js';
import { currentCard } from './schedule.js';

/** What a tune is estimated to take before the musician has timed it, in minutes. */
export const DEFAULT_TUNE_MINUTES = 4;

/** A timer run shorter than this was a slip of the finger: it estimates nothing. */
export const TIMED_SECONDS = 30;

/** The twelve keys in the order a tune is practised through them: round the cycle of fourths. */
export const KEY_ROTATION: readonly PlayableKey[] = [
  'C',
  'F',
  'B flat',
  'E flat',
  'A flat',
  'D flat',
  'F sharp',
  'B',
  'E',
  'A',
  'D',
  'G',
];

/** Where a tune of the list comes from: the library, or "Tunes I Want To Learn". */
export type PracticeOrigin = 'library' | 'wishlist';

/** One tune of today's list. */
export interface PracticeItem {
  /** The song's id, or the wish entry's for a tune from "Tunes I Want To Learn". */
  id: Id;
  from: PracticeOrigin;
  title: string;
  /** The key to practise it in. */
  key: PlayableKey;
  /** Due (it has a card) or never practised. */
  kind: 'due' | 'new';
  /** When it fell due (ms), for a due tune. */
  due: number | null;
  /** Whole days past its due day: 0 when due today. */
  overdue: number;
  /** Its estimated time, in minutes. */
  minutes: number;
  /** Its card as it stands now (null for a new tune). */
  card: PracticeCard | null;
}

/** Today's practice. */
export interface PracticeDay {
  /** What is left to practise today, in order. */
  items: PracticeItem[];
  /** The estimated minutes of `items`. */
  minutes: number;
  /** Tunes practised today (practice grades, not gig plays), and the minutes they took. */
  done: number;
  doneMinutes: number;
  /** New tunes today's list may still take, and tunes due that wait for another day (over the limits). */
  newLeft: number;
  waiting: number;
}

/**
 * The key to practise a song in: its own; in all keys, its least covered (see `leastCoveredKey`) when
 * its `coverage` is given, else the next of its rotation round the cycle of fourths. A random-key song
 * always rotates.
 */
export function practiceKey(
  song: Pick<Song, 'key'>,
  card: PracticeCard | null,
  settings: Pick<PracticeSettings, 'allKeys'>,
  coverage?: KeyCoverage,
): PlayableKey {
  if (song.key !== 'random' && !settings.allKeys) return song.key;
  if (settings.allKeys && coverage)
    return leastCoveredKey(coverage, song.key === 'random' ? 'C' : song.key, KEY_ROTATION);
  const start = song.key === 'random' ? 0 : KEY_ROTATION.indexOf(song.key);
  return KEY_ROTATION[(start + (card?.reps ?? 0)) % KEY_ROTATION.length]!;
}

/** The minutes a review took: its timer, or the estimate when it was not timed. */
function reviewMinutes(review: Review, estimate: number): number {
  return review.seconds > 0 ? review.seconds / 60 : estimate;
}

/**
 * A song's estimated time: the median of its timed practice reviews (the last ten timed for at least
 * `TIMED_SECONDS`), in whole minutes
 * (at least 1), or `DEFAULT_TUNE_MINUTES` before it has been timed.
 */
export function estimatedMinutes(reviews: readonly Review[] | undefined): number {
  const timed: number[] = [];
  if (reviews)
    for (let index = reviews.length - 1; index >= 0 && timed.length < 10; index -= 1) {
      const review = reviews[index]!;
      if (review.source === 'practice' && review.seconds >= TIMED_SECONDS) timed.push(review.seconds);
    }
  if (timed.length === 0) return DEFAULT_TUNE_MINUTES;
  timed.sort((a, b) => a - b);
  const middle = timed.length >> 1;
  const median = timed.length % 2 ? timed[middle]! : (timed[middle - 1]! + timed[middle]!) / 2;
  return Math.max(1, Math.round(median / 60));
}

/**
 * Today's practice list at `now` (see `PracticeDay`). A card or review whose time is out of bounds is
 * left out (see `historyWithinSense`).
 */
export function practiceQueue(
  stored: Library,
  now: number,
  settings: PracticeSettings,
  /** Each tune's keys (`coverageIndex`), when the caller has read them already. */
  coverageOf?: (song: Id) => KeyCoverage,
): PracticeDay {
  const library = historyWithinSense(stored, now);
  const today = startOfDay(now);
  const dayEnd = endOfDay(now);
  const { byTime, bySong } = reviewIndex(library);

  // What today has seen already: the tunes practised, their minutes, and the new ones among them.
  let done = 0;
  let doneMinutes = 0;
  let introduced = 0;
  const practisedToday = new Set<Id>();
  for (let index = firstAtOrAfter(byTime, today); index < byTime.length; index += 1) {
    const review = byTime[index]!;
    if (review.reviewed > dayEnd) break;
    practisedToday.add(review.song);
    if (review.source !== 'practice') continue;
    const reviews = bySong.get(review.song)!;
    done += 1;
    doneMinutes += reviewMinutes(review, estimatedMinutes(reviews));
    // A tune's first grade ever, at the new level: one of the day's new tunes.
    if (reviews[0] === review && review.level === 'new') introduced += 1;
  }

  let budget = settings.minutes - doneMinutes;
  const items: PracticeItem[] = [];
  let minutes = 0;
  let waiting = 0;
  let full = budget <= 0;
  const take = (item: PracticeItem): boolean => {
    if (full) return false;
    // A tune estimated longer than a whole day's minutes is practised alone on a day of its own.
    const cost = Math.min(item.minutes, settings.minutes);
    if (cost > budget && !(items.length === 0 && done === 0)) {
      full = true;
      return false;
    }
    items.push(item);
    minutes += cost;
    budget -= cost;
    return true;
  };

  // In all keys, each tune comes in its least covered key: the history read once for the day's list.
  const coverage = settings.allKeys ? (coverageOf ?? coverageIndex(library, now)) : null;
  const due: PracticeItem[] = [];
  for (const id in library.cards) {
    const song = library.songs[id];
    if (!song || practisedToday.has(id)) continue;
    const card = currentCard(library, id);
    if (!card || card.due > dayEnd) continue;
    due.push({
      id,
      from: 'library',
      title: song.title,
      key: practiceKey(song, card, settings, coverage?.(id)),
      kind: 'due',
      due: card.due,
      overdue: Math.max(0, dayDistance(card.due, now)),
      minutes: estimatedMinutes(bySong.get(id)),
      card,
    });
  }
  due.sort((a, b) => a.due! - b.due! || (a.id < b.id ? -1 : 1));
  for (const item of due) if (!take(item)) waiting += 1;

  let newLeft = Math.max(0, settings.newPerDay - introduced);
  if (newLeft > 0 && !full) {
    const fresh: Array<{ created: number; item: PracticeItem }> = [];
    const titles = new Set<string>();
    for (const id in library.songs) {
      const song = library.songs[id]!;
      titles.add(titleKey(song.title));
      if (song.knowledge !== 'new' || library.cards[id] || practisedToday.has(id)) continue;
      fresh.push({
        created: song.created,
        item: newItem(song, 'library', song.key, settings, coverage?.(id)),
      });
    }
    const wishes: Array<{ created: number; item: PracticeItem }> = [];
    for (const id in library.wishlist) {
      const wish: WishEntry = library.wishlist[id]!;
      if (titles.has(titleKey(wish.title))) continue;
      wishes.push({ created: wish.created, item: newItem(wish, 'wishlist', 'random', settings) });
    }
    const order = (a: { created: number; item: PracticeItem }, b: { created: number; item: PracticeItem }) =>
      a.created - b.created || (a.item.id < b.item.id ? -1 : 1);
    for (const { item } of [...fresh.sort(order), ...wishes.sort(order)]) {
      if (newLeft === 0 || !take(item)) break;
      newLeft -= 1;
    }
  }
  return { items, minutes, done, doneMinutes: Math.round(doneMinutes), newLeft, waiting };
}

function newItem(
  tune: { id: Id; title: string },
  origin: PracticeOrigin,
  key: SongKey,
  settings: PracticeSettings,
  coverage?: KeyCoverage,
): PracticeItem {
  return {
    id: tune.id,
    from: origin,
    title: tune.title,
    key: practiceKey({ key }, null, settings, coverage),
    kind: 'new',
    due: null,
    overdue: 0,
    minutes: DEFAULT_TUNE_MINUTES,
    card: null,
  };
}

/** A day of the coming week and the tunes falling due on it. */
export interface ComingDay {
  /** Local midnight of the day. */
  day: number;
  /** The songs due that day (not before), by title. */
  titles: string[];
}

/**
 * What comes after today: each of the next `days` days with the tunes that fall due on it, for the
 * "done for today" view (tomorrow, and the week). Tunes overdue or due today that today's list left out
 * are counted on tomorrow.
 */
export function comingDays(stored: Library, now: number, days = 7): ComingDay[] {
  const library = historyWithinSense(stored, now);
  const result: ComingDay[] = Array.from({ length: days }, (_, index) => ({
    day: addDays(now, index + 1),
    titles: [],
  }));
  const last = addDays(now, days + 1) - 1;
  for (const id in library.cards) {
    const song = library.songs[id];
    const card = song && currentCard(library, id);
    if (!card || card.due > last) continue;
    const index = Math.max(0, dayDistance(now, card.due) - 1);
    result[index]!.titles.push(song.title);
  }
  for (const day of result) day.titles.sort((a, b) => a.localeCompare(b));
  return result;
}
