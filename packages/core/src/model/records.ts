import type { TourState } from '../tour/state.js';
import type { Knowledge, PlayableKey, SongKey } from './constants.js';

import type { Id } from './id.js';
import { KeyedRecords } from './keyed.js';

export type { Id } from './id.js';

export interface Song {
  id: Id;
  /** Normalised, as the musician typed it (see `normaliseText`); compared case-insensitively. */
  title: string;
  key: SongKey;
  knowledge: Knowledge;
  notes: string;
  /** Who wrote it, as an import brought it or the musician typed it; empty when unknown. */
  composer: string;
  /** Its style ("Medium Swing", "Bossa Nova"), as an import brought it; empty when unknown. */
  style: string;
  /** Milliseconds since the epoch. */
  created: number;
}

export interface SongSet {
  id: Id;
  name: string;
  created: number;
}

/** A song's place in a set. Unique per (set, song). */
export interface Membership {
  id: Id;
  set: Id;
  song: Id;
}

/** An entry of "Tunes I Want To Learn". */
export interface WishEntry {
  id: Id;
  title: string;
  created: number;
}

/** The tune on the picker screen and the key it is shown in. */
export interface PickedTune {
  song: Id;
  key: PlayableKey;
}

/**
 * The picker's progress through one set (see spec/behaviour.md §3).
 *
 * The round's "unplayed" songs are the set's members whose entry is not in `played`. Storing the
 * complement means adding a song to a set, changing a song's knowledge or deleting it never has to touch
 * the picker state: a new member is unplayed by definition, and ids that name no entry of the set any
 * more are ignored and dropped at the next transition.
 */
export interface PickerState {
  /**
   * The set entries (membership ids, see `PickerMember.entry`) picked in this round. Entries, not song
   * ids: a song removed from the set and added back is a new entry, so it joins the unplayed songs even
   * when no transition ran in between. Older states hold song ids; the picker reads those as the song's
   * current entry.
   */
  played: Id[];
  /** What is left of the six-slot pattern. */
  bag: Knowledge[];
  /** What is left of the twelve keys of the random-key rotation. */
  keyBag: PlayableKey[];
  current: PickedTune | null;
  /**
   * One past the version of the stored state it was made from: storage keeps a state only over an older
   * version, so a device that picked from a stale state cannot overwrite another's picks (it rebases
   * them, see `rebasePickerState`). A transition adds one; the client store gives every state of a
   * chain it writes as one the version of that write.
   */
  version: number;
  /** When the state last changed, in milliseconds since the epoch. */
  updated: number;
}

/** A set member as the picker needs it. */
export interface PickerMember {
  /** The song's id (what `PickerState.current` names). */
  id: Id;
  /**
   * The id of the song's place in the set (its membership id), new each time the song joins the set.
   * @default the song's id
   */
  entry?: Id;
  knowledge: Knowledge;
  key: SongKey;
}

/** The stored picker state of one set. Its id is the set's id. */
export interface PickerRecord {
  id: Id;
  set: Id;
  state: PickerState;
}

/**
 * A gig: opened by Start New Gig (or by the first NEXT of a set with no gig open), holding the tunes
 * played. History outlives the set: it keeps the set's id and its name as they were.
 */
export interface Gig {
  id: Id;
  /** The set it was played from (it may have been deleted since). */
  set: Id;
  /** The set's name when the gig opened. */
  setName: string;
  /** When it opened, in milliseconds since the epoch. */
  started: number;
}

/** A tune played at a gig: NEXT was pressed while it was on the picker. */
export interface Play {
  id: Id;
  gig: Id;
  /** The song's id (it may have been deleted since). */
  song: Id;
  /** The song's title when it was played. */
  title: string;
  /** The key it was shown in. */
  key: PlayableKey;
  /** When NEXT was pressed, in milliseconds since the epoch. */
  played: number;
}

/** A practice grade, as FSRS names them: 1 Again, 2 Hard, 3 Good, 4 Easy. */
export type Grade = 1 | 2 | 3 | 4;

/** The FSRS memory states a card goes through: 0 new, 1 learning, 2 review, 3 relearning. */
export type CardState = 0 | 1 | 2 | 3;

