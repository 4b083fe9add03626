import { defineProject } from 'vitest/config';
import e2e from './vitest.config.js';

/**
 * The soak tests (`*.soak.ts`), run alone by `npm run test:gig`: the end-to-end project's settings and
 * global setup (the site built once), its files left out. `npm test` runs none of them: the gig takes
 * about six minutes of its own.
 */
export default defineProject({
  ...e2e,
  root: import.meta.dirname,
  test: {
    ...e2e.test,
    name: 'e2e-soak',
    include: ['**/*.soak.ts'],
    testTimeout: 15 * 60_000,
  },
});
