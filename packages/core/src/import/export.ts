// The files Your Data downloads: the library as CSV, the full backup, and a page of iReal Pro links
// (with the charts), each with its name and type.
import type { Account, Library } from '../model/records.js';
import { libraryBackup } from './backup.js';
import { libraryCsv } from './csv.js';
import { libraryIRealPage } from './ireal-export.js';

export type ExportKind = 'csv' | 'backup' | 'ireal';

export interface ExportFile {
  /**
   * "tunedeck-library-2026-11-24.csv", "tunedeck-backup-2026-11-24.json", "tunedeck-ireal-2026-11-24.html"
   * (the day in UTC).
   */
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
  if (kind === 'csv')
    return { name: `tunedeck-library-${day}.csv`, type: 'text/csv', text: libraryCsv(library) };
  // The charts are those the library holds: a storage brings them a moment after the first read.
  if (kind === 'ireal')
    return { name: `tunedeck-ireal-${day}.html`, type: 'text/html', text: libraryIRealPage(library) };
  return {
    name: `tunedeck-backup-${day}.json`,
    type: 'application/json',
    text: JSON.stringify(libraryBackup(library, account, now), null, 2),
  };
}
