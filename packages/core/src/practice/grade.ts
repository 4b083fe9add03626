// A practice grade: the card moves on (FSRS), the review joins the history, and when the grade crosses a
// line the app suggests a new knowledge level (never changes it by itself).
import type { Operation } from '../library/change.js';
import {
  accept,
  type InLibrary,
  type InvalidData,
  type NotFound,
  notFound,
  type RuleContext,
  type RuleResult,
  refuse,
} from '../library/rules/context.js';
import { moveWishIntoLibrary } from '../library/rules/wishlist.js';
import {
  isKnowledge,
  isPlayableKey,
  KNOWLEDGE_LEVELS,
  type Knowledge,
  LIMITS,
  type PlayableKey,
} from '../model/constants.js';
import { createId } from '../model/random.js';
import type { Grade, Id, Library, PracticeCard, Song } from '../model/records.js';
import { CLOCK_UNSET, type ClockUnset, isClockReading } from '../model/times.js';
import { historyWithinSense } from '../model/within-sense.js';
import { endOfDay } from './days.js';
import { reviewCapOps, reviewsBySong } from './reviews.js';
import { currentCard, reviewCard } from './schedule.js';
import { GIG_GRADE, isGrade } from './settings.js';

/**
 * The stability (days for recall to fall to 90%) from which a tune is known: the Know level's "can play
 * it if it gets called a month from now".
 */
export const KNOW_STABILITY_DAYS = 30;

/** Agains in a row after which a tune's level is offered one step down. */
export const AGAIN_STREAK = 2;

/**
 * A knowledge level the app offers after a grade, with its question ("Mark as Know?") and the words of
 * the button that takes it ("Mark as Know").
 */
export interface KnowledgeSuggestion {
  knowledge: Knowledge;
  text: string;
  accept: string;
}

const ACCEPTS: Readonly<Record<Knowledge, string>> = {
  know: 'Mark as Know',
  med: 'Back to Medium',
  new: 'Back to New',
};

const offer = (knowledge: Knowledge): KnowledgeSuggestion => ({
  knowledge,
  text: `${ACCEPTS[knowledge]}?`,
  accept: ACCEPTS[knowledge],
});

/**
 * What a grade suggests, by the rule:
 * - "Mark as Know?" when the grade takes a song that is not yet `know` across `KNOW_STABILITY_DAYS`
 *   (its stability was below, and is now at or above);
 * - one level down ("Back to Medium?" for a `know` song, "Back to New?" for a `med` one) when the grade
 *   is the `AGAIN_STREAK`th Again in a row of its reviews (not after: the question is asked once);
 * - nothing otherwise.
 */
export function knowledgeSuggestion(
  knowledge: Knowledge,
  before: PracticeCard | null,
  after: PracticeCard,
  grade: Grade,
  againsBefore: number,
): KnowledgeSuggestion | null {
  if (
    knowledge !== 'know' &&
    (before?.stability ?? 0) < KNOW_STABILITY_DAYS &&
    after.stability >= KNOW_STABILITY_DAYS
  )
    return offer('know');
  // Only from a level that exists: a song stored with another (an old client's, a damaged record) has no
  // level one step down.
  const lower = KNOWLEDGE_LEVELS[KNOWLEDGE_LEVELS.indexOf(knowledge) - 1];
  if (grade === 1 && againsBefore === AGAIN_STREAK - 1 && lower) return offer(lower);
  return null;
}

/** How many of the song's latest reviews in a row are Again. */
function againsInARow(library: Library, song: Id): number {
  const reviews = reviewsBySong(library).get(song) ?? [];
  let count = 0;
  for (let index = reviews.length - 1; index >= 0 && reviews[index]!.grade === 1; index -= 1) count += 1;
  return count;
}

export interface GradeInput {
  /** The song's id, or a wish entry's (the tune then joins the library as a `new` song, in no set). */
  id: Id;
  grade: Grade;
  /** The key it was practised in. */
  key: PlayableKey;
  /** How long the timer ran, in seconds (0 when not used). */
  seconds: number;
}

export interface Graded {
  songId: Id;
  card: PracticeCard;
  suggestion: KnowledgeSuggestion | null;
}

/** A grade, key or time the practice page never sends. */
export interface InvalidGrade {
  reason: 'invalid-data';
  field: 'grade' | 'key' | 'seconds';
}

/**
 * A practice grade at `context.now()`: the song's card moves on from where it stands (a gig's NEXT since
 * its last grade included) and the review is recorded, in one change, letting the oldest review go past
 * `LIMITS.reviews`. A wish-list tune is moved into the library first, as a `new` song with a random key,
 * in the same change. Tells the knowledge level to suggest (see `knowledgeSuggestion`). A clock behind
 * the card's last review grades at that review (see `reviewCard`), and the review is recorded at the
 * card's new `last`; a clock that gives no time is refused (`CLOCK_UNSET`).
 */
