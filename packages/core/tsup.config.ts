import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.config.base.js';

export default defineConfig(
  libraryBuild({
    index: 'src/index.ts',
    'chart/index': 'src/chart/index.ts',
    'embed/index': 'src/embed/index.ts',
    'import/index': 'src/import/index.ts',
    'practice/index': 'src/practice/index.ts',
    'testing/index': 'src/testing/index.ts',
  }),
);
