import { describe, expect, it } from 'vitest';
import { countOf, formatCount } from './count.js';

describe('formatCount', () => {
  it('separates thousands with commas, as en-US writes whole numbers', () => {
    expect([0, 7, 999, 1000, 12000, 21000, 100000, 1234567, -1234, -0.4, 2.6].map(formatCount)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '12,000',
      '21,000',
      '100,000',
      '1,234,567',
      '-1,234',
      '0',
      '3',
    ]);
  });

  it('writes what is no number as JavaScript does', () => {
    expect([Number.NaN, Number.POSITIVE_INFINITY].map(formatCount)).toEqual(['NaN', 'Infinity']);
  });

  it('agrees with toLocaleString on every whole number it is used for', () => {
    for (const n of [1, 10, 100, 1000, 9999, 10000, 65535, 999999, 1000000, 123456789]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});

describe('countOf', () => {
  it('writes the number with thousands separated and the word in the singular or the plural', () => {
    expect([
      countOf(1, 'song'),
      countOf(0, 'song'),
      countOf(5000, 'tune'),
      countOf(2, 'entry', 'entries'),
    ]).toEqual(['1 song', '0 songs', '5,000 tunes', '2 entries']);
  });
});
