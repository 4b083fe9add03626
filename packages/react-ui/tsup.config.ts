import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.config.base.js';
import { ELEMENT_ENTRY, elementOptions } from './build/element.js';
import { widgetStylesheet } from './src/widgets/picker/own-units.js';

const REACT_ENTRY = { 'tunedeck-picker-react': 'src/element/react.ts' };

export default defineConfig([
  // The kit: ESM for bundlers, React and the dependencies left to the host. The stylesheets (tokens,
  // components and the Nunito font files, copied into dist; the widget's alone) are entries of their
  // own: the JS never imports CSS, so embedders load '@tunedeck/react-ui/styles.css' once, where they like.
  libraryBuild(
    {
      index: 'src/index.ts',
      widget: 'src/widget.ts',
      early: 'src/early.ts',
      styles: 'src/styles/index.css',
      'styles-core': 'src/styles/core.css',
      'styles-screens': 'src/styles/screens.css',
      'widget-styles': 'src/widgets/picker/widget.css',
    },
    {
      clean: false,
      dts: {
        entry: { index: 'src/index.ts', widget: 'src/widget.ts', early: 'src/early.ts' },
        compilerOptions: { composite: false },
      },
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      noExternal: ['@fontsource-variable/nunito'],
      loader: { '.woff2': 'file' },
      // The widget's sheet counts in 16px, not in the host page's root font size, as the element does.
      async onSuccess() {
        const file = 'dist/widget-styles.css';
        await writeFile(file, widgetStylesheet(await readFile(file, 'utf8')));
      },
    },
  ),
  // <tunedeck-picker>: one file with everything inside, for a script tag, and beside it the file that
  // draws a tune's chart, which the element fetches with the first chart (declarations: the element's).
  libraryBuild(ELEMENT_ENTRY, {
    ...elementOptions,
    clean: false,
    dts: { entry: ELEMENT_ENTRY, compilerOptions: { composite: false } },
  }),
  // '@tunedeck/react-ui/element/react': the element's JSX type for React 19, and a module that loads the
  // element file above (not a second copy of it: one class, one definition).
  libraryBuild(REACT_ENTRY, {
    clean: false,
    sourcemap: false,
    external: ['./tunedeck-picker.js'],
    dts: { entry: REACT_ENTRY, compilerOptions: { composite: false } },
  }),
]);
