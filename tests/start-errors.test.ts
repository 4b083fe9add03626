// A newcomer's first error reads as words: `npm start` with a busy port or a mistyped setting ends in
// one line saying what to do, exits non-zero, and prints no stack, source excerpt or pnpm failure lines.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** A person's shell: without what pnpm and npm set for the scripts they run (this test is one). */
const shell = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(npm_|pnpm_|PNPM_|VITEST)/i.test(name)),
);

/** `npm start` as a person runs it, with `env` added; its whole output and exit code. */
function npmStart(env: NodeJS.ProcessEnv): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['start'], { cwd: root, env: { ...shell, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => resolve({ output, code }));
  });
}

/** What follows npm's own header (`> start`, `> node scripts/run.mjs serve`). */
const said = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('>'))
    .join('\n');

describe('npm start, when it cannot start', () => {
  it('on a busy port: one line with PORT=0, exit 1', async () => {
    const blocker: Server = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)),
    );
    try {
      const { output, code } = await npmStart({ PORT: String(port) });
      expect(code).toBe(1);
      expect(said(output)).toBe(
        `Tunedeck could not start. Port ${port} on 127.0.0.1 is already in use: stop what uses it, or start with PORT=0 for a free port.`,
      );
    } finally {
      blocker.close();
    }
  }, 60_000);

  it('on a mistyped setting: one line naming it and what it may be, exit 1', async () => {
    const { output, code } = await npmStart({ PORT: '0', TUNEDECK_RATE_LIMITS: 'no' });
    expect(code).toBe(1);
    expect(said(output)).toBe('Tunedeck could not start. TUNEDECK_RATE_LIMITS is "no": give "on" or "off".');
  }, 60_000);
});
