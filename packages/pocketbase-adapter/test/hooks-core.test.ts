import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildHooksCore, HOOKS_CORE_PATH } from '../tools/hooks-core.js';
import { utf8Encode } from '../tools/hooks-runtime.js';

describe('pb_hooks/lib/tunedeck-core.cjs', () => {
  it('is the current bundle of core (run `pnpm --filter @tunedeck/pocketbase build:hooks` after changing core)', async () => {
    expect(readFileSync(HOOKS_CORE_PATH, 'utf8')).toBe(await buildHooksCore());
  });
});

describe("the hooks' TextEncoder (PocketBase's JS runtime has none)", () => {
  it('writes UTF-8 as TextEncoder does, a lone surrogate as U+FFFD', () => {
    for (const text of ['', 'Bb^7 | C-7 F7', 'B♭Δ7 C−7', 'ø°𝄋𝄌 "3x"', 'a\uD800b', '\uDC00', '\uD83C\uDFB7z'])
      expect([...utf8Encode(text)]).toEqual([...new TextEncoder().encode(text)]);
  });
});
