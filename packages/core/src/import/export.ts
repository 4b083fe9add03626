// The files Your Data downloads: the library as CSV and the full backup, each with its name and type.
import type { Account, Library } from '../model/records.js';
import { libraryBackup } from './backup.js';
import { libraryCsv } from './csv.js';

export type ExportKind = 'csv' | 'backup';

export interface ExportFile {
  /** "tunedeck-library-2026-11-24.csv", "tunedeck-backup-2026-11-24.json" (the day in UTC). */
  name: string;
  type: string;
  text: string;
}

/** One of the account's exports, ready to save. */
export function exportFile(
  kind: ExportKind,
  library: Library,
  account: Pick<Account, 'loginToPicker' | 'pickerSet'>,
  now: number,
): ExportFile {
  const day = new Date(now).toISOString().slice(0, 10);
  return kind === 'csv'
    ? { name: `tunedeck-library-${day}.csv`, type: 'text/csv', text: libraryCsv(library) }
    : {
        name: `tunedeck-backup-${day}.json`,
        type: 'application/json',
        text: JSON.stringify(libraryBackup(library, account, now), null, 2),
      };
}
