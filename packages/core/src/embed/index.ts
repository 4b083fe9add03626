// @tunedeck/core/embed: the picker for other people's pages, alone (no account, no server, no React).
// What a player reads a chart for (concert pitch, a B♭ or E♭ instrument…), as the app's setting names it.
export type { Instrument } from '../band/transpose.js';
// An embedded tune's chart read when it is shown: the chart reader's way in (chart.ts), never the picker's.
export { type ReadEmbedChart, readEmbedChart } from './chart.js';
export {
  createStandalonePicker,
  EMBED_EMPTY_MESSAGE,
  type EmbedPickerView,
  type EmbedTuneView,
  embedKeyAction,
  embedStorageKey,
  type PickerStore,
  type StandalonePicker,
  type StandalonePickerOptions,
} from './standalone.js';
export {
  EMBED_MAX_TUNES,
  type EmbedChart,
  type EmbedChartInput,
  type EmbedTune,
  type EmbedTuneInput,
  type EmbedTunes,
  embedTuneId,
  hashText,
  readEmbedTunes,
} from './tunes.js';
