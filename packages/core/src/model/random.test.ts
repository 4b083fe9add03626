import { afterEach, describe, expect, it, vi } from 'vitest';
import { createId, cryptoRandom, ID_LENGTH, isId, seededRandom } from './random.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('default ids and numbers: crypto.getRandomValues, never Math.random', () => {
  it('ids are 15 characters of a-z0-9, distinct over 10,000 draws', () => {
    const mathRandom = vi.spyOn(Math, 'random');
    const ids = Array.from({ length: 10_000 }, () => createId());
    expect(ids.every((id) => id.length === ID_LENGTH && /^[a-z0-9]{15}$/.test(id) && isId(id))).toBe(true);
    expect(new Set(ids).size).toBe(10_000);
    expect(Array.from({ length: 100 }, () => createId(cryptoRandom)).every(isId)).toBe(true);
    expect(mathRandom).not.toHaveBeenCalled();
  });

  it('every character is drawn about equally often (no modulo bias toward a-d)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i += 1) {
      for (const character of createId()) counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    // 300,000 characters: 8,333 each expected; a byte taken modulo 36 would give a-d about 9,375.
    expect(counts.size).toBe(36);
    const [fewest, most] = [Math.min(...counts.values()), Math.max(...counts.values())];
    expect(fewest).toBeGreaterThan(7900);
    expect(most).toBeLessThan(8750);
  });

  it('cryptoRandom: uniform numbers in [0, 1) from getRandomValues', () => {
    const mathRandom = vi.spyOn(Math, 'random');
    const getRandomValues = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const values = Array.from({ length: 10_000 }, () => cryptoRandom());
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBe(10_000);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.02);
    expect(getRandomValues).toHaveBeenCalled();
    expect(mathRandom).not.toHaveBeenCalled();
  });

  it('a seeded source still gives repeatable ids', () => {
    expect(createId(seededRandom(7))).toBe(createId(seededRandom(7)));
    expect(createId(seededRandom(7))).not.toBe(createId(seededRandom(8)));
  });
});
