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

/**
 * The longest story files, run as a project of their own (`storybook-late`) beside the end-to-end files
 * (group 1), which leave much of the machine's two cores idle while they wait on servers and browsers;
 * the rest run first, beside the Node projects. One Chromium each: two story files at once in one group
 * made the whole run longer (the first group is busy enough).
 */
export const LATE_STORY_FILES = [
  'packages/react-ui/src/screens/picker/picker-screen.stories.tsx',
  'packages/react-ui/src/screens/print/print-charts-screen.stories.tsx',
  'packages/react-ui/src/screens/picker/words.browser.test.tsx',
  'packages/react-ui/src/screens/follow/follow-screen.stories.tsx',
  'packages/react-ui/src/screens/practice/practice-screen.stories.tsx',
];

/** Keeps a project to the late files (`only`), or leaves them out; after the plugins that add files. */
const storyFiles = (late: boolean): Plugin => ({
  name: 'tunedeck:story-files',
  enforce: 'post',
  config: (config) => {
    const test = config.test as { include?: string[]; exclude?: string[] };
    if (late) test.include = [...LATE_STORY_FILES];
    else test.exclude = [...(test.exclude ?? []), ...LATE_STORY_FILES];
  },
});

/** Every story runs as a test in real Chromium, with its play function and an axe check. */
export const storybookProject = (late: boolean) =>
  defineProject({
    root: join(configDir, '..'),
    plugins: [storybookTest({ configDir }), layoutTests, storyFiles(late)],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    test: {
      name: late ? 'storybook-late' : 'storybook',
      sequence: { groupOrder: late ? 1 : 0 },
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

export default storybookProject(false);
