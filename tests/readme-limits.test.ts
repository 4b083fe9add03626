// The limits the READMEs state are core's LIMITS, the numbers the server and the client enforce: each
// time a README writes `LIMITS.name` (value), the value must be the one in core.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatCount, LIMITS } from '@tunedeck/core';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const READMES = ['README.md', 'packages/pocketbase-adapter/README.md'];

/** A limit by its name in LIMITS, `accountRecords.songs` for one inside another; undefined if none. */
function limitOf(name: string): number {
  let value: unknown = LIMITS;
  for (const part of name.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value as number;
}

/** A limit as the READMEs write it: bytes in MiB or KiB when whole, any other number with commas. */
function written(name: string): string {
  const value = limitOf(name);
  if (/Bytes$/.test(name)) {
    if (value % (1024 * 1024) === 0) return `${formatCount(value / (1024 * 1024))} MiB`;
    if (value % 1024 === 0) return `${formatCount(value / 1024)} KiB`;
  }
  return formatCount(value);
}

describe('the limits in the READMEs', () => {
  const mentions = READMES.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/`LIMITS\.([\w.]+)`\s*\(([^)]+)\)/g)].map(
      (match) => ({
        file,
        name: match[1]!,
        value: match[2]!,
      }),
    ),
  );

  it('are named in them, several times', () => {
    expect(mentions.length).toBeGreaterThanOrEqual(5);
  });

  it('are core’s, each one', () => {
    for (const { file, name, value } of mentions) {
      expect(typeof limitOf(name), `${file}: LIMITS.${name}`).toBe('number');
      expect(value, `${file}: LIMITS.${name}`).toBe(written(name));
    }
  });
});
