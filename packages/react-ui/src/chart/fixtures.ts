// Charts for the chart stories and tests, written out as core's model holds them, so they do not wait on
// (or test) the chart text's parser: a long chart with every construct, and a small one for each.
import type { Bar, Chart, Chord, Slot } from '@tunedeck/core/chart';

/** A chord written as its canonical text's parts: "Bb^7", "C-7/Bb", "F#h7" (fixtures only). */
export function chord(text: string): Chord {
  const [, root, quality, bass] = /^([A-G][b#]?)(.*?)(?:\/([A-G][b#]?))?$/.exec(text)!;
  return bass ? { root: root!, quality: quality!, bass } : { root: root!, quality: quality! };
}

/**
 * One place of a bar: "C-7", "/" (a slash beat) or "N.C.", each with an alternate in brackets if it has
 * one: "Bb^7(G-7)", "/(Bo7)", "N.C.(G7)".
 */
function slot(text: string): Slot {
  const [, place, alternate] = /^(.*?)(?:\((.*)\))?$/.exec(text)!;
  const base: Slot =
    place === '/'
      ? { kind: 'slash' }
      : place === 'N.C.'
        ? { kind: 'no-chord' }
        : { kind: 'chord', chord: chord(place!) };
  return alternate ? { ...base, alternate: chord(alternate) } : base;
}

type BarMarks = Omit<Bar, 'slots' | 'end'> & { end?: Bar['end'] };

/**
 * A bar of space-separated places ("C-7 F7"), a single barline unless told. "%" repeats the bar before,
 * "%%" the two before; slashes after them carry the alternates over the sign: "% /(G-7) /(C7)".
 */
export function bar(places: string, marks: BarMarks = {}): Bar {
  const { end = 'single', ...rest } = marks;
  const [first, ...others] = places ? places.split(' ') : [];
  if (first === '%' || first === '%%')
    return { slots: others.map(slot), repeat: first === '%' ? 'bar' : 'two-bars', ...rest, end };
  return { slots: places ? places.split(' ').map(slot) : [], ...rest, end };
}

const FOUR = { beats: 4, unit: 4 } as const;
const THREE = { beats: 3, unit: 4 } as const;

/**
 * 40 bars in G minor with everything a lead sheet has: an A section repeated with 1st and 2nd endings
 * and "3x", alternates, a one-bar repeat, a B section with the "to Coda" sign and D.S. al Coda, a 3/4
 * section, slash chords and slash beats, N.C., the two-bar repeat and a coda ending on a fermata.
 */
export const LONG_CHART: Chart = {
  bars: [
    bar('C-7 F7', { section: 'A', time: FOUR, repeatStart: true, segno: true }),
    bar('Bb^7'),
    bar('Eb^7'),
    bar('Ah7 D7b9'),
    bar('G-6(G-^7)'),
    bar('%'),
    bar('Ah7', { ending: 1 }),
    bar('D7b9 / / G-7', { end: 'repeat', text: '3x' }),
    bar('Ah7 D7alt', { ending: 2 }),
    bar('G-6', { end: 'double' }),
    bar('Ah7', { section: 'B' }),
    bar('D7b9'),
    bar('G-6'),
    bar('%'),
    bar('C-7 F7'),
    bar('Bb^7'),
    bar('Eb^7', { coda: true }),
    bar('Ah7 D7b9', { end: 'double', jump: 'D.S. al Coda' }),
    bar('Bb^7', { section: 'C', time: THREE }),
    bar('Eb69'),
    bar('Ah7'),
    bar('D7#9#5'),
    bar('G-'),
    bar('G-/F'),
    bar('Eb^7#11'),
    bar('D7sus D7', { end: 'double' }),
    bar('G-6', { section: 'D', time: FOUR, coda: true }),
    bar('N.C.'),
    bar('Bb7#9#5/Ab'),
    bar('A7b13 / D7 /'),
    bar('%%'),
    bar(''),
    bar('C-11 F13sus'),
    bar('Bb^7/D Db^9'),
    bar('C-9'),
    bar('F7b9b13', { text: 'rit.' }),
    bar('Bb^7 Bo7'),
    bar('C-7/Bb F7/A'),
    bar('D7alt'),
    bar('G-^7', { fermata: true, end: 'final' }),
  ],
};

/** The long chart's first 32 bars twice: the 64-bar chart the bench draws. */
export const SIXTY_FOUR_BARS: Chart = {
  bars: [...LONG_CHART.bars.slice(0, 32), ...LONG_CHART.bars.slice(0, 31), bar('G-6', { end: 'final' })],
};

/** AABA, eight bars a section, each section's letter boxed on a new row. */
export const SECTIONS_CHART: Chart = {
  bars: [
    ...['A', 'A', 'B', 'A'].flatMap((section, index) => [
      bar(index === 2 ? 'F#-7' : 'C^7', { section, ...(index === 0 ? { time: FOUR } : {}) }),
      bar('A-7'),
      bar('D-7'),
      bar('G7'),
      bar('E-7'),
      bar('A7'),
      bar('D-7 G7'),
      bar(index === 2 ? 'G7' : 'C^7', { end: index === 3 ? 'final' : 'double' }),
    ]),
  ],
};

/** A 3/4 waltz, a 6/8 bar of two places, and 5/4 then back to 4/4: time drawn where it changes. */
export const TIMES_CHART: Chart = {
  bars: [
    bar('F^7', { section: 'A', time: THREE }),
    bar('E-7 A7'),
    bar('D-7'),
    bar('G7', { end: 'double' }),
    bar('C-7 F7', { section: 'B', time: { beats: 6, unit: 8 } }),
    bar('Bb^7'),
    bar('E-7 A7', { time: { beats: 5, unit: 4 } }),
    bar('D-7', { time: FOUR, end: 'final' }),
  ],
};

/** One bar for every kind of chord symbol: triads, sevenths, extensions, alterations, sus, slash. */
export const CHORD_KINDS_CHART: Chart = {
  bars: [
    ['C', 'C-', 'C+', 'Co'],
    ['C6', 'C-6', 'C69', 'C2'],
    ['C7', 'C-7', 'C^7', 'C-^7'],
    ['Ch7', 'Co7', 'C7sus', 'Csus'],
    ['C9', 'C-9', 'C^9', 'C11'],
    ['C13', 'C-11', 'C^7#11', 'C^7#5'],
    ['C7b9', 'C7#9', 'C7#11', 'C7b13'],
    ['C7alt', 'C7#9#5', 'C13#11', 'C7b9sus'],
    ['Bb^7', 'F#-7', 'Ebh7', 'Abo7'],
    ['C/E', 'F#h7/C', 'Db^7/F', 'Bb7#9#5/Ab'],
  ].map((row, index) => bar(row.join(' '), index === 0 ? { time: FOUR } : {})),
};

/**
 * Alternate chords drawn small above the chords they may replace, above a slash (a beat with no new
 * chord) and above N.C.
 */
export const ALTERNATES_CHART: Chart = {
  bars: [
    bar('C^7(E-7)', { time: FOUR }),
    bar('A-7(Eb7) D7(Ab7)'),
    bar('D-7 G7(Db7)'),
    bar('C^7(Bb^7)', { end: 'double' }),
    bar('F^7 / /(Bo7) /'),
    bar('E-7 A7'),
    bar('N.C.(D-7) / G7 /'),
    bar('C6', { end: 'final' }),
  ],
};

/** N.C. (the band stops), slash beats and slash chords. */
export const NO_CHORD_AND_SLASHES_CHART: Chart = {
  bars: [
    bar('N.C.', { time: FOUR }),
    bar('C7 / / /'),
    bar('F7 / Bb7 /'),
    bar('N.C. / C/E /'),
    bar('F/A'),
    bar('Fo7/Ab'),
    bar('C/G A7/C#'),
    bar('D-7/G C', { end: 'final' }),
  ],
};

/**
 * % repeats the bar before, %% the two before (drawn across its two bars); alternates written over
 * them at their beats.
 */
export const REPEAT_SIGNS_CHART: Chart = {
  bars: [
    bar('C^7', { time: FOUR }),
    bar('%'),
    bar('% /(E-7) /(A7)'),
    bar('D-7 G7'),
    bar('E-7'),
    bar('A7'),
    bar('%% /(F^7)'),
    bar('/(D-7) /(G7)', { end: 'final' }),
  ],
};

/** A repeat with three endings: played three times, each time a different way out. */
export const ENDINGS_CHART: Chart = {
  bars: [
    bar('F^7', { section: 'A', time: FOUR, repeatStart: true }),
    bar('G-7 C7'),
    bar('A-7 D7', { ending: 1 }),
    bar('G-7 C7', { end: 'repeat' }),
    bar('A-7 Ab7', { ending: 2 }),
    bar('G-7 C7', { end: 'repeat', text: 'solo on AABA' }),
    bar('F^7', { ending: 3 }),
    bar('F6', { end: 'final' }),
  ],
};

/** A plain repeat: start and end signs, a repeat ending a row and the next row starting one. */
export const REPEATS_CHART: Chart = {
  bars: [
    bar('D-7', { time: FOUR, repeatStart: true }),
    bar('G7'),
    bar('C^7'),
    bar('%', { end: 'repeat' }),
    bar('D-7', { repeatStart: true }),
    bar('G7'),
    bar('C^7'),
    bar('C6', { end: 'repeat', text: '4x' }),
  ],
};

/** Segno, "To Coda" at a bar's end, D.S. al Coda, and the coda. */
export const SEGNO_CODA_CHART: Chart = {
  bars: [
    bar('C^7', { section: 'Intro', time: FOUR }),
    bar('A-7 D7', { end: 'double' }),
    bar('G^7', { section: 'A', segno: true }),
    bar('E-7', { toCoda: true }),
    bar('A-7'),
    bar('D7', { end: 'double', jump: 'D.S. al Coda' }),
    bar('A-7 D7', { coda: true }),
    bar('G^7', { fermata: true, end: 'final' }),
  ],
};

/**
 * Every jump: D.C., D.S., each al Coda and al Fine, with Fine where the tune ends, and "To Coda" with a
 * jump right before the coda.
 */
export const JUMPS_CHART: Chart = {
  bars: [
    bar('C^7', { time: FOUR, segno: true }),
    bar('G7', { fine: true, end: 'double' }),
    bar('F^7'),
    bar('G7', { end: 'double', jump: 'D.C. al Fine' }),
    bar('C^7'),
    bar('G7', { end: 'double', jump: 'D.S. al Fine' }),
    bar('C^7'),
    bar('G7', { end: 'double', toCoda: true, jump: 'D.C. al Coda' }),
    bar('C^7', { coda: true }),
    bar('G7', { end: 'double', jump: 'D.C.' }),
    bar('C^7'),
    bar('G7', { end: 'final', jump: 'D.S.' }),
  ],
};

/** Fermatas and words over the bar. */
export const FERMATA_AND_TEXT_CHART: Chart = {
  bars: [
    bar('C^7', { time: FOUR, text: 'Ballad' }),
    bar('A-7', { text: 'solo on AABA' }),
    bar('D-7 G7', { fermata: true }),
    bar('C6', { fermata: true, text: 'rit.', end: 'final' }),
  ],
};

/** Autumn Leaves' A and B sections as a musician types them on a phone. */
export const TYPED_CHART = `[A] { Cm7 F7 | Bbmaj7 | Ebmaj7 | Am7b5 D7(b9) |
Gm6 | % | N1 Am7b5 | D7b9 "3x" }
N2 Am7b5 D7alt | Gm6 ||
[B] Am7b5 | D7b9 | Gm6 | % |
Cm7 F7 | Bbmaj7 | Ebmaj7 | Am7b5 D7b9 |]`;

/** The same with a mistake in bar 9: "H7" is not a chord. */
export const TYPED_CHART_WITH_MISTAKE = TYPED_CHART.replace('N2 Am7b5', 'N2 H7');
