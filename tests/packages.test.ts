// Every published package as a consumer gets it: built by its own build, then publint and
// arethetypeswrong on the packed tarball (every entry point in `exports`), and the embeddable picker's
// sizes held to their goals (issue 12); <tunedeck-picker>'s manifest in the tarball, and its built types
// compiled as a React 19 project and a page without React would use them (issue 27).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { elementChartSize, elementSize, SIZE_GOALS, widgetSizes } from './bench/embed-sizes.js';

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
  it("stays within its size goals, gzipped, a chart's code loaded apart", async () => {
    const widget = await widgetSizes();
    expect(widget.loaded).toBeLessThanOrEqual(SIZE_GOALS.widget);
    expect(elementSize()).toBeLessThanOrEqual(SIZE_GOALS.element);
    // The chart's reader and drawing: the widget's chunk and the element's second file, on demand only.
    expect(widget.chart).toBeGreaterThan(5 * 1024);
    expect(elementChartSize()).toBeGreaterThan(5 * 1024);
    const element = readFileSync(join(ROOT, 'packages/react-ui/dist/tunedeck-picker.js'), 'utf8');
    expect(element).toMatch(/import\(["']\.\/tunedeck-picker-chart\.js["']\)/);
    expect(element).not.toContain('td-chart__bar');
  }, 60_000);
});

describe('<tunedeck-picker> for its users', () => {
  const dir = join(ROOT, 'packages/react-ui');
  const tsc = (project: string) => {
    const result = spawnSync(join(BIN, 'tsc'), ['-p', project, '--listFiles'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const output = `${result.stdout}${result.stderr}`;
    return {
      status: result.status,
      errors: output.split('\n').filter((line) => line.includes('error TS')),
      output,
    };
  };

  it('packs custom-elements.json, which package.json names, and the file it describes', () => {
    const { files } = JSON.parse(
      execFileSync('pnpm', ['pack', '--dry-run', '--json'], { cwd: dir, encoding: 'utf8' }),
    ) as { files: { path: string }[] };
    const packed = files.map((file) => file.path);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { customElements: string };
    expect(packed).toContain(pkg.customElements);
    const manifest = JSON.parse(readFileSync(join(dir, pkg.customElements), 'utf8')) as {
      modules: { path: string; declarations: { tagName?: string }[] }[];
    };
    expect(manifest.modules.map((module) => module.path)).toEqual(['dist/tunedeck-picker.js']);
    expect(packed).toContain('dist/tunedeck-picker.js');
    expect(manifest.modules.flatMap((module) => module.declarations.map((d) => d.tagName))).toEqual([
      'tunedeck-picker',
    ]);
  }, 60_000);

  it('is typed in React 19 JSX by @tunedeck/react-ui/element/react: its props, ref and event, wrong uses refused', () => {
    const { status, errors, output } = tsc('type-tests/tsconfig.react.json');
    expect(errors).toEqual([]);
    expect(status, output).toBe(0);
    expect(output).toContain('dist/tunedeck-picker-react.d.ts');
  }, 60_000);

  it('is typed for a page without React by @tunedeck/react-ui/element, with no @types/react', () => {
    const { status, errors, output } = tsc('type-tests/tsconfig.element.json');
    expect(errors).toEqual([]);
    expect(status, output).toBe(0);
    expect(output).toContain('dist/tunedeck-picker.d.ts');
    expect(output).not.toMatch(/@types[\\/]react/);
  }, 60_000);
});
