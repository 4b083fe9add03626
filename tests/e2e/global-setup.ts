import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from './build-site.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site's production build, made once for the suite; each test file serves a copy of it. */
    siteBuild: string;
  }
}

/** Builds the site once for every end-to-end test file (each used to build its own: minutes of CPU). */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'tunedeck-e2e-build-'));
  await buildSite(dir);
  project.provide('siteBuild', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
