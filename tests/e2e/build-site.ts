import { join } from 'node:path';
import { build } from 'vite';

// Apart from site.ts: the global setup that calls it is loaded by Vitest's root, which does not read the
// workspace packages' sources (a fresh clone has not built them), so this file imports none of them.

const SITE = join(import.meta.dirname, '..', '..', 'apps', 'site');
/** How the package builds <tunedeck-picker> (outside this project's types: loaded at run time). */
const ELEMENT_BUILD = join(import.meta.dirname, '..', '..', 'packages', 'react-ui', 'build', 'element.ts');

/**
 * Builds the site for production into `outDir`, as `npm start` serves it, with the embeddable element's
 * file at /tunedeck-picker.js.
 */
export async function buildSite(outDir: string): Promise<void> {
  // Under Vitest NODE_ENV is 'test', which would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: SITE,
      configFile: join(SITE, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const { buildElement } = (await import(ELEMENT_BUILD)) as {
    buildElement: (dir: string) => Promise<string>;
  };
  await buildElement(outDir);
}
