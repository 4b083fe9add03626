// The follower's instrument (band follow): remembered on the device, since each player brings their own.
// React-free: the early drawing of the picker (the site's) reads it before React has loaded;
// `useInstrument` (./instrument.ts) follows it.
import { DEFAULT_INSTRUMENT, INSTRUMENT_KEY, type Instrument, isInstrument } from '@tunedeck/core';

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

/** Remembers `instrument` on this device, and tells whoever follows it. */
export function rememberInstrument(instrument: Instrument) {
  chosen = instrument;
  try {
    globalThis.localStorage?.setItem(INSTRUMENT_KEY, instrument);
  } catch {
    // Private mode or storage full: the choice lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` whenever the instrument changes, on this page or in another tab of this device;
 * returns the function that stops it.
 */
export function subscribeInstrument(listener: () => void) {
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
