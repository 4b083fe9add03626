// @tunedeck/core/import: bringing a repertoire in and out. Readers for plain text, CSV (papaparse) and
// iReal Pro playlists (charts included), the library's CSV and iReal Pro exports, the import plan (a
// preview and one atomic change), and the JSON backup with its restore into an empty account.
export {
  BACKUP_FORMAT,
  BACKUP_MAX_CHARS,
  BACKUP_VERSION,
  type BackupRead,
  isEmptyAccount,
  libraryBackup,
  RESTORE_NOT_EMPTY_MESSAGE,
  readBackup,
  restoreBackup,
  restoreSizeProblem,
  type TunedeckBackup,
} from './backup.js';
export {
  CSV_COLUMNS,
  type CsvImport,
  joinSetNames,
  libraryCsv,
  parseKnowledge,
  readCsv,
  splitSetNames,
} from './csv.js';
export { type ExportFile, type ExportKind, exportFile } from './export.js';
export {
  type ImportedTune,
  type IRealImport,
  type IRealPlaylist,
  type IRealProblem,
  iRealComposer,
  iRealKey,
  iRealRows,
  iRealTitle,
  readIReal,
} from './ireal.js';
export {
  type IRealSong,
  iRealKeyName,
  iRealLink,
  iRealSortComposer,
  iRealSortTitle,
  libraryIRealPage,
} from './ireal-export.js';
export {
  type ImportOptions,
  type ImportPlan,
  type ImportPreview,
  type ImportProgress,
  planImport,
  planImportSteps,
} from './plan.js';
export type { ImportProblem, ImportRow } from './rows.js';
export {
  type ImportKind,
  type ImportSource,
  importKind,
  NO_TUNES_FOUND,
  readImportSource,
} from './source.js';
export { readTextLines } from './text.js';
