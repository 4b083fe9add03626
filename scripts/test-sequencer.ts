import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the projects' files are handed to the workers, within a sequence group. Vitest's own order
 * runs a group's projects one after another by name (core, pocketbase, react-ui, workspace), so
 * packages.test.ts, the longest file of the first group (the packages' build, then publint, attw and
 * tsc), started last, after react-ui, and ran alone on one worker while the other had nothing left: the
 * end-to-end group waited for it. Long files first, the many short ones last to fill the gaps:
 * `workspace` (packages.test.ts, `npm start`'s errors), then PocketBase's servers, then react-ui and
 * core. In the second group the consumer's file (half a minute) starts beside the longest end-to-end one.
 */
const PROJECT_ORDER = ['workspace', 'pocketbase', 'react-ui', 'core', 'consumer', 'e2e'];

const rank = (spec: TestSpecification) => {
  const index = PROJECT_ORDER.indexOf(spec.project.name);
  return index === -1 ? PROJECT_ORDER.length : index;
};

/** Vitest's order within each project (failed first, then the slowest or the largest), projects ranked. */
export default class ProjectOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || rank(a) - rank(b),
    );
  }
}
