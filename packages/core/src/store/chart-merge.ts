// Charts read apart from the library, merged with what the client holds (see chart-reads.ts): plain
// functions of libraries, apart from the reads' machinery so the library's state can use them.
import type { ChartRecord, Id, Library } from '../model/records.js';

/** Whether two chart records hold the same chart. */
const sameChart = (a: ChartRecord | undefined, b: ChartRecord) =>
  a !== undefined && a.song === b.song && a.key === b.key && a.text === b.text;

/**
 * The charts `library` holds once `read` (every chart as the server had it) comes in: the read's, for
 * songs the library has, but for the charts `touched` says an event or write told since the read began
 * (kept as the library has them, present or not). A chart as it was stays the same object, and when no
 * chart changed, the library itself is returned (screens and the device's copy see no change).
 */
export function withReadCharts(
  library: Library,
  read: Library['charts'],
  touched: (id: Id) => boolean,
): Library {
  const held = library.charts;
  const charts: Record<Id, ChartRecord> = {};
  let changed = false;
  for (const id of Object.keys(read)) {
    const chart = read[id]!;
    if (!library.songs[id] || touched(id)) continue;
    if (sameChart(held[id], chart)) charts[id] = held[id]!;
    else {
      charts[id] = chart;
      changed = true;
    }
  }
  for (const id of Object.keys(held)) {
    if (touched(id)) charts[id] = held[id]!;
    else if (!(id in charts)) changed = true;
  }
  return changed ? { ...library, charts } : library;
}

/**
 * `read` (a library read without charts) with the charts `held` has for the songs `read` still has: a
 * song deleted meanwhile takes its chart along, as on the server.
 */
export function keepCharts(held: Library, read: Library): Library {
  const charts: Record<Id, ChartRecord> = {};
  let all = true;
  for (const id of Object.keys(held.charts)) {
    if (read.songs[id]) charts[id] = held.charts[id]!;
    else all = false;
  }
  return { ...read, charts: all ? held.charts : charts };
}
