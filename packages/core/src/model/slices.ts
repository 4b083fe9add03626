// Long work done a piece at a time (an import's 5,000 rows): written once as steps that say how far
// they got, then run to the end at once (Node, tests) or in slices that let the page answer between them.

/** Work as steps: each `yield` says how many of its pieces are done, a point where it may pause. */
export type Steps<T> = Generator<number, T, void>;

/** Runs the steps to their end at once. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The part of a MessageChannel's port used here (core loads no DOM types). */
interface Port {
  onmessage: (() => void) | null;
  postMessage(message: null): void;
  close(): void;
}

/**
 * Gives the page a turn (input, painting, and the tasks queued before this one: a React render the
 * last slice asked for) and comes back after them: a message to itself, a task not clamped as a nested
 * `setTimeout(0)` is. Not `scheduler.yield()`: its continuation goes ahead of tasks already queued, so
 * a screen's render would wait for the whole work.
 */
export function yieldToHost(): Promise<void> {
  const Channel = (globalThis as unknown as { MessageChannel?: new () => { port1: Port; port2: Port } })
    .MessageChannel;
  if (typeof Channel === 'function')
    return new Promise((resolve) => {
      const channel = new Channel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long a slice runs before it gives the page a turn: well under a frame's worth and a long task's 50 ms. */
export const SLICE_MS = 12;

export interface SliceOptions {
  /** Told how many pieces are done, after each slice. */
  onProgress?: (done: number) => void;
  /** Stops the work at its next pause: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** @default SLICE_MS */
  sliceMs?: number;
  /** @default performance.now (Date.now without it) */
  now?: () => number;
  /** @default yieldToHost */
  yieldTo?: () => Promise<void>;
}

/**
 * Runs the steps in slices of about `sliceMs`, giving the page a turn between slices, and resolves with
 * their result: the same as `runSteps` gives, only the page answers meanwhile.
 */
export async function runInSlices<T>(steps: Steps<T>, options: SliceOptions = {}): Promise<T> {
  const sliceMs = options.sliceMs ?? SLICE_MS;
  const now = options.now ?? (() => globalThis.performance?.now() ?? Date.now());
  const yieldTo = options.yieldTo ?? yieldToHost;
  let sliceStart = now();
  for (;;) {
    options.signal?.throwIfAborted();
    const step = steps.next();
    if (step.done) return step.value;
    if (now() - sliceStart < sliceMs) continue;
    options.onProgress?.(step.value);
    await yieldTo();
    sliceStart = now();
  }
}
