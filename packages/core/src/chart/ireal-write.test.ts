import { describe, expect, it } from 'vitest';
import { barLine, ch, chord, iRealBars, NC, randomChart, SLASH } from '../../test/chart-helpers.js';
import { seededRandom } from '../model/random.js';
import { iRealChartMusic, iRealChartText, readIRealChart, unscrambleIReal } from './ireal.js';
import type { Bar, Chart, Slot } from './model.js';

const FOUR: Bar['time'] = { beats: 4, unit: 4 };
const bars = iRealBars;

describe('writing an iReal Pro chart', () => {
  it('writes four cells a bar, marks before the chords, a jump under the last cell, iReal’s shorthands', () => {
    const chart: Chart = {
      bars: [
        { slots: [ch('C', '^7')], section: 'A', time: FOUR, repeatStart: true, end: 'single' },
        { slots: [ch('A', '-7'), ch('D', '7')], end: 'single' },
        { slots: [], repeat: 'bar', ending: 1, end: 'repeat' },
        { slots: [ch('G', '-7'), ch('C', '7'), NC, SLASH], ending: 2, jump: 'D.C. al Coda', end: 'double' },
        {
          slots: [{ kind: 'chord', chord: chord('F', '6'), alternate: chord('D', '7') }],
          coda: true,
          end: 'final',
        },
      ],
    };
    expect(iRealChartText(chart)).toBe(
      '{*AT44C^7   |A-7 D7 |N1 x  }[N2G-7,C7,n,<D.C. al Coda>p,][QF6(D7)   Z',
    );
    expect(unscrambleIReal(iRealChartMusic(chart))).toBe(
      '{*AT44C^7XyQ|A-7 D7LZN1 x  }[N2G-7,C7,n,<D.C. al Coda>p,][QF6(D7)XyQZ',
    );
    expect(readIRealChart(iRealChartMusic(chart))).toEqual({ chart });
  });

  it('reads back every construct of the model it writes', () => {
    const chart: Chart = {
      bars: [
        {
          slots: [ch('C', '6')],
          section: 'Intro',
          time: { beats: 12, unit: 8 },
          fermata: true,
          end: 'double',
        },
        { slots: [ch('C', '-7'), ch('F', '7')], section: 'Verse', time: FOUR, segno: true, end: 'single' },
        { slots: [ch('Bb', '^7'), SLASH, SLASH, ch('Eb', '^7', 'G')], text: '3x', end: 'single' },
        { slots: [NC], repeatStart: true, end: 'single' },
        { slots: [], repeat: 'bar', ending: 1, end: 'repeat' },
        { slots: [ch('A', 'h7'), ch('D', '7b9'), ch('G', '-6')], ending: 2, end: 'single' },
        { slots: [], repeat: 'two-bars', end: 'single' },
        { slots: [], ending: 3, end: 'double' },
        {
          slots: [ch('C'), ch('D'), ch('E'), ch('F'), ch('G')],
          section: 'B',
          time: { beats: 5, unit: 4 },
          end: 'single',
        },
        { slots: [], end: 'single' },
        { slots: [ch('C', '7alt')], coda: true, jump: 'D.S. al Fine', fine: true, end: 'final' },
        ...[
          [2, 4],
          [3, 4],
          [6, 4],
          [7, 4],
          [2, 2],
          [3, 2],
          [5, 8],
          [6, 8],
          [7, 8],
          [9, 8],
        ].map(
          ([beats, unit]): Bar => ({
            slots: [ch('G', '7sus')],
            time: { beats: beats!, unit: unit as 2 | 4 | 8 },
            section: 'C',
            jump: 'D.C.',
            end: 'repeat',
          }),
        ),
        ...(['D.C. al Coda', 'D.C. al Fine', 'D.S.', 'D.S. al Coda'] as const).map(
          (jump): Bar => ({ slots: [ch('F#', '-7b5')], section: 'D', jump, end: 'final' }),
        ),
      ],
    };
    expect(readIRealChart(iRealChartMusic(chart))).toEqual({ chart });
  });

  it('writes a section iReal Pro has no mark for as words over the bar', () => {
    const chart: Chart = { bars: [{ slots: [ch('C')], section: 'Coda', time: FOUR, end: 'final' }] };
    expect(iRealChartText(chart)).toBe('[T44<Coda>C   Z');
    expect(bars(iRealChartMusic(chart))).toEqual([
      { slots: [ch('C')], text: 'Coda', time: FOUR, end: 'final' },
    ]);
  });

  it('writes To Coda after the bar’s cells, and alternates over slashes, N.C. and repeat signs', () => {
    const alt = (kind: 'slash' | 'no-chord', root: string, quality = ''): Slot => ({
      kind,
      alternate: chord(root, quality),
    });
    const chart: Chart = {
      bars: [
        { slots: [ch('C', '7#11'), alt('slash', 'B', 'o7')], time: FOUR, toCoda: true, end: 'single' },
        { slots: [alt('slash', 'G', '-7'), alt('slash', 'C', '7')], repeat: 'bar', end: 'single' },
        { slots: [SLASH, alt('slash', 'D'), alt('slash', 'E'), SLASH], repeat: 'bar', end: 'single' },
        { slots: [alt('slash', 'A', '-7')], repeat: 'two-bars', end: 'single' },
        { slots: [], toCoda: true, end: 'double' },
        { slots: [alt('no-chord', 'F'), ch('G'), alt('slash', 'A')], coda: true, toCoda: true, end: 'final' },
      ],
    };
    expect(iRealChartText(chart)).toBe(
      '[T44C7#11  (Bo7) Q| (G-7)x (C7) | x(D) (E) | (A-7)  r|    Q][Qn(F),G, (A)QZ',
    );
    expect(readIRealChart(iRealChartMusic(chart))).toEqual({ chart });
  });

  it('writes a coda sign before the chart’s last as iReal has it: it reads back as To Coda on the bar before', () => {
    const chart: Chart = {
      bars: [
        { slots: [ch('C')], time: FOUR, end: 'single' },
        { slots: [ch('D')], coda: true, jump: 'D.C. al Coda', end: 'double' },
        { slots: [ch('E')], coda: true, end: 'final' },
      ],
    };
    expect(iRealChartText(chart)).toBe('[T44C   |QD  <D.C. al Coda> ][QE   Z');
    expect(bars(iRealChartMusic(chart)).map(barLine)).toEqual(['4/4 C toQ |', 'D <D.C. al Coda> ]', 'Q E Z']);
  });

  it('random charts of every construct: written and read, then the same again, for 400 seeded charts', () => {
    const random = seededRandom(48);
    for (let round = 0; round < 400; round += 1) {
      const read = readIRealChart(iRealChartMusic(randomChart(random)));
      if (!('chart' in read)) throw new Error(read.problem);
      // What iReal has no sign for is written as near as it goes (see chart/ireal-write.ts); once
      // read, a chart writes and reads back the same.
      expect(readIRealChart(iRealChartMusic(read.chart))).toEqual(read);
    }
  });
});