/**
 * A song's practice schedule: its FSRS card as it stood after its last review. Made by the first
 * practice grade; its id is the song's id (one card a song), and it goes with the song.
 */
export interface PracticeCard {
  id: Id;
  /** The song it schedules (always the card's own id). */
  song: Id;
  /** When it is next due, in milliseconds since the epoch. */
  due: number;
  stability: number;
  difficulty: number;
  /** Days from its last review to `due`. */
  scheduled: number;
  reps: number;
  lapses: number;
  state: CardState;
  /** Its last review, in milliseconds since the epoch. */
  last: number;
}

/**
 * A song's chart (its changes, see chart/model.ts), stored as the canonical typed text the chart's
 * `chartText` writes, with the key it is written in. Its id is the song's id (one chart a song), and it
 * goes with the song. Within `LIMITS.chartBars` bars and `LIMITS.chartBytes` UTF-8 bytes of text.
 */
export interface ChartRecord {
  id: Id;
  /** The song it belongs to (always the chart's own id). */
  song: Id;
  /** The key it is written in, as iReal Pro writes one: "Bb", "F#", "G-" (G minor). */
  key: string;
  /** The chart as typed text: `chartText(chart)`, read back by `parseChartText`. */
  text: string;
}

/**
 * One review of a song: a practice grade, or a gig's NEXT counted as "Good" (then its id is the play's
 * id). The practice history outlives the song: it keeps the song's id and title as they were.
 */
export interface Review {
  id: Id;
  /** The song reviewed (it may have been deleted since). */
  song: Id;
  /** The song's title when it was reviewed. */
  title: string;
  grade: Grade;
  /** Practised, or played at a gig (see `Review.id`). */
  source: 'practice' | 'gig';
  /** The key it was practised or played in. */
  key: PlayableKey;
  /** How well the musician knew it then (the level chart reads these). */
  level: Knowledge;
  /** How long the timer ran, in whole seconds; 0 when it was not used. */
  seconds: number;
  /** When it was graded, in milliseconds since the epoch. */
  reviewed: number;
}

/** What the practice page asks of a day (Settings). */
export interface PracticeSettings {
  /** Tunes never practised before that a day's list takes at most. */
  newPerDay: number;
  /** Minutes a day's list fills at most, by each tune's estimated time. */
  minutes: number;
  /** Practise each tune in all twelve keys, the next key of its rotation each time. */
  allKeys: boolean;
}

/** The signed-in musician's account and preferences. */
export interface Account {
  id: Id;
  email: string;
  /** The email's local part, capitalised, set at sign-up. */
  name: string;
  verified: boolean;
  /** "On login, skip Welcome page and direct me to Picker". */
  loginToPicker: boolean;
  /** The set the picker draws from. */
  pickerSet: Id;
  /** The Quick Start tour's progress (see `tourTransition`); absent or null before the tour starts. */
  tour?: TourState | null;
  /** The practice page's daily limits and keys; absent or null for the defaults (`DEFAULT_PRACTICE`). */
  practice?: PracticeSettings | null;
}

/** The settings of an account that library changes may write. */
export type AccountSettings = Pick<Account, 'loginToPicker' | 'pickerSet' | 'tour' | 'practice'>;

/** Everything one musician keeps, normalised like the server's collections, keyed by id. */
export interface Library {
  songs: Readonly<Record<Id, Song>>;
  sets: Readonly<Record<Id, SongSet>>;
  memberships: Readonly<Record<Id, Membership>>;
  wishlist: Readonly<Record<Id, WishEntry>>;
  /** Keyed by set id. */
  pickers: Readonly<Record<Id, PickerRecord>>;
  /**
   * The gig history (capped: `LIMITS.gigs` gigs of at most `LIMITS.gigPlays` tunes). Like `reviews`, held
   * in a `KeyedRecords` (see `KEYED_COLLECTIONS`), so a write copies what it changes, not the history.
   */
  gigs: KeyedRecords<Gig>;
  plays: KeyedRecords<Play>;
  /** Practice: a card per song practised (keyed by the song's id) and every review (capped: `LIMITS.reviews`). */
  cards: Readonly<Record<Id, PracticeCard>>;
  reviews: KeyedRecords<Review>;
  /**
   * A chart per song that has one, keyed by the song's id. Not part of a storage's library read: they
   * come a moment later (`TunedeckStorage.loadCharts`), so the first read stays as quick without them.
   */
  charts: Readonly<Record<Id, ChartRecord>>;
}

