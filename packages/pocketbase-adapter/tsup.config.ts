import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.config.base.js';

export default defineConfig(
  libraryBuild({
    index: 'src/index.ts',
    early: 'src/early.ts',
    'server/index': 'src/server/index.ts',
    'server/cli': 'src/server/cli.ts',
  }),
);
