// The colour theme: the system's preference, or light or dark chosen on this device. A device setting,
// not an account one: a phone on a dark stage and a laptop at home may want different themes.
import { useCallback, useSyncExternalStore } from 'react';

export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const STORAGE_KEY = 'tunedeck:theme';
const listeners = new Set<() => void>();

function isChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/** The theme chosen on this device ('system' when none, or when storage cannot be read). */
export function storedTheme(): ThemeChoice {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isChoice(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Draws the page in `choice`: `data-td-theme` on <html>, which the kit's tokens follow. */
export function applyTheme(
  choice: ThemeChoice,
  root: HTMLElement | undefined = globalThis.document?.documentElement,
) {
  if (!root) return;
  if (choice === 'system') delete root.dataset.tdTheme;
  else root.dataset.tdTheme = choice;
}

/** Remembers `choice` on this device and applies it. */
export function setTheme(choice: ThemeChoice) {
  try {
    if (choice === 'system') globalThis.localStorage?.removeItem(STORAGE_KEY);
    else globalThis.localStorage?.setItem(STORAGE_KEY, choice);
  } catch {
    // Private mode or storage full: the choice still applies to this page.
  }
  applyTheme(choice);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The theme chosen on this device, and a setter that remembers and applies it. */
export function useTheme(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const theme = useSyncExternalStore(subscribe, storedTheme, () => 'system' as const);
  return [theme, useCallback((choice: ThemeChoice) => setTheme(choice), [])];
}
