import { describe, expect, it } from 'vitest';
import {
  chordDisplay,
  chordSpoken,
  chordText,
  IREAL_QUALITIES,
  isChordQuality,
  parseChord,
} from './chord.js';

const ROOTS = ['C', 'C#', 'Db', 'D', 'D#', 'Eb', 'E', 'F', 'F#', 'Gb', 'G', 'G#', 'Ab', 'A', 'A#', 'Bb', 'B'];

const read = (text: string) => {
  const chord = parseChord(text);
  return chord === null ? null : chordText(chord);
};

// Each written form beside the canonical text it reads as.
const SPELLINGS: readonly (readonly [string, string])[] = [
  ['C', 'C'],
  // Minor.
  ['C-', 'C-'],
  ['Cm', 'C-'],
  ['Cmin', 'C-'],
  ['C\u22127', 'C-7'],
  ['C-7', 'C-7'],
  ['Cm7', 'C-7'],
  ['Cmin7', 'C-7'],
  ['Cmi7', 'C-7'],
  ['C-6', 'C-6'],
  ['Cm6', 'C-6'],
  ['C-69', 'C-69'],
  ['Cm6/9', 'C-69'],
  ['C-9', 'C-9'],
  ['Cm11', 'C-11'],
  ['C-13', 'C-13'],
  ['Cmadd9', 'C-add9'],
  ['Cm(add9)', 'C-add9'],
  ['Cm(b6)', 'C-b6'],
  ['C-#5', 'C-#5'],
  // Minor-major.
  ['C-^7', 'C-^7'],
  ['CmMaj7', 'C-^7'],
  ['Cm(maj7)', 'C-^7'],
  ['CmM7', 'C-^7'],
  ['Cminmaj7', 'C-^7'],
  ['C-\u0394', 'C-^7'],
  ['C-^9', 'C-^9'],
  ['CmMaj9', 'C-^9'],
  // Half-diminished and minor seven flat five, kept apart as iReal keeps them.
  ['C\u00f87', 'Ch7'],
  ['C\u00d87', 'Ch7'],
  ['C\u00f8', 'Ch'],
  ['Ch7', 'Ch7'],
  ['Ch', 'Ch'],
  ['C\u00f89', 'Ch9'],
  ['C-7b5', 'C-7b5'],
  ['Cm7b5', 'C-7b5'],
  ['Cm7(b5)', 'C-7b5'],
  ['Cmi7-5', 'C-7b5'],
  ['F#-7b5', 'F#-7b5'],
  ['F\u266fm7\u266d5', 'F#-7b5'],
  // Diminished.
  ['Co7', 'Co7'],
  ['C\u00b07', 'Co7'],
  ['Cdim7', 'Co7'],
  ['Co', 'Co'],
  ['C\u00b0', 'Co'],
  ['Cdim', 'Co'],
  ['Co^7', 'Co^7'],
  ['Cdim(maj7)', 'Co^7'],
  ['C\u00b0\u03947', 'Co^7'],
  // Major seventh family.
  ['Bb^7', 'Bb^7'],
  ['Bb\u03947', 'Bb^7'],
  ['Bb\u22067', 'Bb^7'],
  ['Bbmaj7', 'Bb^7'],
  ['BbMaj7', 'Bb^7'],
  ['BbM7', 'Bb^7'],
  ['Bbma7', 'Bb^7'],
  ['B\u266dmaj7', 'Bb^7'],
  ['Bb\u0394', 'Bb^'],
  ['Bb^', 'Bb^'],
  ['Bbmaj', 'Bb'],
  ['BbM', 'Bb'],
  ['Cmaj9', 'C^9'],
  ['C^13', 'C^13'],
  ['Cmaj7#11', 'C^7#11'],
  ['Cmaj7(#11)', 'C^7#11'],
  ['C\u03949#11', 'C^9#11'],
  ['Cmaj7#5', 'C^7#5'],
  ['C+^7', 'C^7#5'],
  ['CM6', 'C6'],
  // Augmented.
  ['C+', 'C+'],
  ['Caug', 'C+'],
  ['C(#5)', 'C+'],
  ['C+5', 'C+'],
  ['Caug5', 'C+'],
  ['C+7', 'C7#5'],
  ['Caug7', 'C7#5'],
  ['C7+', 'C7#5'],
  ['C7#5', 'C7#5'],
  ['C7+5', 'C7#5'],
  ['C7(#5)', 'C7#5'],
  ['C+9', 'C9#5'],
  // Suspended, added, power, sixths.
  ['Csus', 'Csus'],
  ['Csus4', 'Csus'],
  ['C7sus', 'C7sus'],
  ['C7sus4', 'C7sus'],
  ['Csus7', 'C7sus'],
  ['C9sus', 'C9sus'],
  ['C9sus4', 'C9sus'],
  ['C13sus4', 'C13sus'],
  ['C7susb9', 'C7b9sus'],
  ['C7sus4(b9)', 'C7b9sus'],
  ['C7b13sus', 'C7b13sus'],
  ['C7sus add3', 'C7susadd3'],
  ['Csus2', 'C2'],
  ['C2', 'C2'],
  ['C5', 'C5'],
  ['Cadd9', 'Cadd9'],
  ['C(add9)', 'Cadd9'],
  ['Cadd2', 'Cadd9'],
  ['C6', 'C6'],
  ['C69', 'C69'],
  ['C6/9', 'C69'],
  ['C6(9)', 'C69'],
  ['C6add9', 'C69'],
  // Dominants and alterations, in brackets or not, with Unicode accidentals.
  ['C7', 'C7'],
  ['C9', 'C9'],
  ['C11', 'C11'],
  ['C13', 'C13'],
  ['C7b9', 'C7b9'],
  ['C7(b9)', 'C7b9'],
  ['C7-9', 'C7b9'],
  ['C7\u266d9', 'C7b9'],
  ['C7+9', 'C7#9'],
  ['C7\u266f9', 'C7#9'],
  ['C7(b9,#11)', 'C7b9#11'],
  ['C7(b9)(#11)', 'C7b9#11'],
  ['C7(#9, b13)', 'C7#9b13'],
  ['C7b9b13#11', 'C7b9#11b13'],
  ['C7#5#9', 'C7#9#5'],
  ['C7alt', 'C7alt'],
  ['Calt', 'C7alt'],
  ['C13#11', 'C13#11'],
  ['C13(#11)', 'C13#11'],
  ['C9(#11)', 'C9#11'],
  // Slash basses.
  ['C/E', 'C/E'],
  ['C7/Bb', 'C7/Bb'],
  ['C7/B\u266d', 'C7/Bb'],
  ['Cm/Eb', 'C-/Eb'],
  ['C6/9/E', 'C69/E'],
  ['Dbmaj7/F', 'Db^7/F'],
  // Roots with their accidentals; spaces around.
  ['C#-7', 'C#-7'],
  ['D\u266d7', 'Db7'],
  ['Cb', 'Cb'],
  ['  Eb7  ', 'Eb7'],
];

