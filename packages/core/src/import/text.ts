import { lineTitle } from '../text/multi-add.js';
import type { ImportRow } from './rows.js';

/**
 * Plain text, one title per line, read by the multi-add rules (trimmed, `~ * / [ ]` as '•', blank
 * lines skipped), with no cap on the number of lines: the import's preview reports the rest.
 */
export function readTextLines(text: string): ImportRow[] {
  const rows: ImportRow[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    const title = lineTitle(line);
    if (title !== '') rows.push({ where: `Line ${index + 1}`, title, sets: [] });
  });
  return rows;
}
