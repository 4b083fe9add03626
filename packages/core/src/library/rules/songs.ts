import type { Id, Library } from '../../model/records.js';
import { findMembership, findSongByTitle } from '../queries.js';
import {
  type AlreadyInSet,
  accept,
  type InLibrary,
  type InvalidData,
  type InvalidTitle,
  type NotFound,
  notFound,
  type RuleContext,
  type RuleResult,
  refuse,
  type TitleTaken,
} from './context.js';
import {
  createMembership,
  distinct,
  missingSet,
  newSong,
  type SongInput,
  songInputProblem,
} from './song-fields.js';

export interface AddSongToSetInput extends SongInput {
  setId: Id;
}

/**
 * "Add New Song" on a set page: creates the song in the library and in the set. A title already in the
 * set is refused `already-in-set`; a title elsewhere in the library is refused `in-library` with the
 * existing song, for the "Already In Library" dialog (whose "Add From Library" is `addExistingSongToSet`).
 */
export function addSongToSet(
  library: Library,
  input: AddSongToSetInput,
  context: RuleContext,
): RuleResult<{ songId: Id }, NotFound | InvalidTitle | InvalidData | AlreadyInSet | InLibrary> {
  if (!library.sets[input.setId]) return notFound(input.setId);
  const problem = songInputProblem(input);
  if (problem) return refuse(problem);
  const existing = findSongByTitle(library, input.title);
  if (existing) {
    const reason = findMembership(library, input.setId, existing.id) ? 'already-in-set' : 'in-library';
    return refuse({ reason, songId: existing.id });
  }
  const song = newSong(input, context);
  return accept(
    [{ type: 'create', collection: 'songs', record: song }, createMembership(input.setId, song.id, context)],
    { songId: song.id },
  );
}

/** Adds a song of the library to a set as it is: its knowledge, key and notes stay its own. */
export function addExistingSongToSet(
  library: Library,
  input: { setId: Id; songId: Id },
  context: RuleContext,
): RuleResult<{ membershipId: Id }, NotFound | AlreadyInSet> {
  if (!library.sets[input.setId]) return notFound(input.setId);
  if (!library.songs[input.songId]) return notFound(input.songId);
  if (findMembership(library, input.setId, input.songId)) {
    return refuse({ reason: 'already-in-set', songId: input.songId });
  }
  const op = createMembership(input.setId, input.songId, context);
  return accept([op], { membershipId: op.record.id });
}

export interface AddSongToLibraryInput extends SongInput {
  /** The sets the new song joins; may be empty. */
  setIds?: readonly Id[];
}

/** "Add New Song" on All Songs: creates the song and its memberships of the chosen sets. */
export function addSongToLibrary(
  library: Library,
  input: AddSongToLibraryInput,
  context: RuleContext,
): RuleResult<{ songId: Id }, NotFound | InvalidTitle | InvalidData | TitleTaken> {
  const setIds = distinct(input.setIds ?? []);
  const missing = missingSet(library, setIds);
  if (missing !== undefined) return notFound(missing);
  const problem = songInputProblem(input);
  if (problem) return refuse(problem);
  const existing = findSongByTitle(library, input.title);
  if (existing) return refuse({ reason: 'title-taken', songId: existing.id });
  const song = newSong(input, context);
  return accept(
    [
      { type: 'create', collection: 'songs', record: song },
      ...setIds.map((setId) => createMembership(setId, song.id, context)),
    ],
    { songId: song.id },
  );
}

/** Takes a song out of one set; it stays in the library and in its other sets. */
export function removeFromSet(
  library: Library,
  input: { setId: Id; songId: Id },
): RuleResult<object, NotFound> {
  if (!library.sets[input.setId]) return notFound(input.setId);
  if (!library.songs[input.songId]) return notFound(input.songId);
  const membership = findMembership(library, input.setId, input.songId);
  if (!membership) return notFound(input.songId);
  return accept([{ type: 'delete', collection: 'memberships', id: membership.id }], {});
}

/** Deletes a song from the library and, by cascade, from every set. */
export function deleteSong(library: Library, songId: Id): RuleResult<object, NotFound> {
  if (!library.songs[songId]) return notFound(songId);
  return accept([{ type: 'delete', collection: 'songs', id: songId }], {});
}
