import { describe, expect, it } from 'vitest';
import { randomChart } from '../../test/chart-helpers.js';
import { randomIndex, seededRandom } from '../model/random.js';
import { playedBars, repeatTimes, writtenRows } from './form.js';
import type { Chart } from './model.js';
import { parseChartText } from './text.js';

function chart(text: string): Chart {
  const read = parseChartText(text);
  expect(read.errors).toEqual([]);
  return read.chart;
}

/** The bars a typed chart plays, numbered from 1 as a musician counts them. */
const played = (text: string) => playedBars(chart(text)).map((index) => index + 1);

describe('playedBars', () => {
  it('a chart without repeats or jumps plays as written', () => {
    expect(played('C | D | E')).toEqual([1, 2, 3]);
    expect(playedBars({ bars: [] })).toEqual([]);
  });

  it('AABA with a repeat and 1st and 2nd endings', () => {
    const aaba = `[A] { C | D | N1 E | F }
      N2 G | A ||
      [B] B | C | D | E ||
      [A] C | D | E | F |]`;
    expect(played(aaba)).toEqual([1, 2, 3, 4, 1, 2, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('a blues played three times by the words "3x" over its closing bar', () => {
    const blues = '{ C7 | F7 | C7 | C7 | F7 | F7 | C7 | C7 | G7 | F7 | C7 | "3x" G7 }';
    const once = Array.from({ length: 12 }, (_, index) => index + 1);
    expect(played(blues)).toEqual([...once, ...once, ...once]);
  });

  it('"4 times" over the bar the repeat goes back to counts too', () => {
    expect(played('{ "4 times" C | D }')).toEqual([1, 2, 1, 2, 1, 2, 1, 2]);
  });

  it('three endings', () => {
    expect(played('{ C | N1 D } N2 E } N3 F |]')).toEqual([1, 2, 1, 3, 1, 4]);
  });

  it('a closing repeat inside a 1st ending of several bars goes back to the repeat before it', () => {
    expect(played('{ C | N1 D || E } N2 F')).toEqual([1, 2, 3, 1, 4]);
  });

  it('a repeat with no opening goes back to the start, or the last section, double barline or repeat', () => {
    expect(played('C | D } E')).toEqual([1, 2, 1, 2, 3]);
    expect(played('C | [B] D | E } F')).toEqual([1, 2, 3, 2, 3, 4]);
    expect(played('C || D | E } F')).toEqual([1, 2, 3, 2, 3, 4]);
    expect(played('{ C } D | E } F')).toEqual([1, 1, 2, 3, 2, 3, 4]);
    // An opening repeat holds over a section mark inside the repeat.
    expect(played('{ C | [B] D } E')).toEqual([1, 2, 1, 2, 3]);
  });

  it('nested-looking repeats: each "}" closes the last "{" not closed yet, or goes back as if it had none', () => {
    expect(played('{ C | { D } E }')).toEqual([1, 2, 2, 3, 3]);
  });

  it('D.S. al Coda: back to the segno, then at the end of the To Coda bar to the coda', () => {
    const chartText = `[A] C | Segno D | E To Coda | F | G D.S. al Coda ||
      [Coda] Coda A | B |]`;
    expect(played(chartText)).toEqual([1, 2, 3, 4, 5, 2, 3, 6, 7]);
    // The To Coda bar right before the coda: two signs, played as two.
    expect(played('Segno C | D To Coda | E D.S. al Coda || Coda F |]')).toEqual([1, 2, 3, 1, 2, 4]);
    expect(played('C | D To Coda D.C. al Coda || Coda E |]')).toEqual([1, 2, 1, 2, 3]);
  });

  it('To Coda on a closing repeat leaves on the last time through; one after the coda means nothing', () => {
    expect(played('C D.C. al Coda | { D | E To Coda } F || Coda G')).toEqual([1, 1, 2, 3, 2, 3, 5]);
    expect(played('Segno C | D D.S. al Coda || Coda E | F To Coda |]')).toEqual([1, 2, 1, 2, 3, 4]);
  });

  it('a coda sign before the last one, as charts typed before To Coda have it, is left before its bar', () => {
    const chartText = `[A] C | Segno D | E | Coda F | G D.S. al Coda ||
      [Coda] Coda A | B |]`;
    expect(played(chartText)).toEqual([1, 2, 3, 4, 5, 2, 3, 6, 7]);
    // With To Coda in the chart too, playing leaves at the first of them it reaches.
    expect(played('Segno C | Coda D | E To Coda D.S. al Coda || Coda F')).toEqual([1, 2, 3, 1, 4]);
    expect(played('Segno C To Coda | Coda D | E D.S. al Coda || Coda F')).toEqual([1, 2, 3, 1, 4]);
  });

  it('D.C. al Fine: back to the top, ending at Fine (which meant nothing the first time)', () => {
    expect(played('C | D | E Fine | F | G D.C. al Fine |]')).toEqual([1, 2, 3, 4, 5, 1, 2, 3]);
  });

  it('a plain D.C. stops at a Fine if the chart has one, else plays to the end', () => {
    expect(played('C Fine | D D.C.')).toEqual([1, 2, 1]);
    expect(played('C | D D.C. | E')).toEqual([1, 2, 1, 2, 3]);
  });

  it('after the jump, repeats already played are played once, with their last ending', () => {
    const typed = '[A] { C | N1 D } N2 E Fine || [B] F | G D.C. al Fine |]';
    expect(played(typed)).toEqual([1, 2, 1, 3, 4, 5, 1, 3]);
  });

  it('after the jump, a repeat not reached before it is played as written', () => {
    expect(played('Segno C | Coda D | E D.S. al Coda || Coda { F } G |]')).toEqual([1, 2, 3, 1, 4, 4, 5]);
  });

  it('a jump on a closing repeat is taken after the repeat', () => {
    expect(played('{ C | D D.C. al Fine }')).toEqual([1, 2, 1, 2, 1, 2]);
  });

  it('D.S. with no segno goes to the top; a chart with one coda sign, or To Coda alone, plays through', () => {
    expect(played('C | D D.S. | E')).toEqual([1, 2, 1, 2, 3]);
    expect(played('Segno C | D D.S. al Coda | Coda E')).toEqual([1, 2, 1, 2, 3]);
    expect(played('Segno C To Coda | D D.S. al Coda | E')).toEqual([1, 2, 1, 2, 3]);
  });

  it('two jumps are each taken once', () => {
    expect(played('C | D D.C. | E D.C. | F')).toEqual([1, 2, 1, 2, 3, 1, 2, 3, 4]);
  });

  it('an ending reached out of turn is played', () => {
    expect(played('C | N1 D | N2 E')).toEqual([1, 2, 3]);
  });

  it("'%' and '%%' are bars like any other", () => {
    expect(played('C | % | D | %% |')).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops at 8 × bars + 64', () => {
    expect(playedBars(chart('{ C "99x" }'))).toEqual(Array.from({ length: 72 }, () => 0));
  });

  it('ends, within its bound, on 3,000 random charts and token soups', () => {
    const random = seededRandom(5);
    const soup = [
      'C',
      '|',
      '}',
      '{',
      'N1',
      'N2',
      'N3',
      'Segno',
      'Coda',
      'To Coda',
      'Fine',
      'D.C.',
      'D.S. al Coda',
      '"5x"',
      '[A]',
      '||',
    ];
    for (let round = 0; round < 3000; round += 1) {
      const typed = Array.from(
        { length: randomIndex(random, 40) },
        () => soup[randomIndex(random, soup.length)],
      );
      for (const each of [randomChart(random), parseChartText(typed.join(' ')).chart]) {
        const bars = playedBars(each);
        expect(bars.length).toBeLessThanOrEqual(8 * each.bars.length + 64);
        expect(bars.every((index) => Number.isInteger(index) && index >= 0 && index < each.bars.length)).toBe(
          true,
        );
      }
    }
  });
});

describe('repeatTimes', () => {
  it('reads "3x", "4 times", "2×"; other words say nothing', () => {
    expect(
      ['3x', '4 times', 'play 2× then out', '10X', 'solo on AABA', 'x3', '3xyz', ''].map(repeatTimes),
    ).toEqual([3, 4, 2, 10, null, null, null, null]);
    expect(repeatTimes(undefined)).toBeNull();
  });
});

describe('writtenRows', () => {
  it('rows of at most `perRow` bars, a new row at every section', () => {
    const typed = chart('[A] C | D | E | F | G [B] A | B');
    expect(writtenRows(typed, 4)).toEqual([[0, 1, 2, 3], [4], [5, 6]]);
    expect(writtenRows(typed, 8)).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6],
    ]);
    expect(writtenRows(typed, 0)).toEqual([[0], [1], [2], [3], [4], [5], [6]]);
    expect(writtenRows({ bars: [] }, 4)).toEqual([]);
  });
});
