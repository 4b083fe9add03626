// A chart as a musician types it on a phone, and the one way Tunedeck writes a chart back (the stored form,
// `chartText`). Reading never throws and never drops what it can read: a mistake is reported with the bar
// it is in ("Bar 9: 'H7' is not a chord") and the chart keeps every other bar, so the preview stays useful
// while the musician types. The docs page ("Typing a chart") tells musicians the same as this comment.
//
// The form, token by token (spaces and line breaks separate tokens; commas and semicolons count as spaces;
// keywords are read in any case):
//   C-7  Bb^7  F7b9  C/E  Cm7  BbΔ7  C7(b9)   a chord, as musicians write it (chart/chord.ts reads it)
//   C7 (Bb7)  or  C7(Bb7)                     an alternate chord: a chord in parentheses after a chord, a
//                                             slash or N.C. ("/ (Bo7)": over a beat with no new chord).
//                                             "(b9)", "(#11)", "(b13)", "(add9)", "(alt)", "(sus4)" after a
//                                             chord extend it instead, spaced or not: "C7 (b9)" is C7b9
//   /   N.C.                                  a slash (the chord goes on for a beat), no chord
//   %   %%                                    repeat the last bar; repeat the last two bars. "%%" fills two
//                                             bars: the one it is typed in and an empty one after it.
//                                             Slashes after it carry alternates over the repeat sign in
//                                             their rhythm: "% / (G-7) / (C7)" (a chord there is a mistake)
//   _                                         an empty bar
//   |  ||  |]                                 barline, double barline, final barline
//   {  }                                      repeat from here; back to the repeat's start ("|:" and ":|" too)
//   [A]  [Intro]  [Verse]                     a section starts
//   3/4  6/8  12/8                            the time from here on: 2/4 to 7/4, 2/2, 3/2, 5/8, 6/8, 7/8,
//                                             9/8, 12/8 (a chart starts in 4/4 unless it says otherwise)
//   N1  N2  N3                                1st, 2nd, 3rd ending
//   Segno  Coda  Fermata  "3x"                signs and words over the bar (words in double quotes); "Coda"
//                                             is where the coda starts (the chart's last one)
//   To Coda  Fine  D.C.  D.C. al Coda  D.C. al Fine  D.S.  D.S. al Coda  D.S. al Fine    at the bar's end
// A line that ends without a barline ends its bar. A barline right after a barline, at a line's start or
// after a section mark opens nothing: "[A] | C | F |" is two bars. "||", "}" or "|]" typed where a bar
// has not started yet go to the bar before ("C | }" is "C }"). Signs of a bar's start typed after its
// chords start the next bar ("C Coda F" is "C | Coda F"); "To Coda", "Fine" and the jumps typed after a
// barline go to the bar before it. A "Coda" before the chart's last one is kept as typed: charts typed
// before "To Coda" marked the way out so, and chart/form.ts plays it so. Pasted iReal Pro shorthand is
// read where it is cheap: x (%), p (/), n (N.C.), Z (|]), *A (section), T34 (time), S (Segno), Q (Coda),
// <3x> (words). Two words in quotes in one bar join with a space; inside quotes, \" is a quote and \\ a
// backslash.
//
// Mistakes, each named with its bar: a word that is neither a chord nor a sign, a time not in the list
// above, an alternate with no chord, slash or N.C. before it or a second one, an unclosed quote or
// bracket, two sections, times, endings or jumps on one bar (the second counts), "%" in a bar with
// chords or N.C., and more than `LIMITS.chartBars` bars or `LIMITS.chartBytes` bytes (bar 0). Everything
// else reads: a "}" with no "{" and an ending out of turn are music (chart/form.ts says how they play).
//
// The written form: one bar after another, four bars a line and a new line at every section, each bar as
// [section] Segno Coda { N1 3/4 Fermata "words" chords To Coda Fine jump barline, each alternate after its
// place ("/ (Bo7)"). "%%_" is the two-bar sign on a bar whose second bar is written out (only charts read
// from elsewhere have it). A chart's first bar always carries its time (the model's rule); 4/4 there is
// not written.
import { LIMITS } from '../model/constants.js';
import { formatCount } from '../text/count.js';
import { chordText, parseChord } from './chord.js';
import {
  type Bar,
  type BarEnd,
  type BarMarks,
  type Chart,
  FOUR_FOUR,
  type Jump,
  type Slot,
  type TimeSignature,
} from './model.js';
import { type Token, tokenize } from './text-tokens.js';

export { chartText } from './text-write.js';

