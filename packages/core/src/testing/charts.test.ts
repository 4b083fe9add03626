import { describe, expect, it } from 'vitest';
import { parseChartText } from '../chart/text.js';
import { chartOfBars } from './charts.js';

describe('chartOfBars', () => {
  it('writes a chart of exactly the bars asked, that reads without a mistake', () => {
    for (const bars of [4, 12, 32, 64, 100]) {
      const read = parseChartText(chartOfBars(bars, bars % 7));
      expect(read.errors).toEqual([]);
      expect(read.chart.bars).toHaveLength(bars);
    }
  });

  it('starts each eight bars with a section, A to D, and ends with a final barline', () => {
    expect(chartOfBars(12)).toBe(
      [
        '[A] C-7 F7 | Bb^7 | Eb^7 | Ah7 D7b9 |',
        '| G-6 | G-7/F | Ah7 | D7#9#5 |',
        '[B] F#-7 B7 | E^7 | A-7 D7 | G^7/B |]',
      ].join('\n'),
    );
  });
});
