import { describe, expect, it } from 'vitest';
import { LIMITS } from '../model/constants.js';
import { runSteps } from '../model/slices.js';
import { changeTooLarge, changeTooLargeSteps, utf8Bytes } from './change-size.js';
import type { Change } from './operation.js';

const wishes = (count: number, title = 'Solar'): Change => ({
  ops: Array.from({ length: count }, (_, index) => ({
    type: 'create',
    collection: 'wishlist',
    record: { id: `w${String(index).padStart(14, '0')}`, title, created: 1 },
  })),
});

describe('utf8Bytes', () => {
  it('counts what a request carries: one byte for ASCII, two to four beyond', () => {
    expect(utf8Bytes('Solar')).toBe(5);
    expect(utf8Bytes('Café')).toBe(5);
    expect(utf8Bytes('B♭')).toBe(4);
    expect(utf8Bytes('🎷 Solar')).toBe(10);
    expect(utf8Bytes('')).toBe(0);
  });
});

describe('changeTooLarge', () => {
  it('lets a change of at most LIMITS.changeOps steps and LIMITS.changeBytes pass', () => {
    expect(changeTooLarge(wishes(3))).toBeNull();
    expect(changeTooLarge(wishes(LIMITS.changeOps))).toBeNull();
  });

  it('measures one step too many', () => {
    const change = wishes(LIMITS.changeOps + 1);
    expect(changeTooLarge(change)).toEqual({
      steps: LIMITS.changeOps + 1,
      bytes: utf8Bytes(JSON.stringify(change)),
    });
  });

  it('measures too many bytes, counted as UTF-8 (a title of ♭s is three bytes a character)', () => {
    const title = '♭'.repeat(Math.ceil(LIMITS.changeBytes / 3 / 1000) + 10);
    const change = wishes(1000, title);
    // Under the limit in characters, over it in bytes.
    expect(JSON.stringify(change).length).toBeLessThan(LIMITS.changeBytes);
    expect(changeTooLarge(change)?.bytes).toBeGreaterThan(LIMITS.changeBytes);
  });
});

describe('changeTooLargeSteps', () => {
  it('gives what changeTooLarge gives, a step at a time, pausing every `perStep` steps with the progress', () => {
    const title = '♭'.repeat(Math.ceil(LIMITS.changeBytes / 3 / 1000) + 10);
    for (const change of [wishes(0), wishes(1), wishes(3), wishes(LIMITS.changeOps + 1), wishes(1000, title)])
      expect(runSteps(changeTooLargeSteps(change, 100, 7))).toEqual(changeTooLarge(change));
    const steps = changeTooLargeSteps(wishes(250), 100, 7);
    expect([steps.next(), steps.next(), steps.next()]).toEqual([
      { done: false, value: 7 },
      { done: false, value: 7 },
      { done: true, value: null },
    ]);
  });
});
