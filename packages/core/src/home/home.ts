// What Home shows once there is a library: where the picker is, how the library stands, the last gig.
import { historyView } from '../history/history.js';
import { songCountsBySet } from '../library/queries.js';
import { KNOWLEDGE_LEVELS, type Knowledge } from '../model/constants.js';
import type { Id, Library } from '../model/records.js';
import { displayTitle } from '../text/normalise.js';

export interface HomeView {
  /** No songs yet: the welcome text and the Quick Start are what a new musician needs. */
  isNew: boolean;
  songCount: number;
  /** How many songs at each level (every level, 0 when none). */
  byKnowledge: Readonly<Record<Knowledge, number>>;
  /** The picker's set, or null when the account has none (or it was deleted). */
  pickerSet: { id: Id; name: string; songCount: number } | null;
  /** The newest gig with the tunes played at it, or null before the first. */
  lastGig: { id: Id; setName: string; started: number; tunes: number } | null;
  wishCount: number;
}

/** Home's summary of `library` at `now`, for the account whose picker set is `pickerSetId`. */
export function homeView(library: Library, pickerSetId: Id | null | undefined, now: number): HomeView {
  const songs = Object.values(library.songs);
  const byKnowledge = Object.fromEntries(KNOWLEDGE_LEVELS.map((level) => [level, 0])) as Record<
    Knowledge,
    number
  >;
  for (const song of songs) byKnowledge[song.knowledge] += 1;
  const set = pickerSetId ? library.sets[pickerSetId] : undefined;
  const newest = historyView(library, now)[0];
  return {
    isNew: songs.length === 0,
    songCount: songs.length,
    byKnowledge,
    pickerSet: set
      ? { id: set.id, name: displayTitle(set.name), songCount: songCountsBySet(library)[set.id] ?? 0 }
      : null,
    lastGig: newest
      ? {
          id: newest.id,
          setName: displayTitle(newest.setName),
          started: newest.started,
          tunes: newest.plays.length,
        }
      : null,
    wishCount: Object.keys(library.wishlist).length,
  };
}
