// Key names as musicians type them ("Bb", "B♭", "b flat", "C#", "random") read as stored keys. Sharps
// and flats outside the twelve stored spellings read as their enharmonic ("C#" is "D flat").
import { PLAYABLE_KEYS, SONG_KEYS, type SongKey } from '../model/constants.js';

const SEMITONES: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** A key as typed, or `null` when it names none. Empty text and "random" (any case) are `random`. */
export function parseKeyName(text: string): SongKey | null {
  const value = text.trim().replace(/\s+/g, ' ');
  if (value === '' || value.toLowerCase() === 'random') return 'random';
  if ((SONG_KEYS as readonly string[]).includes(value)) return value as SongKey;
  const match = /^([A-Ga-g])\s*(#|♯|b|♭|sharp|flat)?$/i.exec(value);
  if (!match) return null;
  const letter = (match[1] as string).toUpperCase();
  const accidental = (match[2] ?? '').toLowerCase();
  const shift = accidental === '#' || accidental === '♯' || accidental === 'sharp' ? 1 : accidental ? -1 : 0;
  // PLAYABLE_KEYS runs up from C by semitones: its index is the pitch class.
  return PLAYABLE_KEYS[((SEMITONES[letter] as number) + shift + 12) % 12] ?? null;
}
