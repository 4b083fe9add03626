import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Counts test cases and prints the closing line CI reads: `N passed, N failed` (Vitest's own summary
 * is not one of the recognised formats). When TUNEDECK_RESULTS_DIR is set (by scripts/run.mjs), the
 * counts are also written there so several runs can be added up into one closing line.
 */
export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const module of testModules) {
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed += 1;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    const dir = process.env.TUNEDECK_RESULTS_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `vitest-${process.pid}.json`), JSON.stringify({ passed, failed, skipped }));
    } else {
      console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
    }
  }
}
