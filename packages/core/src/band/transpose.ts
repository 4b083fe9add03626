// A tune's key as each member of a band reads it: concert pitch for a pianist, a guitarist or a singer,
// a major second up for a B♭ trumpet, tenor saxophone or clarinet, a major sixth up for an E♭ alto or
// baritone saxophone, a fifth up for an F horn, and concert pitch on the bass clef (trombone, bass).
// Spelled as a musician writes the key signature: never more than seven sharps or flats, the fewer the
// better (concert E♭ major is F for a B♭ instrument, concert D♭ major is E♭, never D♯).
import type { PlayableKey } from '../model/constants.js';

export type Instrument = 'concert' | 'b-flat' | 'e-flat' | 'f' | 'bass-clef';

export type Mode = 'major' | 'minor';

interface InstrumentInfo {
  readonly id: Instrument;
  /** As a setting offers it. */
  readonly label: string;
  /** Who plays one, for the setting's help. */
  readonly examples: string;
  /** How far up the part is written: in letter names and in semitones. */
  readonly steps: number;
  readonly semitones: number;
}

export const INSTRUMENTS: readonly InstrumentInfo[] = [
  {
    id: 'concert',
    label: 'Concert (C)',
    examples: 'piano, guitar, voice, flute',
    steps: 0,
    semitones: 0,
  },
  {
    id: 'b-flat',
    label: 'B\u266d instrument',
    examples: 'trumpet, tenor and soprano saxophone, clarinet',
    steps: 1,
    semitones: 2,
  },
  {
    id: 'e-flat',
    label: 'E\u266d instrument',
    examples: 'alto and baritone saxophone',
    steps: 5,
    semitones: 9,
  },
  { id: 'f', label: 'F instrument', examples: 'French horn', steps: 4, semitones: 7 },
  {
    id: 'bass-clef',
    label: 'Bass clef',
    examples: 'trombone, bass, cello',
    steps: 0,
    semitones: 0,
  },
];

export const DEFAULT_INSTRUMENT: Instrument = 'concert';

/** Where a device remembers its player's instrument (a device setting, like the stage's keys). */
export const INSTRUMENT_KEY = 'tunedeck:instrument';

export function isInstrument(value: unknown): value is Instrument {
  return INSTRUMENTS.some((instrument) => instrument.id === value);
}

type Letter = 'C' | 'D' | 'E' | 'F' | 'G' | 'A' | 'B';
const LETTERS: readonly Letter[] = ['C', 'D', 'E', 'F', 'G', 'A', 'B'];
const NATURAL_PITCH: Readonly<Record<Letter, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
/** Where each natural major key sits on the circle of fifths (sharps positive, flats negative). */
const NATURAL_FIFTHS: Readonly<Record<Letter, number>> = { C: 0, G: 1, D: 2, A: 3, E: 4, B: 5, F: -1 };

/** A key as written on a part: its tonic's letter and accidental, its mode. */
export interface WrittenKey {
  readonly letter: Letter;
  /** -1 flat, 0 natural, 1 sharp. */
  readonly accidental: -1 | 0 | 1;
  readonly mode: Mode;
  /** Its key signature: sharps as a positive count, flats as a negative one. */
  readonly signature: number;
  /** "E♭", "F♯", "C" (the tonic, as the picker shows a key). */
  readonly label: string;
  /** "E flat", "F sharp", "C": for screen readers. */
  readonly spoken: string;
}

const mod12 = (value: number) => ((value % 12) + 12) % 12;

function written(letter: Letter, accidental: -1 | 0 | 1, mode: Mode): WrittenKey {
  // A sharp adds seven sharps to the signature, a flat seven flats; the minor sits three fifths lower.
  const signature = NATURAL_FIFTHS[letter] + 7 * accidental - (mode === 'minor' ? 3 : 0);
  const mark = accidental === 1 ? '\u266f' : accidental === -1 ? '\u266d' : '';
  const word = accidental === 1 ? ' sharp' : accidental === -1 ? ' flat' : '';
  return { letter, accidental, mode, signature, label: letter + mark, spoken: letter + word };
}

/** Every way to write the key whose tonic is `pitch`, with at most seven sharps or flats. */
function spellings(pitch: number, mode: Mode): WrittenKey[] {
  const found: WrittenKey[] = [];
  for (const letter of LETTERS)
    for (const accidental of [-1, 0, 1] as const)
      if (mod12(NATURAL_PITCH[letter] + accidental) === pitch) {
        const key = written(letter, accidental, mode);
        if (Math.abs(key.signature) <= 7) found.push(key);
      }
  return found;
}

/**
 * The key of `pitch` with the fewest sharps or flats. Where two have as many (six sharps or six flats:
 * F♯ or G♭ major, D♯ or E♭ minor), `preferred`'s spelling when it is one of them, else the one on the
 * side (sharps or flats) of `side`.
 */
function simplest(pitch: number, mode: Mode, preferred: WrittenKey | null, side: number): WrittenKey {
  const all = spellings(pitch, mode);
  const fewest = Math.min(...all.map((key) => Math.abs(key.signature)));
  const best = all.filter((key) => Math.abs(key.signature) === fewest);
  const same = (key: WrittenKey) =>
    preferred !== null && key.letter === preferred.letter && key.accidental === preferred.accidental;
  return (
    best.find(same) ??
    best.find((key) => Math.sign(key.signature) === Math.sign(side)) ??
    (best[0] as WrittenKey)
  );
}

function stored(key: PlayableKey): { letter: Letter; accidental: -1 | 0 | 1 } {
  const [letter, word] = key.split(' ') as [Letter, string | undefined];
  return { letter, accidental: word === 'flat' ? -1 : word === 'sharp' ? 1 : 0 };
}

/**
 * The key a player of `instrument` reads for a tune in concert `key` and `mode`. The concert key is
 * first spelled for its mode (a tune stored in D♭ that is minor is C♯ minor), then moved up the
 * instrument's interval by letter name, and spelled again where that gives more sharps or flats than
 * the same sound needs.
 */
export function transposeKey(key: PlayableKey, instrument: Instrument, mode: Mode = 'major'): WrittenKey {
  const tonic = stored(key);
  const pitch = mod12(NATURAL_PITCH[tonic.letter] + tonic.accidental);
  const concert = simplest(pitch, mode, written(tonic.letter, tonic.accidental, mode), tonic.accidental);
  const info = INSTRUMENTS.find((candidate) => candidate.id === instrument) ?? INSTRUMENTS[0];
  if (!info || info.semitones === 0) return concert;
  const letter = LETTERS[(LETTERS.indexOf(concert.letter) + info.steps) % 7] as Letter;
  const target = mod12(pitch + info.semitones);
  const offset = mod12(target - NATURAL_PITCH[letter]);
  const accidental = offset === 0 ? 0 : offset === 1 ? 1 : offset === 11 ? -1 : null;
  const byLetter = accidental === null ? null : written(letter, accidental, mode);
  return simplest(target, mode, byLetter, concert.signature);
}
