// Key names as musicians type them ("Bb", "B♭", "b flat", "C#", "random") read as stored keys. Sharps
// and flats outside the twelve stored spellings read as their enharmonic ("C#" is "D flat").
import { SONG_KEYS, type SongKey } from '../model/constants.js';

const SEMITONES: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
/** The stored spelling of each pitch class, C = 0. */
const BY_PITCH: readonly SongKey[] = [
  'C',
  'D flat',
  'D',
  'E flat',
  'E',
  'F',
  'F sharp',
  'G',
  'A flat',
  'A',
  'B flat',
  'B',
];

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
  return BY_PITCH[((SEMITONES[letter] as number) + shift + 12) % 12] ?? null;
}
