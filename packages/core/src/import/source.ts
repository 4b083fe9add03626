// One entry for whatever a musician brings to the Import screen: a file (its name helps) or pasted
// text. Which reader applies is decided here, so the screen only shows what was read.
import { type BackupRead, readBackup, type TunedeckBackup } from './backup.js';
import { readCsv } from './csv.js';
import { iRealRows, readIReal } from './ireal.js';
import type { ImportProblem, ImportRow } from './rows.js';
import { readTextLines } from './text.js';

export type ImportKind = 'text' | 'csv' | 'ireal' | 'backup';

export type ImportSource =
  | {
      kind: 'text' | 'csv' | 'ireal';
      rows: ImportRow[];
      /** What could not be read as it was; the rows it concerns are kept or left out as it says. */
      problems: ImportProblem[];
    }
  | { kind: 'backup'; backup: TunedeckBackup; rows: []; problems: [] }
  /** A backup that cannot be restored: nothing of it is used. */
  | { kind: 'backup'; backup: null; rows: []; problems: [ImportProblem] };

const IREAL_LINK = /irealb(?:ook)?:\/\//;

/** A first line of comma-separated cells, one of them "title" (any case, quoted or not). */
function hasCsvHeader(text: string): boolean {
  const first = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/, 1)[0] ?? '';
  const cells = first.split(',').map((cell) => cell.trim().replace(/^"|"$/g, '').toLowerCase());
  return cells.length > 1 && cells.includes('title');
}

/** Which reader a source needs: the file's extension first, then what the text looks like. */
export function importKind(text: string, fileName = ''): ImportKind {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (extension === 'json' || /^\s*\{/.test(text)) return 'backup';
  if (IREAL_LINK.test(text)) return 'ireal';
  if (extension === 'csv' || hasCsvHeader(text)) return 'csv';
  return 'text';
}

/** What a source with no tune in it says (and nothing else did), in the Import screen's words. */
export const NO_TUNES_FOUND = 'No tunes were found in it: nothing to import.';

/**
 * Reads an import source with the reader its kind needs (a backup's times are checked at `now`). A
 * source with no tune in it always says why (its first problem), so the screen can tell the musician.
 */
export function readImportSource(text: string, fileName: string | undefined, now: number): ImportSource {
  const read = readByKind(text, fileName, now);
  if (read.kind !== 'backup' && read.rows.length === 0 && read.problems.length === 0)
    read.problems.push({ where: 'The file', message: NO_TUNES_FOUND });
  return read;
}

function readByKind(text: string, fileName: string | undefined, now: number): ImportSource {
  const kind = importKind(text, fileName);
  switch (kind) {
    case 'backup': {
      const read: BackupRead = readBackup(text, now);
      return read.ok
        ? { kind, backup: read.backup, rows: [], problems: [] }
        : { kind, backup: null, rows: [], problems: [{ where: 'The file', message: read.message }] };
    }
    case 'ireal': {
      const read = readIReal(text);
      return { kind, rows: iRealRows(read), problems: read.problems };
    }
    case 'csv':
      return { kind, ...readCsv(text) };
    case 'text':
      return { kind, rows: readTextLines(text), problems: [] };
  }
}
