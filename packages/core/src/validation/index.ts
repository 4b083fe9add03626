// Every form's rules, in the spec's words: what core's index exports of the forms.

// Read from an email: the name Home greets a musician by (core's index is full).
export { GREETING_NAME_MAX, greetingName } from '../text/greeting.js';
export {
  type AuthResult,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type EmailPassword,
  type PasswordResetOutcome,
  validateChangeEmail,
  validateChangePassword,
  validateLogIn,
  validateNewPassword,
  validatePasswordReset,
  validateReauthenticate,
  validateSignUp,
} from './auth.js';
export {
  AUTH_SERVER_MESSAGES,
  type AuthForm,
  type AuthFormFields,
  type AuthServerError,
  authServerError,
} from './auth-errors.js';
export { type ContactInput, validateContact } from './contact.js';
export { isValidEmail } from './email.js';
export { importFileProblem } from './import-file.js';
export {
  AUTH_MESSAGES,
  type AuthErrorCode,
  CONTACT_MESSAGES,
  type ContactErrorCode,
  ERRORS_FOUND_TEXT,
  MULTI_ADD_MESSAGES,
  MULTI_ADD_OVERFLOW_MESSAGE,
  type MultiAddErrorCode,
  SET_NAME_MESSAGES,
  type SetNameErrorCode,
  SONG_FIELD_MESSAGES,
  SONG_TITLE_MESSAGES,
  type SongFieldErrorCode,
  type SongTitleErrorCode,
  WISH_TITLE_MESSAGES,
  type WishTitleErrorCode,
} from './messages.js';
export {
  type MultiAddField,
  type MultiAddPlan,
  type MultiAddResult,
  type MultiAddTarget,
  needsErrorsFound,
  validateMultiAdd,
  validateQuickStartMultiAdd,
} from './multi-add.js';
export { type FieldError, type FormResult, fieldMessage } from './result.js';
// Validation of every form
export {
  canSubmitSetName,
  type SetNameEditOutcome,
  type SetNameField,
  type SetNameResult,
  validateNewSetName,
  validateSetNameEdit,
} from './set-name.js';
export {
  type SongFieldResult,
  validateKnowledge,
  validateNotes,
  validateSongDetail,
  validateSongKey,
} from './song-fields.js';
export {
  type AddToSetOutcome,
  type SongTitleField,
  type SongTitleResult,
  type TitleEditForm,
  type TitleEditOutcome,
  validateSongTitleEdit,
  validateSongTitleForLibrary,
  validateSongTitleForSet,
} from './song-title.js';
export { validateWishTitle, type WishTitleField, type WishTitleOutcome } from './wish-title.js';
