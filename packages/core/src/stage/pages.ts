// The stage's pedal with a chart in pages: its NEXT and SKIP turn the pages before they pick a tune
// (chart-fit.ts decides whether a chart is in pages).
import type { StageAction } from './keys.js';

/** What a stage key does with a chart in pages: turns a page, or is its usual action. */
export type StagePageAction = StageAction | 'next-page' | 'previous-page';

/**
 * A stage key's action with the chart on `page` of `pages` (1-based): NEXT turns to the next page
 * before the last (on the last it picks the next tune), SKIP back a page after the first (on the first
 * it skips). Every other key keeps its action.
 */
export function stagePageAction(action: StageAction, page: number, pages: number): StagePageAction {
  if (action === 'next' && page < pages) return 'next-page';
  if (action === 'skip' && page > 1) return 'previous-page';
  return action;
}
