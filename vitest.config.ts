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
      'tests/consumer/vitest.config.ts',
    ],
    reporters: ['default', './scripts/closing-line-reporter.ts'],
  },
});
