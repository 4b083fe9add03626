// What ChartView draws for each bar, worked out once per chart: the words a screen reader hears, how far
// an ending's bracket reaches, and how wide the bar's symbols are (in ems), so CSS can shrink them to fit.
import {
  type Bar,
  type Chart,
  type Chord,
  chordDisplay,
  chordSpoken,
  type Jump,
  type Slot,
  type TimeSignature,
} from '@tunedeck/core/chart';

/** An ending's bracket over one bar: its label where it starts, its closing hook where it ends. */
export interface EndingMark {
  /** The ending's number, on its first bar. */
  label?: 1 | 2 | 3;
  /** The last bar under the bracket; `closed` draws the hook down at its end (a repeat goes back). */
  last: boolean;
  closed: boolean;
}

export interface BarDrawing {
  bar: Bar;
  /** 1-based, as musicians count bars. */
  number: number;
  /** "bar 1: Section A, start repeat, C minor seven, F seven". */
  spoken: string;
  /** The width of the bar's symbols at a chord size of 1em. */
  fit: number;
  ending?: EndingMark;
  /**
   * The bar's slots stand over a repeat sign: a repeat bar, or the second bar of a two-bar repeat. They
   * are slashes that carry the alternates written over the sign; only the alternates are drawn.
   */
  overSign: boolean;
  /**
   * Alternates are written over this bar's repeat sign, or over the other bar of its two-bar repeat: the
   * bar makes room for a line of them over the sign (the two-bar sign sits low, under them).
   */
  signAlternates: boolean;
  /** Everything drawn, as text: a bar typed again the same (the editor's preview) is not drawn again. */
  signature: string;
}

const NUMBER_WORDS = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

const ORDINALS = ['', 'first', 'second', 'third'];

// Jumps as they are said, not spelled: a screen reader reads "D.S." letter by letter.
const JUMP_WORDS: Record<Jump, string> = {
  'D.C.': 'Da Capo',
  'D.C. al Coda': 'Da Capo al Coda',
  'D.C. al Fine': 'Da Capo al Fine',
  'D.S.': 'Dal Segno',
  'D.S. al Coda': 'Dal Segno al Coda',
  'D.S. al Fine': 'Dal Segno al Fine',
};

function timeWords(time: TimeSignature): string {
  return `${NUMBER_WORDS[time.beats] ?? time.beats} ${NUMBER_WORDS[time.unit] ?? time.unit} time`;
}

// An alternate is said "or" and its chord: after its chord or N.C. in brackets ("C seven (or D flat
// seven)"); over a slash, a beat with no new chord, on its own ("or B diminished seven").
function slotWords(slot: Slot): string | null {
  const or = slot.alternate ? `or ${chordSpoken(slot.alternate)}` : null;
  if (slot.kind === 'slash') return or;
  const said = slot.kind === 'no-chord' ? 'no chord' : chordSpoken(slot.chord);
  return or ? `${said} (${or})` : said;
}

/**
 * Whether `bar`, after `before`, is the second bar of a two-bar repeat: it holds nothing but slashes (the
 * alternates over the sign), or nothing. With a chord or N.C. it is written out (iReal Pro's "%%" on a
 * bar whose second bar has its own chords).
 */
function secondOfTwo(bar: Bar, before: Bar | undefined): boolean {
  return before?.repeat === 'two-bars' && !bar.repeat && bar.slots.every((slot) => slot.kind === 'slash');
}

const hasAlternate = (bar: Bar) => bar.slots.some((slot) => slot.alternate);

/**
 * What a screen reader hears for a bar: its number, what starts there, its chords (slash beats are
 * silent: the chord goes on; their alternates are not), then how it ends. Not every glyph: the words a
 * musician would say.
 */
function spokenBar(bar: Bar, number: number, second: boolean): string {
  const words: string[] = [];
  if (bar.section) words.push(/^[A-Z]$/.test(bar.section) ? `Section ${bar.section}` : bar.section);
  if (bar.time) words.push(timeWords(bar.time));
  if (bar.repeatStart) words.push('start repeat');
  if (bar.ending) words.push(`${ORDINALS[bar.ending]} ending`);
  if (bar.segno) words.push('segno');
  if (bar.coda) words.push('coda');
  if (bar.text) words.push(bar.text);
  if (bar.fermata) words.push('fermata');
  if (bar.repeat === 'bar') words.push('repeat the bar before');
  else if (bar.repeat === 'two-bars') words.push('repeat the two bars before');
  else if (second) words.push('second bar of the repeat');
  for (const slot of bar.slots) {
    const said = slotWords(slot);
    if (said) words.push(said);
  }
  if (bar.toCoda) words.push('to coda');
  if (bar.jump) words.push(JUMP_WORDS[bar.jump]);
  if (bar.fine) words.push('Fine');
  if (bar.end === 'repeat') words.push('end repeat');
  else if (bar.end === 'final') words.push('end');
  return `bar ${number}: ${words.length ? words.join(', ') : 'empty'}`;
}

