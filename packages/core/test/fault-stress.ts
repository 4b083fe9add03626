// Core's fault run over many seeds, looking for a spin: a tab answering another tab's message with a
// message of its own, again and again (once a test worker spun at 100 % for 30 minutes). Each seed runs
// in a child process; a seed that takes over a minute is a hang: the process is killed (even a loop that
// never yields) and the next seed goes on in a new one. Prints each seed's figures that fail, and a summary.
//   pnpm --filter @tunedeck/core run stress [first-seed] [seeds]      (default 1 500)
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Counts, faultRun } from './fault-run.js';

const STEPS = 300;
const HANG_MS = 60_000;

interface Report {
  seed: number;
  ms: number;
  counts?: Counts;
  error?: string;
}

if (process.argv[2] === '--seeds') {
  const [from, to] = process.argv.slice(3).map(Number) as [number, number];
  const tell = (message: unknown) => new Promise((sent) => process.send!(message, sent));
  for (let seed = from; seed < to; seed += 1) {
    await tell({ started: seed });
    const began = performance.now();
    const report: Report = await faultRun(seed, STEPS).then(
      (counts) => ({ seed, ms: performance.now() - began, counts }),
      (error: unknown) => ({ seed, ms: performance.now() - began, error: String(error) }),
    );
    await tell(report);
  }
  process.exit(0);
}

const first = Number(process.argv[2] ?? 1);
const count = Number(process.argv[3] ?? 500);
const end = first + count;
const reports: Report[] = [];
const hangs: number[] = [];
const began = performance.now();

/** Runs seeds from `from` to `end` in a child process; resolves with the seed after a hang, or `end`. */
function runFrom(from: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = fork(fileURLToPath(import.meta.url), ['--seeds', String(from), String(end)], {
      execArgv: process.execArgv,
    });
    let current = from;
    let watchdog: NodeJS.Timeout | undefined;
    const watch = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        hangs.push(current);
        console.log(`seed ${current}: HANG, no end after ${HANG_MS / 1000} s; its process is killed`);
        worker.removeAllListeners('exit');
        worker.once('exit', () => resolve(current + 1));
        worker.kill('SIGKILL');
      }, HANG_MS);
    };
    worker.on('message', (message: Report | { started: number }) => {
      if ('started' in message) {
        current = message.started;
        watch();
        return;
      }
      reports.push(message);
      const problem = problemOf(message);
      if (problem) console.log(`seed ${message.seed}: ${problem}`);
      if (reports.length % 50 === 0)
        console.log(`${reports.length} seeds run, ${((performance.now() - began) / 1000).toFixed(0)} s`);
    });
    worker.on('error', reject);
    worker.on('exit', () => {
      clearTimeout(watchdog);
      resolve(end);
    });
  });
}

/** What is wrong with a seed's run, or null. */
function problemOf(report: Report): string | null {
  if (report.error) return `threw ${report.error}`;
  const c = report.counts!;
  const wrong = [
    c.lost > 0 && `${c.lost} lost`,
    c.duplicated > 0 && `${c.duplicated} duplicated`,
    c.mismatched > 0 && `${c.mismatched} views unlike the server`,
    c.shown !== c.refused && `${c.refused} refused but ${c.shown} shown in every tab`,
    c.writesLeft > 0 && `${c.writesLeft} writes left in the copy`,
    c.errors.length > 0 && `errors: ${c.errors.join('; ')}`,
  ].filter(Boolean);
  return wrong.length > 0 ? wrong.join(', ') : null;
}

for (let from = first; from < end; ) from = await runFrom(from);

const done = reports.filter((report) => report.counts);
const pickerMessages = done.map((report) => report.counts!.messages.picker ?? 0).sort((a, b) => a - b);
const perPick = done.map(
  (report) => (report.counts!.messages.picker ?? 0) / Math.max(1, report.counts!.picks),
);
const times = reports.map((report) => report.ms).sort((a, b) => a - b);
const failed = reports.filter((report) => problemOf(report) !== null);
console.log(
  `fault stress: ${count} seeds (${first}-${end - 1}) × ${STEPS} steps in ${((performance.now() - began) / 1000).toFixed(0)} s: ` +
    `${hangs.length} hangs${hangs.length ? ` (seeds ${hangs.join(', ')})` : ''}, ${failed.length} failed` +
    `${failed.length ? ` (seeds ${failed.map((report) => report.seed).join(', ')})` : ''}; ` +
    `a seed took median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms, slowest ${times.at(-1)?.toFixed(0)} ms; ` +
    `picker messages between tabs a seed: median ${pickerMessages[Math.floor(pickerMessages.length / 2)]}, ` +
    `most ${pickerMessages.at(-1)} (${Math.max(...perPick).toFixed(1)} a pick at most)`,
);
process.exit(hangs.length + failed.length > 0 ? 1 : 0);
