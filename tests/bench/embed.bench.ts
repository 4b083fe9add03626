// `npm run bench`: the embeddable picker's sizes against their goals (issue 12).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { elementSize, SIZE_GOALS, widgetSizes } from './embed-sizes.js';

const ROOT = join(import.meta.dirname, '..', '..');
execFileSync('pnpm', ['--filter', '@tunedeck/react-ui', 'run', 'build'], { cwd: ROOT, stdio: 'ignore' });

function report(name: string, bytes: number, goal: number) {
  const kb = (value: number) => (value / 1024).toFixed(1);
  const verdict = bytes <= goal ? 'ok' : 'OVER GOAL';
  console.log(`${name.padEnd(58)} ${kb(bytes).padStart(8)} KB  (goal ≤ ${kb(goal)} KB: ${verdict})`);
}

const widget = await widgetSizes();
report('React widget, gzipped, without React', widget.loaded, SIZE_GOALS.widget);
console.log(
  `${'  and on demand (a signed-in client’s error dialogs)'.padEnd(58)} ${(widget.onDemand / 1024).toFixed(1).padStart(8)} KB`,
);
report('<tunedeck-picker> element file, gzipped, all inside', elementSize(), SIZE_GOALS.element);
