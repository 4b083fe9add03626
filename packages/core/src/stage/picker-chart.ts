// The called tune's chart on the picker and the stage: which chart, whether there is none, and whether
// the set being played has any (then its code is worth loading before the first is drawn).
import type { StoredChart } from '../chart/shown.js';
import type { Id, Library } from '../model/records.js';

/**
 * Where a device keeps the musician's choice to show or hide the chart on the picker ("shown" or
 * "hidden"), as it keeps the stage's keys: a phone and a tablet on the stand want different things.
 */
export const PICKER_CHART_KEY = 'tunedeck:picker-chart';

/**
 * The chart of the song `songId` as stored (its record: the same object until the chart changes, so a
 * screen draws it again only then): null when it has none, undefined while the charts are still being
 * read (`chartsLoaded` false) and none has come for it: it may have one.
 */
export function pickerChart(
  library: Pick<Library, 'charts'>,
  songId: Id,
  chartsLoaded: boolean,
): StoredChart | null | undefined {
  return library.charts[songId] ?? (chartsLoaded ? null : undefined);
}

/** Whether a song of the set `setId` has a chart (among the charts read so far). */
export function setHasChart(library: Pick<Library, 'charts' | 'memberships'>, setId: Id): boolean {
  for (const membership of Object.values(library.memberships))
    if (membership.set === setId && library.charts[membership.song]) return true;
  return false;
}

/**
 * Whether the picker shows the tune's chart: the musician's choice on this device (`chosen`: shown or
 * hidden, null before any), else beside the tune where the set has a chart (`charted`) and the screen
 * has room for it, wide or on its side, or in Stage View (`room`).
 */
export function chartShownOnPicker(chosen: boolean | null, charted: boolean, room: boolean): boolean {
  return chosen ?? (charted && room);
}