/** A mistake in a chart's text, in words: `bar` is 1-based, 0 for the chart as a whole. */
export interface ChartError {
  readonly bar: number;
  /** "Bar 9: 'H7' is not a chord"; without "Bar" when `bar` is 0. */
  readonly message: string;
}

export interface ReadChart {
  /** Every bar that could be read, mistakes left out. */
  readonly chart: Chart;
  readonly errors: ChartError[];
}

/** The time signatures a chart may have, as typed. */
export const CHART_TIMES: readonly string[] = [
  '2/4',
  '3/4',
  '4/4',
  '5/4',
  '6/4',
  '7/4',
  '2/2',
  '3/2',
  '5/8',
  '6/8',
  '7/8',
  '9/8',
  '12/8',
];

/** A bar being read: the model's bar, open to change, with what the text said about its content. */
interface Draft extends BarMarks {
  slots: Slot[];
  text?: string;
  end: BarEnd;
  /** "_": written empty on purpose. */
  blank?: true;
  /** The second bar of "%%", which takes the signs typed after it. */
  half?: Draft;
  /** The last chord as typed, so "C7 (b9)" can extend it. */
  typed?: string;
}

const newDraft = (): Draft => ({ slots: [], end: 'single' });
const hasContent = (d: Draft) => d.slots.length > 0 || d.repeat !== undefined || d.blank === true;
const hasStart = (d: Draft) =>
  d.section !== undefined ||
  d.time !== undefined ||
  d.repeatStart !== undefined ||
  d.ending !== undefined ||
  d.segno !== undefined ||
  d.coda !== undefined;
const hasAny = (d: Draft) =>
  hasContent(d) ||
  hasStart(d) ||
  d.fermata !== undefined ||
  d.text !== undefined ||
  d.jump !== undefined ||
  !!d.fine ||
  !!d.toCoda;

function toBar(d: Draft): Bar {
  const bar: { -readonly [K in keyof Bar]: Bar[K] } = { slots: d.slots, end: d.end };
  if (d.repeat) bar.repeat = d.repeat;
  if (d.section !== undefined) bar.section = d.section;
  if (d.time) bar.time = d.time;
  if (d.repeatStart) bar.repeatStart = true;
  if (d.ending) bar.ending = d.ending;
  if (d.segno) bar.segno = true;
  if (d.coda) bar.coda = true;
  if (d.toCoda) bar.toCoda = true;
  if (d.fermata) bar.fermata = true;
  if (d.text !== undefined) bar.text = d.text;
  if (d.jump) bar.jump = d.jump;
  if (d.fine) bar.fine = true;
  return bar;
}

const IREAL_SECTIONS: Readonly<Record<string, string>> = { i: 'Intro', v: 'Verse' };

/** A slash as typed ("/", or iReal Pro's "p"); N.C. as typed ("N.C.", "NC", "n.c.", iReal's "n"). */
const isSlash = (word: string) => word === '/' || word === 'p';
const isNoChord = (word: string) => /^n\.?c\.?$/i.test(word) || word === 'n';

/** A chord as typed, forgiving a lowercase root ("c-7" on a phone). */
function readChord(text: string) {
  return (
    parseChord(text) ?? (/^[a-g]/.test(text) ? parseChord(text[0]?.toUpperCase() + text.slice(1)) : null)
  );
}

/** A time signature as typed ("3/4", or iReal Pro's "T34"), `undefined` when the word is not one. */
function readTime(word: string): TimeSignature | null | undefined {
  const typed = /^(\d{1,2})\/(\d{1,2})$/.exec(word);
  const ireal = /^T(\d)(\d)$/.exec(word);
  if (!typed && !ireal) return undefined;
  const [beats, unit] = typed
    ? [Number(typed[1]), Number(typed[2])]
    : word === 'T12'
      ? [12, 8]
      : [Number(ireal?.[1]), Number(ireal?.[2])];
  return CHART_TIMES.includes(`${beats}/${unit}`) ? { beats, unit: unit as 2 | 4 | 8 } : null;
}

/**
 * Reads a chart as typed (the form is described at the top of this file and on the docs page). Never
 * throws: what cannot be read is left out and named in `errors`, with its bar. Over `LIMITS.chartBars`
 * bars or `LIMITS.chartBytes` bytes is an error too, and the chart still holds every bar.
 */
