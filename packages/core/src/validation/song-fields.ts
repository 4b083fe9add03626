import { isKnowledge, isSongKey, type Knowledge, LIMITS, type SongKey } from '../model/constants.js';
import { exceedsLength } from '../text/length.js';
import { normaliseText } from '../text/normalise.js';
import { SONG_FIELD_MESSAGES, type SongFieldErrorCode } from './messages.js';
import { type FormResult, refuse, valid } from './result.js';

export type SongFieldResult<V, F extends string> = FormResult<V, F, SongFieldErrorCode>;

/**
 * Checks a song's notes. Line breaks and inner spacing are kept as typed; notes of only white space
 * become empty, so the song shows "none".
 */
export function validateNotes(raw: string): SongFieldResult<{ notes: string }, 'notes'> {
  if (exceedsLength(raw, LIMITS.notes * 2)) return refuse('notes', 'notes-too-long', SONG_FIELD_MESSAGES);
  const notes = raw.trim() === '' ? '' : raw.trimEnd();
  if (exceedsLength(notes, LIMITS.notes)) return refuse('notes', 'notes-too-long', SONG_FIELD_MESSAGES);
  return valid({ notes });
}

/** Checks a song's composer or style as typed: trimmed, spaces as the app keeps them, empty for none. */
export function validateSongDetail<F extends 'composer' | 'style'>(
  field: F,
  raw: string,
): SongFieldResult<{ value: string }, F> {
  const value = normaliseText(raw);
  return exceedsLength(value, LIMITS[field])
    ? refuse(field, `${field}-too-long`, SONG_FIELD_MESSAGES)
    : valid({ value });
}

/** Checks a key picked in a song form (a select's value is a plain string). */
export function validateSongKey(value: unknown): SongFieldResult<{ key: SongKey }, 'key'> {
  return isSongKey(value) ? valid({ key: value }) : refuse('key', 'invalid-key', SONG_FIELD_MESSAGES);
}

/** Checks a knowledge level picked in a song form. */
export function validateKnowledge(value: unknown): SongFieldResult<{ knowledge: Knowledge }, 'knowledge'> {
  return isKnowledge(value)
    ? valid({ knowledge: value })
    : refuse('knowledge', 'invalid-knowledge', SONG_FIELD_MESSAGES);
}
