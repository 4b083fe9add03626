// The stage settings of this device (which key or pedal does what, confirm before SKIP): a device
// setting, like the theme, because pedals differ from one device to the next.
import {
  DEFAULT_STAGE_SETTINGS,
  parseStageSettings,
  STAGE_SETTINGS_KEY,
  type StageSettings,
} from '@tunedeck/core';
import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: StageSettings } | null = null;

/** The settings stored on this device (the defaults when none, or when storage cannot be read). */
export function storedStageSettings(): StageSettings {
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(STAGE_SETTINGS_KEY) ?? null;
  } catch {
    return DEFAULT_STAGE_SETTINGS;
  }
  // One object per stored value: useSyncExternalStore needs a stable snapshot.
  if (cached?.raw === raw) return cached.value;
  let value = DEFAULT_STAGE_SETTINGS;
  try {
    value = raw === null ? DEFAULT_STAGE_SETTINGS : parseStageSettings(JSON.parse(raw));
  } catch {
    value = DEFAULT_STAGE_SETTINGS;
  }
  cached = { raw, value };
  return value;
}

/** Remembers `settings` on this device. */
export function setStageSettings(settings: StageSettings) {
  try {
    globalThis.localStorage?.setItem(STAGE_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or storage full: nothing to keep them in.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The stage settings of this device, and a setter that remembers them. */
export function useStageSettings(): [StageSettings, (settings: StageSettings) => void] {
  const settings = useSyncExternalStore(subscribe, storedStageSettings, () => DEFAULT_STAGE_SETTINGS);
  return [settings, useCallback((next: StageSettings) => setStageSettings(next), [])];
}
