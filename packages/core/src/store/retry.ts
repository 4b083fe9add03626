/** Trying again while the server is out of reach: first after 1 s, doubling up to 30 s. */
export const RETRY_MS = { first: 1000, max: 30_000 } as const;

/**
 * One pending retry at a time, with backoff: each retry scheduled before a success waits twice the last
 * one (within `RETRY_MS`); a success starts again from the first delay.
 */
export class Retry {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private delay = 0;

  constructor(private readonly run: () => void) {}

  /** Tries again later, unless a retry is pending already. */
  schedule(): void {
    if (this.timer !== null) return;
    this.delay = Math.min(RETRY_MS.max, Math.max(RETRY_MS.first, this.delay * 2));
    this.timer = setTimeout(() => {
      this.timer = null;
      this.run();
    }, this.delay);
  }

  /** Drops the pending retry (trying now instead, or the session ended). */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** It worked: the next failure waits the first delay again. */
  succeeded(): void {
    this.delay = 0;
  }

  /** Forgets everything (a new session). */
  reset(): void {
    this.cancel();
    this.delay = 0;
  }
}