describe('parseChord', () => {
  it('reads every way musicians write a chord into its canonical text', () => {
    for (const [text, canonical] of SPELLINGS) expect([text, read(text)]).toEqual([text, canonical]);
  });

  it('reads every iReal Pro quality on every root as itself, with and without a bass', () => {
    for (const root of ROOTS)
      for (const quality of IREAL_QUALITIES) {
        expect(parseChord(root + quality)).toEqual({ root, quality });
        expect(parseChord(`${root + quality}/${root}`)).toEqual({ root, quality, bass: root });
        expect(isChordQuality(quality)).toBe(true);
      }
  });

  it('writes back exactly what it reads: chordText then parseChord is the same chord', () => {
    for (const [text] of SPELLINGS) {
      const chord = parseChord(text);
      expect(chord).not.toBeNull();
      if (chord) expect(parseChord(chordText(chord))).toEqual(chord);
    }
  });

  it('keeps the bass apart, and no bass key when there is none', () => {
    expect(parseChord('C7/Bb')).toEqual({ root: 'C', quality: '7', bass: 'Bb' });
    expect(parseChord('F#-7b5')).toEqual({ root: 'F#', quality: '-7b5' });
    expect(Object.keys(parseChord('C') ?? {})).toEqual(['root', 'quality']);
  });

  it('is not a chord: nonsense, N.C., lower-case roots, double accidentals, clashing alterations', () => {
    const nonsense = [
      'H7',
      'Cxyz',
      'C7b',
      'N.C.',
      'NC',
      '',
      ' ',
      'c7',
      'Cbb',
      'C##',
      'C/H',
      'C/',
      'C7//E',
      'C/e',
      'C77',
      'C9#9',
      'C13b13',
      'C11#11',
      'C7b9b9',
      'C7sussus',
      'C7b9alt',
      'Cmajor',
      'Co9',
      'Cdim^9',
      'C7sus2',
      'Cm7sus',
      'C(b5)',
      'C7#4',
      'C-5',
      'C^sus',
      'C-alt',
      'x',
      '%',
      '/',
    ];
    for (const text of nonsense) expect([text, parseChord(text)]).toEqual([text, null]);
  });

  it('reads a root written with a flat followed by a number as that root ("Cb5" is C flat five)', () => {
    expect(parseChord('Cb5')).toEqual({ root: 'Cb', quality: '5' });
    expect(parseChord('C#5')).toEqual({ root: 'C#', quality: '5' });
  });

  it('knows canonical qualities from other spellings', () => {
    expect(isChordQuality('-7')).toBe(true);
    expect(isChordQuality('m7')).toBe(false);
    expect(isChordQuality('7b9#11b13')).toBe(true);
    expect(isChordQuality('7b13b9')).toBe(false);
    expect(isChordQuality('xyz')).toBe(false);
  });
});

describe('chordText', () => {
  it('writes root, quality and bass in ASCII', () => {
    expect(chordText({ root: 'C', quality: '-7' })).toBe('C-7');
    expect(chordText({ root: 'Bb', quality: '^7' })).toBe('Bb^7');
    expect(chordText({ root: 'C', quality: '7b9' })).toBe('C7b9');
    expect(chordText({ root: 'C', quality: '', bass: 'E' })).toBe('C/E');
  });
});

