import { LIMITS } from '../model/constants.js';
import { normaliseText } from './normalise.js';

/** What can be wrong with a song title, set name or wish-list title, whatever the form. */
export type TitleProblem = 'blank' | 'dot-edge' | 'double-dot' | 'too-long';

/**
 * The rules every title obeys (after `normaliseText`), on every form and on the server:
 * not blank, no leading or trailing '.', no '..', at most `maxLength` characters.
 */
export function titleProblem(raw: string, maxLength: number = LIMITS.title): TitleProblem | null {
  const title = normaliseText(raw);
  if (title === '') return 'blank';
  if (title.startsWith('.') || title.endsWith('.')) return 'dot-edge';
  if (title.includes('..')) return 'double-dot';
  if ([...title].length > maxLength) return 'too-long';
  return null;
}

/** A set name's problem: blank or too long (dots are allowed in set names). */
export function setNameProblem(raw: string): 'blank' | 'too-long' | null {
  const name = normaliseText(raw);
  if (name === '') return 'blank';
  if ([...name].length > LIMITS.setName) return 'too-long';
  return null;
}
