import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LibraryEvent } from '@tunedeck/core';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import { startMailCatcher, startPocketBase } from '@tunedeck/pocketbase/server';
import { describe, expect, it } from 'vitest';
import { signUp, songRecord } from './support/fixtures.js';
import { TEST_THROTTLES } from './support/server.js';

/** Waits until `check` holds, up to `ms` (the SDK retries realtime every 2 s at most). */
async function until(check: () => boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('realtime across a server crash', () => {
  it('says the connection is lost when the server is killed, and back once it serves again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tunedeck-reconnect-'));
    const mail = await startMailCatcher({ log: false });
    const options = {
      dataDir,
      rateLimits: false,
      smtp: { host: mail.host, port: mail.port },
      throttles: TEST_THROTTLES,
    };
    let server = await startPocketBase(options);
    try {
      const storage = createPocketBaseStorage({ url: server.url });
      const user = await signUp(storage, 'reconnect');
      const events: LibraryEvent[] = [];
      const stop = await storage.subscribe((event) => events.push(event));
      const connections = () => events.filter((event) => event.type === 'connection');
      // Subscribing says nothing: only a loss, and the return after it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(connections()).toEqual([]);

      process.kill(server.pid, 'SIGKILL');
      await server.stop();
      await until(() => connections().length === 1, 'the loss');
      expect(connections()).toEqual([{ type: 'connection', connected: false }]);

      server = await startPocketBase({ ...options, port: server.port });
      await until(() => connections().length === 2, 'the return');
      expect(connections()[1]).toEqual({ type: 'connection', connected: true });

      // Events flow again on the connection that came back.
      const song = songRecord('After The Crash');
      await user.storage.apply({ ops: [{ type: 'create', collection: 'songs', record: song as never }] });
      await until(
        () => events.some((event) => event.type === 'upsert' && event.record.id === song.id),
        'the new song’s event',
      );
      // Stopping is not a loss.
      stop();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(connections()).toHaveLength(2);
    } finally {
      await server.stop();
      await mail.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
