import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { libraryBuild } from '../../tsup.config.base.js';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/** `import css from './x.css?inline'`: the stylesheet, minified, as a string (for a shadow root). */
const inlineCss: Plugin = {
  name: 'inline-css',
  setup(build) {
    // The path must not end in .css, or tsup's own stylesheet handling takes it.
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: `${resolve(args.resolveDir, args.path.replace(/\?inline$/, ''))}#inline`,
      namespace: 'inline-css',
    }));
    build.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => {
      const file = args.path.replace(/#inline$/, '');
      const css = await build.esbuild.transform(await readFile(file, 'utf8'), {
        loader: 'css',
        minify: true,
      });
      return { contents: css.code, loader: 'text' };
    });
  },
};

export default defineConfig([
  // The kit: ESM for bundlers, React and the dependencies left to the host. The stylesheet (tokens,
  // components and the Nunito font files, copied into dist) is its own entry: the JS never imports
  // CSS, so embedders load '@tunedeck/react-ui/styles.css' once, where they like.
  libraryBuild(
    { index: 'src/index.ts', styles: 'src/styles/index.css' },
    {
      clean: false,
      dts: { entry: { index: 'src/index.ts' }, compilerOptions: { composite: false } },
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      noExternal: ['@fontsource-variable/nunito'],
      loader: { '.woff2': 'file' },
    },
  ),
  // <tunedeck-picker>: one file with everything inside (core's picker, the styles), for a script tag.
  libraryBuild(
    { 'tunedeck-picker': 'src/element/tunedeck-picker.ts' },
    {
      clean: false,
      dts: {
        entry: { 'tunedeck-picker': 'src/element/tunedeck-picker.ts' },
        compilerOptions: { composite: false },
      },
      noExternal: [/.*/],
      splitting: false,
      minify: true,
      platform: 'browser',
      esbuildPlugins: [inlineCss],
      esbuildOptions(options) {
        options.conditions = ['source'];
      },
    },
  ),
]);
