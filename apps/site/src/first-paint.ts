let paintedNow: () => void = () => {};

/** How long the first drawing may take at most before what waits for it goes on anyway (ms). */
const FIRST_PAINT_CAP = 3000;

/**
 * Settles once the app's first page is on screen (early-taps.ts' firstPageDrawn tells it; a page
 * rendered to HTML is on screen already, main.tsx tells it), or after a few seconds anyway: what can
 * wait for it (the PocketBase SDK for realtime and writes) does not compete with that drawing.
 */
export const firstPaint = new Promise<void>((resolve) => {
  paintedNow = resolve;
  setTimeout(resolve, FIRST_PAINT_CAP);
});

/** The app's first page has been committed: `firstPaint` settles after the frame that shows it. */
export function painted(): void {
  // The frame after the one that draws it: by then the first is on screen.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(paintedNow)));
}
