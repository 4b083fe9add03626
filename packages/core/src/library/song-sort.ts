// The song lists' sorts: the spec's five and the history's two (sets and the wish list sort by title
// alone, in sort.ts, which the picker page needs without these).
import type { Knowledge } from '../model/constants.js';
import type { Id, Song } from '../model/records.js';
import { collator, type Keyed, sortByShownTitle } from './sort.js';

/** The song-list sort options, as kept in preferences and URLs. */
export type SongSort =
  | 'title-asc'
  | 'title-desc'
  | 'knowledge'
  | 'created-asc'
  | 'created-desc'
  | 'played-recent'
  | 'played-oldest'
  | 'keys-fewest'
  | 'keys-most';

/** The sort options in the order the sort control lists them. */
export const SONG_SORTS: readonly SongSort[] = [
  'title-asc',
  'title-desc',
  'knowledge',
  'created-asc',
  'created-desc',
  'played-recent',
  'played-oldest',
  'keys-fewest',
  'keys-most',
];

/** The words of the sort control. */
export const SONG_SORT_LABELS: Readonly<Record<SongSort, string>> = {
  'title-asc': 'Title - Ascending',
  'title-desc': 'Title - Descending',
  knowledge: 'Knowledge',
  'created-asc': 'Date Created - Old To New',
  'created-desc': 'Date Created - New To Old',
  'played-recent': 'Last Played - Recent First',
  'played-oldest': 'Last Played - Longest Ago First',
  'keys-fewest': 'Keys Covered - Fewest First',
  'keys-most': 'Keys Covered - Most First',
};

export const DEFAULT_SONG_SORT: SongSort = 'title-asc';

export function isSongSort(value: unknown): value is SongSort {
  return typeof value === 'string' && (SONG_SORTS as readonly string[]).includes(value);
}

const KNOWLEDGE_ORDER: Readonly<Record<Knowledge, number>> = { new: 0, med: 1, know: 2 };

type Comparator = (a: Keyed<Song>, b: Keyed<Song>) => number;

const byTitle: Comparator = (a, b) => collator.compare(a.title, b.title);

/** When each song was last played (ms), for the "last played" sorts; absent: never. */
export type LastPlayed = (songId: Id) => number | null | undefined;

/** Never-played songs count as played longest ago. */
const byLastPlayed =
  (lastPlayed: LastPlayed): Comparator =>
  (a, b) =>
    (lastPlayed(a.item.id) ?? -1) - (lastPlayed(b.item.id) ?? -1) || byTitle(a, b);

/** How many of the twelve keys each song is covered in (see `coveredCounts`); absent: none. */
export type KeysCovered = (songId: Id) => number | undefined;

const COMPARATORS: Readonly<Record<Exclude<SongSort, `played-${string}` | `keys-${string}`>, Comparator>> = {
  'title-asc': byTitle,
  'title-desc': (a, b) => byTitle(b, a),
  knowledge: (a, b) => KNOWLEDGE_ORDER[a.item.knowledge] - KNOWLEDGE_ORDER[b.item.knowledge] || byTitle(a, b),
  // Songs added in one bulk write share a timestamp; their titles keep the order the same everywhere.
  'created-asc': (a, b) => a.item.created - b.item.created || byTitle(a, b),
  'created-desc': (a, b) => b.item.created - a.item.created || byTitle(a, b),
};

function comparator(sort: SongSort, lastPlayed: LastPlayed, keysCovered: KeysCovered): Comparator {
  if (sort === 'keys-fewest' || sort === 'keys-most') {
    const sign = sort === 'keys-fewest' ? 1 : -1;
    return (a, b) => sign * ((keysCovered(a.item.id) ?? 0) - (keysCovered(b.item.id) ?? 0)) || byTitle(a, b);
  }
  if (sort === 'played-oldest') return byLastPlayed(lastPlayed);
  if (sort === 'played-recent') {
    const oldest = byLastPlayed(lastPlayed);
    return (a, b) => oldest(b, a) || byTitle(a, b);
  }
  return COMPARATORS[sort] ?? byTitle;
}

/**
 * A sorted copy of `songs` (the input is left as it is); songs that compare equal keep their order.
 * The "last played" sorts ask `lastPlayed` (see `songPlayStats`); without it no song was played. The
 * "keys covered" sorts ask `keysCovered` (see `coveredCounts`); without it no song is covered in a key.
 */
export function sortSongs(
  songs: readonly Song[],
  sort: SongSort = DEFAULT_SONG_SORT,
  lastPlayed: LastPlayed = () => null,
  keysCovered: KeysCovered = () => 0,
): Song[] {
  return sortByShownTitle(songs, (song) => song.title, comparator(sort, lastPlayed, keysCovered));
}
