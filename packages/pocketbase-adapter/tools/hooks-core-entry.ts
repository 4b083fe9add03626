// What pb_hooks use of core: the same rules the forms and the memory adapter apply, bundled to CommonJS
// for PocketBase's JS runtime by `pnpm run build:hooks` (see hooks-core.ts).
export {
  accountPatchProblem,
  displayNameFromEmail,
  FIRST_SET_NAME,
  isKnowledge,
  isPickerState,
  isSongKey,
  isValidEmail,
  LIMITS,
  normaliseEmail,
  normaliseText,
  RECORD_FIELDS,
  RECORD_LINKS,
  setNameProblem,
  titleKey,
  titleProblem,
} from '@tunedeck/core';
