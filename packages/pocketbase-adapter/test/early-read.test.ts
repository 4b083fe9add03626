import { createPocketBaseStorage, type EarlyLibraryRead } from '@tunedeck/pocketbase';
import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { LIBRARY_PATH } from '../src/storage/create-storage.js';
import { PASSWORD, signUp, songRecord } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

/**
 * A musician with one song, and a second device of theirs whose storage is offered `early` at its first
 * read (what a page's first script started before the app's scripts ran).
 */
async function musicianWithEarlyRead(label: string) {
  const first = await signUp(backend().storage(), label);
  await first.storage.apply({
    ops: [{ type: 'create', collection: 'songs', record: songRecord('Before') as never }],
  });
  const offered: { read: EarlyLibraryRead | null; asked: number } = { read: null, asked: 0 };
  const pb = new PocketBase(backend().server.url);
  const storage = createPocketBaseStorage({
    pb,
    earlyRead: () => {
      offered.asked += 1;
      return offered.read;
    },
  });
  await storage.auth.logIn({ email: first.email, password: PASSWORD });
  /** The library route read now, with `token` (the session's by default), as the page's script reads it. */
  const readNow = (token = pb.authStore.token): EarlyLibraryRead => ({
    token,
    response: fetch(`${backend().server.url}${LIBRARY_PATH}`, { headers: { Authorization: token } }),
  });
  /** A song added from the first device: the early read, made before it, does not have it. */
  const addAfter = () =>
    first.storage.apply({
      ops: [{ type: 'create', collection: 'songs', record: songRecord('After') as never }],
    });
  const titles = async () =>
    Object.values((await storage.loadLibrary()).songs)
      .map((song) => song.title)
      .sort();
  return { storage, offered, readNow, addAfter, titles, pb };
}

describe('a read of the library started before the storage (earlyRead)', () => {
  it('stands for the first read when made with the session, and only the first', async () => {
    const device = await musicianWithEarlyRead('early-used');
    device.offered.read = device.readNow();
    await device.offered.read.response;
    await device.addAfter();
    // The first read is the early one (from before "After"); the next is read anew.
    expect(await device.titles()).toEqual(['Before']);
    expect(await device.titles()).toEqual(['After', 'Before']);
    expect(device.offered.asked).toBe(1);
  });

  it('is not used when it was made with another session', async () => {
    const device = await musicianWithEarlyRead('early-other');
    const other = await signUp(backend().storage(), 'early-stranger');
    const strangers = new PocketBase(backend().server.url);
    await strangers.collection('users').authWithPassword(other.email, PASSWORD);
    device.offered.read = device.readNow(strangers.authStore.token);
    await device.addAfter();
    // The stranger's library (no songs) is never taken for this musician's: read anew.
    expect(await device.titles()).toEqual(['After', 'Before']);
  });

  it('is not used when it failed: refused, or no answer at all', async () => {
    const refused = await musicianWithEarlyRead('early-refused');
    refused.offered.read = refused.readNow('not-a-token');
    // The storage compares tokens first: offered as the session's own, the refusal is what it sees.
    refused.offered.read.token = refused.pb.authStore.token;
    expect((await refused.offered.read.response).status).toBe(401);
    expect(await refused.titles()).toEqual(['Before']);

    const lost = await musicianWithEarlyRead('early-lost');
    lost.offered.read = {
      token: lost.pb.authStore.token,
      response: Promise.reject(new TypeError('Failed to fetch')),
    };
    lost.offered.read.response.catch(() => undefined);
    expect(await lost.titles()).toEqual(['Before']);
  });

  it('is asked for once even when there is none, so a read started later is never taken', async () => {
    const device = await musicianWithEarlyRead('early-late');
    expect(await device.titles()).toEqual(['Before']);
    device.offered.read = device.readNow();
    await device.offered.read.response;
    await device.addAfter();
    expect(await device.titles()).toEqual(['After', 'Before']);
    expect(device.offered.asked).toBe(1);
  });
});
