import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildHooksCore, HOOKS_CORE_PATH } from '../tools/hooks-core.js';

describe('pb_hooks/lib/tunedeck-core.cjs', () => {
  it('is the current bundle of core (run `pnpm --filter @tunedeck/pocketbase build:hooks` after changing core)', async () => {
    expect(readFileSync(HOOKS_CORE_PATH, 'utf8')).toBe(await buildHooksCore());
  });
});
