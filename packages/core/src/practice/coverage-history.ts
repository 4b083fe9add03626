// Keys covered over time, for the practice page's progress: week by week, how many keys of how many
// tunes were covered as the week ended (each key as its last grade or gig by then left it).
import { isPlayableKey, PLAYABLE_KEYS } from '../model/constants.js';
import type { Grade, Id, Library } from '../model/records.js';
import { historyWithinSense } from '../model/within-sense.js';
import { weekEnds } from './progress.js';
import { GIG_GRADE } from './settings.js';

/** A week of the keys chart. */
export interface KeysWeek {
  /** The week's last moment (`now` for the current week). */
  end: number;
  /** Keys covered, added up over every tune (a tune in all twelve counts 12). */
  covered: number;
  /** Tunes covered in at least one key. */
  tunes: number;
}

/** The last `weeks` weeks of keys covered, oldest first, the last ending at `now`. */
export function keysCoveredHistory(
  library: Pick<Library, 'reviews' | 'plays'>,
  now: number,
  weeks = 26,
): KeysWeek[] {
  const { reviews, plays } = historyWithinSense(library, now);
  // Every event in a key: when, which tune and key (as one number), and whether it covers it.
  const times: number[] = [];
  const slots: number[] = [];
  const good: boolean[] = [];
  const order: number[] = [];
  const songs = new Map<Id, number>();
  const slotOf = (song: Id, key: unknown) => {
    if (!isPlayableKey(key)) return -1;
    let index = songs.get(song);
    if (index === undefined) {
      index = songs.size;
      songs.set(song, index);
    }
    return index * 12 + PLAYABLE_KEYS.indexOf(key);
  };
  /** Events that are practice grades: at the same moment as a gig's, they tell how it went (coverage.ts). */
  const practice = new Set<number>();
  const add = (time: number, slot: number, grade: Grade, graded: boolean) => {
    if (slot < 0) return;
    if (graded) practice.add(times.length);
    order.push(times.length);
    times.push(time);
    slots.push(slot);
    good.push(grade >= 3);
  };
  for (const review of reviews.values())
    add(review.reviewed, slotOf(review.song, review.key), review.grade, review.source === 'practice');
  for (const play of plays.values()) add(play.played, slotOf(play.song, play.key), GIG_GRADE, false);
  order.sort((a, b) => times[a]! - times[b]! || Number(practice.has(a)) - Number(practice.has(b)) || a - b);

  const state = new Uint8Array(songs.size * 12);
  const keysOfTune = new Uint8Array(songs.size);
  let covered = 0;
  let tunes = 0;
  let next = 0;
  return weekEnds(now, weeks).map((end) => {
    for (; next < order.length && times[order[next]!]! <= end; next += 1) {
      const event = order[next]!;
      const slot = slots[event]!;
      const tune = Math.floor(slot / 12);
      const was = state[slot] === 1;
      const is = good[event]!;
      if (was === is) continue;
      state[slot] = is ? 1 : 0;
      covered += is ? 1 : -1;
      if (is && keysOfTune[tune] === 0) tunes += 1;
      keysOfTune[tune]! += is ? 1 : -1;
      if (!is && keysOfTune[tune] === 0) tunes -= 1;
    }
    return { end, covered, tunes };
  });
}
