import { LIMITS } from '../model/constants.js';
import { normaliseText, titleKey } from './normalise.js';
import { type TitleProblem, titleProblem } from './title-rules.js';

export interface MultiAddParse {
  /** Valid, distinct titles in the order typed. */
  titles: string[];
  /** Lines that break a title rule, in the order typed (shown in "Errors Found"). */
  invalid: Array<{ title: string; problem: TitleProblem }>;
  /** How many lines were dropped as case-insensitive repeats of an earlier line. */
  duplicates: number;
  /** Lines past `LIMITS.multiAddLines`, which are not read. */
  overflow: number;
}

const FORBIDDEN = /[~*/[\]]/g;
const BULLET = '\u2022';

/** A line of a multi-add (or a text import) as a title: trimmed, `~ * / [ ]` as '•', spaces collapsed. */
export function lineTitle(line: string): string {
  return normaliseText(line.trim().replace(FORBIDDEN, BULLET));
}

/**
 * Reads the text of an "Add Multiple Songs" box (behaviour.md §2): split lines, trim, replace each of
 * `~ * / [ ]` with '•', collapse spaces, drop empty lines, drop case-insensitive duplicates, then check
 * each title.
 */
export function parseMultiAdd(text: string): MultiAddParse {
  const lines = text.split(/\r\n|\r|\n/);
  const result: MultiAddParse = { titles: [], invalid: [], duplicates: 0, overflow: 0 };
  const seen = new Set<string>();
  let read = 0;
  for (const line of lines) {
    const title = lineTitle(line);
    if (title === '') continue;
    if (read === LIMITS.multiAddLines) {
      result.overflow += 1;
      continue;
    }
    read += 1;
    const key = titleKey(title);
    if (seen.has(key)) {
      result.duplicates += 1;
      continue;
    }
    seen.add(key);
    const problem = titleProblem(title);
    if (problem) result.invalid.push({ title, problem });
    else result.titles.push(title);
  }
  return result;
}
