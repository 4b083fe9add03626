// Every published package as a consumer gets it: built by its own build, then publint and
// arethetypeswrong on the packed tarball (every entry point in `exports`), and the embeddable picker's
// sizes held to their goals (issue 12).
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { elementSize, SIZE_GOALS, widgetSize } from './bench/embed-sizes.js';

const ROOT = join(import.meta.dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');

/** The published packages, and the entry points that are stylesheets (attw reads only JS and types). */
const PACKAGES = [
  { dir: 'packages/core', css: [] },
  { dir: 'packages/pocketbase-adapter', css: [] },
  { dir: 'packages/react-ui', css: ['./styles.css', './core.css', './screens.css', './widget.css'] },
];

beforeAll(() => {
  execFileSync('pnpm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
}, 180_000);

describe.each(PACKAGES)('$dir', ({ dir, css }) => {
  const run = (bin: string, args: string[]) => {
    const result = spawnSync(join(BIN, bin), args, { cwd: join(ROOT, dir), encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };

  it('passes publint', () => {
    const { status, output } = run('publint', ['--strict']);
    expect(output).toContain('All good!');
    expect(status).toBe(0);
  }, 60_000);

  it('passes arethetypeswrong for every entry point (ESM only)', () => {
    const exclude = css.length > 0 ? ['--exclude-entrypoints', ...css] : [];
    const { status, output } = run('attw', ['--pack', '--profile', 'esm-only', ...exclude]);
    expect(output, output).not.toMatch(/❌|🥴|🐛|❗️/u);
    expect(status, output).toBe(0);
  }, 60_000);
});

describe('the embeddable picker', () => {
  it('stays within its size goals, gzipped', async () => {
    expect(await widgetSize()).toBeLessThanOrEqual(SIZE_GOALS.widget);
    expect(elementSize()).toBeLessThanOrEqual(SIZE_GOALS.element);
  }, 60_000);
});
