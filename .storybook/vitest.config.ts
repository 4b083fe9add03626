import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, type Plugin } from 'vite';
import { defineProject } from 'vitest/config';

const configDir = dirname(fileURLToPath(import.meta.url));

/**
 * react-ui's layout tests (`*.browser.test.tsx`: words never broken, the set's name legible, at six
 * sizes) run in this project's Chromium too, rather than in a browser of their own. The Storybook plugin
 * sets `test.include` to the stories, so they are added after it.
 */
const layoutTests: Plugin = {
  name: 'tunedeck:layout-tests',
  config: () => ({ test: { include: ['packages/react-ui/src/**/*.browser.test.tsx'] } }),
};

/** Every story runs as a test in real Chromium, with its play function and an axe check. */
export default defineProject({
  root: join(configDir, '..'),
  plugins: [storybookTest({ configDir }), layoutTests],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    name: 'storybook',
    setupFiles: ['./.storybook/visual.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
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
      }),
      instances: [{ browser: 'chromium' }],
      // Room for the 1440 x 900 iframe at scale 1: screenshots are never scaled down.
      viewport: { width: 375, height: 720 },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // What a Chromium update may change and nothing else. Anti-aliased pixels are never counted
          // (pixelmatch tells them apart); a pixel counts from a colour distance of 0.05 (0.2 let a
          // button 15% lighter pass); and at most 250 pixels of a picture may differ, whatever its size:
          // the most between Chromium 150 and 156 over every story is 224 (a focused native radio's
          // outline drawn square, then round; a textarea's resize grip, 22). The 0.2% before allowed 540
          // on a phone picture and 2,048 on a desk one.
          comparatorOptions: { threshold: 0.05, allowedMismatchedPixels: 250 },
          resolveScreenshotPath: ({ arg, root, ext }) => join(root, 'tests/visual', `${arg}${ext}`),
          resolveDiffPath: ({ arg, root, ext }) =>
            join(root, 'node_modules/.cache/visual-diffs', `${arg}${ext}`),
        },
      },
    },
  },
});
