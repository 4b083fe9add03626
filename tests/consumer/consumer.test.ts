// The three published packages as a consumer gets them (issue 27): packed with `pnpm pack`, installed
// into a fresh project in the OS temp folder (offline, from the store the workspace's install filled),
// a React page with <PickerWidget> type-checked against the installed types and built with Vite, and
// plain HTML pages with <tunedeck-picker> from the installed dist file (no build step). Both are driven
// in Chromium at 1280 and 375 px: a flex row beside a sidebar, a grid's auto column, a hostile
// stylesheet, `html { font-size: 40px }`, both themes under both system schemes, the keyboard, two
// pickers on one page, axe. TUNEDECK_CONSUMER_SHOTS=<dir> keeps a screenshot of every layout.
//
// No race with packages.test.ts, which rebuilds every dist: this file is the `consumer` Vitest project,
// in sequence group 2, so under `npm test` it starts only once the `workspace` project (group 0) and the
// end-to-end files (group 1) are done. It builds the packages itself only when a dist is older than a
// file it is built from (run alone, or after an edit), then packs them before anything else runs.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYOUTS, type Layout, PICKERS } from './app/src/pickers.js';
import { axeViolations, luminance, measure, picks, title } from './inspect.js';
import { serve, writeElementPages } from './pages.js';
import {
  buildIfStale,
  copyApp,
  type Install,
  install,
  packPackages,
  ROOT,
  runBin,
  writeManifestAndLockfile,
} from './project.js';

/** The package's own build of the element, as the site's build calls it (loaded at run time). */
const ELEMENT_BUILD = join(ROOT, 'packages', 'react-ui', 'build', 'element.ts');
const REACT_ENTRY = './element/react';
const WIDTHS = [1280, 375] as const;
type Kind = 'element' | 'widget';
const KINDS: Kind[] = ['element', 'widget'];
const SHOTS = process.env.TUNEDECK_CONSUMER_SHOTS;

let project = '';
let built: 'built' | 'current' = 'current';
let installed: Install;
let typecheck = { status: null as number | null, output: '' };
let viteBuild = { status: null as number | null, output: '' };
let hasReactEntry = false;
let server: Server | undefined;
let url = '';
let browser: Browser;

/** Runs a step of the set-up and notes how long it took. */
const timings: string[] = [];
function timed<T>(step: string, run: () => T): T {
  const started = performance.now();
  const result = run();
  timings.push(`${step} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

beforeAll(async () => {
  built = timed('build', buildIfStale);
  project = mkdtempSync(join(tmpdir(), 'tunedeck-consumer-'));
  const tarballs = timed('pack', () => packPackages(project));
  writeManifestAndLockfile(project, tarballs);
  installed = timed(`install`, () => install(project));
  copyApp(project);
  const manifest = JSON.parse(
    readFileSync(join(project, 'node_modules', '@tunedeck', 'react-ui', 'package.json'), 'utf8'),
  ) as { exports: Record<string, unknown> };
  hasReactEntry = REACT_ENTRY in manifest.exports;
  if (!hasReactEntry)
    writeFileSync(
      join(project, 'src', 'element-in-react.tsx'),
      `export function ElementInReact() {\n  return <h1>No ${REACT_ENTRY} entry in the packed package</h1>;\n}\n`,
    );
  typecheck = timed('tsc', () => runBin(project, 'tsc', ['--noEmit', '-p', '.']));
  viteBuild = timed('vite build', () => runBin(project, 'vite', ['build']));
  writeElementPages(project);
  ({ url, server } = await serve(project));
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  console.log(
    `consumer: ${built === 'built' ? 'packages built' : 'packages already built'}, installed ${installed.mode}; ${timings.join(', ')}`,
  );
});

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('the packed packages in a fresh project', () => {
  it('install offline from the store the workspace filled', () => {
    expect(installed.offlineError, 'the offline install failed, the registry was asked').toBe('');
    expect(installed.mode).toBe('offline');
  });

  it('type-check the React page against the installed packages', () => {
    expect(typecheck.output).toBe('');
    expect(typecheck.status).toBe(0);
  });

  it('build the React page with Vite', () => {
    expect(viteBuild.status, viteBuild.output).toBe(0);
  });

  it('hold the element file the site serves: the same build', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tunedeck-consumer-element-'));
    try {
      const { buildElement } = (await import(ELEMENT_BUILD)) as {
        buildElement: (outDir: string) => Promise<string>;
      };
      const site = readFileSync(await buildElement(dir), 'utf8');
      const packed = readFileSync(
        join(project, 'node_modules', '@tunedeck', 'react-ui', 'dist', 'tunedeck-picker.js'),
        'utf8',
      );
      // apps/site/scripts/build.ts writes the site's file with buildElement, the package's tsup config
      // with the same elementOptions. Only the package's writes a source map (the library build's
      // default) and names it at the end, twice (tsup's treeshake pass adds a second comment to
      // esbuild's); everything before those comments must be the same bytes.
      const maps = /(?:\/\/# sourceMappingURL=tunedeck-picker\.js\.map\n?)*$/;
      const code = packed.replace(maps, '');
      let first = 0;
      while (first < code.length && code[first] === site[first]) first += 1;
      expect(
        code === site,
        `the packed file differs from the site's from character ${first}: ` +
          `${JSON.stringify(code.slice(first - 40, first + 80))} vs ${JSON.stringify(site.slice(first - 40, first + 80))}`,
      ).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The React page for a layout, or the element's HTML page. */
function address(kind: Kind, layout: Layout | 'element') {
  return kind === 'element' ? `${url}/element-${layout}.html` : `${url}/dist/index.html?layout=${layout}`;
}

interface Opened {
  page: Page;
  errors: string[];
  close: () => Promise<void>;
}

async function open(width: number): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
}

