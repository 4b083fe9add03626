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

/**
 * Resolves once the browser has shown the page's first content (its `first-contentful-paint` entry,
 * which comes when the frame is presented, not when it is committed), at once where paint timing is
 * not measured.
 */
function contentShown(): Promise<void> {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * The app's first page has been committed: `firstPaint` settles after the frame that shows it is on
 * screen. The frame after the one that draws it is not enough: the loads that waited for it started a
 * few milliseconds before the picker's first frame was presented (a phone's first visit then shared its
 * network with 40 KB that page did not need).
 */
export function painted(): void {
  const nextFrame = new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
  );
  void Promise.all([nextFrame, contentShown()]).then(() => paintedNow());
}
