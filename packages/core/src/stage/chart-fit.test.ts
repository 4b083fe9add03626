import { describe, expect, it } from 'vitest';
import {
  type ChartRowBox,
  chartPages,
  STAGE_CHORD_MIN_PX,
  STAGE_PHONE_CHORD_MIN_PX,
  stageChartChoice,
  stageChordMinimum,
} from './chart-fit.js';

/** Rows of 4 bars, `height` px each; a section starts the rows at `sections`. */
const rowsOf = (count: number, height: number, sections: number[] = []): ChartRowBox[] =>
  Array.from({ length: count }, (_, index) => ({ bars: 4, height, section: sections.includes(index) }));

describe('stageChordMinimum', () => {
  it('asks 28 px of a tablet or a laptop, 12 px of a phone upright or on its side', () => {
    expect(STAGE_CHORD_MIN_PX).toBe(28);
    expect(STAGE_PHONE_CHORD_MIN_PX).toBe(12);
    expect(
      [
        [1280, 800],
        [1024, 768],
        [768, 1024],
        [1440, 900],
        [812, 375],
        [375, 812],
        [320, 568],
        [600, 600],
        [599, 960],
      ].map(([width, height]) => stageChordMinimum({ width: width!, height: height! })),
    ).toEqual([28, 28, 28, 28, 12, 12, 12, 28, 12]);
  });
});

describe('chartPages', () => {
  it('is one page when every row fits', () => {
    expect(chartPages(rowsOf(4, 100), 400)).toEqual([{ from: 0, to: 16 }]);
  });

  it('fills each page with as many whole rows as fit', () => {
    expect(chartPages(rowsOf(7, 100), 300)).toEqual([
      { from: 0, to: 12 },
      { from: 12, to: 24 },
      { from: 24, to: 28 },
    ]);
  });

  it('counts the bars of each row: a section may start a short row', () => {
    const rows: ChartRowBox[] = [
      { bars: 8, height: 60, section: true },
      { bars: 2, height: 60, section: false },
      { bars: 8, height: 60, section: true },
      { bars: 6, height: 60, section: true },
    ];
    expect(chartPages(rows, 125)).toEqual([
      { from: 0, to: 10 },
      { from: 10, to: 24 },
    ]);
  });

  it('ends a page before a section that starts on it rather than in the middle of the next one', () => {
    // Sections at rows 0, 3 and 6; 5 rows fit a page. The first page ends before row 3 (3 rows, over
    // half full), not after row 4 in the middle of the second section.
    expect(chartPages(rowsOf(9, 100, [0, 3, 6]), 500)).toEqual([
      { from: 0, to: 12 },
      { from: 12, to: 24 },
      { from: 24, to: 36 },
    ]);
  });

  it('fills the page when the section would start on its first half', () => {
    // A section at row 1 would leave the page a fifth full: the page takes all 5 rows.
    expect(chartPages(rowsOf(8, 100, [0, 1]), 500)).toEqual([
      { from: 0, to: 20 },
      { from: 20, to: 32 },
    ]);
  });

  it('breaks at the latest section on the page', () => {
    expect(chartPages(rowsOf(10, 100, [0, 3, 4, 8]), 600)).toEqual([
      { from: 0, to: 16 },
      { from: 16, to: 40 },
    ]);
  });

  it('keeps a page full when the next one starts a section anyway', () => {
    expect(chartPages(rowsOf(8, 100, [0, 2, 4]), 400)).toEqual([
      { from: 0, to: 16 },
      { from: 16, to: 32 },
    ]);
  });

  it('puts a row taller than the page on a page of its own', () => {
    expect(chartPages([...rowsOf(1, 300), ...rowsOf(2, 100)], 200)).toEqual([
      { from: 0, to: 4 },
      { from: 4, to: 12 },
    ]);
  });

  it('has no pages for no rows', () => {
    expect(chartPages([], 400)).toEqual([]);
  });
});

describe('stageChartChoice', () => {
  const whole4 = { columns: 4, chord: 38, pages: 1 };
  const whole8 = { columns: 8, chord: 31, pages: 1 };

  it('shows the whole chart with the largest chords when they are readable', () => {
    expect(stageChartChoice([whole8, whole4], 28)).toBe(whole4);
    expect(stageChartChoice([whole8, { columns: 4, chord: 20, pages: 1 }], 28)).toBe(whole8);
  });

  it('takes pages when no whole chart is readable: the fewest, then the largest chords', () => {
    const small = [
      { columns: 4, chord: 14, pages: 1 },
      { columns: 8, chord: 12, pages: 1 },
    ];
    const pages4 = { columns: 4, chord: 34, pages: 4 };
    const pages8 = { columns: 8, chord: 29, pages: 2 };
    const pages8Larger = { columns: 8, chord: 33, pages: 2 };
    expect(stageChartChoice([...small, pages4, pages8], 28)).toBe(pages8);
    expect(stageChartChoice([...small, pages4, pages8, pages8Larger], 28)).toBe(pages8Larger);
    // Pages whose chords are too small lose to readable ones, however few.
    expect(stageChartChoice([...small, pages4, { columns: 8, chord: 20, pages: 2 }], 28)).toBe(pages4);
  });

  it('takes the largest chords when nothing is readable, then the fewest pages', () => {
    const tries = [
      { columns: 4, chord: 10, pages: 1 },
      { columns: 4, chord: 15, pages: 5 },
      { columns: 8, chord: 15, pages: 3 },
    ];
    expect(stageChartChoice(tries, 16)).toBe(tries[2]);
  });

  it('is null when nothing was tried', () => {
    expect(stageChartChoice([], 28)).toBeNull();
  });
});
