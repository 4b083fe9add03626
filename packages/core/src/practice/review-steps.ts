// What a write tells the practice history's index (./reviews.ts): the reviews it changed, kept until the
// index of the reviews after it is first read. Apart from the index itself, which every write would
// otherwise load: a page that never reads the history (the picker on a gig) loads this alone.
import type { Id, Library, Review } from '../model/records.js';

/** A library's reviews in the orders the rules read them. */
export interface ReviewIndex {
  /** Every review, oldest first. */
  readonly byTime: readonly Review[];
  /** Each song's reviews, oldest first. */
  readonly bySong: ReadonlyMap<Id, readonly Review[]>;
}

/** One review a write changed: the record before (none for a new one) and after (none when deleted). */
export interface ReviewStep {
  before: Review | undefined;
  after: Review | undefined;
}

type Reviews = Library['reviews'];

/** The index of each `reviews` object read so far. */
export const indexes = new WeakMap<Reviews, ReviewIndex>();

/**
 * The writes to a `reviews` object not indexed yet, since one that was: worked into that index when the
 * newer one is first read. Writes upon writes add up; past this many reviews changed, building the
 * index afresh costs no more than moving them.
 */
export const unindexed = new WeakMap<Reviews, { base: ReviewIndex; steps: readonly ReviewStep[] }>();
const MOST_STEPS = 256;

/**
 * Told by `applyChange`: `after` is `before` with `steps` made. When `before` is indexed (or follows
 * one that is), `after`'s index will be worked out from it.
 */
export function noteReviewSteps(before: Reviews, after: Reviews, steps: readonly ReviewStep[]): void {
  const base = indexes.get(before);
  if (base) {
    if (steps.length <= MOST_STEPS) unindexed.set(after, { base, steps });
    return;
  }
  const since = unindexed.get(before);
  if (since && since.steps.length + steps.length <= MOST_STEPS)
    unindexed.set(after, { base: since.base, steps: [...since.steps, ...steps] });
}
