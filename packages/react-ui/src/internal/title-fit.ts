// The fitting of a title's type to its box as a plain DOM function: the hook below fits a React
// heading with it, and a page's first script (the site's early picker drawing) the same heading drawn
// before React has loaded, to the same size.

export interface FitTitleOptions {
  /** Lines the title may take; what they cannot hold at `minRem` the stylesheet ends in "…". @default 2 */
  lines?: number;
  /** The size the title shrinks to for its length. Below it only for a word wider than a line. */
  minRem: number;
  /** What, besides its text, changes the title's room or its stylesheet's size (a stage view). */
  watch?: unknown;
}

/** The title's lines as laid out: how many, and whether one (a word too long for it) overflows the box. */
function measure(title: HTMLElement, range: Range): { lines: number; overflows: boolean } {
  range.selectNodeContents(title);
  const box = title.getBoundingClientRect();
  const style = getComputedStyle(title);
  const left = box.left + Number.parseFloat(style.paddingLeft) - 0.5;
  const right = box.right - Number.parseFloat(style.paddingRight) + 0.5;
  const tops = new Set<number>();
  let overflows = false;
  for (const rect of range.getClientRects()) {
    if (rect.width === 0) continue;
    tops.add(Math.round(rect.top));
    if (rect.left < left || rect.right > right) overflows = true;
  }
  return { lines: tops.size, overflows };
}

/** The width of the widest of the title's first `lines` lines as laid out. */
function widest(title: HTMLElement, range: Range, lines: number): number {
  range.selectNodeContents(title);
  const spans = new Map<number, { left: number; right: number }>();
  for (const rect of range.getClientRects()) {
    if (rect.width === 0) continue;
    const top = Math.round(rect.top);
    const span = spans.get(top);
    spans.set(top, {
      left: Math.min(span?.left ?? rect.left, rect.left),
      right: Math.max(span?.right ?? rect.right, rect.right),
    });
  }
  const shown = [...spans.entries()].sort(([a], [b]) => a - b).slice(0, lines);
  return Math.max(0, ...shown.map(([, { left, right }]) => right - left));
}

/** Takes off what `fitTitle` set: the title as its stylesheet sets it. */
export function unfitTitle(title: HTMLElement): void {
  title.style.removeProperty('font-size');
  title.style.removeProperty('text-align');
  title.style.removeProperty('max-width');
  title.style.removeProperty('margin-inline');
}

/**
 * Fits `title`'s type to its box, as DESIGN.md asks of a poster: the size its stylesheet gives it (a
 * first guess from the room and the title's length) stepped down until its longest word fits a line
 * whole and the title takes at most `lines` lines, but not below `minRem` for its length alone: a
 * longer title ends in "…" (the stylesheet's line clamp). Only a word too long for a line takes it
 * smaller still. Words are never broken: the stylesheet sets `overflow-wrap: normal`, and the title
 * must be as wide as its room (not shrunk to its text) for the measure to hold. Sets inline styles only
 * through the CSSOM (allowed under the site's CSP).
 */
export function fitTitle(title: HTMLElement, options: Pick<FitTitleOptions, 'lines' | 'minRem'>): void {
  const { lines = 2, minRem } = options;
  const range = document.createRange();
  const fits = (size: number, min: number) => {
    title.style.fontSize = `${size}px`;
    const { lines: taken, overflows } = measure(title, range);
    return !overflows && (taken <= lines || size <= min);
  };
  unfitTitle(title);
  const guess = Number.parseFloat(getComputedStyle(title).fontSize);
  const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const min = Math.min(guess, minRem * rem);
  let size = guess;
  if (!fits(guess, min)) {
    // The largest size that fits, to half a pixel (a few layouts of one heading): from the minimum
    // up when its words fit there, below it when one of them is too long for a line.
    const wordsFit = fits(min, min);
    let low = wordsFit ? min : 8;
    let high = wordsFit ? guess : min;
    while (high - low > 0.5) {
      const middle = (low + high) / 2;
      if (fits(middle, min)) low = middle;
      else high = middle;
    }
    size = low;
  }
  if (size === guess) title.style.removeProperty('font-size');
  else title.style.fontSize = `${size}px`;
  // Cut with "…": set from the line's start, as Chromium places the "…" after a centred line's end,
  // past the box; and the box narrowed to its widest line and the "…" (the lines break where they
  // did), so the block of lines stays centred in the room.
  if (measure(title, range).lines > lines) {
    const style = getComputedStyle(title);
    const centred = style.textAlign === 'center';
    title.style.textAlign = 'start';
    const ellipsis = 0.8 * Number.parseFloat(style.fontSize);
    const width = Math.ceil(widest(title, range, lines) + ellipsis) + 1;
    if (centred && width < title.clientWidth) {
      title.style.maxWidth = `${width}px`;
      title.style.marginInline = 'auto';
    }
  }
}
