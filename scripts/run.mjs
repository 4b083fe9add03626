#!/usr/bin/env node
// Entry point of `npm test`, `npm run bench` (and later `npm start`) on a machine that has only Node:
// installs pnpm and the workspace dependencies when they are missing (and, for the tests, Debian's
// Chromium when running as root), then runs the named pnpm script.
// For `check` it adds up the test counts of every test run into one closing line `N passed, N failed`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '10.34.9';
// Never let a package download a browser of its own (there is no network for it here anyway).
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ??= '1';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const script = process.argv[2];
if (!script) {
  console.error('usage: node scripts/run.mjs <pnpm script>');
  process.exit(2);
}

function has(command, args) {
  return spawnSync(command, args, { stdio: 'ignore', shell: process.platform === 'win32' }).status === 0;
}

function pnpmCommand() {
  if (has('pnpm', ['--version'])) {
    const version = execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim();
    if (version.split('.')[0] === PNPM_VERSION.split('.')[0]) return ['pnpm'];
  }
  console.log(`Installing pnpm ${PNPM_VERSION} ...`);
  if (spawnSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' }).status === 0) {
    return ['pnpm'];
  }
  // No permission for a global install: run it through npx instead.
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

function dependenciesCurrent() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(marker)) return false;
  return statSync(join(root, 'pnpm-lock.yaml')).mtimeMs <= statSync(marker).mtimeMs;
}

function run(command, args, env = process.env) {
  const result = spawnSync(command[0], [...command.slice(1), ...args], { cwd: root, stdio: 'inherit', env });
  return result.status ?? 1;
}

/** Story and browser tests run in Debian's Chromium, never a browser a tool downloads itself. */
const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !has('apt-get', ['--version'])) {
    console.error(
      `The browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium',
    );
    return false;
  }
  console.log('Installing Chromium (Debian package) for the browser tests ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  return apt(['update']) && apt(['install', '-y', 'chromium']) && existsSync(CHROMIUM);
}

const pnpm = pnpmCommand();
if (!dependenciesCurrent()) {
  console.log('Installing workspace dependencies ...');
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  if (run(pnpm, ['install', ...frozen]) !== 0) process.exit(1);
}

// `npm start`: what the app says when it cannot start (a busy port, a bad setting) is the last thing
// printed, not pnpm's lines about a failed script.
if (script === 'serve') process.exit(run(pnpm, ['--silent', 'run', script]));
if (script !== 'check') process.exit(run(pnpm, ['run', script]));
if (!ensureChromium()) process.exit(1);

const resultsDir = mkdtempSync(join(tmpdir(), 'tunedeck-results-'));
const status = run(pnpm, ['run', 'check'], { ...process.env, TUNEDECK_RESULTS_DIR: resultsDir });
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of readdirSync(resultsDir)) {
  const counts = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'));
  for (const key of Object.keys(totals)) totals[key] += counts[key];
}
rmSync(resultsDir, { recursive: true, force: true });
if (status !== 0 && totals.failed === 0) {
  console.error('\nA check before or between the test runs failed (see above).');
  totals.failed = 1;
}
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(status);
