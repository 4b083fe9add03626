import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.config.base.js';

export default defineConfig(libraryBuild({ index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' }));
