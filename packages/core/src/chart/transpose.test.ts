import { describe, expect, it } from 'vitest';
import type { Instrument } from '../band/transpose.js';
import { chordText, IREAL_QUALITIES, parseChord } from './chord.js';
import type { Bar, Chart, ChartKey, NoteName } from './model.js';
import {
  CHART_KEYS,
  chartKeyOf,
  chartKeyText,
  keySide,
  parseChartKey,
  playableKeyOf,
  transposeChart,
  transposeChord,
  writtenChartKey,
} from './transpose.js';

// Written out by hand, not computed: the twelve notes upward from each key's tonic, as a chart in that
// key names them (sharps for sharp keys, flats for flat keys, C major and A minor Db Eb F# Ab Bb; a
// minor key as its relative major).
const ROWS: Readonly<Record<string, readonly string[]>> = {
  C: ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'],
  Db: ['Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B', 'C'],
  D: ['D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B', 'C', 'C#'],
  Eb: ['Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B', 'C', 'Db', 'D'],
  E: ['E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B', 'C', 'C#', 'D', 'D#'],
  F: ['F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B', 'C', 'Db', 'D', 'Eb', 'E'],
  'F#': ['F#', 'G', 'G#', 'A', 'A#', 'B', 'C', 'C#', 'D', 'D#', 'E', 'F'],
  Gb: ['Gb', 'G', 'Ab', 'A', 'Bb', 'B', 'C', 'Db', 'D', 'Eb', 'E', 'F'],
  G: ['G', 'G#', 'A', 'A#', 'B', 'C', 'C#', 'D', 'D#', 'E', 'F', 'F#'],
  Ab: ['Ab', 'A', 'Bb', 'B', 'C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G'],
  A: ['A', 'A#', 'B', 'C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#'],
  Bb: ['Bb', 'B', 'C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A'],
  B: ['B', 'C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#'],
  'C-': ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'],
  'C#-': ['C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B', 'C'],
  'D-': ['D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B', 'C', 'Db'],
  'D#-': ['D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B', 'C', 'C#', 'D'],
  'Eb-': ['Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B', 'C', 'Db', 'D'],
  'E-': ['E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B', 'C', 'C#', 'D', 'D#'],
  'F-': ['F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B', 'C', 'Db', 'D', 'Eb', 'E'],
  'F#-': ['F#', 'G', 'G#', 'A', 'A#', 'B', 'C', 'C#', 'D', 'D#', 'E', 'F'],
  'G-': ['G', 'Ab', 'A', 'Bb', 'B', 'C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb'],
  'G#-': ['G#', 'A', 'A#', 'B', 'C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G'],
  'A-': ['A', 'Bb', 'B', 'C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab'],
  'Bb-': ['Bb', 'B', 'C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A'],
  'B-': ['B', 'C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#'],
};

// The concert keys a chooser offers, and each instrument's written key for them, by hand.
const INSTRUMENTS: readonly Instrument[] = ['concert', 'b-flat', 'e-flat', 'f', 'bass-clef'];
const MAJOR = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const MINOR = ['C-', 'C#-', 'D-', 'Eb-', 'E-', 'F-', 'F#-', 'G-', 'G#-', 'A-', 'Bb-', 'B-'];
const WRITTEN: Readonly<Record<Instrument, readonly string[]>> = {
  concert: [...MAJOR, ...MINOR],
  'b-flat': [
    ...['D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B', 'C', 'Db'],
    ...['D-', 'D#-', 'E-', 'F-', 'F#-', 'G-', 'G#-', 'A-', 'Bb-', 'B-', 'C-', 'C#-'],
  ],
  'e-flat': [
    ...['A', 'Bb', 'B', 'C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab'],
    ...['A-', 'Bb-', 'B-', 'C-', 'C#-', 'D-', 'D#-', 'E-', 'F-', 'F#-', 'G-', 'G#-'],
  ],
  f: [
    ...['G', 'Ab', 'A', 'Bb', 'B', 'C', 'Db', 'D', 'Eb', 'E', 'F', 'F#'],
    ...['G-', 'G#-', 'A-', 'Bb-', 'B-', 'C-', 'C#-', 'D-', 'D#-', 'E-', 'F-', 'F#-'],
  ],
  'bass-clef': [...MAJOR, ...MINOR],
};

const key = (text: string): ChartKey => {
  const parsed = parseChartKey(text);
  if (!parsed) throw new Error(`not a key: ${text}`);
  return parsed;
};

// The test chart, written in C (or C minor): every root in both spellings, with its semitones above C.
const SOURCE: readonly (readonly [NoteName, number])[] = [
  ['C', 0],
  ['C#', 1],
  ['Db', 1],
  ['D', 2],
  ['D#', 3],
  ['Eb', 3],
  ['E', 4],
  ['F', 5],
  ['F#', 6],
  ['Gb', 6],
  ['G', 7],
  ['G#', 8],
  ['Ab', 8],
  ['A', 9],
  ['A#', 10],
  ['Bb', 10],
  ['B', 11],
];
const SOURCE_NAMES = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];

