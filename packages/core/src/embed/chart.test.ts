import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scrambleIReal } from '../chart/ireal.js';
import { readEmbedChart } from './chart.js';
import { createStandalonePicker, embedStorageKey } from './standalone.js';
import { embedTuneId, readEmbedTunes } from './tunes.js';

/** Four bars as iReal Pro writes them (short enough that the scramble leaves them as they are). */
const FOUR_BARS = '1r34LbKcu7[T44C^7XyQ|A-7XyQ|D-7XyQ|G7XyQZ';

/** An irealb:// link: "Title=Composer==Style=Key==Changes=…" per song, "===" between, then the playlist. */
function irealbLink(songs: readonly [title: string, key: string, music: string][], playlist?: string) {
  const parts = songs.map(
    ([title, key, music]) => `${title}=Davis Miles==Medium Swing=${key}==${music}=Jazz=140=3`,
  );
  const body = playlist === undefined ? `${parts.join('===')}===` : [...parts, playlist].join('===');
  return `irealb://${encodeURIComponent(body)}`;
}

const SOLAR_LINK = irealbLink([['Solar', 'C-', FOUR_BARS]]);

describe("reading a host's tunes with charts", () => {
  it('keeps each chart as given with its key: its own, chartKey, else the tune key; a link as it is', () => {
    const { tunes, problems } = readEmbedTunes([
      { title: 'Solar', key: 'C', chart: '| C-7 | F7 |', chartKey: 'C-' },
      { title: 'Blue Bossa', key: 'Bb', chart: 'C-7 | F-7 |' },
      { title: 'Oleo', chart: { key: 'Bb', text: 'Bb^7 G-7 | C-7 F7 |' }, chartKey: 'C' },
      { title: 'Inner Urge', key: 'F#', chart: { text: 'F#h7 |' } },
      { title: 'Nardis', knowledge: 'new', chart: ` ${SOLAR_LINK} ` },
      { title: 'Infant Eyes', key: 'Db', chart: '  ' },
      'Footprints',
    ]);
    expect(problems).toEqual([]);
    expect(tunes).toEqual([
      {
        id: embedTuneId('Solar'),
        title: 'Solar',
        key: 'C',
        knowledge: 'know',
        chart: { key: 'C-', text: '| C-7 | F7 |' },
      },
      {
        id: embedTuneId('Blue Bossa'),
        title: 'Blue Bossa',
        key: 'B flat',
        knowledge: 'know',
        chart: { key: 'Bb', text: 'C-7 | F-7 |' },
      },
      {
        id: embedTuneId('Oleo'),
        title: 'Oleo',
        key: 'random',
        knowledge: 'know',
        chart: { key: 'Bb', text: 'Bb^7 G-7 | C-7 F7 |' },
      },
      {
        id: embedTuneId('Inner Urge'),
        title: 'Inner Urge',
        key: 'F sharp',
        knowledge: 'know',
        chart: { key: 'F#', text: 'F#h7 |' },
      },
      {
        id: embedTuneId('Nardis'),
        title: 'Nardis',
        key: 'random',
        knowledge: 'new',
        chart: { link: SOLAR_LINK },
      },
      { id: embedTuneId('Infant Eyes'), title: 'Infant Eyes', key: 'D flat', knowledge: 'know' },
      { id: embedTuneId('Footprints'), title: 'Footprints', key: 'random', knowledge: 'know' },
    ]);
  });

  it('reads chart keys as musicians write them', () => {
    const keys = [
      'Bb',
      'bb',
      'B\u266d',
      'B flat',
      'F#',
      'f sharp minor',
      'G-',
      'Gm',
      'G min',
      'G minor',
      'G\u2212',
      'C major',
      'Ebm',
    ];
    const { tunes } = readEmbedTunes(
      keys.map((chartKey, index) => ({ title: `Tune ${index + 1}`, chart: 'C |', chartKey })),
    );
    expect(tunes.map((tune) => tune.chart && 'key' in tune.chart && tune.chart.key)).toEqual([
      'Bb',
      'Bb',
      'Bb',
      'Bb',
      'F#',
      'F#-',
      'G-',
      'G-',
      'G-',
      'G-',
      'G-',
      'C',
      'Eb-',
    ]);
  });

  it('leaves out a chart it cannot use and says why, keeping the tune', () => {
    const { tunes, problems } = readEmbedTunes([
      { title: 'Airegin', chart: 'F-7 |' },
      { title: 'Inner Urge', key: 'F#', chart: 'F#h7 |', chartKey: 'H' },
      { title: 'Yes or No', chart: 42 },
      { title: 'Speak No Evil', chart: { key: 'C-' } },
      { title: 'Solar', key: 'C', chart: '| C-7 |', chartKey: 'C#m7' },
    ]);
    expect(tunes.map((tune) => [tune.title, tune.chart])).toEqual([
      ['Airegin', undefined],
      ['Inner Urge', undefined],
      ['Yes or No', undefined],
      ['Speak No Evil', undefined],
      ['Solar', undefined],
    ]);
    expect(problems).toEqual([
      `Tune 1 ("Airegin"): its chart needs a key: give "chartKey" (like "C" or "G-") or the tune's key; the chart is left out.`,
      'Tune 2 ("Inner Urge"): "H" is not a chart key (C, Bb, F#, G- for G minor); the chart is left out.',
      'Tune 3 ("Yes or No"): its chart must be chart text, { key, text } or an irealb:// link; the chart is left out.',
      'Tune 4 ("Speak No Evil"): its chart must be chart text, { key, text } or an irealb:// link; the chart is left out.',
      'Tune 5 ("Solar"): "C#m7" is not a chart key (C, Bb, F#, G- for G minor); the chart is left out.',
    ]);
  });

  it('shows the tune on screen with its chart; charts do not change the round', () => {
    const withCharts = readEmbedTunes([{ title: 'Solar', key: 'C', chart: 'C-7 |', chartKey: 'C-' }]).tunes;
    const without = readEmbedTunes([{ title: 'Solar', key: 'C' }]).tunes;
    const view = createStandalonePicker({ tunes: withCharts, seed: 1 }).view();
    expect(view.status === 'ready' && view.tune.chart).toEqual({ key: 'C-', text: 'C-7 |' });
    const plain = createStandalonePicker({ tunes: without, seed: 1 }).view();
    expect(plain.status === 'ready' && 'chart' in plain.tune).toBe(false);
    expect(embedStorageKey(withCharts)).toBe(embedStorageKey(without));
  });
});

