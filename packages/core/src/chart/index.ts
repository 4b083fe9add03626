// @tunedeck/core/chart: a tune's chart (its changes), read from iReal Pro or typed text, drawn, transposed.
// One export statement a file, sorted by file (biome sorts them); each says what its file is for.

// What a stored chart must be: its key, its limits and a text that reads (library/chart-check.ts).
export {
  type ChartProblem,
  chartProblem,
  chartRecordProblem,
  isChartKey,
  mostChartBars,
  storedChart,
} from '../library/chart-check.js';
// Stage View's chart: whole where its chords can be read from the music stand, else in pages of whole
// rows (stage/chart-fit.ts).
export {
  type BarRange,
  type ChartRowBox,
  chartPages,
  STAGE_CHORD_MIN_PX,
  STAGE_PAGE_CHORD_SCALE,
  STAGE_PHONE_CHORD_MIN_PX,
  STAGE_PHONE_SIDE_PX,
  type StageChartTry,
  stageChartChoice,
  stageChordMinimum,
} from '../stage/chart-fit.js';
// The pedal's NEXT and SKIP on a chart in pages: they turn its pages before they pick (stage/pages.ts).
export { type StagePageAction, stagePageAction } from '../stage/pages.js';
// The called tune's chart on the picker, and whether the set being played has any (stage/picker-chart.ts).
export { chartShownOnPicker, PICKER_CHART_KEY, pickerChart, setHasChart } from '../stage/picker-chart.js';
// Chord symbols read, written, drawn and spoken (chord.ts).
export {
  type ChordDisplay,
  chordDisplay,
  chordSpoken,
  chordText,
  IREAL_QUALITIES,
  isChordQuality,
  noteGlyphs,
  noteSpoken,
  parseChord,
} from './chord.js';
// The played form (repeats, endings and jumps unrolled) and the written rows (form.ts).
export { playedBars, repeatTimes, writtenRows } from './form.js';
// iReal Pro's chart string, unscrambled, read and written back (ireal.ts).
export {
  IREAL_MUSIC_MARKER,
  iRealChartMusic,
  iRealChartText,
  readIRealChart,
  scrambleIReal,
  unscrambleIReal,
} from './ireal.js';
// The model.
export {
  type Bar,
  type BarEnd,
  barTimes,
  type Chart,
  type ChartKey,
  type Chord,
  chartChords,
  FOUR_FOUR,
  JUMPS,
  type Jump,
  type NoteName,
  type Slot,
  type TimeSignature,
} from './model.js';
// A set's charts on paper: one page a chart, in the set's order, keys and page numbers (print.ts).
export { PRINT_ROWS_OF_FOUR, type PrintedChartPage, type PrintedCharts, printedCharts } from './print.js';
// A stored chart as a player reads it: in the key chosen, for their instrument, with its words (shown.ts).
export {
  chartKeyLabel,
  chartKeySpoken,
  type ShownChart,
  type StoredChart,
  shownChart,
} from './shown.js';
// The chart as a musician types it, and as Tunedeck writes and stores it (text.ts).
export { CHART_TIMES, type ChartError, chartText, parseChartText, type ReadChart } from './text.js';
// Chart keys, and a chart moved to another key or instrument (transpose.ts).
export {
  CHART_KEYS,
  chartKeyOf,
  chartKeyText,
  type KeySide,
  keySide,
  notePitch,
  parseChartKey,
  playableKeyOf,
  transposeChart,
  transposeChord,
  writtenChartKey,
} from './transpose.js';
