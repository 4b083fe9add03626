import { LIMITS } from '../model/constants.js';
import { exceedsLength, rawTextTooLong } from './length.js';
import { normaliseText } from './normalise.js';

/** What can be wrong with a song title, set name or wish-list title, whatever the form. */
export type TitleProblem = 'blank' | 'dot-edge' | 'double-dot' | 'too-long';

/**
 * The rules every title obeys (after `normaliseText`), on every form and on the server:
 * not blank, no leading or trailing '.', no '..', at most `maxLength` characters. The length is bounded
 * before any other work, so a huge input costs no more than a long title.
 */
export function titleProblem(raw: string, maxLength: number = LIMITS.title): TitleProblem | null {
  if (rawTextTooLong(raw, maxLength)) return 'too-long';
  const title = normaliseText(raw);
  if (title === '') return 'blank';
  if (title.startsWith('.') || title.endsWith('.')) return 'dot-edge';
  if (title.includes('..')) return 'double-dot';
  if (exceedsLength(title, maxLength)) return 'too-long';
  return null;
}

/** A set name's problem: blank or too long (dots are allowed in set names). */
export function setNameProblem(raw: string): 'blank' | 'too-long' | null {
  if (rawTextTooLong(raw, LIMITS.setName)) return 'too-long';
  const name = normaliseText(raw);
  if (name === '') return 'blank';
  if (exceedsLength(name, LIMITS.setName)) return 'too-long';
  return null;
}
