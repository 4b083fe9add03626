import { findSetByName } from '../library/queries.js';
import type { Id, Library } from '../model/records.js';
import { normaliseText, sameTitle } from '../text/normalise.js';
import { setNameProblem } from '../text/title-rules.js';
import { SET_NAME_MESSAGES, type SetNameErrorCode } from './messages.js';
import { type FormResult, refuse, valid } from './result.js';

export type SetNameField = 'name';

export type SetNameResult<V> = FormResult<V, SetNameField, SetNameErrorCode>;

/** What an edited set name leads to: a rename, or closing the dialog when only capitals or spaces differ. */
export type SetNameEditOutcome = { kind: 'rename'; name: string } | { kind: 'unchanged' };

/** Checks the name typed in the Add Set dialog: not blank, not too long, no other set's name (any case). */
export function validateNewSetName(raw: string, library: Library): SetNameResult<{ name: string }> {
  const problem = setNameProblem(raw);
  if (problem) return refuse('name', problem === 'blank' ? 'required' : problem, SET_NAME_MESSAGES);
  const name = normaliseText(raw);
  if (findSetByName(library, name)) return refuse('name', 'taken', SET_NAME_MESSAGES);
  return valid({ name });
}

/**
 * Checks the name typed in the Edit Set Name dialog for set `setId`. The set's own name, in any case,
 * is the `unchanged` outcome: the spec closes the dialog without writing.
 */
export function validateSetNameEdit(
  raw: string,
  library: Library,
  setId: Id,
): SetNameResult<SetNameEditOutcome> {
  const problem = setNameProblem(raw);
  if (problem) return refuse('name', problem, SET_NAME_MESSAGES);
  const name = normaliseText(raw);
  const current = library.sets[setId];
  if (current && sameTitle(current.name, name)) return valid({ kind: 'unchanged' });
  const other = findSetByName(library, name);
  if (other && other.id !== setId) return refuse('name', 'taken-by-another', SET_NAME_MESSAGES);
  return valid({ kind: 'rename', name });
}

/**
 * Whether the set-name dialog's Add or Submit button is enabled. A name another set already has
 * disables it while typing; a blank or too-long name is reported on submit instead.
 */
export function canSubmitSetName(result: SetNameResult<unknown>): boolean {
  if (result.ok) return true;
  const code = result.errors.name?.code;
  return code !== 'taken' && code !== 'taken-by-another';
}
