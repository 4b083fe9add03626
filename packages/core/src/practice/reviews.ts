// The practice history as the rules read it: each song's reviews in order, and the cap on how many are
// kept. No scheduler here: a gig's NEXT records its review through these.

import type { Operation } from '../library/change.js';
import { LIMITS } from '../model/constants.js';
import type { Id, Library, PracticeCard, Review } from '../model/records.js';

// Worked out once per `reviews` object (a library's collections are replaced, never changed, on a write).
const reviewIndexes = new WeakMap<object, ReadonlyMap<Id, readonly Review[]>>();

/** Each song's reviews, oldest first. */
export function reviewsBySong(library: Pick<Library, 'reviews'>): ReadonlyMap<Id, readonly Review[]> {
  const cached = reviewIndexes.get(library.reviews);
  if (cached) return cached;
  const index = new Map<Id, Review[]>();
  for (const id in library.reviews) {
    const review = library.reviews[id]!;
    const list = index.get(review.song);
    if (list) list.push(review);
    else index.set(review.song, [review]);
  }
  for (const list of index.values()) list.sort(byTime);
  reviewIndexes.set(library.reviews, index);
  return index;
}

export function byTime(a: Review, b: Review): number {
  return a.reviewed - b.reviewed || (a.id < b.id ? -1 : 1);
}

/** Whether the song has a review the stored card does not hold yet (a gig's NEXT since its last grade). */
export function hasPendingReview(library: Pick<Library, 'reviews'>, card: PracticeCard): boolean {
  const reviews = reviewsBySong(library).get(card.song);
  return reviews !== undefined && reviews[reviews.length - 1]!.reviewed > card.last;
}

/** The steps that let the oldest reviews go so that `adding` more keep the history within `LIMITS.reviews`. */
export function reviewCapOps(library: Pick<Library, 'reviews'>, adding: number): Operation[] {
  const ids = Object.keys(library.reviews);
  const over = ids.length + adding - LIMITS.reviews;
  if (over <= 0) return [];
  return ids
    .map((id) => library.reviews[id]!)
    .sort(byTime)
    .slice(0, over)
    .map((review) => ({ type: 'delete', collection: 'reviews', id: review.id }));
}
