// @tunedeck/core/testing: what adapters and apps need to test against core's rules.

export { chartOfBars, spokenBarsOf } from './charts.js';
export type { ContractEmailKind, ContractHarness, HarnessFactory } from './contract/harness.js';
export { storageContract } from './contract/storage-contract.js';
export type { LibrarySpec, SongSpec } from './fixtures.js';
export {
  accountByContent,
  applyResult,
  buildAccount,
  buildLibrary,
  FIXTURE_TIME,
  fixedContext,
  setContents,
  setIdOf,
  songIdOf,
  wishIdOf,
} from './fixtures.js';
export { MUSICIAN_GRADE_ODDS, musicianGrade } from './musician.js';