describe('an embedded chart read when it is shown', () => {
  it('reads typed text as a stored chart, in its canonical writing', () => {
    expect(readEmbedChart({ key: 'C-', text: '| C-7 | F7 |\nBb^7 / Eb^7 /' }, 'Solar')).toEqual({
      ok: true,
      chart: { key: 'C-', text: 'C-7 | F7 | Bb^7 / Eb^7 / |' },
    });
  });

  it('says what is wrong with typed text, as the chart editor does', () => {
    expect(readEmbedChart({ key: 'C-', text: 'C-7 | H7 |' }, 'Solar')).toEqual({
      ok: false,
      problem: "The chart cannot be shown: Bar 2: 'H7' is not a chord.",
    });
    expect(readEmbedChart({ key: 'C-', text: '| |' }, 'Solar')).toEqual({
      ok: false,
      problem: 'The chart cannot be shown: A chart holds at least one bar.',
    });
    expect(readEmbedChart({ key: 'C-', text: 'C | '.repeat(4200) }, 'Solar')).toEqual({
      ok: false,
      problem: 'The chart cannot be shown: A chart holds at most 16,384 bytes of text; this one has 16,800.',
    });
  });

  it("takes an iReal Pro link's song by the tune's title, or its only song, with its key", () => {
    const expected = { ok: true, chart: { key: 'C-', text: 'C^7 | A-7 | D-7 | G7 |]' } };
    expect(readEmbedChart({ link: SOLAR_LINK }, 'Solar')).toEqual(expected);
    expect(readEmbedChart({ link: SOLAR_LINK }, 'Nardis')).toEqual(expected);
    const playlist = irealbLink(
      [
        ['Days Of Wine And Roses, The', 'F', FOUR_BARS],
        ['Solar', 'C-', FOUR_BARS],
      ],
      'Gig',
    );
    expect(readEmbedChart({ link: playlist }, 'The Days of Wine and Roses')).toEqual({
      ok: true,
      chart: { key: 'F', text: 'C^7 | A-7 | D-7 | G7 |]' },
    });
    expect(readEmbedChart({ link: playlist }, 'Nardis')).toEqual({
      ok: false,
      problem: 'The iReal Pro link has no song called "Nardis".',
    });
  });

  it("says why a link's chart cannot be shown", () => {
    expect(readEmbedChart({ link: 'irealb://%E0%A4%A' }, 'Solar')).toEqual({
      ok: false,
      problem:
        'The iReal Pro link cannot be read: This link is damaged (its percent-encoding does not decode).',
    });
    expect(readEmbedChart({ link: irealbLink([['Solar', 'C-', '']]) }, 'Solar')).toEqual({
      ok: false,
      problem: 'The iReal Pro song "Solar" has no chart.',
    });
    const long = scrambleIReal(`[T44${'C^7XyQ|'.repeat(400)}C^7XyQZ`);
    expect(readEmbedChart({ link: irealbLink([['Solar', 'C-', long]]) }, 'Solar')).toEqual({
      ok: false,
      problem: 'The chart cannot be shown: The chart has 401 bars; a chart holds at most 400.',
    });
  });
});

describe('the picker without charts', () => {
  /** Every file a core source file imports, and theirs. */
  function imported(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, path] of source.matchAll(/^(?:import|export)\s(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm))
      imported(join(dirname(file), (path as string).replace(/\.js$/, '.ts')), seen);
    return seen;
  }

  it('never loads the chart reader: reading tunes and picking import no chart code', () => {
    const root = join(import.meta.dirname, '..');
    const files = [...imported(join(import.meta.dirname, 'standalone.ts'))].map((file) =>
      file.slice(root.length + 1),
    );
    expect(files).toContain('embed/tunes.ts');
    expect(files.filter((file) => /^(chart|import)\/|chart-check/.test(file))).toEqual([]);
  });
});
