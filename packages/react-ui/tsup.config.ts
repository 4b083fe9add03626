import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.config.base.js';

// The stylesheet (tokens, components and the Nunito font files, copied into dist) is its own entry:
// the JS never imports CSS, so embedders load '@tunedeck/react-ui/styles.css' once, where they like.
export default defineConfig(
  libraryBuild(
    { index: 'src/index.ts', styles: 'src/styles/index.css' },
    {
      dts: { entry: { index: 'src/index.ts' }, compilerOptions: { composite: false } },
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      noExternal: ['@fontsource-variable/nunito'],
      loader: { '.woff2': 'file' },
    },
  ),
);
