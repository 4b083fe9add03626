// `npm run bench`: the embeddable picker's sizes against their goals (issue 12).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { elementChartSize, elementSize, SIZE_GOALS, widgetSizes } from './embed-sizes.js';

const ROOT = join(import.meta.dirname, '..', '..');
execFileSync('pnpm', ['--filter', '@tunedeck/react-ui', 'run', 'build'], { cwd: ROOT, stdio: 'ignore' });

function report(name: string, bytes: number, goal: number) {
  const kb = (value: number) => (value / 1024).toFixed(1);
  const verdict = bytes <= goal ? 'ok' : 'OVER GOAL';
  console.log(`${name.padEnd(58)} ${kb(bytes).padStart(8)} KB  (goal ≤ ${kb(goal)} KB: ${verdict})`);
}

/** What loads only on demand: no goal, never in the goals above. */
function onDemand(name: string, bytes: number) {
  console.log(`${name.padEnd(58)} ${(bytes / 1024).toFixed(1).padStart(8)} KB`);
}

const widget = await widgetSizes();
report('React widget, gzipped, without React', widget.loaded, SIZE_GOALS.widget);
onDemand('  and on demand: a tune’s chart (the first one)', widget.chart);
onDemand('  and on demand: a signed-in client’s error dialogs', widget.onDemand);
report('<tunedeck-picker> element file, gzipped, all inside', elementSize(), SIZE_GOALS.element);
onDemand('  and on demand: its chart file (the first chart)', elementChartSize());
