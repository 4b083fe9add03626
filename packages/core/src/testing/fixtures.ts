import { applyChange, type Change } from '../library/change.js';
import { compareTitles } from '../library/sort.js';
import { DEFAULT_KEY, DEFAULT_KNOWLEDGE, type Knowledge, type SongKey } from '../model/constants.js';
import { keyedRecords } from '../model/keyed.js';
import { type Clock, createId, type Random, seededRandom } from '../model/random.js';
import type {
  Account,
  ChartRecord,
  Id,
  Library,
  Membership,
  PickerState,
  PracticeSettings,
  Song,
  SongSet,
  WishEntry,
} from '../model/records.js';
import { normaliseText, titleKey } from '../text/normalise.js';

/** The time fixtures start from: 2024-01-01T00:00:00Z. */
export const FIXTURE_TIME = Date.UTC(2024, 0, 1);

/** Settings of one fixture song; anything left out takes the defaults of a new song. */
export interface SongSpec {
  id?: Id;
  key?: SongKey;
  knowledge?: Knowledge;
  notes?: string;
  composer?: string;
  style?: string;
  created?: number;
  /** Its chart: the key it is written in ("Bb", "G-") and its text. */
  chart?: { key: string; text: string };
}

/** A library in a few lines. */
export interface LibrarySpec {
  /** Set names, each with the titles of its songs. */
  sets?: Readonly<Record<string, readonly string[]>>;
  /** Settings of songs by title. A title here and in no set is a song in no set. */
  songs?: Readonly<Record<string, SongSpec>>;
  /** Titles of the wish list. */
  wishlist?: readonly string[];
  /** Seed of the generated ids. @default 1 */
  seed?: number;
  /** `created` of the first record; each later record is one second younger. @default FIXTURE_TIME */
  start?: number;
}

/**
 * Builds a library from a compact description, with deterministic ids and timestamps. Sets, then songs
 * in order of first mention (set contents first, then `songs`), then wish entries are created one second
 * apart.
 *
 * @example
 * buildLibrary({
 *   sets: { Gig: ['Autumn Leaves', 'Solar'], Practice: ['Solar'] },
 *   songs: { Solar: { knowledge: 'new', key: 'C' }, 'Giant Steps': {} },
 *   wishlist: ['Countdown'],
 * });
 */
export function buildLibrary(spec: LibrarySpec = {}): Library {
  const random = seededRandom(spec.seed ?? 1);
  let time = spec.start ?? FIXTURE_TIME;
  const tick = () => {
    const current = time;
    time += 1000;
    return current;
  };
  const settings = new Map(Object.entries(spec.songs ?? {}).map(([title, song]) => [titleKey(title), song]));
  const songs: Record<Id, Song> = {};
  const sets: Record<Id, SongSet> = {};
  const memberships: Record<Id, Membership> = {};
  const wishlist: Record<Id, WishEntry> = {};
  const charts: Record<Id, ChartRecord> = {};
  const songIds = new Map<string, Id>();

  const song = (title: string): Id => {
    const key = titleKey(title);
    const known = songIds.get(key);
    if (known) return known;
    const given = settings.get(key) ?? {};
    const record: Song = {
      id: given.id ?? createId(random),
      title: normaliseText(title),
      key: given.key ?? DEFAULT_KEY,
      knowledge: given.knowledge ?? DEFAULT_KNOWLEDGE,
      notes: given.notes ?? '',
      composer: given.composer ?? '',
      style: given.style ?? '',
      created: given.created ?? tick(),
    };
    songs[record.id] = record;
    if (given.chart) charts[record.id] = { id: record.id, song: record.id, ...given.chart };
    songIds.set(key, record.id);
    return record.id;
  };

  const setEntries = Object.entries(spec.sets ?? {});
  const setIds = setEntries.map(([name]) => {
    const set: SongSet = { id: createId(random), name: normaliseText(name), created: tick() };
    sets[set.id] = set;
    return set.id;
  });
  setEntries.forEach(([, titles], index) => {
    for (const title of titles) {
      const membership: Membership = { id: createId(random), set: setIds[index]!, song: song(title) };
      memberships[membership.id] = membership;
    }
  });
  for (const title of Object.keys(spec.songs ?? {})) song(title);
  for (const title of spec.wishlist ?? []) {
    const entry: WishEntry = { id: createId(random), title: normaliseText(title), created: tick() };
    wishlist[entry.id] = entry;
  }
  return {
    songs,
    sets,
    memberships,
    wishlist,
    pickers: {},
    gigs: keyedRecords(),
    plays: keyedRecords(),
    cards: {},
    reviews: keyedRecords(),
    charts,
  };
}

function idOf<T extends { id: Id }>(
  records: Readonly<Record<Id, T>>,
  label: (record: T) => string,
  title: string,
): Id {
  const key = titleKey(title);
  const found = Object.values(records).find((record) => titleKey(label(record)) === key);
  if (!found) throw new Error(`Nothing titled '${title}' in the fixture library`);
  return found.id;
}

