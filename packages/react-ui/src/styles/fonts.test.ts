// @vitest-environment node
// The core Nunito face and the accidentals face: each committed file is what its script makes, and
// fonts.css claims for it exactly the characters it holds.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCIDENTALS_FONT, accidentalsFont, outline, SHAPES } from '../../scripts/accidentals-font.js';
import { CORE_FONT, CORE_RANGES, coreFont } from '../../scripts/subset-font.js';
import { FLAT, SHARP } from '../primitives/key-name/shapes.js';

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

describe('the accidentals face', () => {
  it('draws ♭, ♯ and the arrows alone, in the Nunito family, from the file the script makes', async () => {
    const face = /@font-face\s*{[^}]*accidentals\.woff2[^}]*}/.exec(css)?.[0] ?? '';
    const declared = /unicode-range:\s*([^;]+);/
      .exec(face)?.[1]
      ?.split(',')
      .map((part) => part.trim());
    expect(declared).toEqual(SHAPES.map((shape) => `U+${hex(shape.char.codePointAt(0)!)}`));
    expect(SHAPES.map((shape) => shape.char).join('')).toBe('♭♯→←↑↓');
    // Exactly the family's descriptors (see fonts.css): every weight, as the core face.
    expect(face).toMatch(/font-family:\s*"Nunito Variable"/);
    expect(face).toMatch(/font-weight:\s*200 1000/);
    expect(face).toMatch(/font-display:\s*swap/);
    const committed = readFileSync(ACCIDENTALS_FONT);
    expect(Buffer.compare(await accidentalsFont(SHAPES), committed)).toBe(0);
    expect(committed.length).toBeLessThan(1024);
  });

  it('reads the shapes’ paths as KeyName draws them', () => {
    // The flat: its outline, then its bowl, each closed; every number of the compact path is read.
    const flat = outline(FLAT.path);
    expect(flat.flatMap((step) => (step.type === 'M' ? [step.to] : []))).toEqual([
      [1, 0],
      [3.7, 13.3],
    ]);
    expect(flat.filter((step) => step.type === 'Z')).toHaveLength(2);
    const last = flat.at(-2);
    expect(last?.type === 'C' && last.to.map((value) => Math.round(value * 10) / 10)).toEqual([3.7, 13.3]);
    // The sharp: four bars, each a closed box. An arrow: one outline of nine corners, inside its box.
    expect(outline(SHARP.path).filter((step) => step.type === 'Z')).toHaveLength(4);
    for (const shape of SHAPES.slice(2)) {
      const steps = outline(shape.path);
      expect(steps.map((step) => step.type).join('')).toBe('MLLLLLLLLZ');
      for (const step of steps)
        if (step.type !== 'Z') for (const value of step.to) expect(value >= 0 && value <= 20).toBe(true);
    }
  });
});
