// How <tunedeck-picker> is built: one ES module with everything inside (core's picker read from its
// source, the stylesheets as minified text for the shadow root). The package's tsup config and the
// browser test of the element both build it from here.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
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

/** Relative to the package (tsup runs there). */
export const ELEMENT_ENTRY = { 'tunedeck-picker': 'src/element/tunedeck-picker.ts' };

/** The element's build options (entry, bundling, minifying), without where it goes. */
export const elementOptions: Options = {
  entry: ELEMENT_ENTRY,
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  noExternal: [/.*/],
  splitting: false,
  treeshake: true,
  minify: true,
  esbuildPlugins: [inlineCss],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
};

/** Builds the element file into `outDir` (no declarations): what the browser test loads. */
export async function buildElement(outDir: string): Promise<string> {
  const entry = { 'tunedeck-picker': join(import.meta.dirname, '..', ELEMENT_ENTRY['tunedeck-picker']) };
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
