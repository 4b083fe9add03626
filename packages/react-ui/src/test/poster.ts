// The titles and set names that test the picker's poster and the practice card: words never broken, a
// title on two lines at most, the set's name legible beside the bar's buttons (DESIGN.md's words rules).
import type { Knowledge, Library, PickerScreenView, PlayableKey, PracticeSettings } from '@tunedeck/core';
import { type PracticePageView, practicePageView } from '@tunedeck/core/practice';
import { buildLibrary } from '@tunedeck/core/testing';
import { pickerWithTitle } from './fixtures.js';

/** One word, too long for a line at the poster's size on a phone. */
export const ONE_WORD = 'Stablemates';
/** One word too long for a line even at the title's smallest size on a phone. */
export const LONGEST_WORD = 'Supercalifragilisticexpialidocious';
/** 80 characters: two lines at the smallest size, then "…". */
export const EIGHTY = 'The Night We Called It A Day (Slow Ballad Version From The Late Set At The Club)';
export const SHORT = 'Solar';

/** A set's name shorter than the 8 characters it keeps, and one of 40. */
export const SHORT_SET = 'Gx';
export const LONG_SET = 'Tuesday Night Standards at the Blue Room';

/** The picker's view with `title` on screen, picked from a set named `setName`. */
export function posterView(
  title: string,
  setName: string,
  knowledge: Knowledge = 'new',
  key: PlayableKey = 'E flat',
): PickerScreenView {
  const view = pickerWithTitle(title, knowledge, key);
  return view.status === 'no-set' ? view : { ...view, setName };
}

// Friday 20 November 2026, 6 pm on the device.
const NOW = new Date(2026, 10, 20, 18, 0).getTime();
const SETTINGS: PracticeSettings = { newPerDay: 3, minutes: 20, allKeys: false };

/** A first day of practice: `title` (a New tune) is the card on screen. */
export function practiceCardLibrary(title: string): Library {
  return buildLibrary({
    sets: { Standards: [title, 'Nardis'] },
    songs: { [title]: { knowledge: 'new', key: 'E flat' }, Nardis: { knowledge: 'new', key: 'E' } },
    start: NOW - 2 * 24 * 60 * 60 * 1000,
  });
}

/** Practice's view of `practiceCardLibrary(title)`. */
export function practiceCardView(title: string): PracticePageView {
  return practicePageView(practiceCardLibrary(title), NOW, SETTINGS);
}

/** The clock a practice card's timer reads in stories and tests. */
export const PRACTICE_NOW = NOW;
