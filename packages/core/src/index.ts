// @tunedeck/core: every rule of Tunedeck, framework-free. No React, DOM, PocketBase or network here.

export {
  LIVE_PROBE_MS,
  LIVE_RENEW_WAIT_MS,
  LIVE_WAKE_QUIET_MS,
  type LiveCatchUp,
  type LiveCatchUpOptions,
  liveCatchUp,
} from './band/catch-up.js';
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
  isLiveMiss,
  isLiveToken,
  isStaleLiveView,
  LIVE_RECENT,
  LIVE_TOKEN_PATTERN,
  type LiveCall,
  type LiveTokenKnown,
  type LiveView,
  liveShareSet,
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
  NO_DATE,
  NO_TIME,
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
export {
  type AccountLimitProblem,
  accountLimitProblem,
  type RecordCounts,
  TOTAL_COLLECTIONS,
} from './library/account-limits.js';
export {
  type ApplyChangeOptions,
  accountPatch,
  accountPatchProblem,
  applyChange,
  type Change,
  ChangeConflict,
  combineChanges,
  isEmptyChange,
  NO_CHANGE,
  type Operation,
} from './library/change.js';
// Library rules: each returns one atomic change, or why it refused
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
export {
  type BulkAddToLibraryReport,
  type BulkAddToSetReport,
  type BulkAddToWishListReport,
  bulkAddToLibrary,
  bulkAddToSet,
  bulkAddToWishList,
  type MultiAddLeftovers,
} from './library/rules/bulk.js';
export { type ChartInput, type InvalidChart, removeChart, setChart } from './library/rules/chart.js';
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
export { addFromLibrary, type FromLibrarySelection } from './library/rules/from-library.js';
export { GIG_GAP_MS, recordPlay, startGig, unrecordPlay } from './library/rules/history.js';
export {
  lowerKnowledge,
  type MoveOut,
  moveOutToWishList,
  raiseKnowledge,
} from './library/rules/knowledge.js';
export {
  addSet,
  canDeleteSet,
  type DeleteSetOptions,
  deleteSet,
  type InvalidName,
  type LastSet,
  renameSet,
  type SetNameTaken,
} from './library/rules/sets.js';
export type { SongInput } from './library/rules/song-fields.js';
export {
  type AddSongToLibraryInput,
  type AddSongToSetInput,
  addExistingSongToSet,
  addSongToLibrary,
  addSongToSet,
  deleteSong,
  removeFromSet,
} from './library/rules/songs.js';
export { type MoveWishInput, moveWishIntoLibrary, wishAdd, wishRemove } from './library/rules/wishlist.js';
export { filterSongs, offeredSongSorts, type SongListFacts, shownSongSort } from './library/song-list.js';
export {
  DEFAULT_SONG_SORT,
  isSongSort,
  type KeysCovered,
  type LastPlayed,
  SONG_SORT_LABELS,
  SONG_SORTS,
  type SongSort,
  sortSongs,
} from './library/song-sort.js';
export { compareTitles, sortSets, sortWishList } from './library/sort.js';
export * from './model/collections.js';
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
  type Knowledge,
  LIMITS,
  MIN_PASSWORD_LENGTH,
  PICK_PATTERN,
  PLAYABLE_KEYS,
  type PlayableKey,
  QUICK_START_MULTI_ADD_COUNT,
  QUICK_START_STEPS,
  SONG_KEYS,
  type SongKey,
  TIMINGS,
} from './model/constants.js';
// Model: each field's kind of value, and the words that refuse a wrong one.
export * from './model/field-types.js';
export {
  type Clock,
  createId,
  cryptoRandom,
  ID_LENGTH,
  isId,
  type Random,
  randomIndex,
  randomItem,
  seededRandom,
} from './model/random.js';
export {
  type Account,
  type AccountSettings,
  type CardState,
  type ChartRecord,
  COLLECTIONS,
  type CollectionName,
  type CollectionRecords,
  type ContactMessage,
  EMPTY_LIBRARY,
  FIRST_READ_COLLECTIONS,
  type Gig,
  type Grade,
  type Id,
  type Library,
  type Membership,
  type PickedTune,
  type PickerMember,
  type PickerRecord,
  type PickerState,
  type Play,
  type PracticeCard,
  type PracticeSettings,
  RECORD_FIELDS,
  RECORD_LINKS,
  type Review,
  type Song,
  type SongSet,
  type WishEntry,
} from './model/records.js';
export { yieldToHost } from './model/slices.js';
export {
  CLOCK_UNSET,
  type ClockUnset,
  DUE_AHEAD_MS,
  isClockReading,
  isTimeWithinSense,
  TIME_AHEAD_MS,
  TIME_FLOOR,
  type TimeKind,
  timeBoundsText,
} from './model/times.js';
export { historyWithinSense, type TimedHistory } from './model/within-sense.js';
export { rebasePickerState } from './picker/merge.js';
export { isPickerState, MAX_PICKER_ENTRIES, parsePickerState } from './picker/parse.js';
export {
  isNewerPickerState,
  type LocalPickerRecord,
  localPickerKey,
  shouldRestoreLocalPicker,
} from './picker/restore.js';
export {
  initialPickerState,
  type PickerContext,
  type PickerEvent,
  pickerTransition,
} from './picker/transition.js';
// The picker
export { undoPickerState } from './picker/undo.js';
export {
  emptySetMessage,
  NO_NOTES_TEXT,
  PICKER_TITLE_MIN_REM,
  type PickerScreenView,
  type PickerTitleFit,
  type PickerTuneView,
  pickerTitleFit,
  pickerView,
} from './picker/view.js';
export { acceptsPickerWrite } from './picker/write-order.js';
// A tune's coverage of the twelve keys, from practice and gigs (no scheduler: All Songs and the song page read it).
export * from './practice/coverage.js';
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
// A song page's practice: its view, and a tune never graded drawn without the scheduler.
export { type SongPracticeView, type SongReviewView, unpractisedSongView } from './practice/song-view.js';
export { isListedAddress, normaliseAddress, parseAddressList } from './security/addresses.js';
export {
  type AccountLoginPolicy,
  accountLoginVerdict,
  afterAccountLoginFailure,
  afterAccountLoginSuccess,
  afterLoginFailure,
  DEFAULT_THROTTLE_POLICY,
  type LiveEndedMemory,
  type LoginPolicy,
  type LoginState,
  type LoginStates,
  loginAttempt,
  loginVerdict,
  type ThrottleOverrides,
  type ThrottlePolicy,
  type ThrottleVerdict,
  throttlePolicy,
  type WindowRule,
  type WindowState,
  windowHit,
} from './security/throttle.js';
// The stage: keys and pedals, undo
export * from './stage/keys.js';
export {
  ERROR_MESSAGES,
  isTunedeckError,
  isUnexpected,
  PickerConflictError,
  TunedeckError,
  type TunedeckErrorCode,
  toTunedeckError,
} from './storage/errors.js';
// Storage: the interface adapters implement, its errors, and the in-memory adapter
export {
  createMemoryBackend,
  type MemoryBackend,
  type MemoryBackendOptions,
  type MemoryOperation,
  type MemoryUserSeed,
} from './storage/memory/memory-backend.js';
export {
  createMemoryStorage,
  type MemorySessionStore,
  type MemoryStorageOptions,
  memorySessionStore,
} from './storage/memory/memory-storage.js';
export type { EmailKind, SentEmail, StoredContactMessage } from './storage/memory/server-types.js';
export { sameAccount } from './storage/same-account.js';
export type {
  ApplyOptions,
  AuthStorage,
  Credentials,
  LibraryEvent,
  LiveFollow,
  LiveFollowOptions,
  LiveShare,
  LiveStorage,
  TunedeckStorage,
  Unsubscribe,
} from './storage/storage.js';
export {
  type ChangeWrite,
  changeWritesProblem,
  untakenSteps,
  WRITE_KEY_DAYS,
  WRITE_KEY_MAX,
} from './storage/writes.js';
export type { ClientOptions, ClientState, ClientStatus, Failed } from './store/client-state.js';
export {
  type CommandResult,
  createTunedeckClient,
  type FormOutcome,
  type TunedeckClient,
} from './store/create-client.js';
// The client store
export { type KeyValueStore, memoryKeyValueStore, webKeyValueStore } from './store/key-value.js';
export { chainTaken, markOf } from './store/local-chain.js';
export {
  type MemoryOfflineStore,
  memoryOfflineStore,
  OFFLINE_FORMAT,
  type OfflineSave,
  type OfflineSnapshot,
  type OfflineStore,
  readOfflineSnapshot,
} from './store/offline-copy.js';
export { changedGigs } from './store/offline-parts.js';
export { describeRefusedWrite, freeTitle, keepBothChange, type RefusedWriteView } from './store/refused.js';
export {
  changesLostOnLogOut,
  SYNC_STATUS_LABELS,
  type SyncStatus,
  syncLabel,
  syncStatus,
} from './store/sync-status.js';
export { type MemoryTab, memoryTabs, type TabBus, type TabMessage } from './store/tabs.js';
export { type QueuedWrite, type RefusedWrite, type Settled, TAB_SPACE } from './store/write-queue.js';
export { countOf, formatCount } from './text/count.js';
export { parseKeyName } from './text/key-names.js';
export { exceedsLength } from './text/length.js';
export { type MultiAddParse, parseMultiAdd } from './text/multi-add.js';
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
export { setNameProblem, type TitleProblem, titleProblem } from './text/title-rules.js';
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
export * from './validation/index.js';
