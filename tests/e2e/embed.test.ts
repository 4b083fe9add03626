// <tunedeck-picker> on a plain HTML page: no build step on the page, the element file built as the
// package builds it, a host stylesheet that tries to break it, two pickers side by side.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { PlayableKey } from '@tunedeck/core';
import { chordSpoken, shownChart } from '@tunedeck/core/chart';
import { type EmbedTuneInput, readEmbedChart, readEmbedTunes } from '@tunedeck/core/embed';
import { type Browser, chromium, type Locator, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The package's own build of the element (outside this project's type roots: loaded at run time). */
const ELEMENT_BUILD = join(import.meta.dirname, '..', '..', 'packages', 'react-ui', 'build', 'element.ts');

/** Six new tunes, four medium, two known, all on a random key: the pattern and the keys show. */
const NEW = ['Nardis', 'Footprints', 'Infant Eyes', 'Inner Urge', 'Speak No Evil', 'Yes or No'];
const MED = ['Solar', 'Blue Bossa', 'Oleo', 'Airegin'];
const KNOW = ['Autumn Leaves', 'All The Things You Are'];
const TUNES_A = [
  ...NEW.map((title) => `${title} | random | new`),
  ...MED.map((title) => `${title} | random | med`),
  ...KNOW.map((title) => `${title} | random | know`),
].join('; ');
const TUNES_B = [
  { title: 'Stella by Starlight', key: 'Bb', knowledge: 'new' },
  { title: 'Giant Steps', key: 'B', knowledge: 'med' },
  { title: 'Body and Soul', key: 'Db', knowledge: 'know' },
];

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Our band's page</title>
<link rel="icon" href="data:,">
<style>
  * { all: unset; }
  button { display: none; }
  section, div, p { color: red; font-size: 6px; display: inline; }
  tunedeck-picker { margin: 8px; }
</style>
<script type="module" src="./tunedeck-picker.js"></script>
</head>
<body>
<main>
<h1>What do we play next?</h1>
<tunedeck-picker id="class" label="Class picker" seed="42" tunes="${TUNES_A}"></tunedeck-picker>
<tunedeck-picker id="jam" label="Jam picker" seed="7">
  <script type="application/json">${JSON.stringify(TUNES_B)}</script>
</tunedeck-picker>
</main>
</body>
</html>`;

const FEW = 'Autumn Leaves | G | know; The Days of Wine and Roses | Eb | new; Solar | C | med';

/** A test page that loads the element: its title, its own stylesheet and its body. */
function pageWith(title: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="icon" href="data:,">
<style>${style}</style>
<script type="module" src="./tunedeck-picker.js"></script>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * The element where a page drops a widget, on a page whose root font size is 40px: a flex row beside a
 * sidebar, a grid auto column, an inline-block, a float and an absolutely positioned box.
 */
const LAYOUTS = pageWith(
  'Layouts',
  `
  html { font-size: 40px; }
  body { margin: 8px; font-size: 16px; }
  .row { display: flex; gap: 16px; align-items: flex-start; }
  .side { flex: none; width: 100px; }
  .grid { display: grid; grid-template-columns: auto 1fr; }
  .inline { display: inline-block; }
  .float { float: left; }
  .clear { clear: both; }
  .holder { position: relative; height: 640px; }
  .absolute { position: absolute; top: 0; left: 0; }
`,
  `<div class="row"><nav class="side">Sidebar</nav><tunedeck-picker label="flex" storage="none" tunes="${FEW}"></tunedeck-picker></div>
<div class="grid"><tunedeck-picker label="grid" storage="none" tunes="${FEW}"></tunedeck-picker><p>Beside</p></div>
<div class="inline"><tunedeck-picker label="inline-block" storage="none" tunes="${FEW}"></tunedeck-picker></div>
<div class="float"><tunedeck-picker label="float" storage="none" tunes="${FEW}"></tunedeck-picker></div>
<div class="clear"></div>
<div class="holder"><div class="absolute"><tunedeck-picker label="absolute" storage="none" tunes="${FEW}"></tunedeck-picker></div></div>`,
);

/** An empty page with the element's script: the API test builds its pickers from script. */
const BLANK = pageWith(
  'API',
  `tunedeck-picker::part(next-button) { outline: 4px solid rgb(255, 0, 128); }`,
  '',
);

/** Three pickers, as the system says and forced light and dark, under the page's `* { all: unset }`. */
const THEMES = pageWith(
  'Themes',
  `* { all: unset; }`,
  `<h1>Themes</h1>