export function gradeTune(
  library: Library,
  input: GradeInput,
  context: RuleContext,
): RuleResult<Graded, NotFound | InLibrary | InvalidGrade | ClockUnset> {
  if (!isGrade(input.grade)) return refuse({ reason: 'invalid-data', field: 'grade' });
  if (!isPlayableKey(input.key)) return refuse({ reason: 'invalid-data', field: 'key' });
  if (!Number.isInteger(input.seconds) || input.seconds < 0 || input.seconds > LIMITS.reviewSeconds)
    return refuse({ reason: 'invalid-data', field: 'seconds' });
  const now = context.now();
  if (!isClockReading(now)) return refuse(CLOCK_UNSET);
  const ops: Operation[] = [];
  let song: Song | undefined = library.songs[input.id];
  if (!song) {
    const wish = library.wishlist[input.id];
    if (!wish) return notFound(input.id);
    const moved = moveWishIntoLibrary(
      library,
      input.id,
      { title: wish.title, key: 'random', knowledge: 'new' },
      context,
    );
    if (!moved.ok) return moved.reason === 'in-library' ? refuse(moved) : notFound(input.id);
    ops.push(...moved.change.ops);
    const created = moved.change.ops.find((op) => op.type === 'create' && op.collection === 'songs');
    song = created?.type === 'create' ? (created.record as Song) : undefined;
    if (!song) return notFound(input.id);
  }
  // A card or review stored out of bounds is not scheduled from: the grade starts the card afresh.
  const before = library.cards[song.id] ? currentCard(historyWithinSense(library, now), song.id) : null;
  const card = reviewCard(before, song.id, input.grade, now);
  ops.push(
    library.cards[song.id]
      ? { type: 'update', collection: 'cards', id: song.id, patch: withoutId(card) }
      : { type: 'create', collection: 'cards', record: card },
    ...reviewCapOps(library, 1),
    {
      type: 'create',
      collection: 'reviews',
      record: {
        id: createId(context.random),
        song: song.id,
        title: song.title,
        grade: input.grade,
        source: 'practice',
        key: input.key,
        level: song.knowledge,
        seconds: input.seconds,
        reviewed: card.last,
      },
    },
  );
  const suggestion = knowledgeSuggestion(
    song.knowledge,
    before,
    card,
    input.grade,
    againsInARow(library, song.id),
  );
  return accept(ops, { songId: song.id, card, suggestion });
}

function withoutId(card: PracticeCard): Omit<PracticeCard, 'id'> {
  const { id: _id, ...rest } = card;
  return rest;
}

/**
 * A gig's NEXT on a tune due for practice counts as practising it "Good": once the play is recorded,
 * this records its review (the play's id, time and key) when the song has a card that, as it stands
 * then, is due by the end of that day. Nothing when the play is gone (undone), has its review already,
 * or the tune is not due. The card itself is not written: `currentCard` applies the review when read.
 */
export function gigReview(library: Library, playId: Id): RuleResult<{ reviewed: boolean }, never> {
  const play = library.plays.get(playId);
  const song = play && library.songs[play.song];
  if (!play || !song || !library.cards[song.id] || library.reviews.has(playId))
    return accept([], { reviewed: false });
  // The history as it stood when the tune was played: a card or review out of bounds then is left out.
  const card = currentCard(historyWithinSense(library, play.played), song.id);
  if (!card || card.due > endOfDay(play.played)) return accept([], { reviewed: false });
  return accept(
    [
      ...reviewCapOps(library, 1),
      {
        type: 'create',
        collection: 'reviews',
        record: {
          id: playId,
          song: song.id,
          title: song.title,
          grade: GIG_GRADE,
          source: 'gig',
          key: play.key,
          level: song.knowledge,
          seconds: 0,
          reviewed: play.played,
        },
      },
    ],
    { reviewed: true },
  );
}

/**
 * "Practise this tune" on a song page: a song not practised yet gets a card due today, so it joins today's
 * list with the tunes due (its first grade then starts its schedule). Nothing for a song with a card.
 */
export function startPractice(
  library: Library,
  songId: Id,
  context: RuleContext,
): RuleResult<object, NotFound> {
  if (!library.songs[songId]) return notFound(songId);
  if (library.cards[songId]) return accept([], {});
  const now = context.now();
  return accept(
    [
      {
        type: 'create',
        collection: 'cards',
        record: {
          id: songId,
          song: songId,
          due: now,
          stability: 0,
          difficulty: 0,
          scheduled: 0,
          reps: 0,
          lapses: 0,
          state: 0,
          last: now,
        },
      },
    ],
    {},
  );
}

/**
 * "Mark as Know?" accepted: the song takes the suggested level (nothing when it has it already). A level
 * that does not exist is refused, as every write of a level is.
 */
export function acceptSuggestion(
  library: Library,
  songId: Id,
  suggestion: Pick<KnowledgeSuggestion, 'knowledge'>,
): RuleResult<object, NotFound | InvalidData> {
  if (!isKnowledge(suggestion.knowledge)) return refuse({ reason: 'invalid-data', field: 'knowledge' });
  const song = library.songs[songId];
  if (!song) return notFound(songId);
  if (song.knowledge === suggestion.knowledge) return accept([], {});
  return accept(
    [{ type: 'update', collection: 'songs', id: songId, patch: { knowledge: suggestion.knowledge } }],
    {},
  );
}
