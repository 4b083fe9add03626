import { describe, expect, it } from 'vitest';
import { runInSlices, runSteps } from '../model/slices.js';
import { buildLibrary, fixedContext } from '../testing/fixtures.js';
import { planImport, planImportSteps } from './plan.js';
import type { ImportRow } from './rows.js';

const rows: ImportRow[] = Array.from({ length: 260 }, (_, index) => ({
  where: `Row ${index + 1}`,
  // Every 50th row repeats an earlier title; one in 97 is blank (invalid).
  title: index % 97 === 5 ? ' ' : index % 50 === 49 ? `Tune ${index - 10}` : `Tune ${index}`,
  sets: [`Book ${index % 3}`],
  ...(index % 2 === 0 ? { knowledge: 'know' as const } : {}),
}));

describe('planImportSteps', () => {
  it('makes the plan planImport makes, and pauses every 50 rows with the rows planned', () => {
    const library = buildLibrary({
      sets: { Standards: ['Tune 2', 'Tune 8'] },
      songs: { 'Tune 2': { knowledge: 'new' }, 'Tune 8': { knowledge: 'know' } },
    });
    const sync = planImport(library, rows, fixedContext(3), { update: true });
    const steps = planImportSteps(library, rows, fixedContext(3), { update: true });
    const paused: number[] = [];
    for (;;) {
      const step = steps.next();
      if (step.done) {
        expect(step.value).toEqual(sync);
        break;
      }
      paused.push(step.value);
    }
    // 260 rows: pauses after 50 … 250; then the change's 508 steps are measured, 250 at a time.
    expect(paused).toEqual([50, 100, 150, 200, 250, 260, 260]);
    expect(sync.preview).toMatchObject({
      repeated: [
        { where: 'Row 50', title: 'Tune 39' },
        { where: 'Row 100', title: 'Tune 89' },
        { where: 'Row 150', title: 'Tune 139' },
        { where: 'Row 250', title: 'Tune 239' },
      ],
      invalid: ['Row 6', 'Row 103', 'Row 200'].map((where) => ({
        where,
        title: '',
        message: 'Title Field Required',
      })),
      // Tune 2 is "new" in the library and "know" in the file; Tune 8 knows it already.
      updated: ['Tune 2'],
      kept: ['Tune 8'],
      newSets: ['Book 0', 'Book 1', 'Book 2'],
      writes: 508,
    });
    expect(sync.change.ops).toHaveLength(508);
  });

  it('in slices, gives the same plan', async () => {
    const library = buildLibrary({ sets: { Standards: ['Tune 3'] } });
    const sliced = await runInSlices(planImportSteps(library, rows, fixedContext(5)), { sliceMs: 0 });
    expect(sliced).toEqual(runSteps(planImportSteps(library, rows, fixedContext(5))));
    expect(sliced).toEqual(planImport(library, rows, fixedContext(5)));
  });
});