<tunedeck-picker label="auto" storage="none" tunes="${FEW}"></tunedeck-picker>
<tunedeck-picker label="light" theme="light" storage="none" tunes="${FEW}"></tunedeck-picker>
<tunedeck-picker label="dark" theme="dark" storage="none" tunes="${FEW}"></tunedeck-picker>`,
);

/**
 * Tunes with charts, each written another way: typed text in the key `chartKey` names, `{ key, text }`,
 * an iReal Pro link (the song's own title and key); and a tune without one. Every key random: the chart
 * follows the key picked.
 */
const AUTUMN_LEAVES_LINK = `irealb://${encodeURIComponent(
  'Autumn Leaves=Kosma Joseph==Medium Swing=G-==1r34LbKcu7[T44A-7XyQ|D7XyQ|G^7XyQ|C^7XyQZ=Jazz-Medium Swing=120=3===',
)}`;
const CHART_TUNES: EmbedTuneInput[] = [
  { title: 'Solar', knowledge: 'new', chart: '| C-7 | G-7 C7 | F^7 | F-7 Bb7 |', chartKey: 'C-' },
  { title: 'Autumn Leaves', knowledge: 'med', chart: AUTUMN_LEAVES_LINK },
  { title: 'Blue Bossa', knowledge: 'know', chart: { key: 'C-', text: 'C-7 | F-7 | Dh7 | G7b9 |' } },
  { title: 'Nardis', knowledge: 'new' },
];

/** A page whose picker has charts: the chart file is fetched from beside the element's. */
const CHARTS = pageWith(
  'Charts',
  `* { all: unset; } tunedeck-picker { margin: 8px; }`,
  `<h1>Tonight's tunes</h1>
<tunedeck-picker label="Chart picker" seed="5" storage="none">
  <script type="application/json">${JSON.stringify(CHART_TUNES)}</script>
</tunedeck-picker>`,
);

let server: Server;
let browser: Browser;
let url = '';
let dir = '';

beforeAll(async () => {
  // The element as published, built with the package's own options into this page's folder.
  dir = mkdtempSync(join(tmpdir(), 'tunedeck-embed-'));
  const { buildElement } = (await import(ELEMENT_BUILD)) as {
    buildElement: (outDir: string) => Promise<string>;
  };
  await buildElement(dir);
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'layouts.html'), LAYOUTS);
  writeFileSync(join(dir, 'themes.html'), THEMES);
  writeFileSync(join(dir, 'blank.html'), BLANK);
  writeFileSync(join(dir, 'charts.html'), CHARTS);
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };
  server = createServer((request, response) => {
    const name = request.url === '/' ? 'index.html' : (request.url ?? '').slice(1);
    try {
      const body = readFileSync(join(dir, name.replace(/[^\w.-]/g, '')));
      response.writeHead(200, { 'content-type': types[extname(name)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
});

afterAll(async () => {
  await browser?.close();
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Pick {
  title: string;
  key: string;
  knowledge: string;
}

/** The tune a picker shows, read off the screen. */
async function shown(picker: Locator): Promise<Pick> {
  return {
    title: (await picker.locator('.td-card__title').textContent()) ?? '',
    // As a screen reader hears it ("Key: D flat"): the ♭ or ♯ on screen is a drawing.
    key: ((await picker.locator('.td-card__key > .td-visually-hidden').textContent()) ?? '').replace(
      /^Key: /,
      '',
    ),
    knowledge: (await picker.locator('.td-card__knowledge span:last-child').textContent()) ?? '',
  };
}

/** The chart file, wherever a page asks for it. */
const CHART_FILE = /\/tunedeck-picker-chart\.js(\?|$)/;

/** The chart core says a tune on screen must show: its accessible name and each bar's chords, heard. */
function expectedChart(pick: Pick): { name: string; chords: string[] } {
  const tune = readEmbedTunes(CHART_TUNES).tunes.find((each) => each.title === pick.title);
  const read = tune?.chart && readEmbedChart(tune.chart, tune.title);
  if (!read?.ok) throw new Error(`${pick.title} has no chart`);
  const shown = shownChart(read.chart, { concert: pick.key as PlayableKey });
  if (!shown) throw new Error(`${pick.title}'s chart does not read`);
  return {
    name: `Chart of ${pick.title} in ${shown.spoken}`,
    chords: shown.chart.bars.map((bar) =>
      bar.slots.flatMap((slot) => (slot.kind === 'chord' ? [chordSpoken(slot.chord)] : [])).join(', '),
    ),
  };
}

