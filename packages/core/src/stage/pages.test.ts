import { describe, expect, it } from 'vitest';
import { stagePageAction } from './pages.js';

describe('stagePageAction', () => {
  it("turns the pedal's NEXT into the next page before the last, and NEXT on the last", () => {
    expect([1, 2, 3].map((page) => stagePageAction('next', page, 3))).toEqual([
      'next-page',
      'next-page',
      'next',
    ]);
  });

  it('turns its SKIP back a page after the first, and SKIP on the first', () => {
    expect([1, 2, 3].map((page) => stagePageAction('skip', page, 3))).toEqual([
      'skip',
      'previous-page',
      'previous-page',
    ]);
  });

  it('leaves NEXT and SKIP alone for a chart on one page, and every other key always', () => {
    expect([stagePageAction('next', 1, 1), stagePageAction('skip', 1, 1)]).toEqual(['next', 'skip']);
    expect((['raise', 'lower', 'undo'] as const).map((action) => stagePageAction(action, 2, 3))).toEqual([
      'raise',
      'lower',
      'undo',
    ]);
  });
});
