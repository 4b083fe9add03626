import { LIMITS, MIN_PASSWORD_LENGTH } from '../model/constants.js';
import { formatCount } from '../text/count.js';

function atMost(limit: number): string {
  return `at most ${formatCount(limit)} characters`;
}

/**
 * Refusals of a song title. `required` is the add forms' and song page's word for a blank title,
 * `blank` the Edit Title dialog's.
 */
export type SongTitleErrorCode =
  | 'required'
  | 'blank'
  | 'dot-edge'
  | 'double-dot'
  | 'too-long'
  | 'taken'
  | 'in-library'
  | 'in-set';

export const SONG_TITLE_MESSAGES: Readonly<Record<SongTitleErrorCode, string>> = {
  required: 'Title Field Required',
  blank: 'Title cannot be blank',
  'dot-edge': "Can't start or end with '.'",
  'double-dot': "Title Must Not Include '..'",
  'too-long': `Title must be ${atMost(LIMITS.title)}`,
  taken: 'Title already in use',
  'in-library': 'Song Already In Library',
  'in-set': 'Song Already In Set',
};

/**
 * Refusals of a set name. The Add Set form says `required` and `taken`; the Edit Set Name dialog says
 * `blank` and `taken-by-another`.
 */
export type SetNameErrorCode = 'required' | 'blank' | 'too-long' | 'taken' | 'taken-by-another';

export const SET_NAME_MESSAGES: Readonly<Record<SetNameErrorCode, string>> = {
  required: 'This field is required',
  blank: 'Set name cannot be blank',
  'too-long': `Set name must be ${atMost(LIMITS.setName)}`,
  taken: 'This set name already taken',
  'taken-by-another': 'Another set has this name already',
};

export type WishTitleErrorCode = 'required' | 'dot-edge' | 'double-dot' | 'too-long';

/** The wish list's Add Song form: its own word for a blank title, the song title's for the rest. */
export const WISH_TITLE_MESSAGES: Readonly<Record<WishTitleErrorCode, string>> = {
  required: 'This field is required',
  'dot-edge': SONG_TITLE_MESSAGES['dot-edge'],
  'double-dot': SONG_TITLE_MESSAGES['double-dot'],
  'too-long': SONG_TITLE_MESSAGES['too-long'],
};

export type MultiAddErrorCode = 'required' | 'quick-start';

export const MULTI_ADD_MESSAGES: Readonly<Record<MultiAddErrorCode, string>> = {
  required: 'This field is required',
  'quick-start':
    'QuickStart Error: Make sure you have entered exactly 3 songs, and that none of those songs are already in this set.',
};

/** The words of the Errors Found dialog, which lists the lines of a multi-add that were not added. */
export const ERRORS_FOUND_TEXT = {
  heading: 'Errors Found',
  explanation: `Song titles can't start or end with '.', include '..', or be longer than ${formatCount(LIMITS.title)} characters.`,
  listIntro: 'The following songs were not added:',
  button: 'Got It',
} as const;

/** Said after a multi-add whose box held more lines than one multi-add reads. */
export const MULTI_ADD_OVERFLOW_MESSAGE = `Only the first ${formatCount(LIMITS.multiAddLines)} lines were read; the lines after them were not added.`;

export type AuthErrorCode = 'required' | 'invalid-email' | 'password-too-short' | 'same-password';

/** Refusals of the sign-up, log-in, password and account forms, before anything is sent. */
export const AUTH_MESSAGES: Readonly<Record<AuthErrorCode, string>> = {
  required: '*Required Field',
  'invalid-email': 'Invalid Email',
  'password-too-short': `Password min of ${MIN_PASSWORD_LENGTH} characters`,
  'same-password': 'New password must be different',
};

export type ContactErrorCode = 'required' | 'invalid-email' | 'subject-too-long' | 'message-too-long';

export const CONTACT_MESSAGES: Readonly<Record<ContactErrorCode, string>> = {
  required: '*required',
  'invalid-email': '*must be valid email address',
  'subject-too-long': `*must be ${atMost(LIMITS.contactSubject)}`,
  'message-too-long': `*must be ${atMost(LIMITS.contactMessage)}`,
};

export type SongFieldErrorCode =
  | 'notes-too-long'
  | 'composer-too-long'
  | 'style-too-long'
  | 'invalid-key'
  | 'invalid-knowledge';

export const SONG_FIELD_MESSAGES: Readonly<Record<SongFieldErrorCode, string>> = {
  'notes-too-long': `Notes must be ${atMost(LIMITS.notes)}`,
  'composer-too-long': `Composer must be ${atMost(LIMITS.composer)}`,
  'style-too-long': `Style must be ${atMost(LIMITS.style)}`,
  'invalid-key': 'Choose one of the listed keys',
  'invalid-knowledge': 'Choose how well you know this tune',
};
