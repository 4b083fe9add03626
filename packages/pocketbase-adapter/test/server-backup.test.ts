// PocketBase's own backups of the data folder, as an operator runs them: on a schedule from the
// environment by default, and restored into a server started on an empty data folder, after which the
// musician signs in and finds everything (songs, sets, picker state, history, practice, settings).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountByContent } from '@tunedeck/core/testing';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import { type PocketBaseServer, startPocketBase } from '@tunedeck/pocketbase/server';
import PocketBase from 'pocketbase';
import { afterAll, describe, expect, it } from 'vitest';
import { fillLibrary, fillPractice, PASSWORD, PRACTICE, signUp, statusOf } from './support/fixtures.js';
import { SUPERUSER, TEST_THROTTLES } from './support/server.js';

const folders: string[] = [];
const servers: PocketBaseServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function serve(options: Parameters<typeof startPocketBase>[0] = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tunedeck-backup-'));
  folders.push(dataDir);
  const server = await startPocketBase({
    dataDir,
    rateLimits: false,
    throttles: TEST_THROTTLES,
    superuser: SUPERUSER,
    ...options,
  });
  servers.push(server);
  return server;
}

async function admin(server: PocketBaseServer) {
  const pb = new PocketBase(server.url).autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
  return pb;
}

/** Polls until the musician can sign in (the server restarts itself after a restore). */
async function signedIn(url: string, email: string, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const storage = createPocketBaseStorage({ pb: new PocketBase(url) });
    try {
      await storage.auth.logIn({ email, password: PASSWORD });
      return storage;
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((done) => setTimeout(done, 200));
    }
  }
}

describe('scheduled backups and their restore', () => {
  it('backs up daily by default, keeping 7; the schedule and the count come from the environment, or off', async () => {
    const byDefault = await serve();
    expect((await (await admin(byDefault)).settings.getAll()).backups).toMatchObject({
      cron: '0 3 * * *',
      cronMaxKeep: 7,
    });
    const hourly = await serve({ backups: { cron: '15 * * * *', keep: 24 } });
    expect((await (await admin(hourly)).settings.getAll()).backups).toMatchObject({
      cron: '15 * * * *',
      cronMaxKeep: 24,
    });
    const off = await serve({ backups: { cron: 'off' } });
    expect((await (await admin(off)).settings.getAll()).backups).toMatchObject({ cron: '', cronMaxKeep: 7 });
    // A schedule that is not one stops the start, saying why, instead of running without backups.
    await expect(serve({ backups: { cron: 'every day' } })).rejects.toThrow(/cron/i);
  });

  it('restores a backup into a server started on an empty data folder: the musician finds everything', async () => {
    const first = await serve();
    const ann = await signUp(createPocketBaseStorage({ pb: new PocketBase(first.url) }), 'restore-ann');
    await fillLibrary(ann);
    await fillPractice(ann);
    const library = await ann.storage.loadLibrary();
    const account = ann.storage.auth.current()!;
    expect(library.plays.size).toBe(11);
    expect(Object.keys(library.cards)).toHaveLength(3);
    expect(library.reviews.size).toBe(18);

    // The same backup the schedule makes, taken now; it is a zip in the data folder's backups/.
    await (await admin(first)).backups.create('tunedeck-restore.zip');
    const zip = readFileSync(join(first.dataDir, 'backups', 'tunedeck-restore.zip'));
    await first.stop();

    // A new machine: an empty data folder, only the operator's superuser.
    const second = await serve();
    expect(
      await statusOf(new PocketBase(second.url).collection('users').authWithPassword(ann.email, PASSWORD)),
    ).toBe(400);
    const operator = await admin(second);
    const upload = new FormData();
    upload.append('file', new File([zip], 'tunedeck-restore.zip', { type: 'application/zip' }));
    await operator.backups.upload(upload);
    await operator.backups.restore('tunedeck-restore.zip');

    const restored = await signedIn(second.url, ann.email);
    const back = await restored.loadLibrary();
    expect(accountByContent(back, restored.auth.current()!)).toEqual(accountByContent(library, account));
    // The very records, ids and all: songs, sets, picker state, history, practice.
    expect(back).toEqual(library);
    expect(restored.auth.current()).toMatchObject({
      id: account.id,
      loginToPicker: true,
      practice: PRACTICE,
    });
  });
});
