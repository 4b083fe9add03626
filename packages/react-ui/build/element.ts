// How <tunedeck-picker> is built: one ES module with everything inside (core's picker read from its
// source, the stylesheets as minified text for the shadow root), and beside it the file that draws a
// tune's chart, which the element fetches with the first chart (tunedeck-picker-chart.js: the chart
// reader, the drawing on dom-react.ts instead of React, the chart's stylesheet). The package's tsup
// config, the site's build and the browser tests of the element all build them from here.
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { build, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/** `import css from './x.css?inline'`: the stylesheet, minified, as a string. */
const inlineCss: Plugin = {
  name: 'inline-css',
  setup(esbuild) {
    // The path must not end in .css, or tsup's own stylesheet handling takes it.
    esbuild.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: `${resolve(args.resolveDir, args.path.replace(/\?inline$/, ''))}#inline`,
      namespace: 'inline-css',
    }));
    esbuild.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => {
      const file = args.path.replace(/#inline$/, '');
      const css = await esbuild.esbuild.transform(await readFile(file, 'utf8'), {
        loader: 'css',
        minify: true,
      });
      return { contents: css.code, loader: 'text' };
    });
  },
};

/** The element's import of its chart file, kept as written: the browser fetches it beside the element's. */
const CHART_FILE = './tunedeck-picker-chart.js';
const chartFileApart: Plugin = {
  name: 'chart-file-apart',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^\.\/tunedeck-picker-chart\.js$/ }, () => ({
      path: CHART_FILE,
      external: true,
    }));
  },
};

/**
 * React's modules, for the chart file: the DOM drawing of dom-react.ts, beside the chart file's entry
 * (found from the entry, which tsup gives relative to the package and buildElement absolute).
 */
const domReact: Plugin = {
  name: 'dom-react',
  setup(esbuild) {
    const { entryPoints, absWorkingDir = process.cwd() } = esbuild.initialOptions;
    const entries = Object.values(entryPoints ?? {}).map((entry) =>
      typeof entry === 'string' ? entry : entry.in,
    );
    const chart = entries.find((entry) => entry.endsWith('tunedeck-picker-chart.tsx'));
    if (!chart) return;
    const path = join(dirname(resolve(absWorkingDir, chart)), 'dom-react.ts');
    esbuild.onResolve({ filter: /^react(?:\/jsx-runtime|\/jsx-dev-runtime|-dom\/client)?$/ }, () => ({
      path,
    }));
  },
};

/** Relative to the package (tsup runs there). */
export const ELEMENT_ENTRY = { 'tunedeck-picker': 'src/element/tunedeck-picker.ts' };
export const ELEMENT_CHART_ENTRY = { 'tunedeck-picker-chart': 'src/element/tunedeck-picker-chart.tsx' };

/** The element's build options (entries, bundling, minifying), without where it goes: two files. */
export const elementOptions: Options = {
  entry: { ...ELEMENT_ENTRY, ...ELEMENT_CHART_ENTRY },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  noExternal: [/.*/],
  // Each file has everything it needs (the chart file repeats the little of the element's it uses).
  splitting: false,
  treeshake: true,
  minify: true,
  esbuildPlugins: [inlineCss, chartFileApart, domReact],
  esbuildOptions(options) {
    options.conditions = ['source'];
    // The chart's JSX as the kit's tsconfig says, wherever the build runs from (a test's cwd is the
    // repository's, whose tsconfig says nothing of JSX).
    options.jsx = 'automatic';
  },
};

/**
 * Builds the element file and its chart file into `outDir` (no declarations): what the site serves and
 * the browser tests load. Returns the element file's path.
 */
export async function buildElement(outDir: string): Promise<string> {
  const entry = {
    'tunedeck-picker': join(import.meta.dirname, '..', ELEMENT_ENTRY['tunedeck-picker']),
    'tunedeck-picker-chart': join(import.meta.dirname, '..', ELEMENT_CHART_ENTRY['tunedeck-picker-chart']),
  };
  await build({
    ...elementOptions,
    entry,
    outDir,
    dts: false,
    sourcemap: false,
    clean: false,
    silent: true,
    config: false,
  });
  return join(outDir, 'tunedeck-picker.js');
}
