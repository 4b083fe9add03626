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
    // After the other projects (the story tests' Chromium among them): two end-to-end files at a time,
    // each with its Chromium and PocketBase, have the machine's two cores to themselves.
    sequence: { groupOrder: 1 },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
