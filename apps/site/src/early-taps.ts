declare global {
  interface Window {
    /** Buttons tapped on a prerendered page before the app took it over (scripts/start-page.js). */
    tunedeckEarlyTaps?: Element[];
  }
}

import { painted } from './first-paint.js';

let onFirstPage: (() => void) | null = null;

/**
 * Calls `callback` once, in the commit in which the app first draws a page (see Page): a prerendered
 * page the app draws anew, off screen, is replaced by the app's drawing then (main.tsx).
 */
export function whenFirstPageDrawn(callback: () => void) {
  onFirstPage = callback;
}

/**
 * The app has drawn what it shows first (a page, or the message of an error): it takes its place, and
 * what waits for the first paint goes on after the frame that shows it.
 */
export function firstPageDrawn() {
  const replace = onFirstPage;
  onFirstPage = null;
  replace?.();
  painted();
}

/**
 * As the app takes a prerendered page over, taps again the last button the visitor tapped before it
 * had (a tap on "Log In" while the app's scripts were still loading opens the form now); from then on
 * the app hears every tap itself and scripts/start-page.js keeps none. First, a page drawn anew takes
 * the prerendered one's place: a button tapped there is tapped in its place on the new page.
 */
export function takeOverPage() {
  firstPageDrawn();
  const taps = window.tunedeckEarlyTaps;
  window.tunedeckEarlyTaps = undefined;
  const last = taps?.at(-1);
  if (!(last instanceof HTMLElement)) return;
  const target = last.isConnected ? last : twinOf(last);
  target?.click();
}

/**
 * The button at the same place of the page that replaced the one holding `button`; for a page drawn
 * early in the frame the app draws into (the same root), the button of the same name.
 */
function twinOf(button: HTMLElement): HTMLElement | undefined {
  const before = button.closest('#root');
  const after = document.getElementById('root');
  if (!after || before === after) return undefined;
  if (before) {
    const index = [...before.querySelectorAll('button')].indexOf(button as HTMLButtonElement);
    return after.querySelectorAll('button')[index];
  }
  const name = nameOf(button);
  return [...after.querySelectorAll('button')].find((candidate) => nameOf(candidate) === name);
}

/** A button's name as a tap finds it again: its label, or its words. */
function nameOf(button: Element): string {
  return button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';
}