/** The chords a screen reader hears in each bar of the chart on screen (less its time and its end). */
async function heardChords(chart: Locator): Promise<string[]> {
  const bars = await chart.locator('.td-chart__bar > .td-visually-hidden').allTextContents();
  return bars.map((bar) => bar.replace(/^bar \d+: (four four time, )?/, '').replace(/, end$/, ''));
}

/** A computed style of an element on the page (the tests have no DOM types of their own). */
function style(
  element: Locator,
  property: 'fontSize' | 'display' | 'outlineColor' | 'backgroundColor',
): Promise<string> {
  type Styles = { getComputedStyle(node: unknown): Record<typeof property, string> };
  return element.evaluate(
    (node, name) => (globalThis as unknown as Styles).getComputedStyle(node)[name],
    property,
  );
}

async function press(picker: Locator, name: 'NEXT' | 'SKIP', page: Page) {
  const before = await shown(picker);
  await picker.getByRole('button', { name }).click();
  await expectChange(picker, before, page);
}

async function expectChange(picker: Locator, before: Pick, page: Page) {
  for (let i = 0; i < 50; i += 1) {
    const now = await shown(picker);
    if (now.title !== before.title || now.key !== before.key) return;
    await page.waitForTimeout(20);
  }
}

describe('<tunedeck-picker> on a plain HTML page', () => {
  it("works under a hostile stylesheet, twice on one page, with the app's rules, across a reload", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(url);
    const classPicker = page.getByRole('region', { name: 'Class picker' });
    const jamPicker = page.getByRole('region', { name: 'Jam picker' });
    await classPicker.getByRole('button', { name: 'NEXT' }).waitFor();

    // The page's `* { all: unset }` and `button { display: none }` do not reach inside.
    for (const picker of [classPicker, jamPicker]) {
      for (const name of ['NEXT', 'SKIP', 'Start New Gig', 'Reset Picker']) {
        const box = await picker.getByRole('button', { name }).boundingBox();
        expect(box?.height, `${name} is drawn`).toBeGreaterThanOrEqual(36);
      }
      expect(await style(picker.locator('.td-card__title'), 'fontSize')).not.toBe('6px');
    }
    expect(await style(page.locator('#class'), 'display')).toBe('block');

    // 60 picks on the class picker by NEXT.
    const picks: Pick[] = [];
    for (let i = 0; i < 60; i += 1) {
      picks.push(await shown(classPicker));
      await press(classPicker, 'NEXT', page);
    }
    const level = (word: string) => picks.filter((pick) => pick.knowledge === word).length;
    // The first six picks are the pattern exactly: 3 new, 2 medium, 1 know; the run keeps to 3 : 2 : 1.
    expect(
      picks
        .slice(0, 6)
        .map((pick) => pick.knowledge)
        .sort(),
    ).toEqual(['Know', 'Medium', 'Medium', 'New', 'New', 'New']);
    expect(Math.abs(level('New') / 60 - 1 / 2)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(level('Medium') / 60 - 1 / 3)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(level('Know') / 60 - 1 / 6)).toBeLessThanOrEqual(0.05);
    // No repeat in a round: six new tunes, each once in every six new picks.
    const news = picks.filter((pick) => pick.knowledge === 'New').map((pick) => pick.title);
    for (let i = 0; i + 6 <= news.length; i += 6) expect(new Set(news.slice(i, i + 6)).size).toBe(6);
    // Keys rotate through all twelve, every twelve picks.
    for (let i = 0; i + 12 <= picks.length; i += 12)
      expect(new Set(picks.slice(i, i + 12).map((pick) => pick.key)).size).toBe(12);

    // The jam picker is another round: its own tunes, its fixed keys, untouched by the class picker.
    const jamFirst = await shown(jamPicker);
    expect(TUNES_B.map((tune) => tune.title)).toContain(jamFirst.title);
    await press(jamPicker, 'SKIP', page);
    const jamAfterSkip = await shown(jamPicker);
    expect(jamAfterSkip.title).not.toBe(jamFirst.title);
    expect(['B flat', 'B', 'D flat']).toContain(jamAfterSkip.key);

    // The keyboard, with focus in the picker: Space on NEXT, → is NEXT, S is SKIP.
    for (const key of ['Space', 'ArrowRight', 's']) {
      const before = await shown(classPicker);
      await classPicker.getByRole('button', { name: 'NEXT' }).focus();
      await page.keyboard.press(key);
      await expectChange(classPicker, before, page);
      expect(await shown(classPicker), key).not.toEqual(before);
    }

    // A reload keeps both rounds where they were.
    const classNow = await shown(classPicker);
    const jamNow = await shown(jamPicker);
    await page.reload();
    await classPicker.getByRole('button', { name: 'NEXT' }).waitFor();
    expect(await shown(classPicker)).toEqual(classNow);
    expect(await shown(jamPicker)).toEqual(jamNow);
    // And the round goes on.
    await press(classPicker, 'NEXT', page);
    expect(await shown(classPicker)).not.toEqual(classNow);

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    expect(errors).toEqual([]);
    // No tune has a chart: the chart file is never fetched, nor is the Chart button shown.
    expect(requests.some((address) => address.endsWith('/tunedeck-picker.js'))).toBe(true);
    expect(requests.filter((address) => CHART_FILE.test(address))).toEqual([]);
    expect(await classPicker.getByRole('button', { name: 'Chart' }).count()).toBe(0);
    await context.close();
  });
});

