/** How well the musician knows a tune, as stored. */
export type Knowledge = 'new' | 'med' | 'know';

/** Knowledge levels from least to best known. */
export const KNOWLEDGE_LEVELS: readonly Knowledge[] = ['new', 'med', 'know'];

export const KNOWLEDGE_LABELS: Readonly<Record<Knowledge, string>> = {
  new: 'New',
  med: 'Medium',
  know: 'Know',
};

/** The longer explanations shown beside each level in song forms. */
export const KNOWLEDGE_DESCRIPTIONS: Readonly<Record<Knowledge, string>> = {
  new: 'Just learned; needs practice',
  med: 'Know alright; should play it often to remember it',
  know: 'Know inside and out; can play it if it gets called a month from now',
};

export const KNOWLEDGE_COLOURS: Readonly<Record<Knowledge, string>> = {
  know: '#2ecc70',
  med: '#fdec53',
  new: '#ffa057',
};

/** The twelve keys a tune can be shown in, as stored. */
export type PlayableKey =
  | 'C'
  | 'D flat'
  | 'D'
  | 'E flat'
  | 'E'
  | 'F'
  | 'F sharp'
  | 'G'
  | 'A flat'
  | 'A'
  | 'B flat'
  | 'B';

/** A song's key: one of the twelve, or `random` for a rotating key. */
export type SongKey = 'random' | PlayableKey;

export const PLAYABLE_KEYS: readonly PlayableKey[] = [
  'C',
  'D flat',
  'D',
  'E flat',
  'E',
  'F',
  'F sharp',
  'G',
  'A flat',
  'A',
  'B flat',
  'B',
];

/** All thirteen stored key values, `random` first (the order of key pickers). */
export const SONG_KEYS: readonly SongKey[] = ['random', ...PLAYABLE_KEYS];

export const DEFAULT_KNOWLEDGE: Knowledge = 'know';
export const DEFAULT_KEY: SongKey = 'random';
export const FIRST_SET_NAME = 'First set';
export const MIN_PASSWORD_LENGTH = 6;
/** Limits the forms and the server share (the spec sets none; these keep records sane). */
export const LIMITS = {
  title: 200,
  setName: 100,
  notes: 10_000,
  /** A song's composer and its style, as imports bring them. */
  composer: 200,
  style: 100,
  /** A song's chart: bars, and the size of its text (UTF-8 bytes) as stored. */
  chartBars: 400,
  chartBytes: 16_384,
  email: 254,
  contactSubject: 200,
  contactMessage: 10_000,
  /** Lines one multi-add takes. */
  multiAddLines: 2_000,
  /** Gigs kept in the history: opening one more lets the oldest go. */
  gigs: 500,
  /** Tunes one gig holds: a longer night goes on in a new gig of the same set. */
  gigPlays: 300,
  /**
   * Practice reviews kept: a new one past this lets the oldest go. Twenty a day for nearly three years;
   * the cards, which schedule, are never capped.
   */
  reviews: 20_000,
  /** The practice settings' bounds: new tunes a day, minutes a day. */
  practiceNewPerDay: 50,
  practiceMinutes: 600,
  /** Seconds one review's timer may hold (12 hours). */
  reviewSeconds: 12 * 60 * 60,
  /**
   * From this many steps a change is a bulk write (an import, a restore): the server then tells the
   * musician's devices once to load the library again, instead of sending each record.
   */
  bulkChangeOps: 500,
  /**
   * Steps of one atomic change: a 5,000-tune import into a new set is 10,001 (the set, songs,
   * memberships); 5,000 tunes that each join three sets are 20,003.
   */
  changeOps: 21_000,
  /** Bytes of one change as sent: 5,000 imported tunes with notes of about a kilobyte each. */
  changeBytes: 16 * 1024 * 1024,
  /** Bytes of any other request body (a sign-up, a login, a password change). */
  requestBytes: 1024 * 1024,
  /** Bytes of a contact message as sent: its longest texts in four-byte characters. */
  contactBytes: 64 * 1024,
  /**
   * Bytes of a file the Import screen reads (a CSV, an iReal Pro export, a backup), and characters of a
   * backup: what one change can carry, twice over for a backup's indents. A larger file is not read.
   */
  importFileBytes: 32 * 1024 * 1024,
  /**
   * Writes (each with its key) one change carries: the client sends runs of at most this many, and the
   * server looks their keys up and keeps them in one statement each.
   */
  changeWrites: 100,
  /**
   * Keys of applied writes kept per account (the newest; older ones go, as do any past
   * `WRITE_KEY_DAYS`): a device that lost more answers than this sends its oldest writes again.
   */
  writeKeys: 10_000,
  /**
   * Records of each kind one account holds, twice or more what the busiest musician keeps (5,000 tunes
   * in three sets, a wish list of hundreds). The history keeps itself within its caps by letting the
   * oldest go (500 gigs, `historyPlays` tunes played, `reviews` reviews); cards and picker states come
   * one per song and per set.
   */
  accountRecords: {
    songs: 10_000,
    sets: 1_000,
    memberships: 40_000,
    wishlist: 5_000,
    pickers: 1_000,
    cards: 10_000,
  },
  /** Tunes, sets, memberships and wishes of one account in all. */
  accountTotal: 50_000,
  /** Tunes played kept in the gig history: opening a gig lets the oldest go so a full night fits. */
  historyPlays: 30_000,
  /** Records of every kind an account holds until its email is verified. */
  unverifiedRecords: 1_000,
} as const;
/** The six-slot pick pattern: three new, two medium, one know. */
export const PICK_PATTERN: readonly Knowledge[] = ['new', 'new', 'new', 'med', 'med', 'know'];
export const QUICK_START_STEPS = 52;
export const QUICK_START_MULTI_ADD_COUNT = 3;

/** Timings of the spec, in milliseconds. */
export const TIMINGS = {
  /** A local picker record younger than this is written back on load. */
  refreshRestoreWindow: 5000,
  /** "Email sent" and resend errors stay this long. */
  flashMessage: 3000,
  /** "Your preference has been saved." stays this long. */
  preferenceSaved: 1300,
  /** The not-found view redirects to the library after this long. */
  notFoundRedirect: 2000,
  /** Every picker change reaches the server within this long. */
  pickerPersistDelay: 1000,
  /** NEXT or SKIP can be undone this long after it (a mis-pressed pedal mid-gig). */
  undoPick: 8000,
  /** With the device's copy on screen, the server not answering this long means offline. */
  offlineAfter: 2000,
  /** A NEXT's tune goes into the gig history this long after it (after the new tune is painted). */
  recordPlayDelay: 100,
  /** The device's copy is saved this long after a change (after the change is painted). */
  offlineSaveDelay: 100,
} as const;

export function isKnowledge(value: unknown): value is Knowledge {
  return value === 'new' || value === 'med' || value === 'know';
}

export function isSongKey(value: unknown): value is SongKey {
  return typeof value === 'string' && (SONG_KEYS as readonly string[]).includes(value);
}

export function isPlayableKey(value: unknown): value is PlayableKey {
  return typeof value === 'string' && (PLAYABLE_KEYS as readonly string[]).includes(value);
}

/** The words for a key that is not one of the twelve (a hand-made request, a hand-edited link). */
export const NOT_A_KEY_TEXT = 'That key is not one of the twelve: C, D♭, D, E♭, E, F, F♯, G, A♭, A, B♭ or B.';
