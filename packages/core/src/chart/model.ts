// A tune's chart: its changes as a lead sheet writes them. Framework-free data, made by reading iReal Pro
// (chart/ireal.ts) or the text a musician types (chart/text.ts), drawn by react-ui's ChartView, and
// transposed by chart/transpose.ts. Every field is plain data (JSON as it is), so two charts are the same
// chart exactly when they are deeply equal.

/** A chord's root or bass: a letter with at most one accidental, as written ("C", "Bb", "F#"). */
export type NoteName = string;

/**
 * A chord: root, quality and an optional bass. The quality is kept in one canonical spelling whatever
 * the musician typed (see chart/chord.ts): "" major, "-" minor, "-7" minor seventh, "^7" major seventh,
 * "h7" half-diminished, "o7" diminished seventh, "7b9", "7sus", "+" augmented, "6", "69", "7alt"…
 * (iReal Pro's spellings, so an iReal chart reads and writes back unchanged).
 */
export interface Chord {
  readonly root: NoteName;
  readonly quality: string;
  /** The slash bass ("C/E" has bass "E"). */
  readonly bass?: NoteName;
}

/**
 * One place in a bar. Places share the bar's beats evenly unless the chart says otherwise. Any place may
 * carry an alternate chord, drawn small above it: over a chord ("C7 (Db7)"), over a slash, a beat with no
 * new chord (iReal Pro's "C7  (Bo7)": the alternate line has its own rhythm), or over N.C.
 */
export type Slot =
  | { readonly kind: 'chord'; readonly chord: Chord; readonly alternate?: Chord }
  /** N.C.: the band stops. */
  | { readonly kind: 'no-chord'; readonly alternate?: Chord }
  /** A slash: the chord before goes on over this beat. */
  | { readonly kind: 'slash'; readonly alternate?: Chord };

/** 2/4 to 7/4, 2/2, 3/2, 5/8, 6/8, 7/8, 9/8, 12/8. */
export interface TimeSignature {
  readonly beats: number;
  readonly unit: 2 | 4 | 8;
}

/** How a bar ends. "repeat" is a closing repeat sign (go back to the last opening one). */
export type BarEnd = 'single' | 'double' | 'repeat' | 'final';

/** A jump written at a bar's end: Da Capo (to the top) or Dal Segno (to the segno), and where it stops. */
export type Jump = 'D.C.' | 'D.C. al Coda' | 'D.C. al Fine' | 'D.S.' | 'D.S. al Coda' | 'D.S. al Fine';

export const JUMPS: readonly Jump[] = [
  'D.C.',
  'D.C. al Coda',
  'D.C. al Fine',
  'D.S.',
  'D.S. al Coda',
  'D.S. al Fine',
];

export interface Bar {
  /**
   * The chords, in order; empty for an empty bar. A bar that repeats (see `repeat`) holds no chord: its
   * slots, when it has any, are slashes that carry the alternate chords written over the repeat sign
   * (iReal Pro's " (G-7)x (C7) ": G-7 over the first half, C7 over the second).
   */
  readonly slots: readonly Slot[];
  /** `bar`: play the bar before again (𝄎); `two-bars`: play the two bars before again (this bar and the next). */
  readonly repeat?: 'bar' | 'two-bars';
  /** A section starts here: "A", "B", "C", "D", "Intro", "Verse". */
  readonly section?: string;
  /** The time signature changes here (the first bar always carries the chart's). */
  readonly time?: TimeSignature;
  /** An opening repeat sign at the bar's start. */
  readonly repeatStart?: true;
  /** The 1st, 2nd or 3rd ending starts here. */
  readonly ending?: 1 | 2 | 3;
  /** A segno (𝄋) at the bar's start. */
  readonly segno?: true;
  /**
   * A coda sign (𝄌) at the bar's start: the chart's last one is where the coda begins. An earlier one (how
   * charts typed before `toCoda` marked it) is a "to Coda" at this bar's start: after a jump al Coda,
   * playing leaves before this bar (chart/form.ts).
   */
  readonly coda?: true;
  /**
   * "To Coda" (to 𝄌) at the bar's end: after a jump al Coda, on the last time through, playing leaves at
   * the end of this bar for the coda (the chart's last coda sign).
   */
  readonly toCoda?: true;
  /** A fermata over the bar. */
  readonly fermata?: true;
  /** Words over the bar: "3x", "solo on AABA". */
  readonly text?: string;
  /** A jump at the bar's end. */
  readonly jump?: Jump;
  /** Fine: the end, on the last time through. */
  readonly fine?: true;
  readonly end: BarEnd;
}

/**
 * A bar's marks (all but its places, its words and its end), open to change: what a reader (iReal Pro's
 * or the typed text's) fills in while it makes a bar.
 */
export type BarMarks = {
  -readonly [K in Exclude<keyof Bar, 'slots' | 'text' | 'end'>]?: Required<Bar>[K];
};

export interface Chart {
  readonly bars: readonly Bar[];
}

/**
 * The key a chart is written in: its tonic and mode. Stored and exchanged as iReal Pro writes it: "Bb",
 * "F#", "G-" (G minor); see `chartKeyText` / `parseChartKey` in chart/transpose.ts.
 */
export interface ChartKey {
  readonly tonic: NoteName;
  readonly minor: boolean;
}

export const FOUR_FOUR: TimeSignature = { beats: 4, unit: 4 };

/** The time signature of each bar, in order (a change holds until the next). */
export function barTimes(chart: Chart): TimeSignature[] {
  let time = FOUR_FOUR;
  return chart.bars.map((bar) => {
    time = bar.time ?? time;
    return time;
  });
}

/** Every chord of a chart (alternates included, wherever they stand), in order: for counts and tests. */
export function chartChords(chart: Chart): Chord[] {
  const chords: Chord[] = [];
  for (const bar of chart.bars)
    for (const slot of bar.slots) {
      if (slot.kind === 'chord') chords.push(slot.chord);
      if (slot.alternate) chords.push(slot.alternate);
    }
  return chords;
}
