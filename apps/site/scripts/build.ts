// The site as production serves it: Vite's build, the embeddable element's file, the public pages
// rendered to HTML, and every text file compressed beside itself for the server to send as it is.
// Imports no workspace package by name (the end-to-end setup runs it before any package is built).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, defaultServerConditions } from 'vite';
import { PRERENDERED, PRERENDERED_FRAMES, PRERENDERED_TITLES, ROUTE_PAGES } from '../src/prerendered.js';
import { EARLY_PICKER_PATH, EARLY_READ_CONSTANTS, firstScript } from './first-script.js';

const SITE = join(import.meta.dirname, '..');
const ELEMENT_BUILD = join(SITE, '..', '..', 'packages', 'react-ui', 'build', 'element.ts');
/** Where the renderer of the public pages is built: under the site, so Node finds React beside it. */
const RENDERER_DIR = join(SITE, 'node_modules', '.tunedeck-prerender');

/** Builds the site for production into `outDir` (default apps/site/dist). */
export async function buildSite(outDir = join(SITE, 'dist')): Promise<void> {
  // Under Vitest NODE_ENV is 'test', which would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: SITE,
      configFile: join(SITE, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, manifest: true },
    });
    const { buildElement } = (await import(ELEMENT_BUILD)) as {
      buildElement: (dir: string) => Promise<string>;
    };
    await buildElement(outDir);
    await prerender(outDir);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  await compressTree(outDir);
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * Each public page as `<path>.html`: index.html with the page's HTML inside `<div id="root">`, its
 * title, and its route's scripts preloaded, so the page shows before any script has run. Each of the
 * app's other pages at a fixed address as `<path>.html` too: index.html naming its route's files.
 */
async function prerender(outDir: string): Promise<void> {
  await build({
    root: SITE,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    ssr: {
      // The workspace packages from their source, as the browser's build reads them.
      noExternal: [/^@tunedeck\//],
      resolve: { conditions: ['source', ...defaultServerConditions] },
    },
    build: {
      ssr: join(SITE, 'src', 'prerender.tsx'),
      outDir: RENDERER_DIR,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
    },
  });
  const { pages, templates } = await renderPages(join(RENDERER_DIR, 'prerender.js'));
  const manifestFile = join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const gate = await musiciansOnly(outDir);
  // A frame's early read; the picker's asks first for what its early drawing reads (scripts/early-read.js).
  const earlyRead = firstScript('early-read', EARLY_READ_CONSTANTS);
  const pickerEarlyRead = firstScript('early-read', {
    ...EARLY_READ_CONSTANTS,
    PICKER_PATH: EARLY_PICKER_PATH,
  });
  const font = await coreFontPreload(outDir);
  const earlyPicker = earlyPickerFiles(manifest);
  for (const [path, html] of Object.entries(pages)) {
    const name = path.slice(1);
    const audience = PRERENDERED[path];
    const frame = PRERENDERED_FRAMES.has(path);
    const route = ROUTE_PAGES[path] ?? name;
    let filled = withRouteFiles(template, manifest, route)
      .replace('<title>Tunedeck</title>', `<title>${PRERENDERED_TITLES[path] ?? 'Tunedeck'}</title>`)
      .replace('</head>', () => `${font}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-prerendered="${path}" data-audience="${audience}"${frame ? ' data-frame=""' : ''}>${html}</div>${templates[path] ?? ''}`,
      );
    if (!filled.includes(html)) throw new Error(`The page of ${path} was not written into index.html`);
    if (!EARLY_READ.test(filled)) throw new Error('index.html has no early-read script');
    // Not the early read of the library (see earlyRead in vite.config.ts) as a script of its own: on a
    // page drawn whole, none (a visitor has no library, and a musician's page drawn here starts the app
    // only when the musician reaches for it); on a frame, its first script makes it (below), the page
    // it stands for waiting for the library: one file less shares the network with the first paint.
    filled = filled.replace(EARLY_READ, '');
    if (frame && audience !== 'musician') throw new Error(`The frame of ${path} is not a musician's page`);
    // First in the page: a browser with no session leaves before anything of it is drawn.
    if (audience === 'musician') {
      if (!filled.includes(CHARSET)) throw new Error(`index.html has no ${CHARSET}`);
      let first = gate;
      if (frame) {
        // The early drawing of the page's content, for a frame that has one (the picker's: the renderer
        // gave it the template it draws with).
        first = templates[path]
          ? await frameStart(outDir, filled, pickerEarlyRead, earlyPicker)
          : await frameStart(outDir, filled, earlyRead, null);
        // A frame's page starts the app from its first script (frameStart): after its early drawing, or
        // at once with nothing to draw. The page it stands for is drawn by the app.
        filled = filled.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
      }
      filled = filled.replace(CHARSET, () => `${CHARSET}\n    ${first}`);
    }
    const start = frame ? filled : await startAfterFirstPaint(outDir, name, filled, audience === 'musician');
    await mkdir(dirname(join(outDir, `${name}.html`)), { recursive: true });
    await writeFile(join(outDir, `${name}.html`), start);
  }
  for (const [path, route] of Object.entries(ROUTE_PAGES)) {
    if (PRERENDERED[path]) continue;
    const file = join(outDir, `${path.slice(1)}.html`);
    await mkdir(dirname(file), { recursive: true });
    const html = withRouteFiles(template, manifest, route).replace('</head>', () => `${font}</head>`);
    await writeFile(file, html);
  }
}

/**
 * The preload of the core Nunito face (the one nearly every page uses), for every page at a fixed
 * address. A prerendered page's text is in the HTML, and waits for no stylesheet-then-font round trip.
 * The app's other pages draw nothing before their scripts and the musician's data are in; asked for
 * only by that first drawing's layout, the font came after everything else (the picker's first visit
 * waited ~200 ms more in Lighthouse's model of a phone), where now its 20 KB come beside the scripts.
 */
async function coreFontPreload(outDir: string): Promise<string> {
  const font = (await readdir(join(outDir, 'assets'))).find((file) =>
    /^nunito-core-wght-[^/]+\.woff2$/.test(file),
  );
  if (!font) throw new Error('The build has no core Nunito font to preload');
  return `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin="">`;
}

/** index.html naming the scripts and stylesheets of the route module src/routes/`route`.tsx too. */
function withRouteFiles(template: string, manifest: Record<string, ManifestChunk>, route: string): string {
  const { scripts, styles } = routeFiles(manifest, `src/routes/${route}.tsx`);
  const links = [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ]
    // Not what index.html already names (the entry script, the shell).
    .filter((link) => !template.includes(`"${/href="([^"]+)"/.exec(link)?.[1]}"`))
    .join('');
  return template.replace('</head>', `${links}</head>`);
}

const CHARSET = '<meta charset="UTF-8" />';
const EARLY_READ = /<script async fetchpriority="high" src="\/(assets\/early-read-[^"]+\.js)"><\/script>\s*/;
const MODULE_SCRIPT = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;