/** Opens a layout's page and waits until both its pickers show a tune. */
async function load(page: Page, kind: Kind, layout: Layout): Promise<[Locator, Locator]> {
  await page.goto(address(kind, layout));
  const cards = PICKERS[layout].map((spec) => page.getByRole('region', { name: spec.label })) as [
    Locator,
    Locator,
  ];
  for (const card of cards) await card.locator('.td-card__title').waitFor();
  return cards;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

describe.each(KINDS)('the %s from the installed package', (kind) => {
  it('is as wide as its content and never cut, in a flex row, a grid auto column and under a hostile sheet, and keeps its size under html { font-size: 40px }', async () => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const { page, errors, close } = await open(width);
      for (const layout of LAYOUTS) {
        const cards = await load(page, kind, layout);
        const at16 = await measure(cards, width);
        await page.addStyleTag({ content: 'html { font-size: 40px; }' });
        const at40 = await measure(cards, width);
        await shot(page, `${kind}-${layout}-${width}px-light-root40px`);
        const where = `${layout} at ${width}px`;
        problems.push(...at16.problems.map((problem) => `${where}: ${problem}`));
        problems.push(...at40.problems.map((problem) => `${where}, root 40px: ${problem}`));
        for (const [index, size] of at16.sizes.entries()) {
          const other = at40.sizes[index];
          if (
            !other ||
            Math.abs(other.width - size.width) > 0.5 ||
            Math.abs(other.height - size.height) > 0.5
          )
            problems.push(
              `${where}: picker ${index + 1} is ${size.width}×${size.height} at a 16px root, ${other?.width}×${other?.height} at 40px`,
            );
        }
      }
      expect(errors).toEqual([]);
      await close();
    }
    expect(problems).toEqual([]);
  });

  it('is light or dark as its theme says and as the system says without one, both ways, and axe finds nothing', async () => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const { page, errors, close } = await open(width);
      for (const layout of LAYOUTS) {
        const cards = await load(page, kind, layout);
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          for (const [index, card] of cards.entries()) {
            const theme = PICKERS[layout][index]?.theme ?? scheme;
            const value = await luminance(card);
            const expected = theme === 'light' ? value > 0.8 : value < 0.05;
            if (!expected)
              problems.push(
                `${layout} at ${width}px under ${scheme}: picker ${index + 1} (${theme}) has luminance ${value.toFixed(3)}`,
              );
          }
          await shot(page, `${kind}-${layout}-${width}px-${scheme}`);
          if (width === 1280)
            problems.push(
              ...(await axeViolations(page)).map((violation) => `${layout} under ${scheme}: ${violation}`),
            );
        }
      }
      expect(errors).toEqual([]);
      await close();
    }
    expect(problems).toEqual([]);
  });

  it('picks with the keyboard in the card, tells each pick, and keeps two pickers on a page apart', async () => {
    const { page, errors, close } = await open(1280);
    const [one, two] = await load(page, kind, 'hostile');
    const [first, second] = PICKERS.hostile;
    const twoBefore = await title(two);
    for (const [key, action] of [
      ['ArrowRight', 'next'],
      ['Space', 'next'],
      ['s', 'skip'],
    ] as const) {
      const before = await title(one);
      const told = (await picks(page)).length;
      await one.getByRole('button', { name: 'NEXT' }).focus();
      await page.keyboard.press(key);
      await expect.poll(() => title(one), { message: key }).not.toBe(before);
      // The widget's onPick and the element's event are told the tune and the press.
      expect((await picks(page)).slice(told), key).toEqual([
        { label: first.label, action, title: await title(one) },
      ]);
    }
    // The other picker's round is its own: untouched, and its NEXT leaves the first alone.
    expect(await title(two)).toBe(twoBefore);
    const oneNow = await title(one);
    await two.getByRole('button', { name: 'NEXT' }).click();
    await expect.poll(() => title(two)).not.toBe(twoBefore);
    expect(await title(one)).toBe(oneNow);
    expect((await picks(page)).at(-1)?.label).toBe(second.label);
    // Each round is kept under its own name: a reload shows both where they were.
    const twoNow = await title(two);
    await load(page, kind, 'hostile');
    expect([await title(one), await title(two)]).toEqual([oneNow, twoNow]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('<tunedeck-picker> in JSX', () => {
  it(`type-checks with the package's ${REACT_ENTRY} entry and picks in a React page`, async (context) => {
    if (!hasReactEntry) {
      console.warn(
        `consumer: the packed @tunedeck/react-ui has no "${REACT_ENTRY}" export; JSX part skipped`,
      );
      context.skip(`no ${REACT_ENTRY} export in the packed @tunedeck/react-ui`);
    }
    const { page, errors, close } = await open(1280);
    await page.goto(address('widget', 'element'));
    const card = page.getByRole('region', { name: 'JSX picker' });
    await card.locator('.td-card__title').waitFor();
    const before = await title(card);
    await card.getByRole('button', { name: 'NEXT' }).click();
    await expect.poll(() => title(card)).not.toBe(before);
    expect(await picks(page)).toEqual([{ label: 'JSX picker', action: 'next', title: await title(card) }]);
    expect(await luminance(card)).toBeLessThan(0.05);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
