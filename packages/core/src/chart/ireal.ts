// iReal Pro's chart string (a song's "music" field in an irealb:// link), read into a Chart; written back
// by chart/ireal-write.ts, the scramble and the marks they share in chart/ireal-format.ts. The format is
// iReal Pro's, described publicly; this code is ours.
//
// The string starts with a marker, then comes scrambled in blocks of 50 characters (unscrambleIReal), and
// three shorthands stand for common runs ("Kcl" is "| x", "LZ" is " |", "XyQ" three spaces). What is left
// is a row of cells, 16 to a line: a chord, "x" (repeat the bar), "r" (repeat two bars), "n" (N.C.), "p"
// (a slash) or "W/C" (the chord before, over C) fills a cell, each space is an empty cell, a comma
// separates without a cell; barlines, marks (*A, T44, N1, S, Q, f) and staff text (<...>) sit between.
//
// How the reader maps that onto the model (chart/model.ts), where iReal says more or less than it:
// - Timing: a chord lasts until the next one, cell by cell. A bar's chords become the fewest even slots
//   that keep every chord on its cell: "C7 _ F7 _" is [C7, F7]; "C7 _ _ F7" is [C7, /, /, F7] (the
//   model's slash is "the chord before goes on"); "p" is always a slash.
// - "x" is a bar repeat; "r" makes its bar a two-bar repeat and the bar after it its second, empty bar.
// - "W/C" (an invisible root) sounds the chord before over C: it becomes that chord with bass C. A bare
//   "W" is a slash.
// - A chord in brackets is an alternate over the cell before it: right after a chord ("C7(Db7)") it is
//   that chord's alternate, after "n" or "p" theirs; after a space ("C7  (Bo7)") it stands over that
//   empty cell, which becomes a slash carrying it (the alternate line has its own rhythm). Over a repeat
//   sign's bar (" (G-7)x (C7) ") the alternates become the bar's slots, slashes carrying them (the
//   sign's own cell is no beat). An alternate that is not a chord ("(C*7us*)" in Crosscurrent), with no
//   cell before it or over a cell that has one is left out: the chart still reads.
// - Staff text: "D.C. al Coda" and the other jumps of the model become `jump`, "Fine" `fine`, the rest
//   `text` (several in one bar joined by " / "); iReal's vertical position ("*74") and spacing go.
// - The coda sign Q is both iReal's "To Coda" and its coda. The rule, read from every Q of the real
//   playlists (Jazz 1460, Pop 400, Blues, Country, Dixieland): a Q in a bar after something of it (a
//   chord, a repeat sign, or empty cells of a bar that has begun: "| r|   Q }" in Un Poco Loco) is "To
//   Coda" at that bar's end (`toCoda`; 358 of the 743 Qs). A Q at a bar's start (or between bars, before
//   the next) is the coda (`coda`) when it is the chart's last one at a bar's start (383). An earlier
//   one (2, in Pop 400: "|QE-   }" in Eleanor Rigby, "]Q    [*B" in As) is "To Coda" at the end of the
//   bar before (on the first bar, it stays a coda sign). A segno or fermata stays on the bar it is in.
// - Marks between bars (after one bar's closing barline, before the next) go on the next bar; empty cells
//   there only lay out the rows and are not bars. Marks after the last bar go on the last bar.
// - The first bar always carries the time (4/4 when iReal gives none); a time equal to the one before
//   is not a change and is dropped. "N0" (an ending without a number), small/large chords (s, l),
//   vertical space (Y) and the end mark (U) only change the drawing and are dropped.
import { parseChord } from './chord.js';
import { expandShorthands, IREAL_SECTIONS, IREAL_TIMES, unscrambleIReal } from './ireal-format.js';
import {
  type Bar,
  type BarEnd,
  type BarMarks,
  type Chart,
  type Chord,
  FOUR_FOUR,
  type Jump,
  type Slot,
  type TimeSignature,
} from './model.js';

export { IREAL_MUSIC_MARKER, scrambleIReal, unscrambleIReal } from './ireal-format.js';
export { iRealChartMusic, iRealChartText } from './ireal-write.js';

const JUMP_TEXT = /^(D\.[CS]\.)(?: al (Coda|Fine))?$/i;