/**
 * The chart, its roots named by `name(index, semitones above the chart's tonic)`: each chord with a
 * quality from iReal's list, every third one over a bass a major third up, every fifth with an
 * alternate a fifth up; between them N.C., slashes, and bar marks that must come through untouched.
 */
function chart(name: (index: number, semitones: number) => NoteName): Chart {
  const bars: Bar[] = [];
  SOURCE.forEach(([, semitones], index) => {
    const quality = IREAL_QUALITIES[(index * 7) % IREAL_QUALITIES.length] as string;
    const root = name(index, semitones);
    const chord =
      index % 3 === 0 ? { root, quality, bass: name(-1, (semitones + 4) % 12) } : { root, quality };
    const slot =
      index % 5 === 0
        ? { kind: 'chord' as const, chord, alternate: { root: name(-1, (semitones + 7) % 12), quality: '7' } }
        : { kind: 'chord' as const, chord };
    const bar: Bar =
      index === 0
        ? { slots: [slot, { kind: 'slash' }], section: 'A', time: { beats: 3, unit: 4 }, end: 'single' }
        : index === 4
          ? { slots: [{ kind: 'no-chord' }, slot], ending: 1, text: '3x', end: 'repeat' }
          : { slots: [slot], end: 'single' };
    bars.push(bar);
  });
  bars.push({ slots: [], repeat: 'bar', end: 'final' });
  return { bars };
}

// The source chart writes its roots as SOURCE spells them; its basses and alternates as a C chart does.
const source = chart((index, semitones) =>
  index >= 0 ? (SOURCE[index]?.[0] as NoteName) : (SOURCE_NAMES[semitones] as NoteName),
);
const expected = (target: string) => chart((_, semitones) => ROWS[target]?.[semitones] as NoteName);

describe('transposeChart', () => {
  it('moves the chart from C to each major key and from C minor to each minor key, spelled by the key', () => {
    for (const [from, targets] of [
      ['C', MAJOR],
      ['C-', MINOR],
    ] as const)
      for (const target of [...targets, ...(from === 'C' ? ['Gb'] : ['D#-'])]) {
        const moved = transposeChart(source, key(from), key(target));
        if (target === from) expect(moved).toBe(source);
        else expect([target, moved]).toStrictEqual([target, expected(target)]);
      }
  });

  it('gives each of five instruments its part for a chart in each of 24 concert keys', () => {
    let parts = 0;
    for (const [index, concertText] of [...MAJOR, ...MINOR].entries()) {
      const concert = key(concertText);
      const concertChart = transposeChart(source, key(concert.minor ? 'C-' : 'C'), concert);
      for (const instrument of INSTRUMENTS) {
        const written = writtenChartKey(concert, instrument);
        const writtenText = WRITTEN[instrument][index] as string;
        expect([concertText, instrument, chartKeyText(written)]).toEqual([
          concertText,
          instrument,
          writtenText,
        ]);
        const part = transposeChart(concertChart, concert, written);
        const want = concertText === 'C' || concertText === 'C-' ? source : expected(concertText);
        expect(part).toStrictEqual(writtenText === concertText ? want : expected(writtenText));
        parts++;
      }
    }
    expect(parts).toBe(120);
  });

  it('never writes B#, E#, Cb or Fb, and leaves every quality as it was', () => {
    const wrong: string[] = [];
    for (const side of ['sharps', 'flats', 'none'] as const)
      for (const quality of IREAL_QUALITIES)
        for (const root of ['C', 'Cb', 'B#', 'E#', 'Fb', 'F#', 'Bb'])
          for (let semitones = -12; semitones <= 12; semitones++) {
            const moved = transposeChord({ root, quality, bass: root }, semitones, side);
            const text = chordText(moved);
            const again = parseChord(text);
            const odd = ['B#', 'E#', 'Cb', 'Fb'].includes(moved.root) || moved.bass !== moved.root;
            if (odd || moved.quality !== quality || again?.quality !== quality || again.root !== moved.root)
              wrong.push(`${root}${quality} + ${semitones} (${side}) = ${text}`);
          }
    expect(wrong).toEqual([]);
  });

  it('spells each row by the rule, C and C minor included', () => {
    for (const [target, row] of Object.entries(ROWS)) {
      const tonic = key(target);
      const offset = SOURCE.find(([name]) => name === tonic.tonic)?.[1] as number;
      for (const [root, semitones] of SOURCE)
        expect(transposeChord({ root, quality: '-7' }, offset, keySide(tonic))).toStrictEqual({
          root: row[semitones],
          quality: '-7',
        });
    }
  });

  it('moves alternates (over chords, slashes, N.C. and repeat signs) and basses; keeps the rest as it was', () => {
    const from: Chart = {
      bars: [
        {
          slots: [
            {
              kind: 'chord',
              chord: { root: 'C', quality: '^7', bass: 'E' },
              alternate: { root: 'A', quality: '-7' },
            },
            { kind: 'no-chord' },
            { kind: 'slash', alternate: { root: 'F#', quality: 'o7' } },
            { kind: 'no-chord', alternate: { root: 'G', quality: '7', bass: 'B' } },
          ],
          segno: true,
          end: 'double',
        },
        { slots: [], repeat: 'two-bars', end: 'single' },
        { slots: [], toCoda: true, end: 'single' },
        {
          slots: [{ kind: 'slash' }, { kind: 'slash', alternate: { root: 'Db', quality: '7' } }],
          repeat: 'bar',
          end: 'single',
        },
      ],
    };
    expect(transposeChart(from, key('C'), key('Eb'))).toStrictEqual({
      bars: [
        {
          slots: [
            {
              kind: 'chord',
              chord: { root: 'Eb', quality: '^7', bass: 'G' },
              alternate: { root: 'C', quality: '-7' },
            },
            { kind: 'no-chord' },
            { kind: 'slash', alternate: { root: 'A', quality: 'o7' } },
            { kind: 'no-chord', alternate: { root: 'Bb', quality: '7', bass: 'D' } },
          ],
          segno: true,
          end: 'double',
        },
        { slots: [], repeat: 'two-bars', end: 'single' },
        { slots: [], toCoda: true, end: 'single' },
        {
          slots: [{ kind: 'slash' }, { kind: 'slash', alternate: { root: 'E', quality: '7' } }],
          repeat: 'bar',
          end: 'single',
        },
      ],
    });
  });
});

