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
    // each with its Chromium and PocketBase, have the machine's two cores to themselves. Said outright:
    // Vitest's default in a run is one worker fewer than the cores (one here), and these files spend most
    // of their time waiting on a browser or a server.
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
    // One site (PocketBase, a mail catcher, Chromium) per worker, shared by the files it runs one after
    // another (support.ts withSite): files keep their own musicians and browser contexts.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
