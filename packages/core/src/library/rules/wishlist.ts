import { createId } from '../../model/random.js';
import type { Id, Library } from '../../model/records.js';
import { normaliseText } from '../../text/normalise.js';
import { titleProblem } from '../../text/title-rules.js';
import { findSongByTitle, findWishByTitle } from '../queries.js';
import {
  accept,
  type InLibrary,
  type InvalidData,
  type InvalidTitle,
  type NotFound,
  notFound,
  type RuleContext,
  type RuleResult,
  refuse,
} from './context.js';
import {
  createMembership,
  distinct,
  missingSet,
  newSong,
  type SongInput,
  songInputProblem,
} from './song-fields.js';

/**
 * "Add Song To List". A title already on the list gives an empty change (the dialog simply closes),
 * with `alreadyListed` and the existing entry's id.
 */
export function wishAdd(
  library: Library,
  title: string,
  context: RuleContext,
): RuleResult<{ wishId: Id; alreadyListed: boolean }, InvalidTitle> {
  const problem = titleProblem(title);
  if (problem) return refuse({ reason: 'invalid-title', problem });
  const listed = findWishByTitle(library, title);
  if (listed) return accept([], { wishId: listed.id, alreadyListed: true });
  const wish = { id: createId(context.random), title: normaliseText(title), created: context.now() };
  return accept([{ type: 'create', collection: 'wishlist', record: wish }], {
    wishId: wish.id,
    alreadyListed: false,
  });
}

export function wishRemove(library: Library, wishId: Id): RuleResult<object, NotFound> {
  if (!library.wishlist[wishId]) return notFound(wishId);
  return accept([{ type: 'delete', collection: 'wishlist', id: wishId }], {});
}

export interface MoveWishInput extends SongInput {
  setIds?: readonly Id[];
}

/**
 * The wish list's check-mark, once the Add Song form is filled in: creates the song and its memberships
 * and removes the wish entry in one change. A title already in the library is refused `in-library`
 * (the screen offers `wishRemove` instead).
 */
export function moveWishIntoLibrary(
  library: Library,
  wishId: Id,
  input: MoveWishInput,
  context: RuleContext,
): RuleResult<{ songId: Id }, NotFound | InvalidTitle | InvalidData | InLibrary> {
  if (!library.wishlist[wishId]) return notFound(wishId);
  const setIds = distinct(input.setIds ?? []);
  const missing = missingSet(library, setIds);
  if (missing !== undefined) return notFound(missing);
  const problem = songInputProblem(input);
  if (problem) return refuse(problem);
  const existing = findSongByTitle(library, input.title);
  if (existing) return refuse({ reason: 'in-library', songId: existing.id });
  const song = newSong(input, context);
  return accept(
    [
      { type: 'create', collection: 'songs', record: song },
      ...setIds.map((setId) => createMembership(setId, song.id, context)),
      { type: 'delete', collection: 'wishlist', id: wishId },
    ],
    { songId: song.id },
  );
}
