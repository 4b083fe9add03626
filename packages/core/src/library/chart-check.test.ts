import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { randomChart } from '../../test/chart-helpers.js';
import { chartText, parseChartText } from '../chart/text.js';
import { iRealRows, readIReal } from '../import/ireal.js';
import { LIMITS } from '../model/constants.js';
import { seededRandom } from '../model/random.js';
import { chartProblem, chartRecordProblem, isChartKey, mostChartBars, storedChart } from './chart-check.js';

const playlist = (name: string) =>
  gunzipSync(readFileSync(new URL(`../../test/playlists/${name}.txt.gz`, import.meta.url))).toString('utf8');

describe('a stored chart', () => {
  it('has a key as iReal Pro writes one', () => {
    for (const key of ['C', 'Db', 'F#', 'Bb', 'B', 'A-', 'Bb-', 'C#-', 'G-', 'Eb-'])
      expect(isChartKey(key)).toBe(true);
    for (const key of ['', 'H', 'c', 'Cm', 'C minor', 'Bbb', 'C#m', 'C -', ' C', 'C♭', 7, null])
      expect(isChartKey(key)).toBe(false);
  });

  it('is refused by a storage for its key and its limits, not for a mistake in its text', () => {
    const text = '[A] C-7 | F7 | H7 | Bb^7 |';
    expect(chartProblem({ key: 'C-', text })).toEqual({
      field: 'text',
      message: "Bar 3: 'H7' is not a chord",
    });
    expect(chartRecordProblem({ key: 'C-', text })).toBeNull();
    expect(chartRecordProblem({ key: 'Cm', text })).toMatchObject({ field: 'key' });
    expect(chartRecordProblem({ key: 'C', text: 7 })).toEqual({ field: 'text', message: 'A chart is text.' });
    expect(chartRecordProblem({ key: 'C', text: ' | || \n ' })).toEqual({
      field: 'text',
      message: 'A chart holds at least one bar.',
    });
    const bars = (count: number) => `${'| C '.repeat(count)}|`;
    expect(chartRecordProblem({ key: 'C', text: bars(LIMITS.chartBars) })).toBeNull();
    expect(chartRecordProblem({ key: 'C', text: bars(LIMITS.chartBars + 1) })).toEqual({
      field: 'text',
      message: 'A chart holds at most 400 bars; this one has 401.',
    });
    expect(chartRecordProblem({ key: 'C', text: `| ${'C'.repeat(LIMITS.chartBytes)} |` })).toEqual({
      field: 'text',
      message: 'A chart holds at most 16,384 bytes of text; this one has 16,388.',
    });
  });

  it('is stored as Tunedeck writes it, and read back the same', () => {
    const stored = storedChart({ key: 'Bb', text: '[A] | Bbmaj7 | Cm7 F7 |\n| Bb^7 |' });
    expect(stored).toEqual({ ok: true, key: 'Bb', text: '[A] Bb^7 | C-7 F7 | Bb^7 |' });
    if (stored.ok) expect(storedChart(stored)).toEqual(stored);
  });

  // About a second alone; the first group of the whole suite has made it five times that.
  it('never holds more bars than `mostChartBars` says, for random charts and every real playlist', () => {
    const random = seededRandom(47);
    for (let run = 0; run < 500; run += 1) {
      const text = chartText(randomChart(random));
      expect(parseChartText(text).chart.bars.length).toBeLessThanOrEqual(mostChartBars(text));
    }
    const typed = ['%% | %%', 'C Coda F Segno G', '"3x" { C } N1 D | N2 E |]', '[A][B] C', 'C}{F', 'x x r'];
    for (const text of typed)
      expect(parseChartText(text).chart.bars.length, text).toBeLessThanOrEqual(mostChartBars(text));
    let charts = 0;
    for (const name of ['jazz1460', 'pop400', 'blues50', 'country', 'dixieland1']) {
      for (const row of iRealRows(readIReal(playlist(name)))) {
        if (!row.chart) continue;
        charts += 1;
        const most = mostChartBars(row.chart.text);
        expect(parseChartText(row.chart.text).chart.bars.length).toBeLessThanOrEqual(most);
        // No real chart needs reading through on the server: each is far from the limit.
        expect(most).toBeLessThanOrEqual(LIMITS.chartBars);
      }
    }
    expect(charts).toBeGreaterThan(2000);
  }, 30_000);
});
