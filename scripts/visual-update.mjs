// Regenerates every visual baseline in tests/visual from the stories as they render now:
// the old baselines are removed first, so a deleted or renamed story leaves no orphan behind.
// Look at the new pictures (git diff shows which changed) before committing them.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const baselines = fileURLToPath(new URL('../tests/visual', import.meta.url));
rmSync(baselines, { recursive: true, force: true });
const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';
const result = spawnSync(pnpm, ['exec', 'vitest', 'run', '--project', 'storybook', '--update'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
