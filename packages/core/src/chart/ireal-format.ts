// What iReal Pro's chart string shares between reading (chart/ireal.ts) and writing (chart/ireal-write.ts):
// the scramble, the shorthands, and the marks for sections and time signatures. The format is iReal Pro's,
// described publicly; this code is ours.
import type { TimeSignature } from './model.js';

/** What starts every irealb:// chart: the sign that the rest is scrambled. */
export const IREAL_MUSIC_MARKER = '1r34LbKcu7';

// Each 50-character block has its characters 0–4 swapped with 49–45 and 10–23 with 39–26: the same swap
// undoes it.
function swapBlocks(text: string): string {
  const chars = text.split('');
  // A block is swapped only when at least two characters follow it: iReal Pro's own files show it (a
  // 251-character chart leaves its fifth block plain).
  for (let at = 0; text.length - at > 51; at += 50) {
    for (let i = 0; i < 24; i += 1) {
      if (i >= 5 && i < 10) continue;
      chars[at + i] = text[at + 49 - i]!;
      chars[at + 49 - i] = text[at + i]!;
    }
  }
  return chars.join('');
}

/**
 * The chart text inside iReal Pro's music field: the marker taken off and the blocks unscrambled. Music
 * without the marker (irealbook:// links) is plain already and comes back as it is.
 */
export function unscrambleIReal(music: string): string {
  return music.startsWith(IREAL_MUSIC_MARKER) ? swapBlocks(music.slice(IREAL_MUSIC_MARKER.length)) : music;
}

/** The music field iReal Pro reads for a chart text: the marker, then the blocks scrambled. */
export function scrambleIReal(text: string): string {
  return IREAL_MUSIC_MARKER + swapBlocks(text);
}

/** iReal's shorthands ("Kcl" is "| x", "LZ" is " |", "XyQ" three spaces), expanded in its order. */
export function expandShorthands(text: string): string {
  return text.replace(/Kcl/g, '| x').replace(/LZ/g, ' |').replace(/XyQ/g, '   ');
}

/** The shorthands put back where they fit (the reverse of `expandShorthands`). */
export function useShorthands(text: string): string {
  return text.replace(/\| x/g, 'Kcl').replace(/ {3}/g, 'XyQ').replace(/ \|/g, 'LZ');
}

/** iReal's section marks; the model's sections A–D, Intro and Verse. */
export const IREAL_SECTIONS: Readonly<Record<string, string>> = {
  A: 'A',
  B: 'B',
  C: 'C',
  D: 'D',
  i: 'Intro',
  V: 'Verse',
  v: 'Verse',
};

/** iReal's time marks ("T44", "T12" is 12/8). */
export const IREAL_TIMES: Readonly<Record<string, TimeSignature>> = {
  '22': { beats: 2, unit: 2 },
  '32': { beats: 3, unit: 2 },
  '24': { beats: 2, unit: 4 },
  '34': { beats: 3, unit: 4 },
  '44': { beats: 4, unit: 4 },
  '54': { beats: 5, unit: 4 },
  '64': { beats: 6, unit: 4 },
  '74': { beats: 7, unit: 4 },
  '58': { beats: 5, unit: 8 },
  '68': { beats: 6, unit: 8 },
  '78': { beats: 7, unit: 8 },
  '98': { beats: 9, unit: 8 },
  '12': { beats: 12, unit: 8 },
};
