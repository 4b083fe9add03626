import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/core', 'packages/pocketbase-adapter'],
    reporters: ['default', './scripts/closing-line-reporter.ts'],
  },
});
