import type { SongSet, WishEntry } from '../model/records.js';
import { displayTitle } from '../text/normalise.js';

// `accent` sensitivity ignores case but keeps "Cafe" and "Café" apart; `numeric` puts "Tune 2" before "Tune 10".
// Made on first use: a collator loads the browser's collation data, too slow for a page's first task.
let shared: Intl.Collator | undefined;
export const collator = {
  compare(a: string, b: string): number {
    shared ??= new Intl.Collator('en', { numeric: true, sensitivity: 'accent' });
    return shared.compare(a, b);
  },
};

/** Orders two stored titles or set names as they are shown: numeric-aware and case-insensitive. */
export function compareTitles(a: string, b: string): number {
  return collator.compare(displayTitle(a), displayTitle(b));
}

/** An item and its title as shown, worked out once. */
export interface Keyed<T> {
  item: T;
  title: string;
}

// The shown title is worked out once per item rather than once per comparison: lists run to thousands.
export function sortByShownTitle<T>(
  items: readonly T[],
  title: (item: T) => string,
  compare: (a: Keyed<T>, b: Keyed<T>) => number,
): T[] {
  return items
    .map((item) => ({ item, title: displayTitle(title(item)) }))
    .sort(compare)
    .map((keyed) => keyed.item);
}

/** A copy of `sets` in the sets list's order: alphabetical, numeric-aware, case-insensitive. */
export function sortSets(sets: readonly SongSet[]): SongSet[] {
  return sortByShownTitle(
    sets,
    (set) => set.name,
    (a, b) => collator.compare(a.title, b.title),
  );
}

/** A copy of the wish list's entries in alphabetical order. */
export function sortWishList(entries: readonly WishEntry[]): WishEntry[] {
  return sortByShownTitle(
    entries,
    (entry) => entry.title,
    (a, b) => collator.compare(a.title, b.title),
  );
}
