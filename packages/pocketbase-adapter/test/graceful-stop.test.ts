// A graceful stop: SIGTERM while a 5,000-tune import is being written. The server takes no new request,
// lets the import commit and answer (stop.pb.js), then exits; with no time to wait, the import rolls
// back whole. Either way the library holds all of it or none, never a part. Several moments are tried:
// while the body arrives, while the records are written, and near the commit.
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS } from '@tunedeck/core';
import { planImport } from '@tunedeck/core/import';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import { type PocketBaseServer, startPocketBase } from '@tunedeck/pocketbase/server';
import PocketBase from 'pocketbase';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { context, PASSWORD, signUp, verifyUser } from './support/fixtures.js';
import { SUPERUSER, TEST_THROTTLES } from './support/server.js';

const dataDir = mkdtempSync(join(tmpdir(), 'tunedeck-sigterm-'));
const started: PocketBaseServer[] = [];
afterAll(async () => {
  // Stopped even when a check failed half-way (stop() is a no-op on a server that has exited).
  for (const server of started) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function serve(port?: number) {
  const server = await startPocketBase({
    dataDir,
    rateLimits: false,
    throttles: TEST_THROTTLES,
    superuser: SUPERUSER,
    ...(port ? { port } : {}),
  });
  started.push(server);
  return server;
}

/** Whether a process is still running. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends SIGTERM `delayMs` after a 5,000-row import into a new set was sent, then starts the server again
 * on the same data and reads the musician's library. Returns what the musician's device was answered,
 * how long the server took to exit, and what the library holds.
 */
/**
 * A loopback relay in front of `port` that tells when bytes reach the server once `arm` was called: the
 * moment a request is on its way in, whatever the load on the machine (a fixed delay after sending
 * could come before the request had left).
 */
async function relay(port: number) {
  let armed: (() => void) | null = null;
  const sockets = new Set<Socket>();
  const front = createServer((socket) => {
    const upstream = connect(port, '127.0.0.1');
    sockets.add(socket).add(upstream);
    socket.on('data', () => {
      armed?.();
      armed = null;
    });
    socket.pipe(upstream).pipe(socket);
    const end = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((done) => front.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
    /** Resolves when the next bytes reach the server. */
    arm: () => new Promise<void>((done) => (armed = done)),
    close: () => {
      for (const socket of sockets) socket.destroy();
      front.close();
    },
  };
}

async function stopDuringImport(delayMs: number) {
  let server = await serve();
  const front = await relay(server.port);
  const storage = createPocketBaseStorage({ pb: new PocketBase(front.url) });
  const musician = await signUp(storage, `sigterm-${delayMs}`);
  await verifyUser(server.url, musician.id);
  // As the Import screen plans a 5,000-row CSV into a new set: the set, 5,000 songs, 5,000 memberships.
  const rows = Array.from({ length: 5000 }, (_, i) => ({
    where: `Row ${i + 2}`,
    title: `Import ${String(i).padStart(4, '0')}`,
    sets: ['Imported'],
  }));
  const planned = planImport(await storage.loadLibrary(), rows, context);
  expect(planned.change.ops).toHaveLength(10_001);
  expect(planned.change.ops.length).toBeGreaterThan(LIMITS.bulkChangeOps);
  const arrived = front.arm();
  const sent = storage.apply(planned.change).then(
    () => 'written',
    (error: unknown) => `refused (${(error as { code?: string }).code ?? String(error)})`,
  );
  // From the moment the request reaches the server.
  await arrived;
  await new Promise((done) => setTimeout(done, delayMs));
  const pid = server.pid;
  process.kill(pid, 'SIGTERM');
  const signalled = Date.now();
  // It takes no new request meanwhile.
  await new Promise((done) => setTimeout(done, 100));
  const late = await fetch(`${server.url}/api/health`).then(
    (answer) => answer.status,
    () => 'refused',
  );
  const answer = await sent;
  while (alive(pid) && Date.now() - signalled < 20_000) await new Promise((done) => setTimeout(done, 20));
  const exitMs = Date.now() - signalled;
  const exited = !alive(pid);
  await server.stop();
  front.close();

  server = await serve(server.port);
  const reader = createPocketBaseStorage({ pb: new PocketBase(server.url) });
  await reader.auth.logIn({ email: musician.email, password: PASSWORD });
  const after = await reader.loadLibrary();
  await server.stop();
  return {
    answer,
    late,
    exited,
    exitMs,
    songs: Object.keys(after.songs).length,
    members: Object.keys(after.memberships).length,
    sets: Object.values(after.sets).filter((set) => set.name === 'Imported').length,
  };
}

describe('a graceful stop', () => {
  afterEach(() => {
    delete process.env.TUNEDECK_STOP_WAIT_MS;
  });

  it('SIGTERM during a 5,000-tune import: no new request is taken, the import commits and is answered, then the server exits', async () => {
    const seen: string[] = [];
    // From the request's start: while its body arrives, while its records are written, near the commit.
    for (const delayMs of [5, 400, 1200]) {
      const run = await stopDuringImport(delayMs);
      seen.push(`after ${delayMs} ms: ${run.answer}, exit in ${run.exitMs} ms, ${run.songs} songs`);
      expect(run.late).toBe('refused');
      expect(run.exited).toBe(true);
      expect(run.answer).toBe('written');
      expect(run).toMatchObject({ songs: 5000, members: 5000, sets: 1 });
    }
    console.info(`SIGTERM during a 5,000-tune import:\n  ${seen.join('\n  ')}`);
  });

  it('with no time to wait, the import in flight rolls back whole: never a part of it', async () => {
    process.env.TUNEDECK_STOP_WAIT_MS = '0';
    const seen: string[] = [];
    for (const delayMs of [5, 400]) {
      const run = await stopDuringImport(delayMs);
      seen.push(`after ${delayMs} ms: ${run.answer}, exit in ${run.exitMs} ms, ${run.songs} songs`);
      expect(run.exited).toBe(true);
      const library = { songs: run.songs, members: run.members, sets: run.sets };
      // Answered: all of it. Not answered: none of it, or all of it when the commit came just before the
      // exit and only the answer was lost (the device sends it again; its write key makes that a no-op).
      if (run.answer === 'written') expect(library).toEqual({ songs: 5000, members: 5000, sets: 1 });
      else
        expect([
          { songs: 0, members: 0, sets: 0 },
          { songs: 5000, members: 5000, sets: 1 },
        ]).toContainEqual(library);
    }
    console.info(`SIGTERM with TUNEDECK_STOP_WAIT_MS=0:\n  ${seen.join('\n  ')}`);
  });
});
