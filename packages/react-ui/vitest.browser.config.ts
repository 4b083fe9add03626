import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { debianChromium } from '../../.storybook/chromium.js';

/**
 * Layout rules that only a real browser can check (words never broken, a title on two lines at most,
 * the picker's set name legible), at the six sizes the design is looked at: `*.browser.test.tsx` in
 * Debian's Chromium, each file resizing the page itself.
 */
export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    name: 'react-ui-browser',
    include: ['src/**/*.browser.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: debianChromium(),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
      // The largest size the files ask for (1440 x 900) fits the window at scale 1.
      viewport: { width: 375, height: 812 },
    },
  },
});
