import type { Id, Library } from '../../model/records.js';
import { accept, type NotFound, notFound, type RuleContext, type RuleResult } from './context.js';
import { createMembership, memberIds } from './song-fields.js';

export interface FromLibrarySelection {
  /** Selected sets: each contributes all its songs. */
  setIds: readonly Id[];
  /** Songs selected one by one. */
  songIds: readonly Id[];
}

/**
 * "Add Songs From Your Library": every song of the selected sets and every selected song joins the
 * target set with its own knowledge, key and notes; songs already in it are skipped. One change.
 */
export function addFromLibrary(
  library: Library,
  targetSetId: Id,
  selection: FromLibrarySelection,
  context: RuleContext,
): RuleResult<{ added: Id[]; skipped: Id[] }, NotFound> {
  if (!library.sets[targetSetId]) return notFound(targetSetId);
  const missingSet = selection.setIds.find((id) => !library.sets[id]);
  if (missingSet !== undefined) return notFound(missingSet);
  const missingSong = selection.songIds.find((id) => !library.songs[id]);
  if (missingSong !== undefined) return notFound(missingSong);

  const selectedSets = new Set(selection.setIds);
  const candidates = new Set<Id>();
  for (const membership of Object.values(library.memberships)) {
    if (selectedSets.has(membership.set) && library.songs[membership.song]) candidates.add(membership.song);
  }
  for (const songId of selection.songIds) candidates.add(songId);

  const present = memberIds(library, targetSetId);
  const added: Id[] = [];
  const skipped: Id[] = [];
  for (const songId of candidates) (present.has(songId) ? skipped : added).push(songId);
  return accept(
    added.map((songId) => createMembership(targetSetId, songId, context)),
    { added, skipped },
  );
}
