import { describe, expect, it } from 'vitest';
import { runInSlices, runSteps, type Steps, yieldToHost } from './slices.js';

/** Counts to `count`, pausing after each number with how many are done; returns the sum. */
function* counting(count: number, done: number[] = []): Steps<number> {
  let sum = 0;
  for (let n = 1; n <= count; n += 1) {
    sum += n;
    done.push(n);
    yield n;
  }
  return sum;
}

/** A clock that moves `step` ms each time it is read. */
function ticking(step: number): () => number {
  let time = 0;
  return () => {
    time += step;
    return time;
  };
}

describe('runSteps', () => {
  it('runs the steps to their end and gives their result', () => {
    expect(runSteps(counting(10))).toBe(55);
    expect(runSteps(counting(0))).toBe(0);
  });
});

describe('runInSlices', () => {
  it('gives the same result, pausing once a slice has run sliceMs, and tells the progress at each pause', async () => {
    const progress: number[] = [];
    const pauses: number[] = [];
    const done: number[] = [];
    // Each read of the clock is 5 ms later: a slice is read at its start and after each step, so with
    // sliceMs 12 a slice takes three steps (5, 10, then 15 ≥ 12).
    const result = await runInSlices(counting(10, done), {
      sliceMs: 12,
      now: ticking(5),
      onProgress: (n) => progress.push(n),
      yieldTo: async () => {
        pauses.push(done.length);
      },
    });
    expect(result).toBe(55);
    expect(progress).toEqual([3, 6, 9]);
    expect(pauses).toEqual([3, 6, 9]);
  });

  it('does not pause while a slice has time left', async () => {
    const progress: number[] = [];
    const result = await runInSlices(counting(100), { now: () => 0, onProgress: (n) => progress.push(n) });
    expect(result).toBe(5050);
    expect(progress).toEqual([]);
  });

  it('stops at its next pause once the signal aborts, with the signal’s reason', async () => {
    const stop = new AbortController();
    const done: number[] = [];
    const running = runInSlices(counting(10, done), {
      sliceMs: 0,
      now: () => 0,
      yieldTo: async () => {
        if (done.length === 4) stop.abort(new Error('cancelled'));
      },
      signal: stop.signal,
    });
    await expect(running).rejects.toThrow('cancelled');
    expect(done).toEqual([1, 2, 3, 4]);
  });

  it('yields to the host with a task of its own, after what was queued before it', async () => {
    const order: string[] = [];
    const queued = new MessageChannel();
    queued.port1.on('message', () => {
      queued.port1.close();
      order.push('a task queued before');
    });
    queued.port2.postMessage(null);
    const yielded = yieldToHost().then(() => order.push('after the yield'));
    await Promise.resolve();
    order.push('microtasks first');
    await yielded;
    expect(order).toEqual(['microtasks first', 'a task queued before', 'after the yield']);
  });
});
