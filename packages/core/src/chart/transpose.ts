// A chart moved to another key, and the key each member of a band reads it in. The arithmetic is pitch
// classes mod 12 (twelve names and a subtraction; no music library needed). Spelling: a chord's root or
// bass is named by the side of the target key's signature (a minor key's is its relative major's): keys
// with sharps take C C# D D# E F F# G G# A A# B, keys with flats C Db D Eb E F Gb G Ab A Bb B, and C
// major / A minor C Db D Eb E F F# G Ab A Bb B (what a lead sheet in C writes). Never B#, E#, Cb or Fb.
// Qualities are left as they are. The key itself is spelled by band/transpose.ts (fewest sharps or flats).
import { INSTRUMENTS, type Instrument, type Mode, transposeKey, type WrittenKey } from '../band/transpose.js';
import { PLAYABLE_KEYS, type PlayableKey } from '../model/constants.js';
import type { Chart, ChartKey, Chord, NoteName, Slot } from './model.js';

/** Which names a key's chords take: its signature's side, or C major / A minor's own mix. */
export type KeySide = 'sharps' | 'flats' | 'none';

const NAMES: Readonly<Record<KeySide, readonly NoteName[]>> = {
  sharps: ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'],
  flats: ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'],
  none: ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'],
};

const NATURAL_PITCH: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
/** Where each natural major key sits on the circle of fifths (sharps positive, flats negative). */
const NATURAL_FIFTHS: Readonly<Record<string, number>> = { C: 0, G: 1, D: 2, A: 3, E: 4, B: 5, F: -1 };

const mod12 = (value: number) => ((value % 12) + 12) % 12;

function accidentalOf(note: NoteName): number {
  return note.endsWith('#') ? 1 : note.endsWith('b') ? -1 : 0;
}

/** A note's pitch class (C 0 … B 11), or null for a name that is not a note. */
export function notePitch(note: NoteName): number | null {
  const natural = NATURAL_PITCH[note.charAt(0)];
  if (natural === undefined || !/^[A-G][b#]?$/.test(note)) return null;
  return mod12(natural + accidentalOf(note));
}

/** A key's signature: sharps as a positive count, flats as a negative one (G- is -2). */
function signature(key: ChartKey): number {
  return (NATURAL_FIFTHS[key.tonic.charAt(0)] ?? 0) + 7 * accidentalOf(key.tonic) - (key.minor ? 3 : 0);
}

/** The side a key's chords are spelled on: "sharps" for D or E-, "flats" for Bb or G-, "none" for C, A-. */
export function keySide(key: ChartKey): KeySide {
  const count = signature(key);
  return count > 0 ? 'sharps' : count < 0 ? 'flats' : 'none';
}

/**
 * Reads a chart's key as iReal Pro writes it ("Bb", "F#", "G-"); "Gm", "G−" and ♭/♯ are read too.
 * Null when it is not a key.
 */
export function parseChartKey(text: string): ChartKey | null {
  const match = /^([A-G])([b#\u266d\u266f]?)(-|\u2212|m|min)?$/.exec(text.trim());
  if (!match) return null;
  const accidental = match[2] === '\u266d' ? 'b' : match[2] === '\u266f' ? '#' : (match[2] ?? '');
  return { tonic: `${match[1]}${accidental}`, minor: match[3] !== undefined };
}

/** A chart key as stored and as iReal Pro writes it: "Bb", "F#", "G-". */
export function chartKeyText(key: ChartKey): string {
  return key.tonic + (key.minor ? '-' : '');
}

function fromWritten(key: WrittenKey): ChartKey {
  const accidental = key.accidental === 1 ? '#' : key.accidental === -1 ? 'b' : '';
  return { tonic: key.letter + accidental, minor: key.mode === 'minor' };
}

/** The song key (as a song stores it, "E flat") with the same tonic as a chart key. */
export function playableKeyOf(key: ChartKey): PlayableKey {
  return PLAYABLE_KEYS[notePitch(key.tonic) ?? 0] as PlayableKey;
}

/**
 * The chart key for a song stored in `key` and `mode`, spelled as band/transpose.ts spells it: "D flat"
 * major is "Db", "D flat" minor is "C#-".
 */
export function chartKeyOf(key: PlayableKey, mode: Mode = 'major'): ChartKey {
  return fromWritten(transposeKey(key, 'concert', mode));
}

/**
 * The twelve keys a key chooser offers, for major and for minor, spelled by the fewest sharps or flats
 * (Db and F# major; C#, Eb and G# minor).
 */
export const CHART_KEYS: Readonly<Record<Mode, readonly ChartKey[]>> = {
  major: PLAYABLE_KEYS.map((key) => chartKeyOf(key, 'major')),
  minor: PLAYABLE_KEYS.map((key) => chartKeyOf(key, 'minor')),
};

/**
 * The key a player of `instrument` reads a chart in whose concert key is `concert`: band/transpose.ts's
 * rule (B♭ a major second up, E♭ a major sixth, F a fifth; concert and bass clef as written, respelled
 * only where fewer sharps or flats say the same: "C#" is "Db", while "Gb" and "F#" both stay as asked).
 */
export function writtenChartKey(concert: ChartKey, instrument: Instrument): ChartKey {
  const mode: Mode = concert.minor ? 'minor' : 'major';
  const written = fromWritten(transposeKey(playableKeyOf(concert), instrument, mode));
  const semitones = INSTRUMENTS.find((info) => info.id === instrument)?.semitones ?? 0;
  // At concert pitch a tie (six sharps or six flats) keeps the spelling the chart was written in.
  if (semitones === 0 && Math.abs(signature(concert)) <= Math.abs(signature(written)))
    return { tonic: concert.tonic, minor: concert.minor };
  return written;
}

function moveNote(note: NoteName, semitones: number, side: KeySide): NoteName {
  const pitch = notePitch(note);
  return pitch === null ? note : (NAMES[side][mod12(pitch + semitones)] as NoteName);
}

/** A chord moved by `semitones`, its root and bass spelled on `side`; the quality is unchanged. */
export function transposeChord(chord: Chord, semitones: number, side: KeySide): Chord {
  const root = moveNote(chord.root, semitones, side);
  return chord.bass === undefined
    ? { root, quality: chord.quality }
    : { root, quality: chord.quality, bass: moveNote(chord.bass, semitones, side) };
}

/**
 * The chart moved from key `from` to key `to`: every chord, alternate (over a chord, a slash, N.C. or a
 * repeat sign) and bass, spelled by `to`'s side; nothing else changes. The distance is tonic to tonic
 * (the two keys should share a mode). A chart asked for in the key it is written in comes back as it
 * is, its writer's spellings kept (A#o7 in C stays A#o7, though a move to C would write Bbo7).
 */
export function transposeChart(chart: Chart, from: ChartKey, to: ChartKey): Chart {
  if (chartKeyText(from) === chartKeyText(to)) return chart;
  const semitones = mod12((notePitch(to.tonic) ?? 0) - (notePitch(from.tonic) ?? 0));
  const side = keySide(to);
  const move = (chord: Chord) => transposeChord(chord, semitones, side);
  const moveSlot = (slot: Slot): Slot => {
    const moved = slot.kind === 'chord' ? { ...slot, chord: move(slot.chord) } : slot;
    return slot.alternate === undefined ? moved : { ...moved, alternate: move(slot.alternate) };
  };
  return { ...chart, bars: chart.bars.map((bar) => ({ ...bar, slots: bar.slots.map(moveSlot) })) };
}
