import type { ChartRecord, Id, Library } from '../../model/records.js';
import { type ChartProblem, storedChart } from '../chart-check.js';
import { accept, type NotFound, notFound, type RuleResult, refuse } from './context.js';

/** A chart the rules refuse: its key or its text, with why in the musician's words. */
export interface InvalidChart extends ChartProblem {
  reason: 'invalid-data';
}

/** A song's chart as typed or imported: the key it is written in and its text (see `ChartRecord`). */
export interface ChartInput {
  songId: Id;
  /** As iReal Pro writes a key: "Bb", "F#", "G-". */
  key: string;
  text: string;
}

/** The chart record of a song (its id is the song's). */
export function chartRecord(songId: Id, key: string, text: string): ChartRecord {
  return { id: songId, song: songId, key, text };
}

/**
 * Gives a song its chart, or replaces the one it has: one upsert of its chart record, stored as the
 * chart's canonical text. Refuses an unknown song, a key that is not a chart key, and a text that does
 * not read as a chart within core's limits (`chartProblem`'s words: "A chart holds at most 400 bars;
 * this one has 412."). The same chart as stored gives an empty change.
 */
export function setChart(
  library: Library,
  input: ChartInput,
): RuleResult<{ chart: ChartRecord }, NotFound | InvalidChart> {
  if (!library.songs[input.songId]) return notFound(input.songId);
  const stored = storedChart(input);
  if (!stored.ok) return refuse({ reason: 'invalid-data', field: stored.field, message: stored.message });
  const chart = chartRecord(input.songId, stored.key, stored.text);
  const held = library.charts[input.songId];
  if (held && held.key === chart.key && held.text === chart.text) return accept([], { chart });
  return accept([{ type: 'upsert', collection: 'charts', record: chart }], { chart });
}

/** Takes a song's chart away (the song stays); a song without a chart gives an empty change. */
export function removeChart(library: Library, input: { songId: Id }): RuleResult<object, NotFound> {
  if (!library.songs[input.songId]) return notFound(input.songId);
  if (!library.charts[input.songId]) return accept([], {});
  return accept([{ type: 'delete', collection: 'charts', id: input.songId }], {});
}
