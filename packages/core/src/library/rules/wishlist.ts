import { createId } from '../../model/random.js';
import type { Id, Library } from '../../model/records.js';
import { normaliseText } from '../../text/normalise.js';
import { titleProblem } from '../../text/title-rules.js';
import { findWishByTitle } from '../queries.js';
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
import type { SongInput } from './song-fields.js';
import { addSongToLibrary } from './songs.js';

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
  const added = addSongToLibrary(library, input, context);
  if (!added.ok)
    return added.reason === 'title-taken' ? refuse({ reason: 'in-library', songId: added.songId }) : added;
  return accept([...added.change.ops, { type: 'delete', collection: 'wishlist', id: wishId }], {
    songId: added.songId,
  });
}
