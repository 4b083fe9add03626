// @tunedeck/core/practice: what to practise today, scheduled by FSRS (`ts-fsrs`), and the progress the
// practice page and the song page show. Its own entry, so the scheduler loads only where it is used.
export { type KeysWeek, keysCoveredHistory } from './coverage-history.js';
export { addDays, dayDistance, endOfDay, startOfDay } from './days.js';
export {
  AGAIN_STREAK,
  acceptSuggestion,
  type Graded,
  type GradeInput,
  gigReview,
  gradeTune,
  type InvalidGrade,
  KNOW_STABILITY_DAYS,
  type KnowledgeSuggestion,
  knowledgeSuggestion,
  startPractice,
} from './grade.js';
export {
  dueText,
  intervalText,
  type LevelWeek,
  levelHistory,
  minutesText,
  type PracticeCalendar,
  type PracticeDayCount,
  practiceCalendar,
  type SongPractice,
  songPractice,
  timerText,
} from './progress.js';
export {
  type ComingDay,
  comingDays,
  DEFAULT_TUNE_MINUTES,
  estimatedMinutes,
  KEY_ROTATION,
  type PracticeDay,
  type PracticeItem,
  type PracticeOrigin,
  practiceKey,
  practiceQueue,
  TIMED_SECONDS,
} from './queue.js';
export {
  firstAtOrAfter,
  type ReviewIndex,
  reviewCapOps,
  reviewIndex,
  reviewsBySong,
} from './reviews.js';
export {
  currentCard,
  fromFsrsCard,
  gradeOutcomes,
  reviewCard,
  SCHEDULER_PARAMETERS,
  toFsrsCard,
} from './schedule.js';
export {
  DEFAULT_PRACTICE,
  GIG_GRADE,
  GRADE_LABELS,
  GRADES,
  isCardState,
  isGrade,
  isPracticeSettings,
  practiceSettings,
} from './settings.js';
export { type SongPracticeView, type SongReviewView, unpractisedSongView } from './song-view.js';
export {
  type ComingDayView,
  type GradeButtonView,
  limitsText,
  type PracticePageView,
  type PracticeTuneView,
  practicePageView,
  songPracticeView,
} from './view.js';
