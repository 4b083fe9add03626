import { KNOWLEDGE_LEVELS, type Knowledge } from '../../model/constants.js';
import { createId } from '../../model/random.js';
import type { Id, Library } from '../../model/records.js';
import type { Operation } from '../change.js';
import { findWishByTitle } from '../queries.js';
import { accept, type NotFound, notFound, type RuleContext, type RuleResult, refuse } from './context.js';

/** Lowering a `new` song: the screen opens "Move Out Of Library" (then `moveOutToWishList`). */
export interface MoveOut {
  reason: 'move-out';
  songId: Id;
  title: string;
}

function shiftKnowledge(library: Library, songId: Id, step: 1 | -1) {
  const song = library.songs[songId];
  if (!song) return notFound(songId);
  const next = KNOWLEDGE_LEVELS[KNOWLEDGE_LEVELS.indexOf(song.knowledge) + step];
  if (next === undefined) return undefined;
  return accept([{ type: 'update', collection: 'songs', id: songId, patch: { knowledge: next } }], {
    knowledge: next,
  });
}

/** ↑: new -> med -> know. Raising a `know` song gives an empty change. */
export function raiseKnowledge(library: Library, songId: Id): RuleResult<{ knowledge: Knowledge }, NotFound> {
  return shiftKnowledge(library, songId, 1) ?? accept([], { knowledge: 'know' as const });
}

/** ↓: know -> med -> new. Lowering a `new` song is refused `move-out`. */
export function lowerKnowledge(
  library: Library,
  songId: Id,
): RuleResult<{ knowledge: Knowledge }, NotFound | MoveOut> {
  return (
    shiftKnowledge(library, songId, -1) ??
    refuse({ reason: 'move-out', songId, title: library.songs[songId]?.title ?? '' })
  );
}

/**
 * "Move Out and Erase From Library": deletes the song from the library and every set and puts its title
 * on the wish list, in one change. A title already on the wish list is not listed twice.
 */
export function moveOutToWishList(
  library: Library,
  songId: Id,
  context: RuleContext,
): RuleResult<{ wishId: Id; alreadyListed: boolean }, NotFound> {
  const song = library.songs[songId];
  if (!song) return notFound(songId);
  const ops: Operation[] = [{ type: 'delete', collection: 'songs', id: songId }];
  const listed = findWishByTitle(library, song.title);
  if (listed) return accept(ops, { wishId: listed.id, alreadyListed: true });
  const wish = { id: createId(context.random), title: song.title, created: context.now() };
  ops.push({ type: 'create', collection: 'wishlist', record: wish });
  return accept(ops, { wishId: wish.id, alreadyListed: false });
}
