import { type Instrument, type PickerTuneView, transposeKey } from '@tunedeck/core';

// What the Picker writes of a tune that depends on more than its view: React-free, for PickerScreen and
// for the page's early drawing of it (./picker-draw.ts).

/** Where the breadcrumb's set name leads when the caller names no `setHref`. */
export const defaultSetHref = (setId: string) => `/library/sets/${setId}`;

/** The name of the ↓ button for `tune`. */
export function lowerLabel(tune: PickerTuneView): string {
  return tune.lowerMovesOut ? 'Lower knowledge: move out of library' : 'Lower knowledge';
}

/** The tune's key written for `instrument`, or null when it is the concert key as written. */
export function writtenKey(
  tune: PickerTuneView,
  instrument: Instrument,
): { label: string; spoken: string } | null {
  const written = transposeKey(tune.key, instrument);
  return written.label === transposeKey(tune.key, 'concert').label ? null : written;
}
