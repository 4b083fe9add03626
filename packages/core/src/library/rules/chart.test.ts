import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../model/constants.js';
import { applyResult, buildLibrary, songIdOf } from '../../testing/fixtures.js';
import { removeChart, setChart } from './chart.js';
import { deleteSong } from './songs.js';

// As Tunedeck writes a chart (`chartText`): no barline before a line's first bar.
const SOLAR = '[A] C-^7 | G-7 C7 | F-^7 | Fh7 Bb7 |';
const library = buildLibrary({
  sets: { Gig: ['Solar', 'Nardis'] },
  songs: { Solar: { chart: { key: 'C-', text: SOLAR } } },
});
const solar = songIdOf(library, 'Solar');
const nardis = songIdOf(library, 'Nardis');

describe('setChart', () => {
  it('gives a song its chart: one upsert of the record under the song’s id, its text as Tunedeck writes it', () => {
    const typed = '[A]  | Em | Fmaj7 |\n\n Em |Fmaj7|';
    const result = setChart(library, { songId: nardis, key: 'E-', text: typed });
    const chart = { id: nardis, song: nardis, key: 'E-', text: '[A] E- | F^7 | E- | F^7 |' };
    expect(result).toEqual({
      ok: true,
      chart,
      change: { ops: [{ type: 'upsert', collection: 'charts', record: chart }] },
    });
    expect(applyResult(library, result).charts[nardis]).toEqual(chart);
  });

  it('replaces the chart a song has, and gives an empty change for the chart as stored', () => {
    const next = applyResult(library, setChart(library, { songId: solar, key: 'D-', text: SOLAR }));
    expect(next.charts[solar]).toEqual({ id: solar, song: solar, key: 'D-', text: SOLAR });
    expect(setChart(library, { songId: solar, key: 'C-', text: SOLAR })).toMatchObject({
      ok: true,
      change: { ops: [] },
    });
    // Typed another way, the same chart.
    const typed = '[A] | Cm^7 | Gm7 C7 | Fm^7 | Fø7 Bb7 |';
    expect(setChart(library, { songId: solar, key: 'C-', text: typed })).toMatchObject({
      change: { ops: [] },
    });
  });

  it('refuses a text with a mistake, naming the bar', () => {
    expect(setChart(library, { songId: nardis, key: 'E-', text: '| E- | F^7 | H7 | F^7 |' })).toEqual({
      ok: false,
      reason: 'invalid-data',
      field: 'text',
      message: "Bar 3: 'H7' is not a chord",
    });
  });

  it('refuses an unknown song', () => {
    expect(setChart(library, { songId: 'nosuchsong00001', key: 'C', text: SOLAR })).toEqual({
      ok: false,
      reason: 'not-found',
      id: 'nosuchsong00001',
    });
  });

  it.each([
    ['H', "'H' is not a key: write a key like C, Bb, F# or G- (G minor)."],
    ['Cm', "'Cm' is not a key: write a key like C, Bb, F# or G- (G minor)."],
    ['c', "'c' is not a key: write a key like C, Bb, F# or G- (G minor)."],
    ['', "'' is not a key: write a key like C, Bb, F# or G- (G minor)."],
    ['Bbb-', "'Bbb-' is not a key: write a key like C, Bb, F# or G- (G minor)."],
  ])('refuses the key %j, saying how a key is written', (key, message) => {
    expect(setChart(library, { songId: nardis, key, text: SOLAR })).toEqual({
      ok: false,
      reason: 'invalid-data',
      field: 'key',
      message,
    });
  });

  it('takes every key as iReal Pro writes one', () => {
    for (const key of ['C', 'Db', 'F#', 'Bb', 'B', 'A-', 'Bb-', 'C#-', 'G-', 'Eb-'])
      expect(setChart(library, { songId: nardis, key, text: SOLAR }).ok).toBe(true);
  });

  it('refuses a chart over the limits, in words with the figures', () => {
    const bars = (count: number) => `${'| C '.repeat(count)}|`;
    expect(setChart(library, { songId: nardis, key: 'C', text: bars(LIMITS.chartBars) }).ok).toBe(true);
    expect(setChart(library, { songId: nardis, key: 'C', text: bars(412) })).toEqual({
      ok: false,
      reason: 'invalid-data',
      field: 'text',
      message: 'A chart holds at most 400 bars; this one has 412.',
    });
    // Bytes as stored: "♭" is three of them.
    const heavy = `| C | ${'♭'.repeat(6000)} |`;
    expect(setChart(library, { songId: nardis, key: 'C', text: heavy })).toEqual({
      ok: false,
      reason: 'invalid-data',
      field: 'text',
      message: 'A chart holds at most 16,384 bytes of text; this one has 18,008.',
    });
    expect(setChart(library, { songId: nardis, key: 'C', text: '  \n ' })).toEqual({
      ok: false,
      reason: 'invalid-data',
      field: 'text',
      message: 'A chart holds at least one bar.',
    });
  });
});

describe('removeChart', () => {
  it('takes the chart away and leaves the song', () => {
    const result = removeChart(library, { songId: solar });
    expect(result).toEqual({
      ok: true,
      change: { ops: [{ type: 'delete', collection: 'charts', id: solar }] },
    });
    const next = applyResult(library, result);
    expect(next.charts).toEqual({});
    expect(next.songs[solar]).toEqual(library.songs[solar]);
  });

  it('gives an empty change for a song without a chart, and refuses an unknown song', () => {
    expect(removeChart(library, { songId: nardis })).toEqual({ ok: true, change: { ops: [] } });
    expect(removeChart(library, { songId: 'nosuchsong00001' })).toMatchObject({ reason: 'not-found' });
  });
});

describe('a song’s chart goes with it', () => {
  it('when the song is deleted', () => {
    expect(applyResult(library, deleteSong(library, solar)).charts).toEqual({});
  });
});
