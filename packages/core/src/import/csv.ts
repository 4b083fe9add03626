// The library as a spreadsheet: a CSV with a header row (title, key, knowledge, notes, sets; columns
// in any order), read with papaparse, and the export that reads back exactly.
import Papa from 'papaparse';
import { KNOWLEDGE_LABELS, type Knowledge } from '../model/constants.js';
import type { Library } from '../model/records.js';
import { parseKeyName } from '../text/key-names.js';
import type { ImportProblem, ImportRow } from './rows.js';

/** The columns Tunedeck writes, in its export's order. */
export const CSV_COLUMNS = ['title', 'key', 'knowledge', 'notes', 'composer', 'style', 'sets'] as const;
type Column = (typeof CSV_COLUMNS)[number];

export interface CsvImport {
  rows: ImportRow[];
  problems: ImportProblem[];
}

/** Set names in one cell: separated by ";", a ";" inside a name written "\;". */
export function joinSetNames(names: readonly string[]): string {
  return names.map((name) => name.replace(/\\/g, '\\\\').replace(/;/g, '\\;')).join('; ');
}

export function splitSetNames(cell: string): string[] {
  const names: string[] = [];
  let current = '';
  for (let i = 0; i < cell.length; i += 1) {
    const char = cell[i]!;
    if (char === '\\' && i + 1 < cell.length) {
      current += cell[i + 1];
      i += 1;
    } else if (char === ';') {
      names.push(current);
      current = '';
    } else current += char;
  }
  names.push(current);
  return names.map((name) => name.trim()).filter((name) => name !== '');
}

/**
 * A cell a spreadsheet would run as a formula: one that starts with =, +, -, @, a tab or a carriage
 * return, after any apostrophes. Written with one more apostrophe in front (which Excel, LibreOffice
 * and Google Sheets show as text and hide), so a title like `=HYPERLINK(...)` from an imported playlist
 * is shown, never run, when the musician opens the export.
 */
const FORMULA = /^'*[=+\-@\t\r]/;

/** A cell as the export writes it: `'` in front of one a spreadsheet would run (see FORMULA). */
export function protectCell(text: string): string {
  return FORMULA.test(text) ? `'${text}` : text;
}

/**
 * A cell as the import reads it: the apostrophe `protectCell` added taken off again, exactly that one,
 * so the export reads back as it was ("'=x" written for "=x"; "''=x" for "'=x").
 */
export function unprotectCell(text: string): string {
  return text.startsWith("'") && FORMULA.test(text) ? text.slice(1) : text;
}

const KNOWLEDGE_WORDS: Readonly<Record<string, Knowledge>> = {
  new: 'new',
  med: 'med',
  medium: 'med',
  know: 'know',
};

/** "new", "med", "know" or the app's words for them ("Medium"), any case. */
export function parseKnowledge(text: string): Knowledge | null {
  return KNOWLEDGE_WORDS[text.trim().toLowerCase()] ?? null;
}

/**
 * Reads a CSV with a header row. Unknown columns are reported and left out; a row's unreadable key or
 * knowledge is reported and falls back to the default, the row is kept. Rows are numbered as data rows
 * ("Row 1" is the first after the header), since quoted cells may span lines.
 */
export function readCsv(text: string): CsvImport {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const problems: ImportProblem[] = parsed.errors.map((error) => ({
    where: error.row === undefined ? 'The file' : `Row ${error.row}`,
    message: `The CSV could not be read here: ${error.message}.`,
  }));
  const [header, ...data] = parsed.data;
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  if (!columns.includes('title')) {
    problems.push({
      where: 'The first line',
      message: `The first line must name the columns, one of them "title" (and any of ${CSV_COLUMNS.slice(1).join(', ')}).`,
    });
    return { rows: [], problems };
  }
  const index = new Map<Column, number>();
  columns.forEach((name, position) => {
    if ((CSV_COLUMNS as readonly string[]).includes(name) && !index.has(name as Column))
      index.set(name as Column, position);
    else if (name !== '')
      problems.push({
        where: `Column "${header![position]!.trim()}"`,
        message: `Tunedeck reads only ${CSV_COLUMNS.join(', ')}: this column was left out.`,
      });
  });
  const rows: ImportRow[] = [];
  data.forEach((cells, position) => {
    const cell = (column: Column) => {
      const at = index.get(column);
      return at === undefined ? '' : unprotectCell(cells[at] ?? '');
    };
    const where = `Row ${position + 1}`;
    const row: ImportRow = { where, title: cell('title'), sets: splitSetNames(cell('sets')) };
    const key = cell('key').trim();
    if (key !== '') {
      const parsedKey = parseKeyName(key);
      if (parsedKey) row.key = parsedKey;
      else
        problems.push({
          where,
          message: `The key "${key}" is not one of the twelve: it comes in with a random key.`,
        });
    }
    const knowledge = cell('knowledge').trim();
    if (knowledge !== '') {
      const parsedKnowledge = parseKnowledge(knowledge);
      if (parsedKnowledge) row.knowledge = parsedKnowledge;
      else
        problems.push({
          where,
          message: `"${knowledge}" is not one of ${Object.values(KNOWLEDGE_LABELS).join(', ')}: it comes in as the default.`,
        });
    }
    if (index.has('notes')) row.notes = cell('notes');
    if (index.has('composer')) row.composer = cell('composer');
    if (index.has('style')) row.style = cell('style');
    rows.push(row);
  });
  return { rows, problems };
}

/**
 * The library as CSV, every song a row sorted by title, with its sets (sorted by name): what
 * `readCsv` reads back exactly. Keys and knowledge are written as stored ("B flat", "med"); a cell a
 * spreadsheet would run as a formula gets an apostrophe in front (`protectCell`).
 */
export function libraryCsv(library: Library): string {
  const setsOf = new Map<string, string[]>();
  for (const membership of Object.values(library.memberships)) {
    const set = library.sets[membership.set];
    if (!set) continue;
    const names = setsOf.get(membership.song) ?? [];
    names.push(set.name);
    setsOf.set(membership.song, names);
  }
  const byTitle = (a: { title: string }, b: { title: string }) =>
    a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || (a.title < b.title ? -1 : 1);
  const data = Object.values(library.songs)
    .sort(byTitle)
    .map((song) =>
      [
        song.title,
        song.key,
        song.knowledge,
        song.notes,
        song.composer ?? '',
        song.style ?? '',
        joinSetNames((setsOf.get(song.id) ?? []).sort((a, b) => a.localeCompare(b, 'en'))),
      ].map(protectCell),
    );
  return Papa.unparse({ fields: [...CSV_COLUMNS], data }, { newline: '\r\n' });
}
