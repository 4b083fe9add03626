import { isKnowledge, isSongKey, type Knowledge, LIMITS, type SongKey } from '../../model/constants.js';
import type { Id, Library, Song } from '../../model/records.js';
import { exceedsLength } from '../../text/length.js';
import { normaliseText, titleKey } from '../../text/normalise.js';
import { titleProblem } from '../../text/title-rules.js';
import { findSongByTitle } from '../queries.js';
import {
  accept,
  type InvalidData,
  type InvalidTitle,
  type NotFound,
  notFound,
  type RuleContext,
  type RuleResult,
  refuse,
  type TitleTaken,
} from './context.js';
import { createMembership, distinct, missingSet, notesTooLong } from './song-fields.js';

type SongPatch = Partial<Omit<Song, 'id'>>;

function updateSong(song: Song, patch: SongPatch) {
  const changed = (Object.keys(patch) as Array<keyof SongPatch>).some(
    (field) => patch[field] !== song[field],
  );
  return accept(changed ? [{ type: 'update', collection: 'songs', id: song.id, patch }] : [], {});
}

/**
 * Renames a song. The title must obey the title rules and belong to no other song (case-insensitively);
 * changing only its capitals is allowed. The same title as stored gives an empty change.
 */
export function editSongTitle(
  library: Library,
  input: { songId: Id; title: string },
): RuleResult<object, NotFound | InvalidTitle | TitleTaken> {
  const song = library.songs[input.songId];
  if (!song) return notFound(input.songId);
  const problem = titleProblem(input.title);
  if (problem) return refuse({ reason: 'invalid-title', problem });
  if (titleKey(input.title) !== titleKey(song.title)) {
    const other = findSongByTitle(library, input.title);
    if (other) return refuse({ reason: 'title-taken', songId: other.id });
  }
  return updateSong(song, { title: normaliseText(input.title) });
}

export function editSongKey(
  library: Library,
  input: { songId: Id; key: SongKey },
): RuleResult<object, NotFound | InvalidData> {
  const song = library.songs[input.songId];
  if (!song) return notFound(input.songId);
  if (!isSongKey(input.key)) return refuse({ reason: 'invalid-data', field: 'key' });
  return updateSong(song, { key: input.key });
}

/** Replaces a song's notes, kept as typed (line breaks matter); at most `LIMITS.notes` characters. */
export function editSongNotes(
  library: Library,
  input: { songId: Id; notes: string },
): RuleResult<object, NotFound | InvalidData> {
  const song = library.songs[input.songId];
  if (!song) return notFound(input.songId);
  if (notesTooLong(input.notes)) return refuse({ reason: 'invalid-data', field: 'notes' });
  return updateSong(song, { notes: input.notes });
}

/** A song's detail that imports bring and the musician may edit: who wrote it, and its style. */
export type SongDetail = 'composer' | 'style';

/** Sets a song's composer or style (trimmed; empty for none); at most `LIMITS[field]` characters. */
export function editSongDetail(
  library: Library,
  input: { songId: Id; field: SongDetail; value: string },
): RuleResult<object, NotFound | InvalidData> {
  const song = library.songs[input.songId];
  if (!song) return notFound(input.songId);
  if (
    (input.field !== 'composer' && input.field !== 'style') ||
    typeof input.value !== 'string' ||
    exceedsLength(normaliseText(input.value), LIMITS[input.field])
  )
    return refuse({ reason: 'invalid-data', field: input.field });
  return updateSong(song, { [input.field]: normaliseText(input.value) });
}

/** Sets a song's knowledge; every set it is in sees the new level at once. */
export function editSongKnowledge(
  library: Library,
  input: { songId: Id; knowledge: Knowledge },
): RuleResult<object, NotFound | InvalidData> {
  const song = library.songs[input.songId];
  if (!song) return notFound(input.songId);
  if (!isKnowledge(input.knowledge)) return refuse({ reason: 'invalid-data', field: 'knowledge' });
  return updateSong(song, { knowledge: input.knowledge });
}

/**
 * Makes `setIds` the exact list of sets a song is in, adding and removing memberships. An empty list
 * is allowed: the song stays in the library.
 */
export function editSongSets(
  library: Library,
  input: { songId: Id; setIds: readonly Id[] },
  context: RuleContext,
): RuleResult<{ added: Id[]; removed: Id[] }, NotFound> {
  if (!library.songs[input.songId]) return notFound(input.songId);
  const wanted = distinct(input.setIds);
  const missing = missingSet(library, wanted);
  if (missing !== undefined) return notFound(missing);
  const current = new Map<Id, Id>();
  for (const membership of Object.values(library.memberships)) {
    if (membership.song === input.songId) current.set(membership.set, membership.id);
  }
  const added = wanted.filter((setId) => !current.has(setId));
  const leaving = [...current].filter(([setId]) => !wanted.includes(setId));
  return accept(
    [
      ...leaving.map(([, id]) => ({ type: 'delete' as const, collection: 'memberships' as const, id })),
      ...added.map((setId) => createMembership(setId, input.songId, context)),
    ],
    { added, removed: leaving.map(([setId]) => setId) },
  );
}
