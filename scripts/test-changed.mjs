#!/usr/bin/env node
// `pnpm test:changed`: the quick loop. Runs the tests that the change since `main` (commits on a branch
// and uncommitted files alike; TUNEDECK_SINCE names another base) reaches through its imports, as
// Vitest's --changed finds them: the unit projects always, the story tests in Chromium only when a
// screen or Storybook changed, and the end-to-end suite only when the site or an end-to-end test did
// (a change in core alone is checked by core's, the adapter's and the screens' own tests; `npm test`
// runs everything, browsers included).
import { execFileSync, spawnSync } from 'node:child_process';

const since = process.env.TUNEDECK_SINCE ?? 'main';
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')];
if (changed.length === 0) {
  console.log(`Nothing changed since ${since}.`);
  process.exit(0);
}
const projects = ['core', 'pocketbase', 'react-ui', 'workspace'];
if (changed.some((file) => /^(packages\/react-ui\/|\.storybook\/)/.test(file))) projects.push('storybook*');
if (changed.some((file) => /^(apps\/site\/|tests\/e2e\/)/.test(file))) projects.push('e2e');
console.log(
  `${changed.length} files changed since ${since}; the tests they reach in: ${projects.join(', ')}`,
);
const args = [
  'exec',
  'vitest',
  'run',
  '--changed',
  since,
  // The machine's cores, not one fewer (Vitest's default): the adapter's files mostly wait on a server.
  '--maxWorkers=2',
  ...projects.flatMap((name) => ['--project', name]),
];
const result = spawnSync('pnpm', args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
