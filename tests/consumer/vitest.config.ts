import { defineProject } from 'vitest/config';

/**
 * The published packages as a consumer gets them: packed, installed into a fresh project, built into
 * a React page and a plain HTML page, both driven in Debian's Chromium.
 */
export default defineProject({
  test: {
    name: 'consumer',
    environment: 'node',
    include: ['*.test.ts'],
    // After packages.test.ts (the `workspace` project, group 0), which rebuilds the packages' dist this
    // project packs; beside the end-to-end files (group 1, two workers: a group shares one maxWorkers).
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