/**
 * A prerendered page is drawn from its HTML, stylesheets and font alone; the scripts that take it over
 * are not needed to show it (a musician's page, the Help Center, is read as it is: its scripts wait for
 * the musician to reach for it, `onFirstTouch`). Named in the page, they would load level with what the first paint needs
 * (browsers fetch module scripts and their preloads at high priority), and their bytes would come
 * before the paint on a slow network. So the page names one small script instead (scripts/start-page.js,
 * as `assets/start-<page>-<hash>.js`), which asks for them once the first paint is on screen.
 */
async function startAfterFirstPaint(
  outDir: string,
  name: string,
  html: string,
  onFirstTouch: boolean,
): Promise<string> {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error(`index.html has no module script for ${name}`);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => `/${match[1]}`);
  const template = await readFile(join(SITE, 'scripts', 'start-page.js'), 'utf8');
  const constants = ['const PRELOADS = [];', "const ENTRY = '';", 'const ON_FIRST_TOUCH = false;'];
  const missing = constants.filter((constant) => !template.includes(constant));
  if (missing.length > 0) throw new Error(`scripts/start-page.js has no ${missing.join(' ')} to fill in`);
  const code = template
    .replace('const PRELOADS = [];', () => `const PRELOADS = ${JSON.stringify(preloads)};`)
    .replace("const ENTRY = '';", () => `const ENTRY = ${JSON.stringify(`/${entry}`)};`)
    .replace('const ON_FIRST_TOUCH = false;', () => `const ON_FIRST_TOUCH = ${onFirstTouch};`);
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const file = `assets/start-${name}-${hash}.js`;
  await writeFile(join(outDir, file), code);
  return html
    .replace(MODULE_SCRIPT, `<script type="module" src="/${file}"></script>`)
    .replace(MODULE_PRELOAD, '');
}

/**
 * The first script of a page drawn for musicians (scripts/musicians-only.js, as
 * `assets/musicians-only-<hash>.js`), as the tag that names it: it blocks the page's drawing for as
 * long as it takes to send a browser with no session to /welcome. A frame's runs the early read of the
 * library after it (`then`).
 */
async function musiciansOnly(outDir: string, then = ''): Promise<string> {
  const code = `${firstScript('musicians-only')}${then}`;
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const file = `assets/musicians-only-${hash}.js`;
  await writeFile(join(outDir, file), code);
  return `<script src="/${file}"></script>`;
}

