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
