import { describe, expect, it } from 'vitest';
import type { Library } from '../model/records.js';
import { buildLibrary, setIdOf, songIdOf } from '../testing/fixtures.js';
import { chordText } from './chord.js';
import { chartChords } from './model.js';
import { printedCharts } from './print.js';
import { shownChart } from './shown.js';

const AUTUMN = { key: 'G-', text: '[A] C-7 | F7 | Bb^7 | Eb^7 |\n| Ah7 | D7b9 | G-6 | G-6/F |' };
const BLUES = { key: 'F', text: 'F7 | Bb7 | F7 | C7 |]' };
const SOLAR = { key: 'C-', text: 'C-^7 | G-7 C7 | F^7 | Fh7 Bb7 |]' };

/** A set of six tunes: four with a chart (one in a random key), one without, one whose chart is damaged. */
const library: Library = buildLibrary({
  sets: {
    'Friday gig': ['solar', 'Autumn Leaves', 'Blues For Alice', 'Tune 10', 'Tune 2', 'Nardis'],
    Empty: [],
    'No charts': ['Nardis'],
  },
  songs: {
    solar: { key: 'D', chart: SOLAR },
    'Autumn Leaves': { key: 'E', chart: AUTUMN },
    'Blues For Alice': { key: 'random', chart: BLUES },
    'Tune 2': { key: 'B flat', chart: { key: 'H', text: 'C |' } },
    'Tune 10': { key: 'A flat', chart: BLUES },
  },
});
const GIG = setIdOf(library, 'Friday gig');

describe('printedCharts', () => {
  it('prints the set’s tunes with a chart, one a page, in the set page’s order, each in the tune’s key', () => {
    const printed = printedCharts(library, GIG)!;
    expect(printed.setName).toBe('Friday gig');
    expect(printed.instrument).toBe('concert');
    expect(printed.instrumentLabel).toBe('Concert (C)');
    // By title as shown, numbers in order ("Tune 10" after "Tune 2", which has no readable chart).
    expect(
      printed.pages.map(({ title, concert, keyLabel, number, pageLabel }) => ({
        title,
        concert,
        keyLabel,
        number,
        pageLabel,
      })),
    ).toEqual([
      { title: 'Autumn Leaves', concert: 'E', keyLabel: 'E minor', number: 1, pageLabel: 'Page 1 of 4' },
      // A random-key tune: its chart's own key.
      {
        title: 'Blues For Alice',
        concert: undefined,
        keyLabel: 'F major',
        number: 2,
        pageLabel: 'Page 2 of 4',
      },
      { title: 'Solar', concert: 'D', keyLabel: 'D minor', number: 3, pageLabel: 'Page 3 of 4' },
      { title: 'Tune 10', concert: 'A flat', keyLabel: 'A\u266d major', number: 4, pageLabel: 'Page 4 of 4' },
    ]);
    expect(printed.pages[0]).toMatchObject({
      songId: songIdOf(library, 'Autumn Leaves'),
      chart: AUTUMN,
      keySpoken: 'E minor',
    });
    expect(printed.summary).toBe('4 charts, one a page.');
    expect(printed.missing).toEqual(['Nardis', 'Tune 2']);
    expect(printed.missingText).toBe('No chart yet for Nardis and Tune 2: they are left out.');
  });

  it('prints for the instrument chosen: the key line names both keys, the chart is core’s shown chart', () => {
    const printed = printedCharts(library, GIG, { instrument: 'b-flat' })!;
    expect(printed.instrumentLabel).toBe('B\u266d instrument');
    const [autumn, blues] = printed.pages;
    expect(autumn).toMatchObject({
      concert: 'E',
      keyLabel: 'F\u266f minor for B\u266d instrument (concert E minor)',
      keySpoken: 'F sharp minor for B flat instrument, concert E minor',
    });
    expect(blues?.keyLabel).toBe('G major for B\u266d instrument (concert F major)');
    // What the page draws: the stored chart moved by `shownChart` to the page's key and instrument.
    const shown = shownChart(autumn!.chart, { concert: autumn!.concert, instrument: 'b-flat' })!;
    expect(chartChords(shown.chart).map(chordText)).toEqual([
      'B-7',
      'E7',
      'A^7',
      'D^7',
      'G#h7',
      'C#7b9',
      'F#-6',
      'F#-6/E',
    ]);
  });

  it('names one tune left out in the singular, and every page when none is', () => {
    const one = buildLibrary({
      sets: { Gig: ['Solar', 'Nardis'] },
      songs: { Solar: { key: 'C', chart: SOLAR } },
    });
    expect(printedCharts(one, setIdOf(one, 'Gig'))).toMatchObject({
      summary: '1 chart, one a page.',
      missingText: 'No chart yet for Nardis: it is left out.',
    });
    const all = buildLibrary({
      sets: { Gig: ['Solar', 'Blues', 'Autumn Leaves'] },
      songs: { Solar: { chart: SOLAR }, Blues: { chart: BLUES }, 'Autumn Leaves': { chart: AUTUMN } },
    });
    const printed = printedCharts(all, setIdOf(all, 'Gig'))!;
    expect(printed.pages.map((page) => page.pageLabel)).toEqual([
      'Page 1 of 3',
      'Page 2 of 3',
      'Page 3 of 3',
    ]);
    expect(printed.missing).toEqual([]);
    expect(printed.missingText).toBe('');
  });

  it('prints a chart four bars a row up to twelve rows (each section on a row of its own), else eight', () => {
    /** `count` bars of one chord, a section letter every `every` bars. */
    const bars = (count: number, every = 8) =>
      Array.from({ length: count }, (_, index) =>
        index % every === 0 ? `[${String.fromCharCode(65 + ((index / every) % 26))}] C^7 |` : 'C^7 |',
      ).join(' ');
    const sized = buildLibrary({
      sets: { Gig: ['a 48', 'b 49', 'c 64', 'd sections'] },
      songs: {
        // 48 bars: twelve rows of four; one more bar takes a thirteenth.
        'a 48': { chart: { key: 'C', text: bars(48) } },
        'b 49': { chart: { key: 'C', text: bars(49) } },
        'c 64': { chart: { key: 'C', text: bars(64) } },
        // 36 bars, a section every three: twelve rows of three bars (a section starts a row).
        'd sections': { chart: { key: 'C', text: bars(36, 3) } },
      },
    });
    expect(printedCharts(sized, setIdOf(sized, 'Gig'))!.pages.map((page) => page.barsPerRow)).toEqual([
      4, 8, 8, 4,
    ]);
    const sections = buildLibrary({
      sets: { Gig: ['e'] },
      songs: { e: { chart: { key: 'C', text: bars(39, 3) } } },
    });
    // Thirteen sections of three bars: thirteen rows of four.
    expect(printedCharts(sections, setIdOf(sections, 'Gig'))!.pages[0]?.barsPerRow).toBe(8);
  });

  it('says why nothing prints: a set without tunes, or without a chart; null for an unknown set', () => {
    expect(printedCharts(library, setIdOf(library, 'Empty'))).toMatchObject({
      pages: [],
      missing: [],
      summary: 'This set has no tunes yet.',
      missingText: '',
    });
    expect(printedCharts(library, setIdOf(library, 'No charts'))).toMatchObject({
      pages: [],
      missing: ['Nardis'],
      summary: 'None of the tunes of this set has a chart yet.',
      missingText: '',
    });
    expect(printedCharts(library, 'nosuchset000000')).toBeNull();
  });
});
