// A busy musician's library for the benches: 5,000 tunes and two years of practice and gigs, made by
// core's own rules, seeded, the review history at its cap (LIMITS.reviews). Day by day for two years: the
// musician's gigs (recordPlay, then gigReview counting a NEXT on a due tune as Good) and evening practice
// (today's list from practiceQueue, each tune graded with gradeTune, "Mark as Know?" and the like taken
// with acceptSuggestion seven times in ten, "Practise this tune" with startPractice). Written one grade at
// a time, two years take about half an hour (each grade copies and counts 20,000 reviews), so a day's
// grades are worked out against the library as it stood when the day's list was made, each reading only
// its own tune's reviews, and written as one change. A tune is graded at most once a day and a grade reads
// only its own tune's card and reviews (and how many reviews there are, for the cap): the same cards,
// reviews and suggestions. The reviews the cap lets go are the day's oldest either way (core's
// reviewCapOps, given the day's count). The list is made again whenever the page would show another.
// Some days (CHECKED_DAYS, at the cap among them) are also run the page's way, each rule's change written
// at once on the whole library and the list made again after every grade, and the two libraries compared:
// the build stops if they differ.
import {
  applyChange,
  type Change,
  type Id,
  type Knowledge,
  keyedRecords,
  LIMITS,
  type Library,
  libraryRecords,
  type Operation,
  PLAYABLE_KEYS,
  type PracticeSettings,
  recordPlay,
  SONG_KEYS,
  seededRandom,
} from '@tunedeck/core';
import {
  acceptSuggestion,
  addDays,
  gigReview,
  gradeTune,
  practiceQueue,
  reviewCapOps,
  reviewsBySong,
  startOfDay,
  startPractice,
} from '@tunedeck/core/practice';
import { buildLibrary, musicianGrade } from '@tunedeck/core/testing';

/** Days of practice behind the library: two years, ending yesterday. */
export const DAYS = 730;
export const TUNES = 5000;
/** The tunes of the gig book, the set the gigs are played from. */
export const GIG_BOOK = 300;
const WISHES = 60;
/** A busy musician's settings: two hours a day, five new tunes. */
export const SETTINGS: PracticeSettings = { newPerDay: 5, minutes: 120, allKeys: false };
/** Days also run the page's way (every change written at once) and compared (see the top). */
const CHECKED_DAYS = [0, 1, 200, 450, 650, DAYS - 1];

const HOUR = 60 * 60 * 1000;

/** The words of the tunes' titles, 25 × 25 × 15 of them. */
const words = (...lines: string[]) => lines.join(' ').split(' ');
const FIRST = words(
  'Blue Autumn Solar Midnight Little Lazy Crazy Lonely Golden Silver Sweet Dark Summer',
  'Winter Spring Moonlight Velvet Quiet Broken Easy Green Yellow Red Smoky Rainy',
);
const SECOND = words(
  'Street Harbour River Garden Bridge Avenue Morning Evening Train Window Corner Island',
  'Valley Mountain Dancer Stranger Lady Sailor Heart Shadow Dream Letter Road Sky Bird',
);
const THIRD = words(
  'Blues Waltz Bossa Samba Ballad Stomp Shuffle Serenade Song Rag Mambo Swing Nocturne Lament Reel',
);

