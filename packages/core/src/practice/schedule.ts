// The scheduler: FSRS through `ts-fsrs`, with whole days only (a tune practised is not asked again the
// same day) and no fuzz (the interval written on a grade's button is the one the grade gives). A card is
// stored as it stood after its last review; a gig's NEXT on a due tune is a "Good" review recorded
// without the scheduler (the picker does not load it), and folded into the card here when next read.
import { type Card, createEmptyCard, type FSRS, fsrs, generatorParameters } from 'ts-fsrs';
import type { CardState, Grade, Id, Library, PracticeCard } from '../model/records.js';
import { reviewsBySong } from './reviews.js';
import { GRADES } from './settings.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The parameters every card is scheduled with: FSRS's defaults, whole days, no fuzz. */
export const SCHEDULER_PARAMETERS = Object.freeze(
  generatorParameters({ enable_fuzz: false, enable_short_term: false }),
);

let scheduler: FSRS | undefined;
function fsrsScheduler(): FSRS {
  scheduler ??= fsrs(SCHEDULER_PARAMETERS);
  return scheduler;
}

/** A stored card as `ts-fsrs` takes it. */
export function toFsrsCard(card: PracticeCard): Card {
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: card.scheduled,
    learning_steps: 0,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: new Date(card.last),
  };
}

/** A `ts-fsrs` card as stored, for the song `song`. */
export function fromFsrsCard(song: Id, card: Card): PracticeCard {
  return {
    id: song,
    song,
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduled: card.scheduled_days,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as CardState,
    last: card.last_review?.getTime() ?? 0,
  };
}

/**
 * The card after a grade at `now`: a song's first grade (no card, or one started and never graded, in
 * state 0) starts from an empty card. A clock behind the card's last review (a phone set back a day, or
 * a review synced from a device whose clock ran ahead) grades at that last review: no time passed since
 * (the scheduler throws for a review before the last one), as does a clock that gives NaN. The card's
 * `last` is the grade's time.
 */
export function reviewCard(card: PracticeCard | null, song: Id, grade: Grade, now: number): PracticeCard {
  const graded = card && card.state !== 0;
  const at = graded && !(now >= card.last) ? card.last : now;
  const from = graded ? toFsrsCard(card) : createEmptyCard(new Date(at));
  return fromFsrsCard(song, fsrsScheduler().next(from, new Date(at), grade).card);
}

/** What each grade would do at `now`: the card it gives and the whole days to its next due. */
export function gradeOutcomes(
  card: PracticeCard | null,
  song: Id,
  now: number,
): Record<Grade, { card: PracticeCard; days: number }> {
  const outcomes = {} as Record<Grade, { card: PracticeCard; days: number }>;
  for (const grade of GRADES) {
    const next = reviewCard(card, song, grade, now);
    outcomes[grade] = { card: next, days: Math.max(1, Math.round((next.due - next.last) / DAY_MS)) };
  }
  return outcomes;
}

/**
 * The card as it stands now: the stored one with the reviews made after it without the scheduler (gig
 * NEXTs) applied in order. Null for a song never practised.
 */
export function currentCard(library: Pick<Library, 'cards' | 'reviews'>, song: Id): PracticeCard | null {
  const card = library.cards[song];
  if (!card) return null;
  const reviews = reviewsBySong(library).get(song);
  if (!reviews || reviews[reviews.length - 1]!.reviewed <= card.last) return card;
  let current = card;
  for (const review of reviews)
    if (review.reviewed > current.last) current = reviewCard(current, song, review.grade, review.reviewed);
  return current;
}
