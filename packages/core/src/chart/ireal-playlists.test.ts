// The real playlists (test/playlists/README.md), read whole: iReal Pro's music read, written back and read
// again, and written as the typed text and read again, with no difference.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { playlistSongs } from '../../test/chart-helpers.js';
import { iRealChartMusic, readIRealChart, scrambleIReal, unscrambleIReal } from './ireal.js';
import { type Chart, chartChords } from './model.js';
import { chartText, parseChartText } from './text.js';

interface ReadPlaylist {
  /** Each song's fields, the music at index 6. */
  readonly songs: string[][];
  /** Each song read, with its title. */
  readonly charts: [string, Chart][];
  /** The songs that cannot be read, in words. */
  readonly problems: string[];
}

// Each playlist is read once for all the tests here.
const playlists = new Map<string, ReadPlaylist>();

function readPlaylist(name: string): ReadPlaylist {
  const known = playlists.get(name);
  if (known) return known;
  const songs = playlistSongs(name);
  const charts: [string, Chart][] = [];
  const problems: string[] = [];
  for (const song of songs) {
    const read = readIRealChart(song[6]!);
    if ('problem' in read) problems.push(`${song[0]}: ${read.problem}`);
    else charts.push([song[0]!, read.chart]);
  }
  const playlist = { songs, charts, problems };
  playlists.set(name, playlist);
  return playlist;
}

describe('the real playlists: read, write, read again', () => {
  it.each([
    // playlist, songs, bars, chords (alternates included), charts with a To Coda, the songs that cannot be read
    ['jazz1460', 1460, 42231, 53036, 120, []],
    ['pop400', 403, 17567, 22154, 217, []],
    ['blues50', 54, 1081, 807, 6, []],
    ['country', 50, 2238, 1881, 16, []],
    [
      'dixieland1',
      233,
      7547,
      6753,
      1,
      ["Big Chief Battle Axe: The chart has a chord iReal Pro does not know: 'B*..........*' in bar 1."],
    ],
  ])(
    '%s: %i songs, %i bars, %i chords, %i with To Coda, 0 differences',
    (name, songCount, barCount, chordCount, toCodaCount, unread) => {
      const { songs, charts, problems } = readPlaylist(name);
      for (const song of songs) expect(scrambleIReal(unscrambleIReal(song[6]!))).toBe(song[6]);
      let bars = 0;
      let chords = 0;
      let toCodas = 0;
      const differences: string[] = [];
      for (const [title, chart] of charts) {
        bars += chart.bars.length;
        chords += chartChords(chart).length;
        if (chart.bars.some((bar) => bar.toCoda)) toCodas += 1;
        const again = readIRealChart(iRealChartMusic(chart));
        if (!('chart' in again && isDeepStrictEqual(again.chart, chart))) differences.push(title);
      }
      console.log(`${name}: ${songs.length} songs, ${bars} bars, ${chords} chords, ${toCodas} with To Coda`);
      expect([songs.length, bars, chords, toCodas]).toEqual([songCount, barCount, chordCount, toCodaCount]);
      expect(problems).toEqual(unread);
      expect(differences).toEqual([]);
    },
  );

  it('Jazz 1460 and Pop 400 written as the typed text read back the same, without a mistake', () => {
    const differences: string[] = [];
    for (const name of ['jazz1460', 'pop400']) {
      for (const [title, chart] of readPlaylist(name).charts) {
        const typed = parseChartText(chartText(chart));
        if (typed.errors.length > 0 || !isDeepStrictEqual(typed.chart, chart)) differences.push(title);
      }
    }
    expect(differences).toEqual([]);
  });
});
