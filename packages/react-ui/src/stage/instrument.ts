// The follower's instrument (band follow): remembered on the device, since each player brings their own.
import { DEFAULT_INSTRUMENT, INSTRUMENT_KEY, type Instrument, isInstrument } from '@tunedeck/core';
import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
/** The choice of this page, for a device that cannot store it (private mode). */
let chosen: Instrument | null = null;

/** The instrument stored on this device (concert pitch when none, or when storage cannot be read). */
export function storedInstrument(): Instrument {
  try {
    const raw = globalThis.localStorage?.getItem(INSTRUMENT_KEY);
    if (isInstrument(raw)) return raw;
  } catch {
    // Storage cannot be read: the choice of this page, if any.
  }
  return chosen ?? DEFAULT_INSTRUMENT;
}

function remember(instrument: Instrument) {
  chosen = instrument;
  try {
    globalThis.localStorage?.setItem(INSTRUMENT_KEY, instrument);
  } catch {
    // Private mode or storage full: the choice lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Chosen in another tab of this device: this one follows.
  const onStorage = (event: StorageEvent) => {
    if (event.key === INSTRUMENT_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** This device's instrument, and a setter that remembers it. */
export function useInstrument(): [Instrument, (instrument: Instrument) => void] {
  const instrument = useSyncExternalStore(subscribe, storedInstrument, () => DEFAULT_INSTRUMENT);
  return [instrument, useCallback((next: Instrument) => remember(next), [])];
}
