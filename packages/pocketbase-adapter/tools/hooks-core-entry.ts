// What pb_hooks use of core: the same rules the forms and the memory adapter apply, bundled to CommonJS
// for PocketBase's JS runtime by `pnpm run build:hooks` (see hooks-core.ts).
import { completeRuntime } from './hooks-runtime.js';

completeRuntime();

export {
  acceptsPickerWrite,
  accountLimitProblem,
  accountPatchProblem,
  afterAccountLoginSuccess,
  COLLECTIONS,
  changeWritesProblem,
  displayNameFromEmail,
  exceedsLength,
  FIRST_READ_COLLECTIONS,
  FIRST_SET_NAME,
  fieldTypeProblem,
  isKnowledge,
  isListedAddress,
  isLiveMiss,
  isLiveToken,
  isPickerState,
  isSongKey,
  isStaleLiveView,
  isValidEmail,
  KEYED_COLLECTIONS,
  keyedRecords,
  LIMITS,
  LIVE_RECENT,
  liveShareSet,
  liveView,
  loginAttempt,
  normaliseEmail,
  normaliseText,
  parseAddressList,
  RECORD_FIELDS,
  RECORD_LINKS,
  sameLiveView,
  setNameProblem,
  storedAs,
  throttlePolicy,
  titleKey,
  titleProblem,
  untakenSteps,
  WRITE_KEY_DAYS,
  windowHit,
} from '@tunedeck/core';
export { chartRecordProblem } from '@tunedeck/core/chart';
