import { findSongByTitle, isInSet } from '../library/queries.js';
import type { Id, Library } from '../model/records.js';
import { normaliseText } from '../text/normalise.js';
import { type TitleProblem, titleProblem } from '../text/title-rules.js';
import { SONG_TITLE_MESSAGES, type SongTitleErrorCode } from './messages.js';
import { type FormResult, refuse, valid } from './result.js';

/** The one field of every song-title form. */
export type SongTitleField = 'title';

export type SongTitleResult<V> = FormResult<V, SongTitleField, SongTitleErrorCode>;

/**
 * What a title typed in "Add New Song" on a set page leads to: a new song, or an existing library song
 * that is not in this set yet (the form opens "Already In Library", offering to add that song).
 */
export type AddToSetOutcome =
  | { kind: 'new'; title: string }
  | { kind: 'existing'; songId: Id; title: string };

/** What an edited title leads to: a rename, or nothing to write when it is exactly the stored title. */
export type TitleEditOutcome = { kind: 'rename'; title: string } | { kind: 'unchanged' };

/** The form a title is edited in: they word a blank title differently. */
export type TitleEditForm = 'dialog' | 'song-page';

function ruleCode(problem: TitleProblem, blank: 'required' | 'blank'): SongTitleErrorCode {
  return problem === 'blank' ? blank : problem;
}

/**
 * Checks a title typed in "Add New Song" on a set page. A title already in this set is refused; one
 * elsewhere in the library is not an error but the `existing` outcome.
 */
export function validateSongTitleForSet(
  raw: string,
  library: Library,
  setId: Id,
): SongTitleResult<AddToSetOutcome> {
  const problem = titleProblem(raw);
  if (problem) return refuse('title', ruleCode(problem, 'required'), SONG_TITLE_MESSAGES);
  const title = normaliseText(raw);
  const song = findSongByTitle(library, title);
  if (!song) return valid({ kind: 'new', title });
  if (isInSet(library, setId, song.id)) return refuse('title', 'in-set', SONG_TITLE_MESSAGES);
  return valid({ kind: 'existing', songId: song.id, title: song.title });
}

/**
 * Checks a title for a new library song (All Songs' "Add New Song", or a wish-list tune moved into the
 * library). Meant to run on every keystroke, so "Song Already In Library" shows while typing.
 */
export function validateSongTitleForLibrary(
  raw: string,
  library: Library,
): SongTitleResult<{ title: string }> {
  const problem = titleProblem(raw);
  if (problem) return refuse('title', ruleCode(problem, 'required'), SONG_TITLE_MESSAGES);
  const title = normaliseText(raw);
  if (findSongByTitle(library, title)) return refuse('title', 'in-library', SONG_TITLE_MESSAGES);
  return valid({ title });
}

/**
 * Checks a new title for an existing song (the picker's Edit Title dialog or the song page). The song
 * may keep its own title or change only its capitals, since titles are stored as typed.
 */
export function validateSongTitleEdit(
  raw: string,
  library: Library,
  edit: { songId: Id; form: TitleEditForm },
): SongTitleResult<TitleEditOutcome> {
  const problem = titleProblem(raw);
  const blank = edit.form === 'dialog' ? 'blank' : 'required';
  if (problem) return refuse('title', ruleCode(problem, blank), SONG_TITLE_MESSAGES);
  const title = normaliseText(raw);
  if (library.songs[edit.songId]?.title === title) return valid({ kind: 'unchanged' });
  const other = findSongByTitle(library, title);
  if (other && other.id !== edit.songId) return refuse('title', 'taken', SONG_TITLE_MESSAGES);
  return valid({ kind: 'rename', title });
}
