import { describe, expect, it } from 'vitest';
import { buildLibrary, setIdOf, songIdOf } from '../testing/fixtures.js';
import { chartShownOnPicker, pickerChart, setHasChart } from './picker-chart.js';

const library = buildLibrary({
  sets: { Gig: ['Autumn Leaves', 'Solar'], Practice: ['Solar'], Charted: ['Blue Bossa'] },
  songs: {
    'Autumn Leaves': { key: 'random', chart: { key: 'G-', text: '| C-7 F7 | Bb^7 |' } },
    'Blue Bossa': { chart: { key: 'C-', text: '| C-7 |' } },
  },
});
const leaves = songIdOf(library, 'Autumn Leaves');
const solar = songIdOf(library, 'Solar');

describe('pickerChart', () => {
  it("gives the song's chart as stored: its record, with its key and text", () => {
    expect(pickerChart(library, leaves, true)).toBe(library.charts[leaves]);
    expect(pickerChart(library, leaves, true)).toMatchObject({ key: 'G-', text: '| C-7 F7 | Bb^7 |' });
    // Already read for this song: shown while the others are still on their way.
    expect(pickerChart(library, leaves, false)).toBe(library.charts[leaves]);
  });

  it('is null for a song without a chart once the charts are read, undefined while they are read', () => {
    expect(pickerChart(library, solar, true)).toBeNull();
    expect(pickerChart(library, solar, false)).toBeUndefined();
  });
});

describe('setHasChart', () => {
  it('tells whether a song of the set has a chart', () => {
    expect(setHasChart(library, setIdOf(library, 'Gig'))).toBe(true);
    expect(setHasChart(library, setIdOf(library, 'Charted'))).toBe(true);
    expect(setHasChart(library, setIdOf(library, 'Practice'))).toBe(false);
    expect(setHasChart({ ...library, charts: {} }, setIdOf(library, 'Gig'))).toBe(false);
    expect(setHasChart(library, 'nosuchset000000')).toBe(false);
  });
});

describe('chartShownOnPicker', () => {
  it("is the musician's choice on the device, else shown where the set has a chart and there is room", () => {
    expect(chartShownOnPicker(true, false, false)).toBe(true);
    expect(chartShownOnPicker(false, true, true)).toBe(false);
    expect(chartShownOnPicker(null, true, true)).toBe(true);
    expect(chartShownOnPicker(null, true, false)).toBe(false);
    expect(chartShownOnPicker(null, false, true)).toBe(false);
  });
});
