// Fixture data for stories and tests, built with core's own fixtures and view model.
import {
  createMemoryBackend,
  createMemoryStorage,
  createTunedeckClient,
  type Gig,
  initialPickerState,
  type Knowledge,
  keyedRecords,
  type Library,
  type PickerScreenView,
  PLAYABLE_KEYS,
  type Play,
  type PlayableKey,
  pickerView,
  seededRandom,
  type TunedeckClient,
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
  const song = songIdOf(library, title);
  const state = { ...initialPickerState(FIXTURE_TIME), current: { song, key } };
  // Picked in `key`: the song's own key, or (for a song in a random key) the one drawn for it.
  const own = library.songs[song];
  const songs = own && own.key !== 'random' ? { ...library.songs, [song]: { ...own, key } } : library.songs;
  return { ...library, songs, pickers: { [GIG_SET]: { id: GIG_SET, set: GIG_SET, state } } };
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
export function signedInClient(library: Library = gigLibrary, pickerSet: string = GIG_SET): TunedeckClient {
  const backend = createMemoryBackend({ random: () => 0.5, now: () => FIXTURE_TIME });
  backend.seedUser({ email: 'ella@example.com', library, pickerSet });
  const storage = createMemoryStorage({ backend, signedInAs: 'ella@example.com' });
  // Seeded picks: a story shows the same tune every run (its picture is compared).
  return createTunedeckClient({ storage, now: () => FIXTURE_TIME, random: seededRandom(7) });
}

export const HISTORY_EVENING = Date.UTC(2026, 10, 20, 20, 0);
const DAY = 24 * 60 * 60 * 1000;
const playedTitles = ['Autumn Leaves', 'Blue Bossa', 'Solar', LONG_TITLE];

/** Three gigs of the fixture's songs, and one tune of a song deleted since. */
function withHistory(library: Library): Library {
  const gigs: Record<string, Gig> = {};
  const plays: Record<string, Play> = {};
  [0, 3, 10].forEach((daysAgo, index) => {
    const id = `gig${String(index).padStart(12, '0')}`;
    gigs[id] = {
      id,
      set: 'set000000000001',
      setName: index === 2 ? 'Practice' : 'Friday gig',
      started: HISTORY_EVENING - daysAgo * DAY,
    };
    playedTitles.forEach((title, n) => {
      const playId = `play${index}${String(n).padStart(10, '0')}`;
      plays[playId] = {
        id: playId,
        gig: id,
        song: songIdOf(library, title),
        title,
        key: PLAYABLE_KEYS[(index * 4 + n) % 12]!,
        played: HISTORY_EVENING - daysAgo * DAY + (n + 1) * 7 * 60 * 1000,
      };
    });
  });
  plays.gone000000000001 = {
    id: 'gone000000000001',
    gig: 'gig000000000000',
    song: 'deleted00000001',
    title: 'Nardis',
    key: 'E',
    played: HISTORY_EVENING + 40 * 60 * 1000,
  };
  return { ...library, gigs: keyedRecords(gigs), plays: keyedRecords(plays) };
}

/** The gig library with three gigs of history (20, 17 and 10 Nov 2026). */
export const historyLibrary = withHistory(gigLibrary);