/** `count` distinct titles such as "Golden Harbour Waltz", in a seeded order. */
function tuneTitles(count: number, random: () => number): string[] {
  const all: string[] = [];
  for (const a of FIRST) for (const b of SECOND) for (const c of THIRD) all.push(`${a} ${b} ${c}`);
  for (let i = all.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all.slice(0, count);
}

export interface Figures {
  grades: number;
  gigPlays: number;
  gigReviews: number;
  started: number;
  suggestions: number;
  accepted: number;
  firstDayAtCap: number | null;
  checked: number;
}

/** The time of `hour` o'clock on `day` (a local midnight). */
const at = (day: number, hour: number) => day + hour * HOUR;

/** The library's reviews of one song only. */
function reviewsOf(library: Library, song: Id): Library['reviews'] {
  return keyedRecords(reviewsBySong(library).get(song) ?? []);
}

/** A change's steps less the reviews the cap lets go, and how many reviews it adds. */
function withoutCap(change: Change): { ops: Operation[]; added: number } {
  const ops = change.ops.filter((op) => !(op.type === 'delete' && op.collection === 'reviews'));
  const added = ops.filter((op) => op.type === 'create' && op.collection === 'reviews').length;
  return { ops, added };
}

/** Writes steps worked out against `library`, letting the oldest reviews go for `added` new ones. */
function writeDay(library: Library, ops: Operation[], added: number): Library {
  if (ops.length === 0) return library;
  return applyChange(library, { ops: [...reviewCapOps(library, added), ...ops] });
}

/** The change a rule made; the bench stops if it refused. */
export function ruleChange(result: { ok: true; change: Change } | { ok: false }): Change {
  if (!result.ok) throw new Error(`a rule refused: ${JSON.stringify(result)}`);
  return result.change;
}

/** The library as the bench builds it, and what the two years held. */
export interface Built {
  library: Library;
  figures: Figures;
  buildMs: number;
  checkMs: number;
}

/**
 * One day of the musician's, from 09:00: tunes taken into practice on a Monday, a gig at 13:00 on
 * Wednesdays and Saturdays (24 NEXTs from the gig book), and practice from 18:00 on most evenings, each
 * tune taking the time its timer ran. `stepwise`: the page's way, every rule's change written at once
 * and the list made again after each grade; otherwise as the top of this file says.
 */
function liveDay(
  start: Library,
  index: number,
  day: number,
  setId: Id,
  figures: Figures,
  stepwise: boolean,
): Library {
  // A day's randomness of its own: the same day runs the same either way.
  const musician = seededRandom(29_000 + index);
  let clock = at(day, 9);
  const context = { random: seededRandom(58_000 + index), now: () => clock };
  let library = start;

  // "Practise this tune": 300 Medium and Know tunes on the first day, then 8 more each Monday.
  const starting = index === 0 ? 300 : index % 7 === 0 ? 8 : 0;
  if (starting > 0) {
    const candidates = Object.values(library.songs)
      .filter((song) => song.knowledge !== 'new' && !library.cards[song.id])
      .sort((a, b) => a.created - b.created || (a.id < b.id ? -1 : 1));
    const ops: Operation[] = [];
    for (let n = 0; n < starting && candidates.length > 0; n += 1) {
      const [song] = candidates.splice(Math.floor(musician() * candidates.length), 1);
      const change = ruleChange(startPractice(library, song!.id, context));
      if (stepwise) library = applyChange(library, change);
      else ops.push(...change.ops);
      figures.started += 1;
    }
    if (!stepwise) library = writeDay(library, ops, 0);
  }

  // A gig: 24 tunes of the gig book, in the key each is shown in.
  if (index % 7 === 2 || index % 7 === 5) {
    clock = at(day, 13);
    const book = Object.values(library.memberships)
      .filter((membership) => membership.set === setId)
      .map((membership) => membership.song)
      .sort();
    const tunes = Array.from({ length: 24 }, () => {
      const [song] = book.splice(Math.floor(musician() * book.length), 1);
      const own = library.songs[song!]!.key;
      return { song: song!, key: own === 'random' ? PLAYABLE_KEYS[Math.floor(musician() * 12)]! : own };
    });
    const plays: Id[] = [];
    for (const tune of tunes) {
      const recorded = recordPlay(library, { setId, tune }, context);
      if (!recorded.ok) throw new Error('NEXT refused');
      library = applyChange(library, recorded.change);
      plays.push(recorded.playId);
      if (stepwise) library = applyChange(library, ruleChange(gigReview(library, recorded.playId)));
      figures.gigPlays += 1;
      clock += 5 * 60 * 1000;
    }
    if (!stepwise) {
      const ops: Operation[] = [];
      let added = 0;
      for (const play of plays) {
        const counted = withoutCap(ruleChange(gigReview(library, play)));
        ops.push(...counted.ops);
        added += counted.added;
      }
      library = writeDay(library, ops, added);
      figures.gigReviews += added;
    } else figures.gigReviews += plays.filter((play) => library.reviews.has(play)).length;
  }

  // Practice, most evenings: the list as the page shows it, the first tune graded each time.
  if (musician() < 0.08) return library;
  clock = at(day, 18);
  /** Minutes practised today, as the list counts them (the timer's, or the tune's estimate). */
  let doneMinutes = 0;
  let over = false;
  while (!over) {
    const list = practiceQueue(library, clock, SETTINGS).items;
    if (list.length === 0) break;
    const ops: Operation[] = [];
    let added = 0;
    for (const [position, item] of list.entries()) {
      // After a grade, the page's list starts with the next tune if it still fits today's minutes
      // (the list is the due tunes, then the new ones, in one order, taken while they fit); if not,
      // the page has nothing more today. When the list made is done, it is made again.
      if (position > 0 && Math.min(item.minutes, SETTINGS.minutes) > SETTINGS.minutes - doneMinutes) {
        over = true;
        break;
      }
      const level: Knowledge = library.songs[item.id]?.knowledge ?? 'new';
      const grade = musicianGrade(musician, level);
      const seconds = musician() < 0.15 ? 0 : 60 + Math.floor(musician() * 300);
      // Written at once, the grade reads the whole library; otherwise the library with only this tune's
      // reviews, all a grade reads of them but their number, for the cap (left to `writeDay`): the same
      // card, review and suggestion, without counting 20,000 reviews for each grade.
      const on = stepwise ? library : { ...library, reviews: reviewsOf(library, item.id) };
      const graded = gradeTune(on, { id: item.id, grade, key: item.key, seconds }, context);
      if (!graded.ok) throw new Error(`grade refused: ${graded.reason}`);
      const changes = [graded.change];
      if (graded.suggestion) {
        figures.suggestions += 1;
        if (musician() < 0.7) {
          // A wish tune's song is made by the grade: the suggestion is taken on the library after it.
          const on = library.songs[graded.songId] ? library : applyChange(library, graded.change);
          changes.push(ruleChange(acceptSuggestion(on, graded.songId, graded.suggestion)));
          figures.accepted += 1;
        }
      }
      figures.grades += 1;
      doneMinutes += seconds > 0 ? seconds / 60 : item.minutes;
      clock += Math.max(seconds, 60) * 1000 + 30_000;
      if (stepwise) {
        for (const change of changes) library = applyChange(library, change);
        break;
      }
      for (const change of changes) {
        const written = withoutCap(change);
        ops.push(...written.ops);
        added += written.added;
      }
    }
    library = writeDay(library, ops, added);
  }
  return library;
}

/** The collections a day writes, each record with its fields in one order: for comparing two runs. */
function contentOf(library: Library): string {
  const parts: string[] = [];
  for (const name of ['songs', 'cards', 'reviews', 'gigs', 'plays'] as const) {
    const records = [...libraryRecords(library, name)].sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const record of records) {
      parts.push(`${name} ${JSON.stringify(record, Object.keys(record).sort())}`);
    }
  }
  return parts.join('\n');
}

