// @vitest-environment node
// The core Nunito face: the committed file is what scripts/subset-font.ts makes, and fonts.css claims
// for it exactly the characters it holds.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORE_FONT, CORE_RANGES, coreFont } from '../../scripts/subset-font.js';

const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

describe('the core font face', () => {
  it('claims in fonts.css exactly the characters the script puts in it', () => {
    const face = /@font-face\s*{[^}]*nunito-core-wght\.woff2[^}]*}/.exec(css)?.[0] ?? '';
    const declared = /unicode-range:\s*([^;]+);/
      .exec(face)?.[1]
      ?.split(',')
      .map((part) => part.trim());
    expect(declared).toEqual(
      CORE_RANGES.map(([first, last]) =>
        first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
      ),
    );
    expect(face).toMatch(/font-display:\s*swap/);
    // The same descriptors as Fontsource's faces, so the browser treats them as one family.
    expect(face).toMatch(/font-family:\s*"Nunito Variable"/);
    expect(face).toMatch(/font-weight:\s*200 1000/);
  });

  it('is the file the script makes, and small', async () => {
    const committed = readFileSync(CORE_FONT);
    expect(Buffer.compare(await coreFont(), committed)).toBe(0);
    expect(committed.length).toBeLessThan(20 * 1024);
  });
});