// Rough advance widths in ems of the chart's bold face: enough to choose a size, not to typeset.
const RAISED = 0.62;
const ALTERNATE = 0.6;

function textEms(text: string): number {
  let ems = 0;
  for (const char of text) {
    if (char === '♭' || char === '♯') ems += 0.5;
    else if (/[A-GNM]/.test(char)) ems += 0.74;
    else if (char === 'Δ' || char === '−' || char === '+') ems += 0.66;
    else if (char === '/' || char === '(' || char === ')' || char === ',' || char === '.') ems += 0.36;
    else ems += 0.58;
  }
  return ems;
}

function chordEms(chord: Chord): number {
  const shown = chordDisplay(chord);
  return (
    textEms(shown.root) +
    textEms(shown.quality) +
    textEms(shown.raised) * RAISED +
    (shown.bass ? 0.4 + textEms(shown.bass) : 0)
  );
}

function slotEms(slot: Slot): number {
  const place = slot.kind === 'slash' ? 0.6 : slot.kind === 'no-chord' ? 1.2 : chordEms(slot.chord);
  return slot.alternate ? Math.max(place, chordEms(slot.alternate) * ALTERNATE) : place;
}

const GAP = 0.45;

/**
 * The alternates over a repeat sign stand at their beats, each slot an even share of the bar; one may
 * run on over the empty shares after it. The bar is as wide as the most crowded of them needs.
 */
function signAlternatesEms(slots: readonly Slot[]): number {
  let ems = 0;
  slots.forEach((slot, index) => {
    if (!slot.alternate) return;
    let next = index + 1;
    while (next < slots.length && !slots[next]?.alternate) next++;
    const width = (chordEms(slot.alternate) + (next < slots.length ? GAP : 0)) * ALTERNATE;
    ems = Math.max(ems, (width * slots.length) / (next - index));
  });
  return ems;
}

function barEms(bar: Bar, overSign: boolean): number {
  if (overSign) return Math.max(1.6, signAlternatesEms(bar.slots));
  const ems = bar.slots.reduce((sum, slot) => sum + slotEms(slot), 0);
  return Math.max(1.6, ems + GAP * Math.max(0, bar.slots.length - 1));
}

/**
 * The endings' brackets: from the bar that starts an ending to the bar that closes the repeat (a hook
 * down at its end), or, for an ending that does not go back, to the next barline that is not single,
 * the next ending or the next section.
 */
function endingMarks(bars: readonly Bar[]): Array<EndingMark | undefined> {
  const marks: Array<EndingMark | undefined> = [];
  let open = false;
  bars.forEach((bar, index) => {
    if (bar.ending) open = true;
    if (!open) {
      marks.push(undefined);
      return;
    }
    const next = bars[index + 1];
    const closed = bar.end === 'repeat';
    const last = bar.end !== 'single' || !next || next.ending !== undefined || next.section !== undefined;
    const mark: EndingMark = { last, closed };
    marks.push(bar.ending ? { label: bar.ending, ...mark } : mark);
    if (last) open = false;
  });
  return marks;
}

/** Every bar of `chart` with what ChartView draws and says for it. */
export function chartDrawing(chart: Chart): BarDrawing[] {
  const { bars } = chart;
  const endings = endingMarks(bars);
  const second = bars.map((bar, index) => secondOfTwo(bar, bars[index - 1]));
  return bars.map((bar, index) => {
    const ending = endings[index];
    const overSign = bar.repeat !== undefined || second[index] === true;
    // The two bars of a two-bar repeat make the same room: its sign stands on the barline between them.
    const signAlternates =
      overSign &&
      (hasAlternate(bar) ||
        (bar.repeat === 'two-bars' && second[index + 1] === true && hasAlternate(bars[index + 1]!)) ||
        (second[index] === true && hasAlternate(bars[index - 1]!)));
    const spoken = spokenBar(bar, index + 1, second[index] === true);
    const drawing: BarDrawing = {
      bar,
      number: index + 1,
      spoken,
      // A little over the estimate: a bar whose chords come out wider than guessed would wrap.
      fit: Math.round(barEms(bar, overSign) * 106) / 100,
      overSign,
      signAlternates,
      signature: JSON.stringify([spoken, bar, ending, signAlternates]),
    };
    return ending ? { ...drawing, ending } : drawing;
  });
}
