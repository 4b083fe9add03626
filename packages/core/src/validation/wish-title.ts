import { findWishByTitle } from '../library/queries.js';
import type { Id, Library } from '../model/records.js';
import { normaliseText } from '../text/normalise.js';
import { titleProblem } from '../text/title-rules.js';
import { WISH_TITLE_MESSAGES, type WishTitleErrorCode } from './messages.js';
import { type FormResult, refuse, valid } from './result.js';

export type WishTitleField = 'title';

/** A title to add to the wish list, or one it already holds (any case): the dialog simply closes. */
export type WishTitleOutcome = { kind: 'new'; title: string } | { kind: 'already-listed'; entryId: Id };

/** Checks a title typed in the wish list's Add Song dialog. */
export function validateWishTitle(
  raw: string,
  library: Library,
): FormResult<WishTitleOutcome, WishTitleField, WishTitleErrorCode> {
  const problem = titleProblem(raw);
  if (problem) return refuse('title', problem === 'blank' ? 'required' : problem, WISH_TITLE_MESSAGES);
  const title = normaliseText(raw);
  const entry = findWishByTitle(library, title);
  if (entry) return valid({ kind: 'already-listed', entryId: entry.id });
  return valid({ kind: 'new', title });
}
