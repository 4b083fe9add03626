import {
  displayKey,
  KNOWLEDGE_DESCRIPTIONS,
  KNOWLEDGE_LABELS,
  KNOWLEDGE_LEVELS,
  SONG_KEYS,
} from '@tunedeck/core';

/** The key picker's thirteen options: 'Random' then the twelve keys with real ♭/♯ glyphs. */
export const KEY_OPTIONS = SONG_KEYS.map((key) => ({ value: key, label: displayKey(key) }));

/** The knowledge radios: the level's word and behaviour.md §1's description. */
export const KNOWLEDGE_OPTIONS = KNOWLEDGE_LEVELS.map((level) => ({
  value: level,
  label: KNOWLEDGE_LABELS[level],
  description: KNOWLEDGE_DESCRIPTIONS[level],
}));