/** The id of the song with this title; throws when there is none. */
export function songIdOf(library: Library, title: string): Id {
  return idOf(library.songs, (song) => song.title, title);
}

/** The id of the set with this name; throws when there is none. */
export function setIdOf(library: Library, name: string): Id {
  return idOf(library.sets, (set) => set.name, name);
}

/** The id of the wish-list entry with this title; throws when there is none. */
export function wishIdOf(library: Library, title: string): Id {
  return idOf(library.wishlist, (entry) => entry.title, title);
}

/** A verified account with the given settings. */
export function buildAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 'user00000000001',
    email: 'ella@example.com',
    name: 'Ella',
    verified: true,
    loginToPicker: false,
    pickerSet: '',
    ...overrides,
  };
}

/**
 * Seeded randomness and a clock standing still: the context rules and the picker take in tests. The
 * default seed differs from `buildLibrary`'s, so new ids never repeat a fixture's.
 */
export function fixedContext(seed = 7, time: number = FIXTURE_TIME): { random: Random; now: Clock } {
  return { random: seededRandom(seed), now: () => time };
}

/**
 * Each set's name with the titles of its songs in title order: the shape `buildLibrary` takes, for
 * asserting a whole library's memberships at once.
 */
export function setContents(library: Library): Record<string, string[]> {
  const contents: Record<string, string[]> = {};
  for (const set of Object.values(library.sets)) contents[set.name] = [];
  for (const membership of Object.values(library.memberships)) {
    const set = library.sets[membership.set];
    const song = library.songs[membership.song];
    if (set && song) contents[set.name]?.push(song.title);
  }
  for (const titles of Object.values(contents)) titles.sort(compareTitles);
  return contents;
}

/** Applies a rule's change to the library; throws with the reason when the rule refused. */
export function applyResult(
  library: Library,
  result: { ok: true; change: Change } | { ok: false; reason: string },
): Library {
  if (!result.ok) throw new Error(`The rule refused: ${result.reason}`);
  return applyChange(library, result.change);
}

/**
 * An account's data with every id replaced by what it names (titles, set names, "Set / Song" for an
 * entry), sorted: two accounts, or an account and its restored backup, compare by content.
 */
export function accountByContent(
  library: Library,
  settings: { pickerSet: string; loginToPicker: boolean; practice?: PracticeSettings | null },
) {
  const song = (id: string) => library.songs[id]?.title ?? `? ${id}`;
  const set = (id: string) => library.sets[id]?.name ?? `? ${id}`;
  const entry = (id: string) => {
    const m = library.memberships[id];
    return m ? `${set(m.set)} / ${song(m.song)}` : song(id);
  };
  const state = (s: PickerState) => ({
    ...s,
    played: s.played.map(entry),
    current: s.current && { ...s.current, song: song(s.current.song) },
  });
  const sorted = <T>(list: T[]) => list.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  return {
    settings: {
      loginToPicker: settings.loginToPicker,
      pickerSet: set(settings.pickerSet),
      practice: settings.practice ?? null,
    },
    songs: sorted(Object.values(library.songs).map(({ id: _id, ...rest }) => rest)),
    sets: sorted(Object.values(library.sets).map(({ id: _id, ...rest }) => rest)),
    memberships: sorted(Object.values(library.memberships).map((m) => `${set(m.set)} / ${song(m.song)}`)),
    wishlist: sorted(Object.values(library.wishlist).map(({ id: _id, ...rest }) => rest)),
    pickers: sorted(Object.values(library.pickers).map((p) => ({ set: set(p.set), state: state(p.state) }))),
    gigs: sorted(
      library.gigs.values().map(({ id, set: setId, ...rest }) => ({
        ...rest,
        set: library.sets[setId] ? set(setId) : 'deleted set',
        plays: sorted(
          library.plays
            .values()
            .filter((play) => play.gig === id)
            .map(({ id: _id, gig: _gig, song: songId, ...play }) => ({
              ...play,
              song: library.songs[songId] ? song(songId) : 'deleted song',
            })),
        ),
      })),
    ),
    // Practice by song title; a gig's review keeps naming its play (by the play's time and key).
    cards: sorted(
      Object.values(library.cards).map(({ id: _id, song: songId, ...card }) => ({
        ...card,
        song: song(songId),
      })),
    ),
    reviews: sorted(
      library.reviews.values().map(({ id, song: songId, ...review }) => {
        const play = library.plays.get(id);
        return {
          ...review,
          song: library.songs[songId] ? song(songId) : 'deleted song',
          play: play ? `${play.played} ${play.key}` : null,
        };
      }),
    ),
    charts: sorted(
      Object.values(library.charts).map(({ id: _id, song: songId, ...chart }) => ({
        ...chart,
        song: song(songId),
      })),
    ),
  };
}
