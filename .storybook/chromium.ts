import { playwright } from '@vitest/browser-playwright';

/**
 * Debian's Chromium (what `npm test` installs), headless and quiet, for the Vitest projects that run in a
 * browser: the stories (vitest.config.ts here) and react-ui's layout tests (its vitest.browser.config.ts).
 * The window has room for the largest viewport a test asks for (1440 × 900) at scale 1: pictures and
 * measurements are never scaled down.
 */
export const debianChromium = () =>
  playwright({
    contextOptions: { viewport: { width: 1500, height: 960 } },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  });
