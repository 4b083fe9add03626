// The practice page as words: what the screen draws of today's list, the grades' buttons, the day's
// progress and the week ahead. Built from the library at `now`; the screen adds nothing but layout.
import { KNOWLEDGE_LABELS, type Knowledge } from '../model/constants.js';
import type { Grade, Id, Library, PracticeSettings } from '../model/records.js';
import { historyWithinSense } from '../model/within-sense.js';
import { countOf } from '../text/count.js';
import { displayKey, displayTitle, spokenKey } from '../text/normalise.js';
import { coverageIndex, type KeyWheelView, keyCoverage, keyWheelView } from './coverage.js';
import { addDays, dayDistance } from './days.js';
import { dueText, intervalText, minutesText, songPractice } from './progress.js';
import { comingDays, type PracticeDay, type PracticeItem, practiceQueue, TIMED_SECONDS } from './queue.js';
import { gradeOutcomes } from './schedule.js';
import { GRADE_LABELS, GRADES, NOT_PRACTISED_TEXT } from './settings.js';
import type { SongPracticeView } from './song-view.js';

/** A tune of today's list as the screen shows it. */
export interface PracticeTuneView {
  id: Id;
  title: string;
  keyLabel: string;
  spokenKey: string;
  /** "Due today", "Overdue by 3 days", "First time", "First time, from Tunes I Want To Learn". */
  status: string;
  kind: PracticeItem['kind'];
  /** "About 4 min". */
  estimate: string;
  /** The song's level (none for a wish-list tune). */
  knowledge: Knowledge | null;
  knowledgeLabel: string | null;
  /** The song's notes (empty for a wish-list tune). */
  notes: string;
  /** In all twelve keys, the tune's keys covered, today's marked; `null` in its own key only. */
  keys: KeyWheelView | null;
}

/** One grade's button: "Good", "in 4 days", and the key that gives it (1–4). */
export interface GradeButtonView {
  grade: Grade;
  label: string;
  interval: string;
  /** The whole button as read: "Good — in 4 days". */
  accessibleName: string;
}

/** A day of the week ahead: "Tue 1 Dec", with its tunes. */
export interface ComingDayView {
  day: number;
  label: string;
  titles: string[];
  /** "3 tunes", "Nothing due". */
  summary: string;
}

export interface PracticePageView {
  tunes: PracticeTuneView[];
  /** The grades of the first tune, Again to Easy. */
  grades: GradeButtonView[];
  /** "5 tunes, about 20 min"; empty once done for today (the page says so in its place). */
  summary: string;
  /** "2 tunes practised today, 9 min". Empty before the first. */
  doneText: string;
  /** When the list is over its limits: "4 more due tunes wait for another day." Empty otherwise. */
  waitingText: string;
  /** The limits in words, for the link to Settings: "3 new tunes and 20 minutes a day, each in its own key". */
  limitsText: string;
  /** Tomorrow, then the six days after it. */
  coming: ComingDayView[];
  day: PracticeDay;
}

const dayLabels = new Map<string, Intl.DateTimeFormat>();
function dayLabel(time: number, timeZone: string | undefined): string {
  const key = timeZone ?? '';
  let format = dayLabels.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    dayLabels.set(key, format);
  }
  return format.format(time).replace(',', '');
}

function statusOf(item: PracticeItem): string {
  // Not "New": that is a knowledge level, and the tune's own badge may say it beside this.
  if (item.kind === 'new')
    return item.from === 'wishlist' ? 'First time, from Tunes I Want To Learn' : 'First time';
  if (item.overdue === 0) return 'Due today';
  return `Overdue by ${countOf(item.overdue, 'day')}`;
}

/** The limits as the page names them. */
export function limitsText(settings: PracticeSettings): string {
  return `${countOf(settings.newPerDay, 'new tune')} and ${settings.minutes} minutes a day, ${
    settings.allKeys ? 'each tune in all twelve keys' : 'each tune in its own key'
  }`;
}

/**
 * Everything the practice page shows at `now`. A card or review whose time is out of bounds (see
 * `isTimeWithinSense`) is left out: its tune is practised as one never practised.
 */
