import { defineProject } from 'vitest/config';

export default defineProject({
  // The workspace packages from their source: packages.test.ts rebuilds their dist meanwhile.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'workspace',
    environment: 'node',
    include: ['*.test.ts'],
  },
});
