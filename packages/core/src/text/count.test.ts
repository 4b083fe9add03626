import { describe, expect, it } from 'vitest';
import { countOf } from './count.js';

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