describe('chordDisplay', () => {
  it('puts the family mark on the line and raises the rest, with ♭ and ♯ glyphs', () => {
    const cases: [string, ReturnType<typeof chordDisplay>][] = [
      ['C', { root: 'C', quality: '', raised: '' }],
      ['C-', { root: 'C', quality: '\u2212', raised: '' }],
      ['Bb-7b9', { root: 'B\u266d', quality: '\u2212', raised: '7\u266d9' }],
      ['Bb^7', { root: 'B\u266d', quality: '\u0394', raised: '7' }],
      ['C^', { root: 'C', quality: '\u0394', raised: '' }],
      ['C^9#11', { root: 'C', quality: '\u0394', raised: '9\u266f11' }],
      ['C-^7', { root: 'C', quality: '\u2212\u0394', raised: '7' }],
      ['F#h7', { root: 'F\u266f', quality: '\u00f8', raised: '7' }],
      ['Ch', { root: 'C', quality: '\u00f8', raised: '' }],
      ['C-7b5', { root: 'C', quality: '\u2212', raised: '7\u266d5' }],
      ['Co7', { root: 'C', quality: '\u00b0', raised: '7' }],
      ['Co', { root: 'C', quality: '\u00b0', raised: '' }],
      ['Co^7', { root: 'C', quality: '\u00b0\u0394', raised: '7' }],
      ['C+', { root: 'C', quality: '+', raised: '' }],
      ['C7#5', { root: 'C', quality: '', raised: '7\u266f5' }],
      ['C7', { root: 'C', quality: '', raised: '7' }],
      ['C7b9', { root: 'C', quality: '', raised: '7\u266d9' }],
      ['C69', { root: 'C', quality: '', raised: '6/9' }],
      ['C-69', { root: 'C', quality: '\u2212', raised: '6/9' }],
      ['C-b6', { root: 'C', quality: '\u2212', raised: '\u266d6' }],
      ['C7alt', { root: 'C', quality: '', raised: '7alt' }],
      ['C9sus', { root: 'C', quality: '', raised: '9sus' }],
      ['Csus', { root: 'C', quality: '', raised: 'sus' }],
      ['C7susadd3', { root: 'C', quality: '', raised: '7susadd3' }],
      ['Cadd9', { root: 'C', quality: '', raised: 'add9' }],
      ['C5', { root: 'C', quality: '', raised: '5' }],
      ['C2', { root: 'C', quality: '', raised: '2' }],
      ['C13#11', { root: 'C', quality: '', raised: '13\u266f11' }],
      ['Bb-7/Eb', { root: 'B\u266d', quality: '\u2212', raised: '7', bass: 'E\u266d' }],
      ['C/E', { root: 'C', quality: '', raised: '', bass: 'E' }],
    ];
    for (const [text, display] of cases) {
      const chord = parseChord(text);
      expect([text, chord && chordDisplay(chord)]).toEqual([text, display]);
    }
  });
});

describe('a quality no reader made', () => {
  it('is shown and said as it is', () => {
    expect(chordDisplay({ root: 'Bb', quality: 'xyz', bass: 'D' })).toStrictEqual({
      root: 'B\u266d',
      quality: '',
      raised: 'xyz',
      bass: 'D',
    });
    expect(chordSpoken({ root: 'Bb', quality: 'xyz', bass: 'D' })).toBe('B flat xyz over D');
  });
});

describe('chordSpoken', () => {
  it('says a chord as a musician would, for screen readers', () => {
    const cases: [string, string][] = [
      ['C', 'C'],
      ['C-', 'C minor'],
      ['C-7', 'C minor seven'],
      ['Bb^7', 'B flat major seven'],
      ['Bb^', 'B flat major seven'],
      ['C7b9', 'C seven flat nine'],
      ['F#h7', 'F sharp half-diminished seven'],
      ['Ch', 'C half-diminished'],
      ['F#-7b5', 'F sharp minor seven flat five'],
      ['Co7', 'C diminished seven'],
      ['Co', 'C diminished'],
      ['Co^7', 'C diminished major seven'],
      ['C+', 'C augmented'],
      ['C7#5', 'C seven sharp five'],
      ['C-^7', 'C minor major seven'],
      ['C69', 'C six nine'],
      ['C-b6', 'C minor flat six'],
      ['C7alt', 'C seven altered'],
      ['C7b9sus', 'C seven flat nine sus'],
      ['C7susadd3', 'C seven sus add three'],
      ['Cadd9', 'C add nine'],
      ['C5', 'C five'],
      ['C2', 'C two'],
      ['C13#11', 'C thirteen sharp eleven'],
      ['Eb7#9#5', 'E flat seven sharp nine sharp five'],
      ['C/E', 'C over E'],
      ['Ab-7/Gb', 'A flat minor seven over G flat'],
    ];
    for (const [text, spoken] of cases) {
      const chord = parseChord(text);
      expect([text, chord && chordSpoken(chord)]).toEqual([text, spoken]);
    }
  });
});