export function practicePageView(
  stored: Library,
  now: number,
  settings: PracticeSettings,
  timeZone?: string,
): PracticePageView {
  const library = historyWithinSense(stored, now);
  // In all keys, the history is read once for the list's keys and the wheel beside the tune.
  const coverage = settings.allKeys ? coverageIndex(library, now) : null;
  const day = practiceQueue(library, now, settings, coverage ?? undefined);
  const tunes = day.items.map((item): PracticeTuneView => {
    const song = item.from === 'library' ? library.songs[item.id] : undefined;
    return {
      id: item.id,
      title: displayTitle(item.title),
      keyLabel: displayKey(item.key),
      spokenKey: spokenKey(item.key),
      status: statusOf(item),
      kind: item.kind,
      estimate: `About ${minutesText(item.minutes)}`,
      knowledge: song?.knowledge ?? null,
      knowledgeLabel: song ? KNOWLEDGE_LABELS[song.knowledge] : null,
      notes: song?.notes ?? '',
      keys: coverage && keyWheelView(coverage(item.id), now, item.key),
    };
  });
  const first = day.items[0];
  const outcomes = first ? gradeOutcomes(first.card, first.id, now) : null;
  const grades = outcomes
    ? GRADES.map((grade) => {
        const interval = intervalText(outcomes[grade].days);
        return {
          grade,
          label: GRADE_LABELS[grade],
          interval,
          accessibleName: `${GRADE_LABELS[grade]} — ${interval}`,
        };
      })
    : [];
  const coming = comingDays(library, now).map((entry, index) => ({
    day: entry.day,
    label: index === 0 ? 'Tomorrow' : dayLabel(addDays(now, index + 1), timeZone),
    titles: entry.titles.map(displayTitle),
    summary: entry.titles.length === 0 ? 'Nothing due' : countOf(entry.titles.length, 'tune'),
  }));
  return {
    tunes,
    grades,
    summary: tunes.length === 0 ? '' : `${countOf(tunes.length, 'tune')}, about ${minutesText(day.minutes)}`,
    doneText:
      day.done === 0
        ? ''
        : `${countOf(day.done, 'tune')} practised today${day.doneMinutes > 0 ? `, ${minutesText(day.doneMinutes)}` : ''}`,
    waitingText:
      day.waiting === 0
        ? ''
        : `${countOf(day.waiting, 'more due tune')} ${day.waiting === 1 ? 'waits' : 'wait'} for another day (today's minutes are full).`,
    limitsText: limitsText(settings),
    coming,
    day,
  };
}

const reviewDates = new Map<string, Intl.DateTimeFormat>();
function reviewDate(time: number, timeZone: string | undefined): string {
  const key = timeZone ?? '';
  let format = reviewDates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(timeZone ? { timeZone } : {}),
    });
    reviewDates.set(key, format);
  }
  return format.format(time).replace(',', '');
}

export function songPracticeView(
  stored: Pick<Library, 'cards' | 'reviews' | 'plays'>,
  songId: Id,
  now: number,
  options: { timeZone?: string; limit?: number } = {},
): SongPracticeView {
  const practice = songPractice(historyWithinSense(stored, now), songId);
  const keys = keyWheelView(keyCoverage(stored, songId, now), now);
  const limit = options.limit ?? 20;
  const parts: string[] = [];
  if (practice.practised > 0) parts.push(`Practised ${timesText(practice.practised)}`);
  if (practice.playedAtGigs > 0) parts.push(`counted at ${countOf(practice.playedAtGigs, 'gig')}`);
  const card = practice.card;
  return {
    inPractice: card !== null,
    nextDue: card
      ? `${dueText(card.due, now)}${dayDistance(now, card.due) > 1 ? ` (${dayLabel(card.due, options.timeZone)})` : ''}`
      : '',
    summary: parts.length === 0 ? NOT_PRACTISED_TEXT : parts.join('; '),
    reviews: practice.reviews.slice(0, limit).map((review) => ({
      id: review.id,
      date: reviewDate(review.reviewed, options.timeZone),
      grade:
        review.source === 'gig'
          ? `${GRADE_LABELS[review.grade]} (played at a gig)`
          : GRADE_LABELS[review.grade],
      keyLabel: displayKey(review.key),
      time: review.seconds >= TIMED_SECONDS ? minutesText(Math.max(1, Math.round(review.seconds / 60))) : '',
    })),
    more: Math.max(0, practice.reviews.length - limit),
    keys,
  };
}

function timesText(count: number): string {
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
}
