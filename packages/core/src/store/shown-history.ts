// The gig history as the screens show it: the confirmed history with the history steps of waiting
// writes on top (a NEXT's tune waiting to be recorded), kept as it was while neither changed.
import { applyChange, type Operation } from '../library/change.js';
import type { Library } from '../model/records.js';

/** The gig history as shown: the confirmed one with the waiting history steps on top. */
export interface ShownHistory {
  readonly confirmed: Pick<Library, 'gigs' | 'plays'>;
  readonly steps: readonly Operation[];
  readonly shown: Pick<Library, 'gigs' | 'plays'>;
}

export const isHistoryStep = (op: Operation) =>
  op.type !== 'account' && (op.collection === 'gigs' || op.collection === 'plays');

/**
 * The history with its waiting steps, as before while neither changed: another device's pick arriving
 * while a tune waits to be recorded does not copy a history of thousands of tunes again.
 */
export function shownHistory(
  confirmed: Library,
  before: ShownHistory | undefined,
  steps: readonly Operation[],
): ShownHistory {
  const { gigs, plays } = confirmed;
  if (
    before?.confirmed.gigs === gigs &&
    before.confirmed.plays === plays &&
    before.steps.length === steps.length &&
    before.steps.every((step, index) => step === steps[index])
  )
    return before;
  const shown = steps.length > 0 ? applyChange(confirmed, { ops: [...steps] }, { lenient: true }) : confirmed;
  return { confirmed: { gigs, plays }, steps, shown: { gigs: shown.gigs, plays: shown.plays } };
}