describe('chart keys', () => {
  it('reads keys as iReal writes them, and as musicians do', () => {
    expect(parseChartKey('Bb')).toStrictEqual({ tonic: 'Bb', minor: false });
    expect(parseChartKey('F#')).toStrictEqual({ tonic: 'F#', minor: false });
    expect(parseChartKey('G-')).toStrictEqual({ tonic: 'G', minor: true });
    expect(parseChartKey('Gm')).toStrictEqual({ tonic: 'G', minor: true });
    expect(parseChartKey('G\u2212')).toStrictEqual({ tonic: 'G', minor: true });
    expect(parseChartKey('B\u266d-')).toStrictEqual({ tonic: 'Bb', minor: true });
    expect(parseChartKey(' C\u266f ')).toStrictEqual({ tonic: 'C#', minor: false });
    for (const text of ['', 'H', 'g', 'Bbb', 'G minor', 'G-7', 'Gmaj', 'X-'])
      expect([text, parseChartKey(text)]).toEqual([text, null]);
  });

  it('writes them back as read', () => {
    for (const text of [...MAJOR, ...MINOR, 'Gb', 'D#-']) expect(chartKeyText(key(text))).toBe(text);
  });

  it('offers twelve major and twelve minor keys, by the fewest sharps or flats', () => {
    expect(CHART_KEYS.major.map(chartKeyText)).toEqual(MAJOR);
    expect(CHART_KEYS.minor.map(chartKeyText)).toEqual(MINOR);
  });

  it('goes between chart keys and song keys', () => {
    expect(chartKeyOf('D flat')).toStrictEqual({ tonic: 'Db', minor: false });
    expect(chartKeyOf('D flat', 'minor')).toStrictEqual({ tonic: 'C#', minor: true });
    expect(chartKeyOf('A flat', 'minor')).toStrictEqual({ tonic: 'G#', minor: true });
    expect(playableKeyOf(key('Gb'))).toBe('F sharp');
    expect(playableKeyOf(key('C#-'))).toBe('D flat');
    expect(playableKeyOf(key('A#'))).toBe('B flat');
  });

  it('keeps a tie as written at concert pitch, and respells a key with more sharps or flats than needed', () => {
    const at = (text: string, instrument: Instrument) => chartKeyText(writtenChartKey(key(text), instrument));
    expect(at('Gb', 'concert')).toBe('Gb');
    expect(at('F#', 'bass-clef')).toBe('F#');
    expect(at('D#-', 'concert')).toBe('D#-');
    expect(at('Eb-', 'concert')).toBe('Eb-');
    expect(at('C#', 'concert')).toBe('Db');
    expect(at('Cb', 'concert')).toBe('B');
    expect(at('A#-', 'concert')).toBe('Bb-');
    expect(at('Gb', 'b-flat')).toBe('Ab');
    expect(at('F#', 'e-flat')).toBe('Eb');
  });

  it('puts C major and A minor on neither side, and a minor key on its relative major’s', () => {
    expect(keySide(key('C'))).toBe('none');
    expect(keySide(key('A-'))).toBe('none');
    expect(keySide(key('E-'))).toBe('sharps');
    expect(keySide(key('D-'))).toBe('flats');
    expect(keySide(key('F#'))).toBe('sharps');
    expect(keySide(key('Gb'))).toBe('flats');
  });
});
