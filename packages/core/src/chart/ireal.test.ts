import { describe, expect, it } from 'vitest';
import { barLine, ch, chord, iRealBars, NC, playlistSongs, SLASH } from '../../test/chart-helpers.js';
import { IREAL_MUSIC_MARKER, readIRealChart, scrambleIReal, unscrambleIReal } from './ireal.js';
import type { Bar } from './model.js';

const FOUR: Bar['time'] = { beats: 4, unit: 4 };
const bars = iRealBars;

describe('the scramble', () => {
  const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

  it('swaps characters 0–4 with 49–45 and 10–23 with 39–26 of each 50-character block', () => {
    expect(scrambleIReal(LETTERS)).toBe(
      `${IREAL_MUSIC_MARKER}XWVUTfghijNMLKJIHGFEDCBAyzxwvutsrqponmlkOPQRSedcbaYZ`,
    );
    expect(unscrambleIReal(scrambleIReal(LETTERS))).toBe(LETTERS);
  });

  it('leaves a block plain when fewer than two characters follow it (as iReal Pro does)', () => {
    expect(scrambleIReal(LETTERS.slice(0, 50))).toBe(IREAL_MUSIC_MARKER + LETTERS.slice(0, 50));
    expect(scrambleIReal(LETTERS.slice(0, 51))).toBe(IREAL_MUSIC_MARKER + LETTERS.slice(0, 51));
    const long = LETTERS + LETTERS.slice(0, 49); // 101: the first block swapped, the second (one follows) plain
    expect(scrambleIReal(long)).toBe(
      scrambleIReal(LETTERS).slice(0, 60) + LETTERS.slice(50) + LETTERS.slice(0, 49),
    );
  });

  it('is its own inverse at every length', () => {
    for (let size = 0; size <= 160; size += 1) {
      const text = LETTERS.repeat(4).slice(0, size);
      expect(unscrambleIReal(scrambleIReal(text))).toBe(text);
    }
  });

  it('unscrambles a real chart, and leaves music without the marker (irealbook://) as it is', () => {
    const blueBossa = playlistSongs('jazz1460').find((song) => song[0] === 'Blue Bossa')!;
    expect(unscrambleIReal(blueBossa[6]!)).toBe(
      '[T44C-7XyQKcl LZF-7XyQKcl LZDh7XyQ|G7b9XyQ|C-7XyQKcl LZEb-7XyQ|Ab7XyQ|Db^7XyQKcl LZDh7XyQ|G7b9XyQ|C-7XyQ|Dh7 G7b9 Z',
    );
    expect(unscrambleIReal('*A{T44F-7XyQ|F-7XyQ}')).toBe('*A{T44F-7XyQ|F-7XyQ}');
  });
});