export function buildPracticeLibrary(): Built {
  const started = performance.now();
  const random = seededRandom(29);
  const titles = tuneTitles(TUNES + WISHES, random);
  const songs = titles.slice(0, TUNES);
  const levelOf = (roll: number): Knowledge => (roll < 0.35 ? 'new' : roll < 0.7 ? 'med' : 'know');
  const today = startOfDay(Date.now());
  const first = addDays(today, -DAYS);
  let library = buildLibrary({
    sets: { 'Gig book': songs.slice(0, GIG_BOOK) },
    songs: Object.fromEntries(
      songs.map((title, index) => [
        title,
        {
          knowledge: levelOf(random()),
          key: SONG_KEYS[Math.floor(random() * SONG_KEYS.length)]!,
          notes:
            random() < 0.3 ? `Book ${1 + (index % 5)}, page ${1 + (index % 400)}. Watch the bridge.` : '',
        },
      ]),
    ),
    wishlist: titles.slice(TUNES),
    seed: 29,
    // The fake book imported a month before the first practice.
    start: addDays(first, -30),
  });
  const setId = Object.keys(library.sets)[0]!;
  const figures: Figures = {
    grades: 0,
    gigPlays: 0,
    gigReviews: 0,
    started: 0,
    suggestions: 0,
    accepted: 0,
    firstDayAtCap: null,
    checked: 0,
  };
  let checkMs = 0;
  for (let index = 0; index < DAYS; index += 1) {
    const day = addDays(first, index);
    const next = liveDay(library, index, day, setId, figures, false);
    if (CHECKED_DAYS.includes(index)) {
      const t0 = performance.now();
      const scratch = { ...figures };
      const stepwise = liveDay(library, index, day, setId, scratch, true);
      if (contentOf(stepwise) !== contentOf(next))
        throw new Error(`day ${index}: the day written at once differs from the page's way`);
      figures.checked += 1;
      checkMs += performance.now() - t0;
    }
    library = next;
    if (figures.firstDayAtCap === null && library.reviews.size >= LIMITS.reviews)
      figures.firstDayAtCap = index;
  }
  return { library, figures, buildMs: performance.now() - started - checkMs, checkMs };
}