export function parseChartText(text: string): ReadChart {
  const tokens = tokenize(text);
  const bars: Draft[] = [];
  const errors: ChartError[] = [];
  let draft = newDraft();

  const numberOf = (d: Draft) =>
    d === draft ? bars.length + 1 : d === draft.half ? bars.length + 2 : bars.lastIndexOf(d) + 1;
  const report = (message: string, d: Draft = draft) => {
    const bar = numberOf(d);
    errors.push({ bar, message: `Bar ${bar}: ${message}` });
  };
  const close = (end: BarEnd) => {
    if (hasContent(draft)) {
      // "%%" ends its second bar; its first ends with a plain barline.
      bars.push(draft);
      if (draft.half) bars.push(draft.half);
      (draft.half ?? draft).end = end;
      draft = newDraft();
      return;
    }
    // A barline before anything of the bar opens it; any other sign there ends the bar before.
    const before = bars[bars.length - 1];
    if (end !== 'single' && before?.end === 'single') before.end = end;
  };
  /** The bar a sign of a bar's start goes to: after chords, the next one. */
  const starting = () => {
    if (hasContent(draft)) close('single');
    return draft;
  };
  const once = <K extends 'section' | 'time' | 'ending' | 'jump'>(
    d: Draft,
    key: K,
    value: NonNullable<Draft[K]>,
    shown: (v: NonNullable<Draft[K]>) => string,
  ) => {
    const held = d[key];
    if (held !== undefined && JSON.stringify(held) !== JSON.stringify(value))
      report(
        `${shown(held as NonNullable<Draft[K]>)} and ${shown(value)} are on one bar; the second counts`,
        d,
      );
    d[key] = value;
  };
  /** The bar a sign over the bar goes to: the second bar of "%%" after it. */
  const over = () => draft.half ?? draft;
  /** The bar a sign of a bar's end goes to: typed after a barline, the bar before it. */
  const ending = () => {
    if (draft.half) return draft.half;
    const before = bars[bars.length - 1];
    return hasAny(draft) || !before ? draft : before;
  };
  const addWords = (d: Draft, words: string) => {
    if (words !== '') d.text = d.text === undefined ? words : `${d.text} ${words}`;
  };
  // A repeat's bar holds slashes only (they carry the alternates written over the sign).
  const addSlot = (slot: Slot, typed?: string) => {
    if (draft.repeat && slot.kind !== 'slash')
      report(`'${draft.repeat === 'bar' ? '%' : '%%'}' fills a bar on its own; this one has chords too`);
    draft.slots.push(slot);
    draft.typed = typed;
  };
  const repeatBar = (repeat: 'bar' | 'two-bars', word: string, second: boolean) => {
    if (draft.slots.some((slot) => slot.kind !== 'slash'))
      report(`'${word}' fills a bar on its own; this one has chords too`);
    draft.repeat = repeat;
    if (second) draft.half ??= newDraft();
    draft.typed = undefined;
  };
  const alternateOrExtension = (word: string) => {
    const last = draft.slots[draft.slots.length - 1];
    const inner = word.slice(1, -1).trim();
    if (!last) return report(`'${word}' must follow a chord, a slash or N.C.`);
    if (!/^[A-G]/.test(inner)) {
      if (last.kind !== 'chord') return report(`'${word}' must follow a chord`);
      if (draft.typed === undefined) return report(`'${word}' is not a chord`);
      const typed = `${draft.typed}${word}`;
      const chord = readChord(typed);
      if (!chord) return report(`'${typed}' is not a chord`);
      draft.slots[draft.slots.length - 1] = { ...last, chord };
      draft.typed = typed;
      return;
    }
    const alternate = parseChord(inner);
    if (!alternate) return report(`'${inner}' is not a chord`);
    if (last.alternate) {
      const shown = last.kind === 'chord' ? chordText(last.chord) : last.kind === 'slash' ? '/' : 'N.C.';
      return report(`'${shown}' has an alternate already; '${word}' is left out`);
    }
    draft.slots[draft.slots.length - 1] = { ...last, alternate };
    draft.typed = undefined;
  };

  const word = (text: string, following: (offset: number) => string) => {
    const lower = text.toLowerCase();
    const spelled =
      lower === 'da' && following(1) === 'capo'
        ? 'c'
        : lower === 'dal' && following(1) === 'segno'
          ? 's'
          : /^d\.?([cs])\.?$/.exec(lower)?.[1];
    if (spelled) {
      let used = lower === 'da' || lower === 'dal' ? 1 : 0;
      const base = spelled === 'c' ? 'D.C.' : 'D.S.';
      const where = following(used + 2);
      let value: Jump = base;
      if (following(used + 1) === 'al' && (where === 'coda' || where === 'fine')) {
        value = `${base} al ${where === 'coda' ? 'Coda' : 'Fine'}`;
        used += 2;
      }
      once(ending(), 'jump', value, (v) => `'${v}'`);
      return used;
    }
    if (lower === 'to' && following(1) === 'coda') {
      ending().toCoda = true;
      return 1;
    }
    if (lower === 'segno' || text === 'S' || text === '\u{1d10b}') starting().segno = true;
    else if (lower === 'coda' || text === 'Q' || text === '\u{1d10c}') starting().coda = true;
    else if (lower === 'fermata' || text === '\u{1d110}') over().fermata = true;
    else if (lower === 'fine') ending().fine = true;
    else if (text === '_') draft.blank = true;
    else if (text === '%' || lower === 'x' || text === '\u{1d10e}') repeatBar('bar', text, false);
    else if (text === '%%' || text === '\u{1d10f}') repeatBar('two-bars', text, true);
    else if (text === '%%_') repeatBar('two-bars', text, false);
    else if (isSlash(text)) addSlot({ kind: 'slash' });
    else if (isNoChord(text)) addSlot({ kind: 'no-chord' });
    else if (text === 'Z') close('final');
    else if (/^\*[A-Za-z]$/.test(text)) {
      const letter = text.slice(1);
      once(starting(), 'section', IREAL_SECTIONS[letter] ?? letter.toUpperCase(), (v) => `'[${v}]'`);
    } else if (/^(?:n[123]|[123]\.)$/.test(lower)) {
      const number = Number(lower.replace(/\D/g, '')) as 1 | 2 | 3;
      const d = starting();
      once(d, 'ending', number, (v) => `'N${v}'`);
    } else if (readTime(text) !== undefined) {
      const time = readTime(text);
      const d = starting();
      if (time) once(d, 'time', time, (v) => `'${v.beats}/${v.unit}'`);
      else
        report(`'${text}' is not a time Tunedeck writes (2/4 to 7/4, 2/2, 3/2, 5/8, 6/8, 7/8, 9/8, 12/8)`, d);
    } else if (/^\(.*\)$/.test(text)) alternateOrExtension(text);
    else {
      const chord = readChord(text);
      // "C7(Bb7)", "/(Bo7)", "N.C.(E7)": a place and its alternate in one word.
      const paired = chord ? null : /^(.+)\(([A-G][^()]*)\)$/.exec(text);
      const before = paired?.[1] ?? '';
      const base = paired ? readChord(before) : null;
      if (chord) addSlot({ kind: 'chord', chord }, text);
      else if (paired && (base || isSlash(before) || isNoChord(before))) {
        addSlot(base ? { kind: 'chord', chord: base } : { kind: isSlash(before) ? 'slash' : 'no-chord' });
        alternateOrExtension(`(${paired[2]})`);
      } else report(`'${text}' is not a chord`);
    }
    return 0;
  };

  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    if (token.kind === 'newline') {
      if (hasContent(draft)) close('single');
    } else if (token.kind === 'barline') close(token.end);
    else if (token.kind === 'open') starting().repeatStart = true;
    else if (token.kind === 'section') {
      const d = starting();
      if (token.problem) report(token.problem, d);
      else if (token.name === '') report("'[]' names no section", d);
      if (token.name !== '') once(d, 'section', token.name, (v) => `'[${v}]'`);
    } else if (token.kind === 'text') {
      if (token.problem) report(token.problem, over());
      addWords(over(), token.text);
    } else {
      const following = (offset: number) => {
        const ahead = tokens[index + offset];
        return ahead?.kind === 'word' ? ahead.text.toLowerCase() : '';
      };
      index += word(token.text, following);
    }
  }

  // What is left: a bar with chords ends; signs of a bar's start make an empty bar; words, a fermata
  // or an end typed after the last barline go to the last bar.
  const last = bars[bars.length - 1];
  if (hasContent(draft)) close('single');
  else if (hasStart(draft) || (!last && hasAny(draft))) bars.push(draft);
  else if (last) {
    if (draft.fermata) last.fermata = true;
    if (draft.text !== undefined) addWords(last, draft.text);
    if (draft.toCoda) last.toCoda = true;
    if (draft.fine) last.fine = true;
    if (draft.jump) once(last, 'jump', draft.jump, (v) => `'${v}'`);
  }

  const first = bars[0];
  if (first && !first.time) first.time = FOUR_FOUR;
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > LIMITS.chartBytes)
    errors.push({
      bar: 0,
      message: `A chart holds at most ${formatCount(LIMITS.chartBytes)} bytes of text; this one has ${formatCount(bytes)}.`,
    });
  if (bars.length > LIMITS.chartBars)
    errors.push({
      bar: 0,
      message: `A chart holds at most ${formatCount(LIMITS.chartBars)} bars; this one has ${formatCount(bars.length)}.`,
    });
  return { chart: { bars: bars.map(toBar) }, errors };
}
