import type { StageFit } from '../stage/stage-fit.js';

/**
 * Stage View's measure for jsdom, which lays nothing out: a chart under 100 bars is whole, one of 100
 * (or more) comes in three pages (40, 40 and 20 bars). Tests mock `stage/stage-fit.js` with it.
 */
export function fakeStageFit(room: HTMLElement): StageFit {
  const bars = room.querySelectorAll('.td-chart__bar').length;
  if (bars < 100) return { columns: 4, size: 40, pages: [{ from: 0, to: bars }] };
  const pages = [
    { from: 0, to: 40 },
    { from: 40, to: 80 },
    { from: 80, to: 100 },
  ];
  return { columns: 8, size: 35, pages };
}
