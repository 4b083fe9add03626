import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'react-ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Layout checks in Chromium: the storybook project runs them (.storybook/vitest.config.ts).
    exclude: [...configDefaults.exclude, 'src/**/*.browser.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
  },
});
