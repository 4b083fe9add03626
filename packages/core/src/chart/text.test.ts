import { describe, expect, it } from 'vitest';
import { LIMITS } from '../model/constants.js';
import type { Bar, Chord, Slot } from './model.js';
import { CHART_TIMES, parseChartText } from './text.js';

const chord = (root: string, quality = '', bass?: string): Chord =>
  bass === undefined ? { root, quality } : { root, quality, bass };
const slot = (root: string, quality = '', alternate?: Chord): Slot =>
  alternate
    ? { kind: 'chord', chord: chord(root, quality), alternate }
    : { kind: 'chord', chord: chord(root, quality) };
const FOUR = { beats: 4, unit: 4 } as const;

/** The bars a text reads as, when it reads without a mistake. */
function bars(text: string): readonly Bar[] {
  const read = parseChartText(text);
  expect(read.errors).toEqual([]);
  return read.chart.bars;
}

/** The mistakes a text reads with, as their messages. */
const mistakes = (text: string) => parseChartText(text).errors.map((error) => error.message);

describe('parseChartText reads every construct', () => {
  it('chords between barlines; the first bar carries 4/4', () => {
    expect(bars('C-7 F7 | Bb^7 |')).toEqual([
      { slots: [slot('C', '-7'), slot('F', '7')], time: FOUR, end: 'single' },
      { slots: [slot('Bb', '^7')], end: 'single' },
    ]);
  });

  it('chords as musicians write them, in the canonical spelling', () => {
    expect(bars('Cm7 BbΔ7 Bbmaj7 C7(b9) Cø7 C/E F#-7b5 C7(b9, #11)')[0]?.slots).toEqual([
      slot('C', '-7'),
      slot('Bb', '^7'),
      slot('Bb', '^7'),
      slot('C', '7b9'),
      slot('C', 'h7'),
      { kind: 'chord', chord: chord('C', '', 'E') },
      slot('F#', '-7b5'),
      slot('C', '7b9#11'),
    ]);
  });

  it('a lowercase root, as a phone types it', () => {
    expect(bars('c-7 bb7 f#')[0]?.slots).toEqual([slot('C', '-7'), slot('Bb', '7'), slot('F#')]);
  });

  it('an alternate chord in parentheses, spaced or not', () => {
    expect(bars('C7 (Bb7) D-7(G7)')[0]?.slots).toEqual([
      slot('C', '7', chord('Bb', '7')),
      slot('D', '-7', chord('G', '7')),
    ]);
  });

  it('an alternate over a slash (a beat with no new chord), over N.C., over a repeat sign', () => {
    expect(
      bars('C7#11 (Bb^7) / (Bo7) | /(C) N.C.(E7) p (D) n (F) | % / (G-7) / (C7) | %%_ / (A-7) |'),
    ).toEqual([
      {
        slots: [slot('C', '7#11', chord('Bb', '^7')), { kind: 'slash', alternate: chord('B', 'o7') }],
        time: FOUR,
        end: 'single',
      },
      {
        slots: [
          { kind: 'slash', alternate: chord('C') },
          { kind: 'no-chord', alternate: chord('E', '7') },
          { kind: 'slash', alternate: chord('D') },
          { kind: 'no-chord', alternate: chord('F') },
        ],
        end: 'single',
      },
      {
        slots: [
          { kind: 'slash', alternate: chord('G', '-7') },
          { kind: 'slash', alternate: chord('C', '7') },
        ],
        repeat: 'bar',
        end: 'single',
      },
      { slots: [{ kind: 'slash', alternate: chord('A', '-7') }], repeat: 'two-bars', end: 'single' },
    ]);
  });

  it('an extension in parentheses after a space extends the chord', () => {
    expect(bars('C7 (b9) F^7 (#11) G (add9) A7 (alt) D7 (sus4) C- (maj7)')[0]?.slots).toEqual([
      slot('C', '7b9'),
      slot('F', '^7#11'),
      slot('G', 'add9'),
      slot('A', '7alt'),
      slot('D', '7sus'),
      slot('C', '-^7'),
    ]);
  });

  it('slashes and no chord (N.C., NC, n.c.)', () => {
    expect(bars('C / / / | N.C. | NC | n.c. |').map((bar) => bar.slots)).toEqual([
      [slot('C'), { kind: 'slash' }, { kind: 'slash' }, { kind: 'slash' }],
      [{ kind: 'no-chord' }],
      [{ kind: 'no-chord' }],
      [{ kind: 'no-chord' }],
    ]);
  });

  it("'%' repeats a bar; '%%' fills two bars, the second empty; '_' is an empty bar", () => {
    expect(bars('C | % | D | E | %% | F | _ |')).toEqual([
      { slots: [slot('C')], time: FOUR, end: 'single' },
      { slots: [], repeat: 'bar', end: 'single' },
      { slots: [slot('D')], end: 'single' },
      { slots: [slot('E')], end: 'single' },
      { slots: [], repeat: 'two-bars', end: 'single' },
      { slots: [], end: 'single' },
      { slots: [slot('F')], end: 'single' },
      { slots: [], end: 'single' },
    ]);
  });

  it("'%%' ends its second bar; signs typed before it go to the first, after it to the second", () => {
    expect(bars('C | D | "A" %% "B" Fermata D.C. }')).toEqual([
      { slots: [slot('C')], time: FOUR, end: 'single' },
      { slots: [slot('D')], end: 'single' },
      { slots: [], repeat: 'two-bars', text: 'A', end: 'single' },
      { slots: [], fermata: true, text: 'B', jump: 'D.C.', end: 'repeat' },
    ]);
  });

  it("'%%_' is the sign alone, its second bar written out", () => {
    expect(bars('C | D | %%_ | E |').map((bar) => bar.repeat ?? bar.slots.length)).toEqual([
      1,
      1,
      'two-bars',
      1,
    ]);
  });

  it('barline ends: | || } |], and :| as }', () => {
    expect(bars('C | D || E } F |] G :| A :|| B').map((bar) => bar.end)).toEqual([
      'single',
      'double',
      'repeat',
      'final',
      'repeat',
      'repeat',
      'single',
    ]);
  });

  it("'{', '|:' and '||:' open a repeat on the bar after them", () => {
    expect(bars('{ C | D } |: E :| F ||: G').map((bar) => bar.repeatStart ?? false)).toEqual([
      true,
      false,
      true,
      false,
      true,
    ]);
  });

  it('a barline at a line start or after a section opens nothing; a line end closes a bar', () => {
    const typed = '[A] | C | D |\n| E | F\nG';
    expect(bars(typed).map((bar) => bar.slots)).toEqual([
      [slot('C')],
      [slot('D')],
      [slot('E')],
      [slot('F')],
      [slot('G')],
    ]);
  });

  it("'||', '}' or '|]' before a bar has started end the bar before", () => {
    expect(bars('C | }\nD |\n|]').map((bar) => bar.end)).toEqual(['repeat', 'final']);
    expect(bars('C | [B] || D').map((bar) => [bar.end, bar.section])).toEqual([
      ['double', undefined],
      ['single', 'B'],
    ]);
  });

  it('sections, trimmed, any name', () => {
    expect(bars('[A] C [Intro] D [ Verse  2 ] E').map((bar) => bar.section)).toEqual([
      'A',
      'Intro',
      'Verse 2',
    ]);
  });

  it('every time signature, at a bar start; the chart starts in 4/4 unless it says otherwise', () => {
    for (const time of CHART_TIMES) {
      const [beats, unit] = time.split('/').map(Number);
      expect(bars(`C | ${time} D`)[1]?.time).toEqual({ beats, unit });
      expect(bars(`${time} C`)[0]?.time).toEqual({ beats, unit });
    }
  });

  it('a sign of a bar start typed after chords starts the next bar', () => {
    expect(bars('C 3/4 D [B] E { F N1 G Segno A Coda B').map((bar) => bar.slots[0])).toEqual(
      ['C', 'D', 'E', 'F', 'G', 'A', 'B'].map((root) => slot(root)),
    );
  });

  it('1st, 2nd and 3rd endings (N1 or 1.), in any order (real charts have a 2nd ending alone)', () => {
    expect(bars('C | D | N2 E | N3 F').map((bar) => bar.ending)).toEqual([undefined, undefined, 2, 3]);
    expect(bars('{ C | N1 D } N2 E } n3 F |]').map((bar) => bar.ending)).toEqual([undefined, 1, 2, 3]);
    expect(bars('{ C | 1. D } 2. E').map((bar) => bar.ending)).toEqual([undefined, 1, 2]);
  });

  it('Segno, Coda, Fermata at the bar start, in any case', () => {
    expect(bars('segno C | CODA D | Fermata F |')).toEqual([
      { slots: [slot('C')], time: FOUR, segno: true, end: 'single' },
      { slots: [slot('D')], coda: true, end: 'single' },
      { slots: [slot('F')], fermata: true, end: 'single' },
    ]);
  });

  it('"To Coda" at the bar end: typed after a barline, on the bar before; with the coda right after', () => {
    expect(bars('C to coda | D | To Coda E D.S. al Coda || Coda F |')).toEqual([
      { slots: [slot('C')], time: FOUR, toCoda: true, end: 'single' },
      { slots: [slot('D')], toCoda: true, end: 'single' },
      { slots: [slot('E')], jump: 'D.S. al Coda', end: 'double' },
      { slots: [slot('F')], coda: true, end: 'single' },
    ]);
    // On the second bar of '%%', and after the last barline.
    expect(bars('C | %% To Coda | D |] To Coda').map((bar) => bar.toCoda ?? false)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    // Charts typed before "To Coda" keep their two coda signs as typed (chart/form.ts plays them).
    expect(bars('C | Coda D | E || Coda F').map((bar) => bar.coda ?? false)).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('words in straight or curly quotes, with escapes; two in a bar are joined', () => {
    expect(
      bars('"3x" C | \u201csolo on AABA\u201d D | "say \\"when\\"" "a\\nb" E').map((bar) => bar.text),
    ).toEqual(['3x', 'solo on AABA', 'say "when" a\nb']);
  });

  it('Fine and the six jumps at a bar end, in any case and spelled out', () => {
    const typed =
      'C Fine | D D.C. | E D.C. al Coda | F dc al fine | G D.S. | A d.s. AL CODA | B DS al Fine | C Da Capo | D Dal Segno al Coda';
    expect(bars(typed).map((bar) => bar.jump ?? (bar.fine ? 'Fine' : ''))).toEqual([
      'Fine',
      'D.C.',
      'D.C. al Coda',
      'D.C. al Fine',
      'D.S.',
      'D.S. al Coda',
      'D.S. al Fine',
      'D.C.',
      'D.S. al Coda',
    ]);
  });

  it('Fine or a jump typed after a barline goes to the bar before it; words after the last barline too', () => {
    expect(bars('C | Fine D | D.S. al Coda |] "3x"')).toEqual([
      { slots: [slot('C')], time: FOUR, fine: true, end: 'single' },
      { slots: [slot('D')], text: '3x', jump: 'D.S. al Coda', end: 'final' },
    ]);
  });

  it('signs of a bar start with nothing after them make an empty bar (the preview while typing)', () => {
    expect(bars('C | [B]')).toEqual([
      { slots: [slot('C')], time: FOUR, end: 'single' },
      { slots: [], section: 'B', end: 'single' },
    ]);
  });

  it('commas and semicolons are spaces', () => {
    expect(bars('C,D;E | F').map((bar) => bar.slots.length)).toEqual([3, 1]);
  });

  it('pasted iReal Pro shorthand: *A, T34, x, p, n, S, Q, Z, <words>', () => {
    expect(bars('*A T34 S C p | x | n | *i Q <3x> D Z')).toEqual([
      {
        slots: [slot('C'), { kind: 'slash' }],
        section: 'A',
        time: { beats: 3, unit: 4 },
        segno: true,
        end: 'single',
      },
      { slots: [], repeat: 'bar', end: 'single' },
      { slots: [{ kind: 'no-chord' }], end: 'single' },
      { slots: [slot('D')], section: 'Intro', coda: true, text: '3x', end: 'final' },
    ]);
  });

  it('no text, no bars', () => {
    expect(parseChartText('')).toEqual({ chart: { bars: [] }, errors: [] });
    expect(parseChartText(' \n | \n')).toEqual({ chart: { bars: [] }, errors: [] });
  });
});

describe('parseChartText names each mistake with its bar', () => {
  it('a word that is not a chord', () => {
    expect(parseChartText('C | D | E | F |\nG | A | B | C |\nH7 |').errors).toEqual([
      { bar: 9, message: "Bar 9: 'H7' is not a chord" },
    ]);
  });

  it('keeps every bar it can read, and the rest of a bar with a mistake', () => {
    const read = parseChartText('C | H7 D | E');
    expect(read.chart.bars.map((bar) => bar.slots)).toEqual([[slot('C')], [slot('D')], [slot('E')]]);
    expect(read.errors).toEqual([{ bar: 2, message: "Bar 2: 'H7' is not a chord" }]);
  });

  it('each mistake, in words', () => {
    expect(mistakes('C | 11/8 D')).toEqual([
      "Bar 2: '11/8' is not a time Tunedeck writes (2/4 to 7/4, 2/2, 3/2, 5/8, 6/8, 7/8, 9/8, 12/8)",
    ]);
    expect(mistakes('(Bb7) C | / (b9) | % (Bb7)')).toEqual([
      "Bar 1: '(Bb7)' must follow a chord, a slash or N.C.",
      "Bar 2: '(b9)' must follow a chord",
      "Bar 3: '(Bb7)' must follow a chord, a slash or N.C.",
    ]);
    expect(mistakes('C7 (Bb7) (Ab7) | / (C) (D) | N.C. (C) (D)')).toEqual([
      "Bar 1: 'C7' has an alternate already; '(Ab7)' is left out",
      "Bar 2: '/' has an alternate already; '(D)' is left out",
      "Bar 3: 'N.C.' has an alternate already; '(D)' is left out",
    ]);
    expect(mistakes('C7 (Gx7) | C7 (b99) | C7(Gx)')).toEqual([
      "Bar 1: 'Gx7' is not a chord",
      "Bar 2: 'C7(b99)' is not a chord",
      "Bar 3: 'Gx' is not a chord",
    ]);
    expect(mistakes('C | "3x D')).toEqual(['Bar 2: the words "3x D have no closing quote']);
    expect(mistakes('[Intro C | D')).toEqual(["Bar 1: '[Intro' has no closing ']'"]);
    expect(mistakes('[] C')).toEqual(["Bar 1: '[]' names no section"]);
    expect(mistakes('C % | %% D | % N.C. | / % / |')).toEqual([
      "Bar 1: '%' fills a bar on its own; this one has chords too",
      "Bar 2: '%%' fills a bar on its own; this one has chords too",
      "Bar 4: '%' fills a bar on its own; this one has chords too",
    ]);
    expect(mistakes('C | [A] [B] D')).toEqual(["Bar 2: '[A]' and '[B]' are on one bar; the second counts"]);
    expect(mistakes('C D.C. D.S. |')).toEqual(["Bar 1: 'D.C.' and 'D.S.' are on one bar; the second counts"]);
    expect(mistakes('C | ] al')).toEqual(["Bar 2: ']' is not a chord", "Bar 2: 'al' is not a chord"]);
  });

  it('a mistake keeps what it can: the section of an unclosed bracket, the words of an unclosed quote', () => {
    const read = parseChartText('[Intro C | "3x D\nE');
    expect(read.chart.bars).toEqual([
      { slots: [slot('C')], section: 'Intro', time: FOUR, end: 'single' },
      { slots: [slot('E')], text: '3x D', end: 'single' },
    ]);
  });

  it(`at most ${LIMITS.chartBars} bars and ${LIMITS.chartBytes} bytes, told in words; every bar kept`, () => {
    const long = parseChartText('C | '.repeat(412));
    expect(long.chart.bars).toHaveLength(412);
    expect(long.errors).toEqual([{ bar: 0, message: 'A chart holds at most 400 bars; this one has 412.' }]);
    const big = parseChartText(`"${'é'.repeat(8200)}" C`);
    expect(big.errors).toEqual([
      { bar: 0, message: 'A chart holds at most 16,384 bytes of text; this one has 16,404.' },
    ]);
    expect(mistakes('C | '.repeat(400))).toEqual([]);
  });
});
