import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LibraryEvent, type LiveView, PICK_PATTERN, PLAYABLE_KEYS } from '@tunedeck/core';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import { startMailCatcher, startPocketBase } from '@tunedeck/pocketbase/server';
import { describe, expect, it } from 'vitest';
import { newId, signUp, songRecord } from './support/fixtures.js';
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

  it('keeps a live follower: the loss is told, and once back the call made meanwhile is heard by itself', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tunedeck-reconnect-live-'));
    const mail = await startMailCatcher({ log: false });
    const options = {
      dataDir,
      rateLimits: false,
      smtp: { host: mail.host, port: mail.port },
      throttles: TEST_THROTTLES,
    };
    let server = await startPocketBase(options);
    try {
      const leader = await signUp(createPocketBaseStorage({ url: server.url }), 'live-leader');
      const songs = [songRecord('Solar'), songRecord('Nardis')];
      await leader.storage.apply({
        ops: songs.flatMap((song) => [
          { type: 'create', collection: 'songs', record: song as never },
          {
            type: 'create',
            collection: 'memberships',
            record: { id: newId(), set: leader.firstSet, song: song.id } as never,
          },
        ]),
      });
      const share = await leader.storage.live.start(leader.firstSet);
      const call = (index: number, version: number) =>
        leader.storage.apply({
          ops: [
            {
              type: 'upsert',
              collection: 'pickers',
              record: {
                id: leader.firstSet,
                set: leader.firstSet,
                state: {
                  played: [],
                  bag: [...PICK_PATTERN],
                  keyBag: [...PLAYABLE_KEYS],
                  current: { song: songs[index]?.id, key: 'C' },
                  version,
                  updated: Date.now(),
                },
              } as never,
            },
          ],
        });
      await call(0, 1);

      // A guest on another device follows the share, and is told of the connection.
      const follower = createPocketBaseStorage({ url: server.url });
      const heard: Array<LiveView | null> = [];
      const connection: boolean[] = [];
      const stop = await follower.live.follow(share.token, (view) => heard.push(view), {
        onConnection: (connected) => connection.push(connected),
      });
      await until(() => heard.at(-1)?.current?.title === 'Solar', 'the first view');
      expect(connection).toEqual([]);

      process.kill(server.pid, 'SIGKILL');
      await server.stop();
      await until(() => connection.length === 1, 'the loss');
      expect(connection).toEqual([false]);
      // The last view stays: nothing is heard while away.
      expect(heard.at(-1)?.current?.title).toBe('Solar');

      server = await startPocketBase({ ...options, port: server.port });
      // Called while the follower is still away (the SDK retries after a pause): read on its return.
      await call(1, 2);
      await until(() => connection.length === 2, 'the return');
      expect(connection).toEqual([false, true]);
      await until(() => heard.at(-1)?.current?.title === 'Nardis', 'the call made meanwhile');
      expect(heard).not.toContain(null);
      stop();
    } finally {
      await server.stop();
      await mail.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
