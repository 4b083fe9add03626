// @tunedeck/core/import: bringing a repertoire in and out. Readers for plain text, CSV (papaparse) and
// iReal Pro playlists, the library's CSV export, and the import plan: a preview and one atomic change.
export {
  CSV_COLUMNS,
  type CsvImport,
  joinSetNames,
  libraryCsv,
  parseKnowledge,
  readCsv,
  splitSetNames,
} from './csv.js';
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
export { type ImportOptions, type ImportPlan, type ImportPreview, planImport } from './plan.js';
export type { ImportProblem, ImportRow } from './rows.js';
export { readTextLines } from './text.js';
