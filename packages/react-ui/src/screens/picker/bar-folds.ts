// The folding of the picker bar's words as a plain DOM function: the hook in ./bar-fold.ts folds the
// React bar with it, and the site's early picker drawing the same bar drawn before React has loaded.

/**
 * What gives way in the picker's bar as its room runs out, first to last: the words "Picking from:"
 * (still read by screen readers), then the buttons' words, each button keeping its icon and its name.
 */
const FOLDS = [
  '.td-breadcrumb__lead',
  '.td-menu__label',
  '.td-picker__live-word',
  '.td-picker__change-word',
  '.td-picker__leave-word',
] as const;

/** A set's name shows at least this many characters (all of a shorter one) before a button folds. */
export const SET_NAME_MIN_CHARACTERS = 8;

/** Whether the set's name shows `SET_NAME_MIN_CHARACTERS` (or all of it) before its "…". */
function nameShows(name: HTMLElement, range: Range): boolean {
  if (name.scrollWidth <= name.clientWidth + 0.5) return true;
  const text = name.firstChild;
  if (!text || text.nodeType !== Node.TEXT_NODE) return true;
  const characters = [...(text.textContent ?? '')].slice(0, SET_NAME_MIN_CHARACTERS).join('');
  range.setStart(text, 0);
  range.setEnd(text, characters.length);
  // The "…" takes about an em of the room (the ellipsis of a humanist sans is narrower).
  const em = Number.parseFloat(getComputedStyle(name).fontSize);
  return range.getBoundingClientRect().width + em <= name.clientWidth;
}

/**
 * Folds the picker bar's words, one at a time in `FOLDS`' order, until the set's name shows its first
 * characters (`SET_NAME_MIN_CHARACTERS`).
 */
export function foldBar(root: HTMLElement): void {
  const range = document.createRange();
  const folds = FOLDS.flatMap((selector) => [...root.querySelectorAll(selector)]);
  for (const item of folds) item.removeAttribute('data-folded');
  // The set's name, or "No set to pick from" without one.
  const name = root.querySelector<HTMLElement>('.td-picker__from .td-link, p.td-picker__from');
  if (!name) return;
  for (const item of folds) {
    if (nameShows(name, range)) break;
    item.setAttribute('data-folded', '');
  }
}