/** A staff text as the model keeps it: a jump, Fine, words, or nothing. */
function staffText(raw: string): { jump: Jump } | { fine: true } | { text: string } | null {
  const text = raw
    .replace(/^\*\d\d/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return null;
  if (/^fine$/i.test(text)) return { fine: true };
  const jump = JUMP_TEXT.exec(text);
  if (jump) {
    const where = jump[2] ? ` al ${jump[2][0]!.toUpperCase()}${jump[2].slice(1).toLowerCase()}` : '';
    return { jump: `${jump[1]!.toUpperCase()}${where}` as Jump };
  }
  return { text };
}

/**
 * A bar while it is read: its cells (null is an empty cell), its marks and its words. A Q at the bar's
 * start is `coda`: the coda, or a "To Coda" at the end of the bar before (`readIRealChart` decides).
 */
interface Draft extends BarMarks {
  cells: (Slot | null)[];
  content: boolean;
  texts: string[];
}

const draft = (): Draft => ({ cells: [], content: false, texts: [] });

/**
 * A bar's cells as slots: the fewest even slots that keep every chord on its own cell, the places
 * between filled with slashes. Empty cells after the last chord may only pad the row (a bar is four
 * cells unless it needs more): the reading with fewer slots wins.
 */
function slotsOf(written: readonly (Slot | null)[]): Slot[] {
  // Empty cells before an N.C. only centre it in the bar (" n  "), as they centre a repeat sign.
  const start = written.findIndex((cell) => cell !== null);
  const cells = written[start]?.kind === 'no-chord' ? written.slice(start) : written;
  const filled: number[] = [];
  for (let at = 0; at < cells.length; at += 1) if (cells[at]) filled.push(at);
  if (filled.length === 0) return [];
  if (filled.length === 1 && filled[0] === 0) return [cells[0]!];
  const all = evenSlots(cells, filled);
  const width = Math.max(4, filled[filled.length - 1]! + 1);
  if (width >= cells.length) return all;
  const trimmed = evenSlots(cells.slice(0, width), filled);
  return trimmed.length < all.length ? trimmed : all;
}

function evenSlots(cells: readonly (Slot | null)[], filled: readonly number[]): Slot[] {
  for (let count = filled.length; count < cells.length; count += 1) {
    const step = cells.length / count;
    if (Number.isInteger(step) && filled.every((at) => at % step === 0))
      return Array.from({ length: count }, (_, i) => cells[i * step] ?? { kind: 'slash' });
  }
  return cells.map((cell) => cell ?? { kind: 'slash' });
}

// A chord: root (or W), then a quality in iReal's letters or a custom one between asterisks, then a bass.
const CHORD = /(?:[A-G][b#]?|W)(?:\*[^*]*\*|(?:[0-9^\-+ohb#]|sus|add|alt)*)(?:\/[A-G][b#]?)?/y;

/** Reads iReal Pro's chart (the music field, scrambled or plain) into a Chart, or says in words why not. */
export function readIRealChart(music: string): { chart: Chart } | { problem: string } {
  const text = expandShorthands(unscrambleIReal(music));
  const bars: Bar[] = [];
  let bar = draft();
  let time = FOUR_FOUR;
  let secondOfTwo = false;
  // Whether a bar has begun: after an opening barline, or a bar closed by a single one.
  let opened = false;
  let lastChord: Chord | null = null;
  const where = () => `in bar ${bars.length + 1}`;
  let at = 0;
  const mark = (size: number) => `'${text.slice(at, at + size)}' ${where()}`;

  const close = (end: BarEnd) => {
    // Empty cells make an empty bar (the chord goes on) only where a bar has begun; elsewhere ("} |N2",
    // "C7 ||" at a row's end) they lay out the row, and the marks wait for the next bar.
    if (!bar.content && !secondOfTwo && !(opened && bar.cells.length > 0)) {
      bar.cells = [];
      opened = false;
      return;
    }
    const read = finish(bar, end, bars.length === 0, time);
    secondOfTwo = read.repeat === 'two-bars';
    opened = end === 'single';
    bars.push(read);
    time = read.time ?? time;
    bar = draft();
  };

  while (at < text.length) {
    const char = text[at]!;
    let size = 1;
    if (char === ' ') bar.cells.push(null);
    else if (char === ',' || char === 'Y' || char === 'U' || char === 's' || char === 'l') {
      // A separator, or drawing only (vertical space, the end mark, small and large chords).
    } else if (char === '|') close('single');
    else if (char === ']') close('double');
    else if (char === '}') close('repeat');
    else if (char === 'Z') close('final');
    else if (char === '[' || char === '{') {
      if (bar.content) close(char === '[' ? 'double' : 'single');
      bar.cells = [];
      opened = true;
      if (char === '{') bar.repeatStart = true;
    } else if (char === 'x' || char === 'r') {
      // Written among chords ("x F7", a slip for "| x | F7"), the sign is the bar before going on.
      bar.repeat = char === 'x' ? 'bar' : 'two-bars';
      bar.content = true;
      bar.cells.push({ kind: 'slash' });
    } else if (char === 'n' || char === 'p') {
      bar.cells.push(char === 'n' ? { kind: 'no-chord' } : { kind: 'slash' });
      bar.content = true;
    } else if (char === '<') {
      const endAt = text.indexOf('>', at);
      if (endAt < 0) return { problem: `The chart has a text without its closing '>' ${where()}.` };
      size = endAt - at + 1;
      const read = staffText(text.slice(at + 1, endAt));
      if (read && 'jump' in read) bar.jump = read.jump;
      else if (read && 'fine' in read) bar.fine = true;
      else if (read) bar.texts.push(read.text);
    } else if (char === '*') {
      const section = IREAL_SECTIONS[text[at + 1] ?? ''];
      if (!section) return { problem: `The chart has a section mark iReal Pro does not know: ${mark(2)}.` };
      bar.section = section;
      size = 2;
    } else if (char === 'T') {
      const signature = IREAL_TIMES[text.slice(at + 1, at + 3)];
      if (!signature)
        return { problem: `The chart has a time signature iReal Pro does not know: ${mark(3)}.` };
      bar.time = signature;
      size = 3;
    } else if (char === 'N') {
      const ending = text[at + 1] ?? '';
      if (!/^[0-3]$/.test(ending))
        return { problem: `The chart has an ending iReal Pro does not know: ${mark(2)}.` };
      if (ending !== '0') bar.ending = Number(ending) as 1 | 2 | 3;
      size = 2;
    } else if (char === 'S') bar.segno = true;
    else if (char === 'f') bar.fermata = true;
    else if (char === 'Q') {
      // After something of its bar, "To Coda" at its end; at its start, settled when all is read.
      if (bar.content || ((opened || secondOfTwo) && bar.cells.length > 0)) bar.toCoda = true;
      else bar.coda = true;
    } else if (char === '(') {
      const endAt = text.indexOf(')', at);
      if (endAt < 0)
        return { problem: `The chart has an alternate chord without its closing bracket ${where()}.` };
      size = endAt - at + 1;
      // Over the cell before it; an empty cell becomes a slash carrying it (see the top of the file).
      const index = bar.cells.length - 1;
      const last = bar.cells[index];
      const alternate = chordAt(text.slice(at + 1, endAt), lastChord, bars.length + 1);
      if (last !== undefined && !last?.alternate && alternate && !('problem' in alternate))
        bar.cells[index] = { ...(last ?? { kind: 'slash' }), alternate };
    } else {
      CHORD.lastIndex = at;
      const match = CHORD.exec(text);
      if (!match) {
        // A letter starts what was meant as a chord ("H7"); anything else is a stray sign.
        const word = /^[A-Za-z][^\s,|[\]{}()<>]*/.exec(text.slice(at, at + 12))?.[0];
        return {
          problem: word
            ? chordProblem(word, where())
            : `The chart has a sign iReal Pro does not know: '${char}' ${where()}.`,
        };
      }
      size = match[0].length;
      const chord = chordAt(match[0], lastChord, bars.length + 1);
      if (chord && 'problem' in chord) return chord;
      bar.cells.push(chord ? { kind: 'chord', chord } : { kind: 'slash' });
      bar.content = true;
      if (chord) lastChord = chord;
    }
    at += size;
  }
  if (bar.content || secondOfTwo) close('single');
  else if (bars.length > 0) bars[bars.length - 1] = withMarks(bars[bars.length - 1]!, bar);
  if (bars.length === 0) return { problem: 'The chart has no bars.' };
  return { chart: { bars: settleCodas(bars) } };
}

/**
 * The Qs read at a bar's start settled (see the top of the file): the last one is the coda; each one
 * before it is "To Coda" at the end of the bar before (on the first bar, it stays a coda sign).
 */
function settleCodas(bars: Bar[]): Bar[] {
  const codas = bars.flatMap((bar, index) => (bar.coda ? [index] : []));
  for (const index of codas.slice(0, -1)) {
    if (index === 0) continue;
    const { coda: _, ...rest } = bars[index]!;
    bars[index] = rest;
    bars[index - 1] = { ...bars[index - 1]!, toCoda: true };
  }
  return bars;
}

function chordProblem(text: string, where: string): string {
  return `The chart has a chord iReal Pro does not know: '${text}' ${where}.`;
}

// A playlist spells the same few hundred chords tens of thousands of times: each spelling is read once.
const chordsRead = new Map<string, Chord | null>();

function knownChord(text: string): Chord | null {
  let chord = chordsRead.get(text);
  if (chord === undefined) {
    if (chordsRead.size >= 4096) chordsRead.clear();
    chord = parseChord(text);
    chordsRead.set(text, chord);
  }
  return chord;
}

/**
 * A chord as written in the chart (custom qualities between asterisks included), `null` for a bare "W"
 * (a slash), or what is wrong. "W/C" is the chord before over C.
 */
function chordAt(written: string, before: Chord | null, bar: number): Chord | null | { problem: string } {
  const plain = written.replace(/\*/g, '');
  if (!plain.startsWith('W')) return knownChord(plain) ?? { problem: chordProblem(written, `in bar ${bar}`) };
  if (plain === 'W') return null;
  if (before === null)
    return {
      problem: `The chart has '${written}' (the chord before, over another bass) with no chord before it in bar ${bar}.`,
    };
  const read = knownChord(`${before.root}${plain.slice(1)}`);
  if (read === null) return { problem: chordProblem(written, `in bar ${bar}`) };
  const quality = read.quality === '' && plain[1] === '/' ? before.quality : read.quality;
  return read.bass === undefined
    ? { root: before.root, quality }
    : { root: before.root, quality, bass: read.bass };
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** A read bar as the model keeps it (only the fields it has: charts compare by deep equality). */
function finish(draft: Draft, end: BarEnd, first: boolean, time: TimeSignature): Bar {
  const repeat =
    draft.repeat && draft.cells.every((cell) => cell?.kind !== 'chord' && cell?.kind !== 'no-chord');
  // A repeat's bar keeps slots only for the alternates written over it, in their rhythm.
  const alternates = draft.cells.map((cell) => (cell?.kind === 'slash' && cell.alternate ? cell : null));
  const slots = !repeat
    ? slotsOf(draft.cells)
    : alternates.some((cell) => cell !== null)
      ? slotsOf(alternates)
      : [];
  const bar: Writable<Bar> = { slots, end };
  if (repeat) bar.repeat = draft.repeat;
  if (first) bar.time = draft.time ?? FOUR_FOUR;
  else if (draft.time && (draft.time.beats !== time.beats || draft.time.unit !== time.unit))
    bar.time = draft.time;
  return withMarks(bar, draft);
}

/** The bar with the draft's marks added (marks after the last bar go on it). */
function withMarks(read: Bar, draft: Draft): Bar {
  const bar: Writable<Bar> = { ...read };
  if (draft.section) bar.section = draft.section;
  if (draft.repeatStart) bar.repeatStart = true;
  if (draft.ending) bar.ending = draft.ending;
  if (draft.segno) bar.segno = true;
  if (draft.coda) bar.coda = true;
  if (draft.toCoda) bar.toCoda = true;
  if (draft.fermata) bar.fermata = true;
  if (draft.texts.length > 0) bar.text = [...(bar.text ? [bar.text] : []), ...draft.texts].join(' / ');
  if (draft.jump) bar.jump = draft.jump;
  if (draft.fine) bar.fine = true;
  return bar;
}
