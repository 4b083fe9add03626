import { describe, expect, it } from 'vitest';
import { exceedsLength, rawTextTooLong } from './length.js';

describe('exceedsLength', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(exceedsLength('abc', 3)).toBe(false);
    expect(exceedsLength('abcd', 3)).toBe(true);
    // Three characters outside the BMP are six UTF-16 units.
    expect(exceedsLength('🎷🎺🎸', 3)).toBe(false);
    expect(exceedsLength('🎷🎺🎸🥁', 3)).toBe(true);
    expect(exceedsLength('a🎷b', 3)).toBe(false);
  });

  it('decides from the length alone outside the ambiguous range', () => {
    expect(exceedsLength('x'.repeat(10), 10)).toBe(false);
    expect(exceedsLength('x'.repeat(21), 10)).toBe(true);
    // A lone surrogate counts as one character.
    expect(exceedsLength('\ud800'.repeat(10), 10)).toBe(false);
    expect(exceedsLength('\ud800'.repeat(11), 10)).toBe(true);
  });

  it('answers a 20 MB text at once', () => {
    expect(exceedsLength('x'.repeat(20_000_000), 10_000)).toBe(true);
  });
});

describe('rawTextTooLong', () => {
  it('allows four times the limit before normalising', () => {
    expect(rawTextTooLong('x'.repeat(800), 200)).toBe(false);
    expect(rawTextTooLong('x'.repeat(801), 200)).toBe(true);
  });
});
