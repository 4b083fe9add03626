// Progress the musician can see: practice days over the last 26 weeks (the heat map), how many tunes were
// at each level week by week (the chart), a song's own practice, and the words the practice page uses.
import type { Knowledge } from '../model/constants.js';
import type { Id, Library, PracticeCard, Review } from '../model/records.js';
import { historyWithinSense } from '../model/within-sense.js';
import { countOf } from '../text/count.js';
import { addDays, dayDistance, startOfDay } from './days.js';
import { firstAtOrAfter, reviewIndex, reviewsBySong } from './reviews.js';
import { currentCard } from './schedule.js';

/** "in 1 day", "in 4 days", "in 3 weeks", "in 5 months", "in 2 years". */
export function intervalText(days: number): string {
  if (days < 14) return `in ${countOf(Math.max(1, days), 'day')}`;
  if (days < 60) return `in ${countOf(Math.round(days / 7), 'week')}`;
  if (days < 365) return `in ${countOf(Math.round(days / 30), 'month')}`;
  return `in ${countOf(Math.round(days / 365), 'year')}`;
}

/** When a card is next due, as the song page says it: "Due today", "Due tomorrow", "Due in 5 days", "Overdue by 2 days". */
export function dueText(due: number, now: number): string {
  const days = dayDistance(now, due);
  if (days < 0) return `Overdue by ${countOf(-days, 'day')}`;
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  return `Due ${intervalText(days)}`;
}

/** "25 min", "1 h 5 min": a list's estimated time. */
export function minutesText(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const rest = whole % 60;
  return rest === 0 ? `${Math.floor(whole / 60)} h` : `${Math.floor(whole / 60)} h ${rest} min`;
}

/** A timer's reading: "0:00", "4:05", "1:02:03". */
export function timerText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const s = String(whole % 60).padStart(2, '0');
  const m = Math.floor(whole / 60) % 60;
  const h = Math.floor(whole / 3600);
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** One day of the heat map. */
export interface PracticeDayCount {
  /** Local midnight of the day. */
  day: number;
  /** Tunes practised (grades; gig plays are not practice). */
  tunes: number;
  /** Minutes the timer ran. */
  minutes: number;
}

/** The heat map: `weeks` full weeks (Monday first) ending with the one holding `now`, a column a week. */
export interface PracticeCalendar {
  weeks: PracticeDayCount[][];
  /** Days with practice, and the most tunes of any one day. */
  activeDays: number;
  busiest: number;
  totalTunes: number;
}

export function practiceCalendar(
  stored: Pick<Library, 'reviews'>,
  now: number,
  weeks = 26,
): PracticeCalendar {
  const library = historyWithinSense(stored, now);
  const today = startOfDay(now);
  const weekday = (new Date(today).getDay() + 6) % 7; // Monday 0
  const first = addDays(today, -weekday - 7 * (weeks - 1));
  const columns: PracticeDayCount[][] = [];
  for (let week = 0; week < weeks; week += 1) {
    const column: PracticeDayCount[] = [];
    for (let day = 0; day < 7; day += 1) {
      const start = addDays(first, week * 7 + day);
      const entry = { day: start, tunes: 0, minutes: 0 };
      column.push(entry);
    }
    columns.push(column);
  }
  // The reviews since the first day, oldest first, walked alongside the days: no date worked out per review.
  const { byTime } = reviewIndex(library);
  let totalTunes = 0;
  let index = firstAtOrAfter(byTime, first);
  for (const column of columns) {
    for (const entry of column) {
      const end = addDays(entry.day, 1);
      for (; index < byTime.length && byTime[index]!.reviewed < end; index += 1) {
        const review = byTime[index]!;
        if (review.source !== 'practice') continue;
        entry.tunes += 1;
        entry.minutes += review.seconds / 60;
        totalTunes += 1;
      }
    }
  }
  let activeDays = 0;
  let busiest = 0;
  for (const entry of columns.flat()) {
    entry.minutes = Math.round(entry.minutes);
    if (entry.tunes > 0) activeDays += 1;
    busiest = Math.max(busiest, entry.tunes);
  }
  return { weeks: columns, activeDays, busiest, totalTunes };
}

/** The tunes at each level at the end of one week. */
export interface LevelWeek {
  /** The week's last moment counted (the end of its Sunday, or `now` for this week). */
  end: number;
  counts: Record<Knowledge, number>;
}

/**
 * The ends of the last `weeks` weeks (Monday first), oldest first: each Sunday's last moment, and `now`
 * for the week holding it (the progress charts' bars).
 */
export function weekEnds(now: number, weeks: number): number[] {
  const today = startOfDay(now);
  const weekday = (new Date(today).getDay() + 6) % 7;
  const ends: number[] = [];
  for (let week = weeks - 1; week >= 1; week -= 1) ends.push(addDays(today, 7 - weekday - 7 * week) - 1);
  ends.push(now);
  return ends;
}

/**
 * How many of the library's tunes were at each level at the end of each of the last `weeks` weeks. A
 * tune's level at a time is the one recorded by its latest review until then; before its first review,
 * the level that review recorded; never reviewed, its level now. Tunes count from the day they were
 * added (deleted tunes are not counted).
 */
export function levelHistory(
  library: Pick<Library, 'songs' | 'reviews'>,
  now: number,
  weeks = 26,
): LevelWeek[] {
  const bySong = reviewsBySong(historyWithinSense(library, now));
  const result = weekEnds(now, weeks).map((end) => ({ end, counts: { new: 0, med: 0, know: 0 } }));
  // A tune never reviewed is at its level now from the week it was added on: counted once, at that
  // week, and carried through the weeks after (most of a big library is never practised).
  const joining = result.map(() => ({ new: 0, med: 0, know: 0 }));
  for (const id in library.songs) {
    const song = library.songs[id]!;
    const reviews = bySong.get(id);
    if (!reviews) {
      let week = 0;
      while (week < result.length && song.created > result[week]!.end) week += 1;
      if (week < result.length) joining[week]![song.knowledge] += 1;
      continue;
    }
    let next = 0;
    for (const week of result) {
      if (song.created > week.end) continue;
      while (next < reviews.length && reviews[next]!.reviewed <= week.end) next += 1;
      const level: Knowledge = next > 0 ? reviews[next - 1]!.level : reviews[0]!.level;
      week.counts[level] += 1;
    }
  }
  const carried = { new: 0, med: 0, know: 0 };
  result.forEach((week, index) => {
    for (const level of ['new', 'med', 'know'] as const) {
      carried[level] += joining[index]![level];
      week.counts[level] += carried[level];
    }
  });
  return result;
}

/** A song's practice, for its page. */
export interface SongPractice {
  card: PracticeCard | null;
  /** Its reviews, newest first. */
  reviews: Review[];
  practised: number;
  playedAtGigs: number;
}

export function songPractice(library: Pick<Library, 'cards' | 'reviews'>, song: Id): SongPractice {
  const reviews = [...(reviewsBySong(library).get(song) ?? [])].reverse();
  let practised = 0;
  for (const review of reviews) if (review.source === 'practice') practised += 1;
  return {
    card: currentCard(library, song),
    reviews,
    practised,
    playedAtGigs: reviews.length - practised,
  };
}
