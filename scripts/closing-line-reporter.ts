import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files the profile lists. */
const SLOWEST = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Counts test cases and prints the closing line CI reads: `N passed, N failed` (Vitest's own summary
 * is not one of the recognised formats). When TUNEDECK_RESULTS_DIR is set (by scripts/run.mjs), the
 * counts are also written there so several runs can be added up into one closing line.
 *
 * Before it, a profile of where the time went: each project's wall-clock span (its first file's start
 * to its last file's end) and the time its files took added up, then the ten slowest files with
 * Vitest's own durations (set-up of the environment, import, tests and hooks).
 */
export default class ClosingLineReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.id, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.ended.set(module.id, Date.now());
  }

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
    console.log(this.profile(testModules));
    const dir = process.env.TUNEDECK_RESULTS_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `vitest-${process.pid}.json`), JSON.stringify({ passed, failed, skipped }));
    } else {
      console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
    }
  }

  private profile(testModules: ReadonlyArray<TestModule>): string {
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      // Not `prepareDuration`: for a story file in the browser it counts the wait for its turn (minutes).
      const total = d.environmentSetupDuration + d.setupDuration + d.collectDuration + d.duration;
      return { module, d, total, project: module.project.name || '(root)' };
    });
    const projects = new Map<string, { files: number; busy: number; from: number; to: number }>();
    for (const { module, total, project } of files) {
      const entry = projects.get(project) ?? { files: 0, busy: 0, from: Infinity, to: -Infinity };
      entry.files += 1;
      entry.busy += total;
      entry.from = Math.min(entry.from, this.started.get(module.id) ?? Infinity);
      entry.to = Math.max(entry.to, this.ended.get(module.id) ?? -Infinity);
      projects.set(project, entry);
    }
    const lines = ['', 'Time per project (wall clock from its first file to its last; its files added up):'];
    for (const [name, p] of [...projects].sort((a, b) => b[1].busy - a[1].busy)) {
      const wall = Number.isFinite(p.from) && p.to >= p.from ? seconds(p.to - p.from) : '-';
      lines.push(
        `  ${name.padEnd(12)} ${wall.padStart(9)} wall  ${seconds(p.busy).padStart(9)} in ${p.files} files`,
      );
    }
    lines.push(`The ${SLOWEST} slowest files (total = environment + import + tests and hooks):`);
    for (const { module, d, total, project } of [...files]
      .sort((a, b) => b.total - a.total)
      .slice(0, SLOWEST)) {
      const path = relative(process.cwd(), module.moduleId);
      const parts = `env ${seconds(d.environmentSetupDuration)}, import ${seconds(d.collectDuration + d.setupDuration)}, tests ${seconds(d.duration)}`;
      lines.push(`  ${seconds(total).padStart(8)}  ${project.padEnd(10)} ${path}  (${parts})`);
    }
    return lines.join('\n');
  }
}