/**
 * The first scripts of a page drawn as a frame, as the tags that name them: the blocking one (a browser
 * with no session sent to /welcome, the early read of the library, then scripts/start-frame.js, which
 * asks for the app's scripts, named here and no longer in the page), and the picker's early drawing
 * (`earlyPicker`, a module script: deferred), which calls it once the musician's tune is on screen. A
 * frame without an early drawing asks for the app's scripts at once.
 */
async function frameStart(
  outDir: string,
  html: string,
  earlyRead: string,
  earlyPicker: EarlyPickerFiles | null,
): Promise<string> {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  // Not the chunks the early drawing has loaded already (it preloads them).
  const preloads = [...html.matchAll(MODULE_PRELOAD)]
    .map((match) => match[1] as string)
    .filter((file) => !earlyPicker?.imports.includes(file))
    .map((file) => `/${file}`);
  const start = firstScript('start-frame', {
    ENTRY: `/${entry}`,
    PRELOADS: preloads,
    EARLY_DRAWING: earlyPicker !== null,
  });
  const gate = await musiciansOnly(outDir, `${earlyRead}${start}`);
  if (!earlyPicker) return gate;
  // At low priority, as a deferred script is fetched: the frame's first paint waits for its stylesheets
  // and font, not for the early drawing's code (a browser fetches module scripts and their preloads at
  // high priority, which Lighthouse's model of a phone counts against the first paint).
  const tags = [
    `<script type="module" crossorigin fetchpriority="low" src="/${earlyPicker.entry}"></script>`,
    ...earlyPicker.imports.map(
      (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
    ),
  ];
  return `${gate}\n    ${tags.join('')}`;
}

/** The early drawing's entry in the site's build (vite.config.ts: src/early-picker.ts). */
const EARLY_PICKER = 'src/early-picker.ts';

interface EarlyPickerFiles {
  /** Its module script. */
  entry: string;
  /** The chunks it imports (what it shares with the app's chunks, which import them too), in load order. */
  imports: string[];
}

/**
 * The files of the picker's early drawing (src/early-picker.ts, an entry of the site's build): a module
 * script, and the chunks it imports, each preloaded beside it rather than once it has been parsed. None
 * of them needs the app's shell (vite.config.ts's earlyPickerApart fails the build otherwise).
 */
function earlyPickerFiles(manifest: Record<string, ManifestChunk>): EarlyPickerFiles {
  const entry = manifest[EARLY_PICKER]?.file;
  if (!entry) throw new Error('The build has no early picker');
  const { scripts, styles } = routeFiles(manifest, EARLY_PICKER);
  if (styles.length > 0) throw new Error(`The early picker has stylesheets: ${styles.join(', ')}`);
  return { entry, imports: scripts.filter((file) => file !== entry) };
}

/**
 * Every prerendered page's HTML, rendered by the built renderer in a Node process of its own: React's
 * production build, whatever the caller runs under (Vitest's 'test' would mix in the development one).
 * It exits once the pages are written: a musician's page leaves the client waiting for its library.
 */
async function renderPages(
  renderer: string,
): Promise<{ pages: Record<string, string>; templates: Record<string, string> }> {
  const script = `
    const { PRERENDERED, renderPage, renderFrameTemplate } = await import(${JSON.stringify(pathToFileURL(renderer).href)});
    const pages = {};
    const templates = {};
    for (const [path, audience] of Object.entries(PRERENDERED)) {
      pages[path] = await renderPage(path, audience);
      templates[path] = renderFrameTemplate(path);
    }
    process.stdout.write(JSON.stringify({ pages, templates }), () => process.exit(0));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as { pages: Record<string, string>; templates: Record<string, string> };
}

/** The scripts of a route's chunk and every chunk it imports statically, in load order, and their styles. */
function routeFiles(manifest: Record<string, ManifestChunk>, source: string) {
  const scripts: string[] = [];
  const styles: string[] = [];
  // Chunks may import each other (ES modules allow it): each is visited once.
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no chunk for ${key}`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    scripts.push(chunk.file);
    for (const style of chunk.css ?? []) if (!styles.includes(style)) styles.push(style);
  };
  visit(source);
  return { scripts, styles };
}

/** What the server may send compressed: text, not images or fonts (already compressed). */
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes `file.br` (brotli at its highest quality) and `file.gz` (gzip, level 9) beside every text
 * file under `dir`, each only when it is smaller than the file itself.
 */
export async function compressTree(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true }))
    .map((name) => join(dir, name))
    .filter((file) => TEXT.test(file));
  await Promise.all(
    files.map(async (file) => {
      if (!(await stat(file)).isFile()) return;
      const data = await readFile(file);
      const [br, gz] = await Promise.all([
        promisify(brotliCompress)(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildSite(process.argv[2]);
}
