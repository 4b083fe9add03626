import { describe, expect, it } from 'vitest';
import { randomChart } from '../../test/chart-helpers.js';
import { randomIndex, seededRandom } from '../model/random.js';
import type { Bar } from './model.js';
import { chartText, parseChartText } from './text.js';

const FOUR = { beats: 4, unit: 4 } as const;

describe('chartText writes the canonical text', () => {
  it('four bars a line, a new line at each section, every barline written', () => {
    const typed = `[A] {Cm7 F7|Bbmaj7|Ebmaj7 (Ab7) /(Db7)|Am7b5 D7(b9)| N1 Gm |% /(A7)} N2 Gm7 C7 to coda| F6 Fine |]
      [B] 3/4 Segno Fermata "slow" G7 / / | %% D.S. al Coda || Coda N.C. | _`;
    expect(chartText(parseChartText(typed).chart)).toBe(
      [
        '[A] { C-7 F7 | Bb^7 | Eb^7 (Ab7) / (Db7) | A-7b5 D7b9 |',
        'N1 G- | % / (A7) } N2 G-7 C7 To Coda | F6 Fine |]',
        '[B] Segno 3/4 Fermata "slow" G7 / / | %% D.S. al Coda || Coda N.C. |',
        '_ |',
      ].join('\n'),
    );
  });

  it('the same chart typed two ways is written the same', () => {
    const a = parseChartText('[A] | Cmaj7 | Dm7 G7 |\n| Cmaj7 |]').chart;
    const b = parseChartText('[A] C^7 | D-7 G7 | CΔ7 |]').chart;
    expect(chartText(a)).toBe('[A] C^7 | D-7 G7 | C^7 |]');
    expect(chartText(b)).toBe(chartText(a));
  });

  it("'%%' followed by anything but its empty second bar is written '%%_'", () => {
    const chart = {
      bars: [
        { slots: [], repeat: 'two-bars', time: FOUR, end: 'single' },
        { slots: [], section: 'B', end: 'single' },
      ] satisfies Bar[],
    };
    expect(chartText(chart)).toBe('%%_ |\n[B] _ |');
    expect(parseChartText(chartText(chart))).toEqual({ chart, errors: [] });
  });

  it('reads back to the same chart, without a mistake, for 600 seeded charts of every construct', () => {
    const random = seededRandom(47);
    for (let round = 0; round < 600; round += 1) {
      const chart = randomChart(random);
      const text = chartText(chart);
      const read = parseChartText(text);
      expect(read.errors, text).toEqual([]);
      expect(read.chart, text).toEqual(chart);
    }
  });
});

const SOUP = [
  'C',
  'C-7',
  'H7',
  '(Bb7)',
  '(b9)',
  '/',
  'N.C.',
  '%',
  '%%',
  '%%_',
  '_',
  '|',
  '||',
  '|]',
  '{',
  '}',
  ':|',
  '|:',
  '[A]',
  '[Intro',
  ']',
  '[',
  '3/4',
  '11/8',
  'N1',
  'N2',
  'N3',
  'Segno',
  'Coda',
  'To',
  'To Coda',
  '/(C)',
  'N.C.(D)',
  'Fine',
  'Fermata',
  'D.C.',
  'D.S.',
  'al',
  '"3x"',
  '"open',
  '\u201c',
  '<',
  '>',
  '\\',
  '\n',
  'x',
  'Z',
  '*A',
  'T44',
  '(',
  ')',
  'é',
  '\u{1d10b}',
];

describe('parseChartText never throws', () => {
  const check = (text: string) => {
    const read = parseChartText(text);
    for (const error of read.errors)
      expect(error.message.startsWith(error.bar > 0 ? `Bar ${error.bar}: ` : 'A chart')).toBe(true);
    // What it read, written and read again, is the same chart.
    expect(parseChartText(chartText(read.chart)).chart, text).toEqual(read.chart);
  };

  it('on 3,000 random strings', () => {
    const random = seededRandom(9);
    const alphabet = 'ABCDEFGabcdefgH#b-^7913()/|{}[]":%_NnCcSsQxZ*T .,;\n\u201c\u201d\u00f8\u0394\\<>';
    for (let round = 0; round < 3000; round += 1) {
      const length = randomIndex(random, 40);
      let text = '';
      for (let i = 0; i < length; i += 1) text += alphabet[randomIndex(random, alphabet.length)];
      check(text);
    }
  });

  it('on 3,000 soups of its own tokens', () => {
    const random = seededRandom(10);
    for (let round = 0; round < 3000; round += 1) {
      const words = Array.from(
        { length: randomIndex(random, 30) },
        () => SOUP[randomIndex(random, SOUP.length)],
      );
      check(words.join(random() < 0.5 ? ' ' : ''));
    }
  });
});