describe('reading an iReal Pro chart', () => {
  it('reads chords cell by cell: the fewest even slots, slashes where a chord goes on', () => {
    expect(bars('[T44C^7XyQ|A-7 D7LZG-7,C7,F-7,Bb7,|C7  F7|pA-7  |Eb^7 Z')).toEqual([
      { slots: [ch('C', '^7')], time: FOUR, end: 'single' },
      { slots: [ch('A', '-7'), ch('D', '7')], end: 'single' },
      { slots: [ch('G', '-7'), ch('C', '7'), ch('F', '-7'), ch('Bb', '7')], end: 'single' },
      { slots: [ch('C', '7'), SLASH, SLASH, ch('F', '7')], end: 'single' },
      { slots: [SLASH, ch('A', '-7'), SLASH, SLASH], end: 'single' },
      { slots: [ch('Eb', '^7')], end: 'final' },
    ]);
    // Row padding after a wide bar's last chord is not a beat: 5/4 as D- (3) F (2).
    expect(bars('[T54D-,ppF,p |Bb7,ppEb,p Z').map(barLine)).toEqual(['5/4 D- / / F / |', 'Bb7 / / Eb / Z']);
    // A bar of eight cells keeps its halves.
    expect(bars('[A7#9,   Ab7#9   Z').map(barLine)).toEqual(['4/4 A7#9 Ab7#9 Z']);
  });

  it('expands the shorthands Kcl, LZ and XyQ, and reads scrambled music the same as plain', () => {
    const plain = '[T44C-7   | x  |F7 |Bb^7   | x  Z';
    expect(bars('[T44C-7XyQKcl LZF7LZBb^7XyQKcl  Z')).toEqual(bars(plain));
    expect(bars(scrambleIReal(`${plain}${'|C   '.repeat(20)}Z`))).toEqual(
      bars(`${plain}${'|C   '.repeat(20)}Z`),
    );
    expect(bars(plain).map(barLine)).toEqual(['4/4 C-7 |', 'x |', 'F7 |', 'Bb^7 |', 'x Z']);
  });

  it('reads sections and time signatures; a chart without one is in 4/4, a repeated one is no change', () => {
    expect(
      bars(
        '*A[T44C   ]*B[T34D   ]*C[T34E   ]*D[T68F   ]*i[T12G   ]*V[T22A   ]*v[T32B   ][T24C   |T54D   |T64E   |T74F   |T58G   |T78A   |T98B   Z',
      ).map(barLine),
    ).toEqual([
      '*A 4/4 C ]',
      '*B 3/4 D ]',
      '*C E ]',
      '*D 6/8 F ]',
      '*Intro 12/8 G ]',
      '*Verse 2/2 A ]',
      '*Verse 3/2 B ]',
      '2/4 C |',
      '5/4 D |',
      '6/4 E |',
      '7/4 F |',
      '5/8 G |',
      '7/8 A |',
      '9/8 B Z',
    ]);
    expect(bars('C   |D   Z')[0]!.time).toEqual(FOUR);
    expect(bars('T44[C   |T44D   Z').map(barLine)).toEqual(['4/4 C |', 'D Z']);
  });

  it('reads barlines, repeats and endings; empty cells between bars only lay out the rows', () => {
    expect(bars('[C   |D   ]E   }F   Z').map((bar) => bar.end)).toEqual([
      'single',
      'double',
      'repeat',
      'final',
    ]);
    expect(bars('{*AC   |N1D   }      |N2E   ][F   {G   }N3A   |N0B   Z').map(barLine)).toEqual([
      '*A 4/4 { C |',
      'N1 D }',
      'N2 E ]',
      'F |',
      '{ G }',
      'N3 A |',
      'B Z',
    ]);
    // "||" where a row ends and the next starts with a barline; "}   |" before the 2nd ending.
    expect(bars('[C   ||D   }    |E   Z').map(barLine)).toEqual(['4/4 C |', 'D }', 'E Z']);
    // An empty bar: empty cells where a bar has begun (the chord goes on).
    expect(bars('[C   |    |D   Z').map(barLine)).toEqual(['4/4 C |', '|', 'D Z']);
  });

  it('reads segno and fermata, and Q after a bar’s chords as To Coda, Q at a bar’s start as the coda', () => {
    expect(bars('[*ASC   |D  Q |E   ]Y[QF   |fG   Z').map(barLine)).toEqual([
      '*A 4/4 S C |',
      'D toQ |',
      'E ]',
      'Q F |',
      'f G Z',
    ]);
    // To Coda on the bar just before the coda: two signs (they were one before `toCoda`).
    expect(bars('[C   |D7  Q ZY[QE-   Z').map(barLine)).toEqual(['4/4 C |', 'D7 toQ Z', 'Q E- Z']);
    // After a repeat sign, or the empty cells of a bar that has begun ("r"'s second bar): To Coda.
    expect(bars('[C   | x Q |   r|   Q }[QD   Z').map(barLine)).toEqual([
      '4/4 C |',
      'x toQ |',
      'r |',
      'toQ }',
      'Q D Z',
    ]);
    // A chart with To Coda alone, or the coda alone.
    expect(bars('[C  Q |D   Z').map(barLine)).toEqual(['4/4 C toQ |', 'D Z']);
    expect(bars('[C   ]Y[QD   Z').map(barLine)).toEqual(['4/4 C ]', 'Q D Z']);
  });

  it('reads a Q at a bar’s start before the last one as To Coda at the end of the bar before', () => {
    // As Eleanor Rigby has it ("|QE-   }"), and between bars as As has it ("]Q    [*B").
    expect(bars('[C   |QE-   }[D   ]Q    [*BE   ]Y[QF   Z').map(barLine)).toEqual([
      '4/4 C toQ |',
      'E- }',
      'D toQ ]',
      '*B E ]',
      'Q F Z',
    ]);
    // On the first bar there is no bar before: it stays a coda sign.
    expect(bars('[QC   |D   ]Y[QE   Z').map(barLine)).toEqual(['4/4 Q C |', 'D ]', 'Q E Z']);
  });

  it('reads staff text: jumps, Fine and words, without iReal’s position and spacing', () => {
    expect(
      bars(
        '[<*74Verse>C   |<3x>D  <D.S. al Coda> |E <D.C. al fine> |<  Fine>F   |<Solos>G <on AABA>  |< >A   |<D.C.>B   |<D.S.>C   |<D.C. al Coda>D   |<D.S. al Fine>E   |<D.C. al 2nd ending>B   Z<Solos on C blues>',
      ).map(barLine),
    ).toEqual([
      '4/4 "Verse" C |',
      '"3x" D <D.S. al Coda> |',
      'E <D.C. al Fine> |',
      'F <Fine> |',
      '"Solos / on AABA" G |',
      'A |',
      'B <D.C.> |',
      'C <D.S.> |',
      'D <D.C. al Coda> |',
      'E <D.S. al Fine> |',
      '"D.C. al 2nd ending / Solos on C blues" B Z',
    ]);
  });

  it('reads bar repeats: x one bar, r two (its bar and an empty one); "x F7" is the bar before going on', () => {
    expect(bars('[C   | x  |D   |   r|    |E   |x F7 Z')).toEqual([
      { slots: [ch('C')], time: FOUR, end: 'single' },
      { slots: [], repeat: 'bar', end: 'single' },
      { slots: [ch('D')], end: 'single' },
      { slots: [], repeat: 'two-bars', end: 'single' },
      { slots: [], end: 'single' },
      { slots: [ch('E')], end: 'single' },
      { slots: [SLASH, ch('F', '7')], end: 'final' },
    ]);
  });

  it('reads N.C. (n, centred or not) and slashes (p)', () => {
    expect(bars('[n   | n  |C p G p |n C7 Z').map((bar) => bar.slots)).toEqual([
      [NC],
      [NC],
      [ch('C'), SLASH, ch('G'), SLASH],
      [NC, ch('C', '7')],
    ]);
  });

  it('reads W/C as the chord before over C, and a bare W as a slash', () => {
    expect(bars('[C-7 W/Bb |sG-7,W/F,W,W/D,|lW7/C   Z').map((bar) => bar.slots)).toEqual([
      [ch('C', '-7'), ch('C', '-7', 'Bb')],
      [ch('G', '-7'), ch('G', '-7', 'F'), SLASH, ch('G', '-7', 'D')],
      [ch('G', '7', 'C')],
    ]);
  });

  it('reads an alternate over the cell before it: a chord, an empty cell (a slash), N.C., a repeat sign', () => {
    expect(bars('[C7(Db7) F7 |C7#11(Bb^7)  (Bo7) | (G-7)x (C7) Z')).toEqual([
      {
        slots: [{ kind: 'chord', chord: chord('C', '7'), alternate: chord('Db', '7') }, ch('F', '7')],
        time: FOUR,
        end: 'single',
      },
      {
        slots: [
          { kind: 'chord', chord: chord('C', '7#11'), alternate: chord('Bb', '^7') },
          { kind: 'slash', alternate: chord('B', 'o7') },
        ],
        end: 'single',
      },
      {
        slots: [
          { kind: 'slash', alternate: chord('G', '-7') },
          { kind: 'slash', alternate: chord('C', '7') },
        ],
        repeat: 'bar',
        end: 'final',
      },
    ]);
    // Each over its own cell: the fewest even slots keep it on its beat, as chords are kept.
    expect(bars('[C,(Db)p(E-7)n(F7)|lG-7   (A-7)| (D7)  r|   (E7) | x(F)  Z').map(barLine)).toEqual([
      '4/4 C(Db) /(E-7) NC(F7) |',
      'G-7 / / /(A-7) |',
      'r /(D7) |',
      '/ /(E7) |',
      'x / /(F) / / Z',
    ]);
    // W/D in brackets is the chord before over D; one that is not a chord, or with no cell, is left out.
    expect(bars('[E-  (W/D) |(C7)D (C*7us*) Z').map(barLine)).toEqual(['4/4 E- /(E-/D) |', 'D Z']);
  });

  it('reads custom chords (*quality*) and iReal’s spellings into the canonical chord', () => {
    expect(bars('[C*-^*   |Bb*mM7*   |C*7+*   |Ebo^7 F7susadd3 |Bh7,E7b9,A-^7,D7alt Z').map(barLine)).toEqual(
      ['4/4 C-^7 |', 'Bb-^7 |', 'C7#5 |', 'Ebo^7 F7susadd3 |', 'Bh7 E7b9 A-^7 D7alt Z'],
    );
  });

  it('leaves out what only changes the drawing: small and large chords, vertical space, the end mark', () => {
    expect(bars('[sC,D,|lE   |Y|UF   Z').map(barLine)).toEqual(['4/4 C D |', 'E |', 'F Z']);
  });

  it('says what it cannot read in a musician’s words, and never throws', () => {
    const problem = (music: string) => {
      const read = readIRealChart(music);
      return 'problem' in read ? read.problem : null;
    };
    expect(problem('[T44C^7   |D-7   |G7   |C^7   |C-7   |F7   |Bb^7   |Eb^7   |H7   Z')).toBe(
      "The chart has a chord iReal Pro does not know: 'H7' in bar 9.",
    );
    expect(problem('[C7b   Z')).toBe("The chart has a chord iReal Pro does not know: 'C7b' in bar 1.");
    expect(problem('[C   |C*7us*   Z')).toBe(
      "The chart has a chord iReal Pro does not know: 'C*7us*' in bar 2.",
    );
    expect(problem('[C   |.   Z')).toBe("The chart has a sign iReal Pro does not know: '.' in bar 2.");
    expect(problem('[W/C   Z')).toBe(
      "The chart has 'W/C' (the chord before, over another bass) with no chord before it in bar 1.",
    );
    expect(problem('[*EC   Z')).toBe("The chart has a section mark iReal Pro does not know: '*E' in bar 1.");
    expect(problem('[T99C   Z')).toBe(
      "The chart has a time signature iReal Pro does not know: 'T99' in bar 1.",
    );
    expect(problem('[N5C   Z')).toBe("The chart has an ending iReal Pro does not know: 'N5' in bar 1.");
    expect(problem('[<3x C   Z')).toBe("The chart has a text without its closing '>' in bar 1.");
    expect(problem('[C7(Db7   Z')).toBe(
      'The chart has an alternate chord without its closing bracket in bar 1.',
    );
    expect(problem('')).toBe('The chart has no bars.');
    expect(problem(IREAL_MUSIC_MARKER)).toBe('The chart has no bars.');
  });
});

describe('real charts', () => {
  it('reads Blue Bossa and Autumn Leaves as written', () => {
    const song = (title: string) => playlistSongs('jazz1460').find((fields) => fields[0] === title)![6]!;
    expect(bars(song('Blue Bossa')).map(barLine)).toEqual([
      '4/4 C-7 |',
      'x |',
      'F-7 |',
      'x |',
      'Dh7 |',
      'G7b9 |',
      'C-7 |',
      'x |',
      'Eb-7 |',
      'Ab7 |',
      'Db^7 |',
      'x |',
      'Dh7 |',
      'G7b9 |',
      'C-7 |',
      'Dh7 G7b9 Z',
    ]);
    expect(bars(song('Autumn Leaves')).map(barLine).join(' ')).toBe(
      '*A 4/4 { C-7 | F7 | Bb^7 | Eb^7 | Ah7 | D7b13 | G-6 | x } ' +
        '*B Ah7 | D7b13 | G-6 | x | C-7 | F7 | Bb^7 | Eb^7 ] ' +
        '*C Ah7 | D7b13 | G-7 Gb7 | F-7 E7 | Ah7 | D7b13 | G-6 | x Z',
    );
  });
});
