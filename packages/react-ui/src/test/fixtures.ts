// Fixture data for stories and tests, built with core's own fixtures and view model.
import {
  createMemoryBackend,
  createMemoryStorage,
  createTunedeckClient,
  initialPickerState,
  type Knowledge,
  type Library,
  type PickerScreenView,
  type PlayableKey,
  pickerView,
  seededRandom,
} from '@tunedeck/core';
import { buildLibrary, FIXTURE_TIME, setIdOf, songIdOf } from '@tunedeck/core/testing';

export const LONG_TITLE = 'The Days of Wine and Roses Are Laughing and Running Away Like a Child at Play';

/** A gig set with one tune of each knowledge level, a long title, and a second, empty set. */
export const gigLibrary: Library = buildLibrary({
  sets: {
    'Friday gig': ['Autumn Leaves', 'Blue Bossa', 'Solar', LONG_TITLE],
    Practice: ['Solar'],
    'Empty set': [],
  },
  songs: {
    'Autumn Leaves': {
      knowledge: 'know',
      key: 'random',
      notes: 'Intro: last 4 bars.\nSolo order: sax, piano, bass.',
      composer: 'Joseph Kosma',
      style: 'Medium Swing',
    },
    'Blue Bossa': { knowledge: 'med', key: 'C' },
    Solar: { knowledge: 'new', key: 'C' },
    [LONG_TITLE]: { knowledge: 'med', key: 'E flat' },
  },
});

export const GIG_SET = setIdOf(gigLibrary, 'Friday gig');
export const EMPTY_SET = setIdOf(gigLibrary, 'Empty set');

const TITLE_OF: Record<Knowledge, string> = { know: 'Autumn Leaves', med: 'Blue Bossa', new: 'Solar' };

/** The library with `title` on the gig set's picker, shown in `key`. */
export function withTuneOnScreen(title: string, key: PlayableKey, library: Library = gigLibrary): Library {
  const state = { ...initialPickerState(FIXTURE_TIME), current: { song: songIdOf(library, title), key } };
  return { ...library, pickers: { [GIG_SET]: { id: GIG_SET, set: GIG_SET, state } } };
}

/** The picker screen's view with a tune of this knowledge on screen. */
export function pickerWith(knowledge: Knowledge, key: PlayableKey = 'B flat'): PickerScreenView {
  return pickerView(withTuneOnScreen(TITLE_OF[knowledge], key), GIG_SET);
}

/** The picker's view of a one-tune set with this title on screen (for title-fitting stories). */
export function pickerWithTitle(title: string, knowledge: Knowledge, key: PlayableKey): PickerScreenView {
  const library = buildLibrary({
    sets: { 'Friday gig': [title, 'Solar'] },
    songs: { [title]: { knowledge, key } },
  });
  const set = setIdOf(library, 'Friday gig');
  const state = { ...initialPickerState(FIXTURE_TIME), current: { song: songIdOf(library, title), key } };
  return pickerView({ ...library, pickers: { [set]: { id: set, set, state } } }, set);
}

/** A set of `count` tunes of mixed knowledge. */
export function bigLibrary(count: number): Library {
  const levels: Knowledge[] = ['new', 'med', 'know'];
  const titles = Array.from({ length: count }, (_, index) => `Tune number ${index + 1}`);
  return buildLibrary({
    sets: { 'Big book': titles },
    songs: Object.fromEntries(titles.map((title, index) => [title, { knowledge: levels[index % 3]! }])),
  });
}

/** A client signed in (on an in-memory server) as a user holding `library`. */
export function signedInClient(library: Library = gigLibrary, pickerSet: string = GIG_SET) {
  const backend = createMemoryBackend({ random: () => 0.5, now: () => FIXTURE_TIME });
  backend.seedUser({ email: 'ella@example.com', library, pickerSet });
  const storage = createMemoryStorage({ backend, signedInAs: 'ella@example.com' });
  // Seeded picks: a story shows the same tune every run (its picture is compared).
  return createTunedeckClient({ storage, now: () => FIXTURE_TIME, random: seededRandom(7) });
}
