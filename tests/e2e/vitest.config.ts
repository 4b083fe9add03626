import { defineProject } from 'vitest/config';

/** The site in Debian's Chromium against a real PocketBase serving it, driven by roles and names. */
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // Generous: two test files share the machine's two cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
