import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/core'],
    reporters: ['default', './scripts/closing-line-reporter.ts'],
  },
});
