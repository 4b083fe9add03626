// @tunedeck/core: every rule of Tunedeck, framework-free. No React, DOM, PocketBase or network here.

// Band follow: what a follower sees of a live share, and a tune's key as each instrument reads it.
export {
  type CalledTuneOffers,
  type CalledTuneStatus,
  calledTuneKeptText,
  calledTuneOffers,
  calledTuneSong,
  calledTuneStatus,
} from './band/keep.js';
export {
  calledAgoText,
  followInOrder,
  isLiveToken,
  isStaleLiveView,
  LIVE_RECENT,
  LIVE_TOKEN_PATTERN,
  type LiveCall,
  type LiveView,
  liveToken,
  liveView,
  sameLiveView,
} from './band/live.js';
export {
  DEFAULT_INSTRUMENT,
  INSTRUMENT_KEY,
  INSTRUMENTS,
  type Instrument,
  isInstrument,
  type Mode,
  transposeKey,
  type WrittenKey,
} from './band/transpose.js';
// The picker for other people's pages (also at @tunedeck/core/embed)
export * from './embed/index.js';
// The gig history, as the History screen, the song page and the song lists show it.
export {
  daysAgoText,
  daysSince,
  type GigView,
  gigDate,
  historyView,
  isPlayedFilter,
  lastPlayedText,
  NEVER_PLAYED,
  PLAYED_FILTER_EMPTY,
  PLAYED_FILTER_LABELS,
  PLAYED_FILTERS,
  type PlayedFilter,
  passesPlayedFilter,
  playTime,
  type SongPlays,
  songPlayStats,
} from './history/history.js';
// Home's summary of the library.
export { type HomeView, homeView } from './home/home.js';
// The import's types, which the client's `imports` commands name (types only: no code of the entry).
export type {
  ImportKind,
  ImportOptions,
  ImportPreview,
  ImportProblem,
  ImportRow,
  ImportSource,
  TunedeckBackup,
} from './import/index.js';
export type { ApplyChangeOptions, Change, Operation } from './library/change.js';
// Library rules: each returns one atomic change, or why it refused
export {
  accountPatch,
  accountPatchProblem,
  applyChange,
  ChangeConflict,
  combineChanges,
  isEmptyChange,
  NO_CHANGE,
} from './library/change.js';
export { type ChangeSize, changeTooLarge, utf8Bytes } from './library/change-size.js';
export {
  findMembership,
  findSetByName,
  findSongByTitle,
  findWishByTitle,
  isInSet,
  membershipsOfSet,
  membershipsOfSong,
  pickerMembers,
  setNamesBySong,
  setsOfSong,
  songCountsBySet,
  songsByTitleKey,
  songsOfSet,
} from './library/queries.js';
export { saveTourProgress, setLoginToPicker, setPickerSet } from './library/rules/account.js';
export type {
  BulkAddToLibraryReport,
  BulkAddToSetReport,
  BulkAddToWishListReport,
  MultiAddLeftovers,
} from './library/rules/bulk.js';
export { bulkAddToLibrary, bulkAddToSet, bulkAddToWishList } from './library/rules/bulk.js';
export type {
  AlreadyInSet,
  InLibrary,
  InvalidData,
  InvalidTitle,
  NotFound,
  RuleContext,
  RuleResult,
  TitleTaken,
} from './library/rules/context.js';
export {
  editSongKey,
  editSongKnowledge,
  editSongNotes,
  editSongSets,
  editSongTitle,
} from './library/rules/edit-song.js';
export type { FromLibrarySelection } from './library/rules/from-library.js';
export { addFromLibrary } from './library/rules/from-library.js';
export {
  GIG_GAP_MS,
  recordPlay,
  startGig,
  unrecordPlay,
} from './library/rules/history.js';
export type { MoveOut } from './library/rules/knowledge.js';
export { lowerKnowledge, moveOutToWishList, raiseKnowledge } from './library/rules/knowledge.js';
export type { DeleteSetOptions, InvalidName, LastSet, SetNameTaken } from './library/rules/sets.js';
export { addSet, canDeleteSet, deleteSet, renameSet } from './library/rules/sets.js';
export type { SongInput } from './library/rules/song-fields.js';
export type { AddSongToLibraryInput, AddSongToSetInput } from './library/rules/songs.js';
export {
  addExistingSongToSet,
  addSongToLibrary,
  addSongToSet,
  deleteSong,
  removeFromSet,
} from './library/rules/songs.js';
export type { MoveWishInput } from './library/rules/wishlist.js';
export { moveWishIntoLibrary, wishAdd, wishRemove } from './library/rules/wishlist.js';
export type { LastPlayed, SongSort } from './library/song-sort.js';
export {
  DEFAULT_SONG_SORT,
  isSongSort,
  SONG_SORT_LABELS,
  SONG_SORTS,
  sortSongs,
} from './library/song-sort.js';
export { compareTitles, sortSets, sortWishList } from './library/sort.js';
export type { Knowledge, PlayableKey, SongKey } from './model/constants.js';
// Model
export {
  DEFAULT_KEY,
  DEFAULT_KNOWLEDGE,
  FIRST_SET_NAME,
  isKnowledge,
  isSongKey,
  KNOWLEDGE_COLOURS,
  KNOWLEDGE_DESCRIPTIONS,
  KNOWLEDGE_LABELS,
  KNOWLEDGE_LEVELS,
  LIMITS,
  MIN_PASSWORD_LENGTH,
  PICK_PATTERN,
  PLAYABLE_KEYS,
  QUICK_START_MULTI_ADD_COUNT,
  QUICK_START_STEPS,
  SONG_KEYS,
  TIMINGS,
} from './model/constants.js';
export { FIELD_KINDS, type FieldKind, fieldTypeProblem, storedAs } from './model/field-types.js';
export type { Clock, Random } from './model/random.js';
export { createId, ID_LENGTH, isId, randomIndex, randomItem, seededRandom } from './model/random.js';
export type {
  Account,
  AccountSettings,
  CardState,
  CollectionName,
  CollectionRecords,
  ContactMessage,
  Gig,
  Grade,
  Id,
  Library,
  Membership,
  PickedTune,
  PickerMember,
  PickerRecord,
  PickerState,
  Play,
  PracticeCard,
  PracticeSettings,
  Review,
  Song,
  SongSet,
  WishEntry,
} from './model/records.js';
export { COLLECTIONS, EMPTY_LIBRARY, RECORD_FIELDS, RECORD_LINKS } from './model/records.js';
export { rebasePickerState } from './picker/merge.js';
export { isPickerState, MAX_PICKER_ENTRIES, parsePickerState } from './picker/parse.js';
export type { LocalPickerRecord } from './picker/restore.js';
export { isNewerPickerState, localPickerKey, shouldRestoreLocalPicker } from './picker/restore.js';
export type { PickerContext, PickerEvent } from './picker/transition.js';
// The picker
export { initialPickerState, pickerTransition } from './picker/transition.js';
export { undoPickerState } from './picker/undo.js';
export type { PickerScreenView, PickerTuneView } from './picker/view.js';
export {
  emptySetMessage,
  NO_NOTES_TEXT,
  PICKER_TITLE_MIN_REM,
  type PickerTitleFit,
  pickerTitleFit,
  pickerView,
} from './picker/view.js';
export { acceptsPickerWrite } from './picker/write-order.js';
// The practice history in order, kept up to date by every write (worked out ahead, it makes the page's first open quick).
export { type ReviewIndex, reviewIndex } from './practice/reviews.js';
// Practice's shared facts (the scheduler and today's list are `@tunedeck/core/practice`).
export {
  DEFAULT_PRACTICE,
  GIG_GRADE,
  GRADE_LABELS,
  GRADES,
  isCardState,
  isGrade,
  isPracticeSettings,
  type PracticeSettingsErrors,
  type PracticeSettingsInput,
  practiceSettings,
  readPracticeSettings,
} from './practice/settings.js';
export type {
  LoginPolicy,
  LoginState,
  ThrottleOverrides,
  ThrottlePolicy,
  ThrottleVerdict,
  WindowRule,
  WindowState,
} from './security/throttle.js';
export {
  afterLoginFailure,
  DEFAULT_THROTTLE_POLICY,
  loginVerdict,
  throttlePolicy,
  windowHit,
} from './security/throttle.js';
// The stage: keys and pedals, undo
export * from './stage/keys.js';
export type { TunedeckErrorCode } from './storage/errors.js';
// Storage: the interface adapters implement, its errors, and the in-memory adapter
export {
  ERROR_MESSAGES,
  isTunedeckError,
  isUnexpected,
  PickerConflictError,
  TunedeckError,
  toTunedeckError,
} from './storage/errors.js';
export type {
  MemoryBackend,
  MemoryBackendOptions,
  MemoryOperation,
  MemoryUserSeed,
} from './storage/memory/memory-backend.js';
export { createMemoryBackend } from './storage/memory/memory-backend.js';
export type { MemorySessionStore, MemoryStorageOptions } from './storage/memory/memory-storage.js';
export { createMemoryStorage, memorySessionStore } from './storage/memory/memory-storage.js';
export type { EmailKind, SentEmail, StoredContactMessage } from './storage/memory/server-types.js';
export { sameAccount } from './storage/same-account.js';
export type {
  ApplyOptions,
  AuthStorage,
  Credentials,
  LibraryEvent,
  LiveFollowOptions,
  LiveShare,
  LiveStorage,
  TunedeckStorage,
  Unsubscribe,
} from './storage/storage.js';
export type { ChangeWrite } from './storage/writes.js';
export { changeWritesProblem, untakenSteps, WRITE_KEY_DAYS, WRITE_KEY_MAX } from './storage/writes.js';
export type { ClientOptions, ClientState, ClientStatus, Failed } from './store/client-state.js';
export type { CommandResult, FormOutcome, TunedeckClient } from './store/create-client.js';
// The client store
export { createTunedeckClient } from './store/create-client.js';
export type { KeyValueStore } from './store/key-value.js';
export { memoryKeyValueStore, webKeyValueStore } from './store/key-value.js';
export type { MemoryOfflineStore, OfflineSave, OfflineSnapshot, OfflineStore } from './store/offline-copy.js';
export { memoryOfflineStore, OFFLINE_FORMAT, readOfflineSnapshot } from './store/offline-copy.js';
export { changedGigs } from './store/offline-parts.js';
export type { RefusedWriteView } from './store/refused.js';
export { describeRefusedWrite, freeTitle, keepBothChange } from './store/refused.js';
export {
  changesLostOnLogOut,
  SYNC_STATUS_LABELS,
  type SyncStatus,
  syncLabel,
  syncStatus,
} from './store/sync-status.js';
export type { MemoryTab, TabBus, TabMessage } from './store/tabs.js';
export { memoryTabs } from './store/tabs.js';
export type { QueuedWrite, RefusedWrite, Settled } from './store/write-queue.js';
export { TAB_SPACE } from './store/write-queue.js';
export { countOf, formatCount } from './text/count.js';
export { parseKeyName } from './text/key-names.js';
export { exceedsLength } from './text/length.js';
export type { MultiAddParse } from './text/multi-add.js';
export { parseMultiAdd } from './text/multi-add.js';
// Text
export {
  displayKey,
  displayNameFromEmail,
  displayTitle,
  knowledgeLabel,
  normaliseEmail,
  normaliseText,
  sameTitle,
  spokenKey,
  titleKey,
} from './text/normalise.js';
export type { TitleProblem } from './text/title-rules.js';
export { setNameProblem, titleProblem } from './text/title-rules.js';
export {
  clampTourStep,
  isTourState,
  parseTourState,
  TOUR_ALREADY_GREEN,
  TOUR_START,
  TOUR_STATE_MAX_CHARS,
  type TourAction,
  type TourActionType,
  type TourAdvance,
  type TourDestination,
  type TourField,
  type TourMenuItem,
  type TourOutcome,
  type TourState,
  type TourStepView,
  type TourTransition,
  tourButton,
  tourTransition,
  tourView,
} from './tour/tour.js';
export type {
  AuthResult,
  ChangeEmailInput,
  ChangePasswordInput,
  EmailPassword,
  PasswordResetOutcome,
} from './validation/auth.js';
export {
  validateChangeEmail,
  validateChangePassword,
  validateLogIn,
  validateNewPassword,
  validatePasswordReset,
  validateReauthenticate,
  validateSignUp,
} from './validation/auth.js';
export type { AuthForm, AuthFormFields, AuthServerError } from './validation/auth-errors.js';
export { AUTH_SERVER_MESSAGES, authServerError } from './validation/auth-errors.js';
export type { ContactInput } from './validation/contact.js';
export { validateContact } from './validation/contact.js';
export { isValidEmail } from './validation/email.js';
export { importFileProblem } from './validation/import-file.js';
export type {
  AuthErrorCode,
  ContactErrorCode,
  MultiAddErrorCode,
  SetNameErrorCode,
  SongFieldErrorCode,
  SongTitleErrorCode,
  WishTitleErrorCode,
} from './validation/messages.js';
export {
  AUTH_MESSAGES,
  CONTACT_MESSAGES,
  ERRORS_FOUND_TEXT,
  MULTI_ADD_MESSAGES,
  MULTI_ADD_OVERFLOW_MESSAGE,
  SET_NAME_MESSAGES,
  SONG_FIELD_MESSAGES,
  SONG_TITLE_MESSAGES,
  WISH_TITLE_MESSAGES,
} from './validation/messages.js';
export type { MultiAddField, MultiAddPlan, MultiAddResult, MultiAddTarget } from './validation/multi-add.js';
export { needsErrorsFound, validateMultiAdd, validateQuickStartMultiAdd } from './validation/multi-add.js';
export type { FieldError, FormResult } from './validation/result.js';
// Validation of every form
export { fieldMessage } from './validation/result.js';
export type { SetNameEditOutcome, SetNameField, SetNameResult } from './validation/set-name.js';
export { canSubmitSetName, validateNewSetName, validateSetNameEdit } from './validation/set-name.js';
export type { SongFieldResult } from './validation/song-fields.js';
export {
  validateKnowledge,
  validateNotes,
  validateSongDetail,
  validateSongKey,
} from './validation/song-fields.js';
export type {
  AddToSetOutcome,
  SongTitleField,
  SongTitleResult,
  TitleEditForm,
  TitleEditOutcome,
} from './validation/song-title.js';
export {
  validateSongTitleEdit,
  validateSongTitleForLibrary,
  validateSongTitleForSet,
} from './validation/song-title.js';
export type { WishTitleField, WishTitleOutcome } from './validation/wish-title.js';
export { validateWishTitle } from './validation/wish-title.js';
