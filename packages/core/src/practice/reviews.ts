// The practice history as the rules read it: every review in order and each song's reviews in order,
// and the cap on how many are kept. No scheduler here: a gig's NEXT records its review through these.
//
// A library's collections are replaced, never changed, on a write, so the index is worked out once per
// `reviews` object. Built from nothing it reads every review (20,000 at the cap: tens of milliseconds
// on a slow phone); a write (`applyChange`) tells ./review-steps.ts what it changed, so the index of the
// reviews after a grade or another device's change is the one before with those few reviews moved.
import type { Operation } from '../library/operation.js';
import { LIMITS } from '../model/constants.js';
import type { Id, Library, PracticeCard, Review } from '../model/records.js';
import { indexes, type ReviewIndex, type ReviewStep, unindexed } from './review-steps.js';

export { noteReviewSteps, type ReviewIndex, type ReviewStep } from './review-steps.js';

type Reviews = Library['reviews'];

/** Oldest first; reviews at the same moment by id. */
export function byTime(a: Review, b: Review): number {
  return a.reviewed - b.reviewed || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The library's reviews, in order (see `ReviewIndex`). */
export function reviewIndex(library: Pick<Library, 'reviews'>): ReviewIndex {
  const reviews = library.reviews;
  let index = indexes.get(reviews);
  if (index) return index;
  const since = unindexed.get(reviews);
  index = since ? (since.steps.length === 0 ? since.base : moved(since.base, since.steps)) : built(reviews);
  unindexed.delete(reviews);
  indexes.set(reviews, index);
  return index;
}

/** Each song's reviews, oldest first. */
export function reviewsBySong(library: Pick<Library, 'reviews'>): ReadonlyMap<Id, readonly Review[]> {
  return reviewIndex(library).bySong;
}

function built(reviews: Reviews): ReviewIndex {
  const all = inOrder(reviews.values());
  const bySong = new Map<Id, Review[]>();
  for (const review of all) {
    const list = bySong.get(review.song);
    if (list) list.push(review);
    else bySong.set(review.song, [review]);
  }
  return { byTime: all, bySong };
}

/**
 * The reviews oldest first (`byTime`). A `KeyedRecords` lists them by a hash of the id: 20,000 sorted
 * with `byTime` take about 10 ms, so their times (whole milliseconds within 2^37 of the oldest, as
 * every real history) are sorted as numbers, each with its place in its low 15 bits, and only reviews
 * at the same moment are then put in order by id. Other times are sorted with `byTime`.
 */
function inOrder(reviews: readonly Review[]): Review[] {
  const count = reviews.length;
  let oldest = Number.POSITIVE_INFINITY;
  let newest = Number.NEGATIVE_INFINITY;
  for (const { reviewed } of reviews) {
    if (reviewed < oldest) oldest = reviewed;
    if (reviewed > newest) newest = reviewed;
  }
  const packable =
    count <= 1 << 15 && newest - oldest < 2 ** 37 && reviews.every((r) => Number.isInteger(r.reviewed));
  if (!packable) return [...reviews].sort(byTime);
  const keys = new Float64Array(count);
  for (let index = 0; index < count; index += 1)
    keys[index] = (reviews[index]!.reviewed - oldest) * 32768 + index;
  keys.sort();
  const all = Array.from(keys, (key) => reviews[key % 32768]!);
  for (let start = 0; start < count; ) {
    let end = start + 1;
    while (end < count && all[end]!.reviewed === all[start]!.reviewed) end += 1;
    if (end - start > 1) {
      const same = all.slice(start, end).sort(byTime);
      for (let index = start; index < end; index += 1) all[index] = same[index - start]!;
    }
    start = end;
  }
  return all;
}

/** Where `review` is, or would go, in `list` (oldest first). */
function place(list: readonly Review[], review: Review): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (byTime(list[middle]!, review) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first of `reviews` (oldest first) made at `time` or later: `reviews.length` when none was. */
export function firstAtOrAfter(reviews: readonly Review[], time: number): number {
  let low = 0;
  let high = reviews.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (reviews[middle]!.reviewed < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

function take(list: Review[], review: Review): void {
  const at = place(list, review);
  if (list[at]?.id === review.id) list.splice(at, 1);
}

function put(list: Review[], review: Review): void {
  list.splice(place(list, review), 0, review);
}

/** `base` with `steps` made: the songs they touch get new lists, the rest are shared. */
function moved(base: ReviewIndex, steps: readonly ReviewStep[]): ReviewIndex {
  const all = [...base.byTime];
  const bySong = new Map(base.bySong) as Map<Id, Review[]>;
  const copied = new Set<Id>();
  const listOf = (song: Id): Review[] => {
    if (copied.has(song)) return bySong.get(song)!;
    const list = [...(bySong.get(song) ?? [])];
    bySong.set(song, list);
    copied.add(song);
    return list;
  };
  for (const { before, after } of steps) {
    if (before) {
      take(all, before);
      take(listOf(before.song), before);
    }
    if (after) {
      put(all, after);
      put(listOf(after.song), after);
    }
  }
  for (const song of copied) if (bySong.get(song)!.length === 0) bySong.delete(song);
  return { byTime: all, bySong };
}

/** Whether the song has a review the stored card does not hold yet (a gig's NEXT since its last grade). */
export function hasPendingReview(library: Pick<Library, 'reviews'>, card: PracticeCard): boolean {
  const reviews = reviewsBySong(library).get(card.song);
  return reviews !== undefined && reviews[reviews.length - 1]!.reviewed > card.last;
}

/** The steps that let the oldest reviews go so that `adding` more keep the history within `LIMITS.reviews`. */
export function reviewCapOps(library: Pick<Library, 'reviews'>, adding: number): Operation[] {
  const all = reviewIndex(library).byTime;
  const over = all.length + adding - LIMITS.reviews;
  if (over <= 0) return [];
  return all.slice(0, over).map((review) => ({ type: 'delete', collection: 'reviews', id: review.id }));
}
