// @tunedeck/core/embed: the picker for other people's pages, alone (no account, no server, no React).
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
  type EmbedTune,
  type EmbedTuneInput,
  type EmbedTunes,
  embedTuneId,
  hashText,
  readEmbedTunes,
} from './tunes.js';