describe('<tunedeck-picker> with a chart per tune', () => {
  it('shows the chart of each tune in the key picked, after NEXT too, fetching the chart file once', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (CHART_FILE.test(request.url())) fetched.push(request.url());
    });
    await page.goto(`${url}charts.html`);
    const picker = page.getByRole('region', { name: 'Chart picker' });
    await picker.getByRole('button', { name: 'NEXT' }).waitFor();
    const toggle = picker.getByRole('button', { name: 'Chart' });

    // Until Chart is pressed, no chart; then the tune's, in the key on the card.
    let seen = 0;
    let opened = false;
    for (let i = 0; i < 8; i += 1) {
      const pick = await shown(picker);
      if (pick.title === 'Nardis') {
        // A tune without a chart: no Chart button.
        expect(await toggle.count(), `${pick.title} has no chart`).toBe(0);
      } else {
        if (!opened) {
          expect(await toggle.getAttribute('aria-expanded')).toBe('false');
          await toggle.click();
          opened = true;
        }
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        const expected = expectedChart(pick);
        const chart = picker.getByRole('region', { name: expected.name });
        await chart.waitFor();
        expect(await heardChords(chart), `${pick.title} in ${pick.key}`).toEqual(expected.chords);
        seen += 1;
        if (seen === 1) {
          const axe = await new AxeBuilder({ page }).analyze();
          expect(axe.violations.map((violation) => violation.id)).toEqual([]);
        }
      }
      await press(picker, 'NEXT', page);
    }
    expect(seen).toBeGreaterThanOrEqual(4);
    expect(fetched).toHaveLength(1);

    // Closed again, the chart is gone until Chart is pressed.
    if ((await shown(picker)).title === 'Nardis') await press(picker, 'NEXT', page);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await picker.getByRole('region', { name: /^Chart of/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** What the layout test reads inside a card (the tests have no DOM types of their own). */
type Inside = {
  querySelectorAll(
    selector: string,
  ): Iterable<{ scrollWidth: number; clientWidth: number; textContent: string | null }>;
};

describe('<tunedeck-picker> in any layout and theme', () => {
  const LAYOUT_NAMES = ['flex', 'grid', 'inline-block', 'float', 'absolute'];

  it('takes 32rem of 16px where there is room, the room there is where not, whatever the root font size', async () => {
    for (const [width, expected] of [
      [1280, 512],
      [375, null],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${url}layouts.html`);
      for (const name of LAYOUT_NAMES) {
        const card = page.getByRole('region', { name });
        await card.getByRole('button', { name: 'NEXT' }).waitFor();
        const box = (await card.boundingBox()) as { x: number; width: number };
        // Never collapsed, never past the screen's edge.
        expect(box.width, `${name} at ${width}`).toBeGreaterThan(200);
        expect(box.x + box.width, `${name} at ${width}`).toBeLessThanOrEqual(width);
        if (expected) expect(box.width, `${name} at ${width}`).toBe(expected);
        // Nothing inside is cut: every button and the title fit their boxes, within the card.
        const cut = await card.evaluate((node) =>
          [...(node as unknown as Inside).querySelectorAll('button, .td-card__title')]
            .filter((inner) => inner.scrollWidth > inner.clientWidth + 1)
            .map((inner) => inner.textContent),
        );
        expect(cut, `${name} at ${width}`).toEqual([]);
        for (const button of ['NEXT', 'SKIP', 'Start New Gig', 'Reset Picker']) {
          const inner = (await card.getByRole('button', { name: button }).boundingBox()) as typeof box;
          expect(inner.x + inner.width, `${button} of ${name} at ${width}`).toBeLessThanOrEqual(
            box.x + box.width,
          );
        }
        // The page's 40px root does not scale it: the title stays within 2.75rem of 16px.
        expect(
          Number.parseFloat(await style(card.locator('.td-card__title'), 'fontSize')),
        ).toBeLessThanOrEqual(44);
      }
      // At 375px the boxes that fit their content give it the screen's width less the page's margins (the
      // grid shares it with the column beside).
      if (!expected)
        for (const name of ['inline-block', 'float', 'absolute'])
          expect((await page.getByRole('region', { name }).boundingBox())?.width, name).toBe(375 - 16);
      await context.close();
    }
  });

  it('is light or dark as its theme says, and as the system says without one, under all: unset', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        colorScheme: scheme,
      });
      const page = await context.newPage();
      await page.goto(`${url}themes.html`);
      const surface = async (name: string) => {
        const card = page.getByRole('region', { name });
        await card.getByRole('button', { name: 'NEXT' }).waitFor();
        return style(card, 'backgroundColor');
      };
      const white = 'rgb(255, 255, 255)';
      const dark = 'rgb(27, 27, 31)';
      expect(await surface('auto'), `auto under ${scheme}`).toBe(scheme === 'dark' ? dark : white);
      expect(await surface('light'), `light under ${scheme}`).toBe(white);
      expect(await surface('dark'), `dark under ${scheme}`).toBe(dark);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      await context.close();
    }
  });

  it('has properties that reflect its attributes, parts, an event per press, and inline tunes read when they change', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}blank.html`);
    await page.waitForFunction('customElements.get("tunedeck-picker") !== undefined');
    // Built from script as a framework would: properties first, then into the page; then each press.
    const result = (await page.evaluate(`(() => {
      const picker = document.createElement('tunedeck-picker');
      picker.tunes = [{ title: 'Solar', key: 'C', knowledge: 'new' }, { title: 'Oleo', key: 'Bb', knowledge: 'med' }];
      picker.seed = 3;
      picker.storage = 'none';
      picker.theme = 'dark';
      picker.label = 'Script picker';
      document.querySelector('main').append(picker);
      const actions = [];
      picker.addEventListener('tunedeck-pick', (event) => actions.push([event.detail.action, event.detail.tune.title]));
      picker.next();
      picker.skip();
      picker.startNewGig();
      picker.reset();
      return {
        attributes: ['seed', 'storage', 'theme', 'label'].map((name) => picker.getAttribute(name)),
        tunes: picker.tunes,
        actions,
      };
    })()`)) as { attributes: string[]; tunes: unknown; actions: [string, string][] };
    expect(result.attributes).toEqual(['3', 'none', 'dark', 'Script picker']);
    expect(result.tunes).toEqual([
      { title: 'Solar', key: 'C', knowledge: 'new' },
      { title: 'Oleo', key: 'Bb', knowledge: 'med' },
    ]);
    expect(result.actions.map(([action]) => action)).toEqual(['next', 'skip', 'new-gig', 'reset']);
    for (const [, title] of result.actions) expect(['Solar', 'Oleo']).toContain(title);
    // The page styles a part (blank.html outlines ::part(next-button)).
    const next = page.getByRole('region', { name: 'Script picker' }).getByRole('button', { name: 'NEXT' });
    expect(await style(next, 'outlineColor')).toBe('rgb(255, 0, 128)');

    // Inline tunes put in after the element is on the page are read, and read again when they change.
    await page.evaluate(`(() => {
      const later = document.createElement('tunedeck-picker');
      later.setAttribute('label', 'Later picker');
      later.setAttribute('storage', 'none');
      document.querySelector('main').append(later);
    })()`);
    const later = page.getByRole('region', { name: 'Later picker' });
    await expect.poll(() => later.locator('.td-card__empty').textContent()).not.toBe('');
    const fill = (titles: string[]) =>
      page.evaluate(`(() => {
        const host = document.querySelector('tunedeck-picker[label="Later picker"]');
        const script = host.querySelector('script') ?? host.appendChild(document.createElement('script'));
        script.type = 'application/json';
        script.textContent = ${JSON.stringify(JSON.stringify(titles))};
      })()`);
    await fill(['Nardis']);
    await expect.poll(() => later.locator('.td-card__title').textContent()).toBe('Nardis');
    await fill(['Footprints']);
    await expect.poll(() => later.locator('.td-card__title').textContent()).toBe('Footprints');
    await context.close();
  });
});
