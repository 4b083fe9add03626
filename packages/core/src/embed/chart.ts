// An embedded tune's chart read into a stored chart, when it is first shown: what pulls in the chart
// reader (typed text and iReal Pro's), so an embedding page loads it with its first chart, never before.
// readEmbedTunes (embed/tunes.ts) has checked the chart's shape and key; here its music is read, with the
// app's rules for a stored chart (`storedChart`).
import type { StoredChart } from '../chart/shown.js';
import { readIReal } from '../import/ireal.js';
import { storedChart } from '../library/chart-check.js';
import { titleKey } from '../text/normalise.js';
import type { EmbedChart } from './tunes.js';

/** An embedded tune's chart as the picker draws it, or why it cannot be, in a sentence. */
export type ReadEmbedChart = { ok: true; chart: StoredChart } | { ok: false; problem: string };

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * Reads the chart of the tune `title`: typed text must read as the song page's chart editor reads it,
 * without a mistake, within core's limits (`storedChart`); an iReal Pro link gives the song called
 * `title` (or its only song), its chart and its key. Never throws.
 */
export function readEmbedChart(chart: EmbedChart, title: string): ReadEmbedChart {
  if ('key' in chart) {
    const stored = storedChart(chart);
    return stored.ok
      ? { ok: true, chart: { key: stored.key, text: stored.text } }
      : { ok: false, problem: `The chart cannot be shown: ${sentence(stored.message)}` };
  }
  const read = readIReal(chart.link);
  const songs = read.playlists.flatMap((playlist) => playlist.tunes);
  const song =
    songs.find((tune) => titleKey(tune.title) === titleKey(title)) ??
    (songs.length === 1 ? songs[0] : undefined);
  if (!song) {
    const damaged = songs.length === 0 ? read.problems[0]?.message : undefined;
    return {
      ok: false,
      problem: damaged
        ? `The iReal Pro link cannot be read: ${sentence(damaged)}`
        : `The iReal Pro link has no song called "${title}".`,
    };
  }
  if (song.chart) return { ok: true, chart: song.chart };
  // The import's words for a chart it leaves out, less what the import does about it.
  const why = read.problems
    .find((problem) => problem.where === song.title)
    ?.message.replace(/ The song comes in without its chart\.$/, '');
  return {
    ok: false,
    problem: why ? `The chart cannot be shown: ${why}` : `The iReal Pro song "${song.title}" has no chart.`,
  };
}