/** The record type of each library collection. */
export interface CollectionRecords {
  songs: Song;
  sets: SongSet;
  memberships: Membership;
  wishlist: WishEntry;
  pickers: PickerRecord;
  gigs: Gig;
  plays: Play;
  cards: PracticeCard;
  reviews: Review;
  charts: ChartRecord;
}

export type CollectionName = keyof CollectionRecords;

export const COLLECTIONS: readonly CollectionName[] = [
  'songs',
  'sets',
  'memberships',
  'wishlist',
  'pickers',
  'gigs',
  'plays',
  'cards',
  'reviews',
  'charts',
];

/**
 * The collections a storage's library read brings (`TunedeckStorage.loadLibrary`): all but the charts,
 * which are read apart, right after it (a chart on each of 5,000 tunes made the first read 79 % longer:
 * see the PocketBase adapter's bench/chart-reads.ts).
 */
export const FIRST_READ_COLLECTIONS: readonly CollectionName[] = COLLECTIONS.filter(
  (collection) => collection !== 'charts',
);

/** The fields each collection's records hold besides `id`: all a change may write, all a backend stores. */
export const RECORD_FIELDS: {
  readonly [C in CollectionName]: ReadonlyArray<Exclude<keyof CollectionRecords[C], 'id'> & string>;
} = {
  songs: ['title', 'key', 'knowledge', 'notes', 'composer', 'style', 'created'],
  sets: ['name', 'created'],
  memberships: ['set', 'song'],
  wishlist: ['title', 'created'],
  pickers: ['set', 'state'],
  gigs: ['set', 'setName', 'started'],
  plays: ['gig', 'song', 'title', 'key', 'played'],
  cards: ['song', 'due', 'stability', 'difficulty', 'scheduled', 'reps', 'lapses', 'state', 'last'],
  reviews: ['song', 'title', 'grade', 'source', 'key', 'level', 'seconds', 'reviewed'],
  charts: ['song', 'key', 'text'],
};

/**
 * The fields that link a record to another of the same musician, and the collection each points at.
 * Links are set when a record is created and never change (a song moves between sets by a delete and
 * a create); a backend must refuse links to another user's records.
 */
export const RECORD_LINKS: { readonly [C in CollectionName]: Readonly<Record<string, CollectionName>> } = {
  songs: {},
  sets: {},
  memberships: { set: 'sets', song: 'songs' },
  wishlist: {},
  pickers: { set: 'sets' },
  // History outlives what it names: a gig's set and a play's song are plain ids, not links.
  gigs: {},
  plays: { gig: 'gigs' },
  cards: { song: 'songs' },
  // Like the gig history, the practice history outlives the songs it names.
  reviews: {},
  charts: { song: 'songs' },
};

/**
 * The collections held in a `KeyedRecords` (the big ones: the histories); the others are plain
 * `{ [id]: record }` objects. Both are that object on the wire and in storage (`KeyedRecords.toJSON`).
 */
export const KEYED_COLLECTIONS = ['gigs', 'plays', 'reviews'] as const satisfies readonly CollectionName[];
export type KeyedCollection = (typeof KEYED_COLLECTIONS)[number];

// Pure (a bundler may leave it out where unused: a page's early script reads records, not libraries).
export const EMPTY_LIBRARY: Library = /* @__PURE__ */ Object.freeze({
  songs: {},
  sets: {},
  memberships: {},
  wishlist: {},
  pickers: {},
  gigs: /* @__PURE__ */ KeyedRecords.empty<Gig>(),
  plays: /* @__PURE__ */ KeyedRecords.empty<Play>(),
  cards: {},
  reviews: /* @__PURE__ */ KeyedRecords.empty<Review>(),
  charts: {},
});

/** A contact-form message. `user` is set when the sender is signed in. */
export interface ContactMessage {
  email: string;
  subject: string;
  message: string;
  user?: Id;
}
