import { DEFAULT_INSTRUMENT, type Instrument } from '@tunedeck/core';
import { useCallback, useSyncExternalStore } from 'react';
import { rememberInstrument, storedInstrument, subscribeInstrument } from './stored-instrument.js';

/** This device's instrument, and a setter that remembers it. */
export function useInstrument(): [Instrument, (instrument: Instrument) => void] {
  const instrument = useSyncExternalStore(subscribeInstrument, storedInstrument, () => DEFAULT_INSTRUMENT);
  return [instrument, useCallback((next: Instrument) => rememberInstrument(next), [])];
}
