import { join } from 'node:path';

// Apart from site.ts: the global setup that calls it is loaded by Vitest's root, which does not read the
// workspace packages' sources (a fresh clone has not built them), so this file imports none of them.

/** How the site builds for production (outside this project's types: loaded at run time). */
const SITE_BUILD = join(import.meta.dirname, '..', '..', 'apps', 'site', 'scripts', 'build.ts');

/**
 * Builds the site for production into `outDir`, as `npm start` serves it: prerendered public pages,
 * every text file precompressed, the embeddable element's file at /tunedeck-picker.js.
 */
export async function buildSite(outDir: string): Promise<void> {
  const { buildSite: build } = (await import(SITE_BUILD)) as { buildSite: (dir: string) => Promise<void> };
  await build(outDir);
}
