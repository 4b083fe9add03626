/** Runs `fn` until `minRuns` and `minMillis` are both reached and returns the median time of one run, in ms. */
export function medianMillis(fn: () => void, { minRuns = 200, minMillis = 300, warmup = 50 } = {}): number {
  for (let i = 0; i < warmup; i += 1) fn();
  const times: number[] = [];
  const start = performance.now();
  while (times.length < minRuns || performance.now() - start < minMillis) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Prints one figure; with a goal, whether the median meets it. */
export function report(name: string, median: number, goal?: number): void {
  const verdict = goal === undefined ? '' : `   (goal < ${goal} ms: ${median < goal ? 'ok' : 'OVER GOAL'})`;
  console.log(`${name.padEnd(60)} median ${median.toFixed(4).padStart(9)} ms${verdict}`);
}
