// A song's practice as its page shows it (the view; `songPracticeView` in view.ts fills it from the
// scheduler's history), and the view of a song never graded, drawn without the scheduler.
import type { Id, Library } from '../model/records.js';
import { type KeyWheelView, keyCoverage, keyWheelView } from './coverage.js';
import { NOT_PRACTISED_TEXT } from './settings.js';

/** One review as a song's page lists it. */
export interface SongReviewView {
  id: Id;
  /** "Tue 24 Nov 2026". */
  date: string;
  /** "Good", or "Good (played at a gig)". */
  grade: string;
  keyLabel: string;
  /** "4 min", or empty when the timer was not used. */
  time: string;
}

/** A song's practice, for its page. */
export interface SongPracticeView {
  /** It has a card: it comes back on its own. */
  inPractice: boolean;
  /** "Due in 5 days (Tue 1 Dec)", "Due today", "Overdue by 2 days"; empty when not in practice. */
  nextDue: string;
  /** "Practised 6 times; counted at 2 gigs", or "Not practised yet". */
  summary: string;
  /** Newest first, at most `limit`. */
  reviews: SongReviewView[];
  /** Reviews older than those listed. */
  more: number;
  /** The keys it is covered in, from practice and gigs. */
  keys: KeyWheelView;
}

/**
 * The song page's practice of a song never graded (no card, no review), drawn without the scheduler:
 * its keys may still be covered by gigs. Null once it has been practised (`songPracticeView` then,
 * from `@tunedeck/core/practice`).
 */
export function unpractisedSongView(
  stored: Pick<Library, 'cards' | 'reviews' | 'plays'>,
  songId: Id,
  now: number,
): SongPracticeView | null {
  if (stored.cards[songId] || stored.reviews.values().some((review) => review.song === songId)) return null;
  const keys = keyWheelView(keyCoverage(stored, songId, now), now);
  return { inPractice: false, nextDue: '', summary: NOT_PRACTISED_TEXT, reviews: [], more: 0, keys };
}
