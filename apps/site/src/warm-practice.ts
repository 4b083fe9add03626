import type { TunedeckClient } from '@tunedeck/core';

type Idle = (run: () => void) => void;

/** Runs `run` when the main thread is idle (within a few seconds); a little later where browsers lack it. */
const whenIdle: Idle =
  typeof window.requestIdleCallback === 'function'
    ? (run) => window.requestIdleCallback(run, { timeout: 5000 })
    : (run) => window.setTimeout(run, 200);

/**
 * Keeps the practice history in order (core's review index) while the app is idle. Built from nothing
 * it reads every review (20,000 at the cap: tens of milliseconds on a phone), once per library read;
 * after that every write moves it on in a moment. Worked out here, the practice page opens without it.
 * The index's code (./review-index.ts) loads with the first idle moment: a page that never reads the
 * history (the picker, on a gig) does not wait for it.
 */
export function keepReviewIndexWarm(client: TunedeckClient): void {
  let scheduled = false;
  const warm = async () => {
    const { reviewIndex } = await import('./review-index.js');
    scheduled = false;
    reviewIndex(client.getSnapshot().library);
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(() => void warm().catch(() => undefined));
  };
  client.subscribe(schedule);
  schedule();
}
