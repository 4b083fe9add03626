import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/core',
      'packages/pocketbase-adapter',
      'packages/react-ui',
      '.storybook/vitest.config.ts',
      'tests/vitest.config.ts',
      'tests/e2e/vitest.config.ts',
    ],
    reporters: ['default', './scripts/closing-line-reporter.ts'],
    // Vitest's default on 2 cores is one worker: one test file at a time, with the cores idle half the
    // time (the browser and server tests wait on Chromium and PocketBase). Two keep them busy; three
    // starve the browser tests.
    maxWorkers: 2,
  },
});
