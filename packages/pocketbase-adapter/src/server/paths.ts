import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(): string {
  // Walk up: this file runs from src/server in the repo and from a bundled chunk in dist.
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@tunedeck/pocketbase') {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('@tunedeck/pocketbase: cannot find the package folder.');
    dir = parent;
  }
}

/** The package's folder, holding pb_migrations and pb_hooks. */
export const PACKAGE_ROOT = findPackageRoot();
export const MIGRATIONS_DIR = join(PACKAGE_ROOT, 'pb_migrations');
export const HOOKS_DIR = join(PACKAGE_ROOT, 'pb_hooks');
