import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The machine's cores, not one fewer (Vitest's default in a run: one worker on two cores): most
    // files wait on a server, a browser or a build rather than compute.
    maxWorkers: 2,
    projects: [
      'packages/core',
      'packages/pocketbase-adapter',
      'packages/react-ui',
      '.storybook/vitest.config.ts',
      'tests/vitest.config.ts',
      'tests/e2e/vitest.config.ts',
      'tests/consumer/vitest.config.ts',
    ],
    reporters: ['default', './scripts/closing-line-reporter.ts'],
  },
});
