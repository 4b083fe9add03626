import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'pocketbase',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['test/support/setup.ts'],
    // Each file starts its own PocketBase on a free port with a fresh data folder.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
