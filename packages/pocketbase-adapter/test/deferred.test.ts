import type { Account, LibraryEvent } from '@tunedeck/core';
import {
  createDeferredPocketBaseStorage,
  createPocketBaseStorage,
  type EarlyLibraryRead,
} from '@tunedeck/pocketbase';
import PocketBase, { BaseAuthStore } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIBRARY_PATH } from '../src/storage/create-storage.js';
import { PASSWORD, signUp, songRecord } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

// The SDK-backed storage the deferred one loads, counted: "not loaded" is then something a test can see.
const made = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/storage/create-storage.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/storage/create-storage.js')>();
  return {
    ...original,
    createPocketBaseStorage: (options: Parameters<typeof original.createPocketBaseStorage>[0]) => {
      made.count += 1;
      return original.createPocketBaseStorage(options);
    },
  };
});

const backend = useTestBackend();

/** The browser's localStorage, where the SDK (and the deferred storage, without it) finds the session. */
let kept: Map<string, string>;
beforeEach(() => {
  kept = new Map();
  made.count = 0;
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A device of its own, away from this "browser" (its session kept in memory). */
const elsewhere = () =>
  createPocketBaseStorage({ url: backend().server.url, authStore: new BaseAuthStore() });

/** A musician with one song, signed in on this "browser" by the SDK itself (so it keeps the session). */
async function keptMusician(label: string) {
  const first = await signUp(
    createPocketBaseStorage({ url: backend().server.url, authStore: undefined }),
    label,
  );
  await first.storage.apply({
    ops: [{ type: 'create', collection: 'songs', record: songRecord('Kept') as never }],
  });
  const browser = new PocketBase(backend().server.url);
  await browser.collection('users').authWithPassword(first.email, PASSWORD);
  made.count = 0;
  const token = browser.authStore.token;
  const readNow = (as = token): EarlyLibraryRead => ({
    token: as,
    response: fetch(`${backend().server.url}${LIBRARY_PATH}`, { headers: { Authorization: as } }),
  });
  return { ...first, token, readNow };
}

const titles = (library: { songs: Record<string, { title: string }> }) =>
  Object.values(library.songs)
    .map((song) => song.title)
    .sort();

/** A token of the same form, past its expiry. */
function expiredToken(token: string): string {
  const [head, body, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { exp: number };
  const past = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }));
  return [head, past.toString('base64url'), signature].join('.');
}

describe('a storage that loads the SDK on first need (createDeferredPocketBaseStorage)', () => {
  it('shows the musician kept on the device and the early read with no SDK loaded', async () => {
    const musician = await keptMusician('deferred-first');
    const storage = createDeferredPocketBaseStorage({
      url: backend().server.url,
      earlyRead: () => musician.readNow(),
    });
    expect(storage.auth.current()).toMatchObject({ id: musician.id, email: musician.email });
    expect(titles(await storage.loadLibrary())).toEqual(['Kept']);
    expect(made.count).toBe(0);
  });

  it('loads it once for realtime and writes, as the same musician, and reads anew after the first read', async () => {
    const musician = await keptMusician('deferred-load');
    const storage = createDeferredPocketBaseStorage({ url: backend().server.url });
    const told: (Account | null)[] = [];
    storage.auth.onChange((account) => told.push(account));
    const heard: LibraryEvent[] = [];
    const [stop] = await Promise.all([
      storage.subscribe((event) => heard.push(event)),
      storage.subscribe(() => {}).then((second) => second()),
    ]);
    expect(made.count).toBe(1);
    const song = songRecord('Heard');
    await storage.apply({ ops: [{ type: 'create', collection: 'songs', record: song as never }] });
    await vi.waitFor(() =>
      expect(heard.some((e) => e.type === 'upsert' && e.record.id === song.id)).toBe(true),
    );
    expect(titles(await storage.loadLibrary())).toEqual(['Heard', 'Kept']);
    expect(storage.auth.current()?.id).toBe(musician.id);
    // The SDK found the same session the storage had shown: nobody was told of a change.
    expect(told).toEqual([]);
    expect(made.count).toBe(1);
    stop();
  });

  it('takes the early read though the SDK loaded before it answered', async () => {
    const musician = await keptMusician('deferred-race');
    const read = musician.readNow();
    await read.response;
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const storage = createDeferredPocketBaseStorage({
      url: backend().server.url,
      earlyRead: () => ({ token: read.token, response: held.then(() => read.response) }),
    });
    const first = storage.loadLibrary();
    const stop = await storage.subscribe(() => {});
    expect(made.count).toBe(1);
    // Added after the early read was made: a read made anew would have it.
    await musician.storage.apply({
      ops: [{ type: 'create', collection: 'songs', record: songRecord('Late') as never }],
    });
    answer();
    expect(titles(await first)).toEqual(['Kept']);
    expect(titles(await storage.loadLibrary())).toEqual(['Kept', 'Late']);
    stop();
  });

  it('waits for notBefore to load the SDK for realtime, but not for a read', async () => {
    await keptMusician('deferred-not-before');
    let release = () => {};
    const notBefore = new Promise<void>((resolve) => {
      release = resolve;
    });
    const storage = createDeferredPocketBaseStorage({ url: backend().server.url, notBefore });
    const subscribed = storage.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(made.count).toBe(0);
    release();
    const stop = await subscribed;
    expect(made.count).toBe(1);
    stop();
    // A read the first drawing needs (no early read) loads it at once, though notBefore never settles.
    const reader = createDeferredPocketBaseStorage({
      url: backend().server.url,
      notBefore: new Promise(() => {}),
    });
    expect(titles(await reader.loadLibrary())).toEqual(['Kept']);
    expect(made.count).toBe(2);
  });

  it('takes no early read made with another token', async () => {
    const musician = await keptMusician('deferred-other');
    const stranger = await signUp(elsewhere(), 'deferred-stranger');
    const strangers = new PocketBase(backend().server.url, new BaseAuthStore());
    await strangers.collection('users').authWithPassword(stranger.email, PASSWORD);
    made.count = 0;
    const storage = createDeferredPocketBaseStorage({
      url: backend().server.url,
      earlyRead: () => musician.readNow(strangers.authStore.token),
    });
    // The stranger's library (no songs) is never taken for this musician's.
    expect(titles(await storage.loadLibrary())).toEqual(['Kept']);
    expect(made.count).toBe(1);
  });

  it('counts a session kept past its expiry, or of no musician, as no session', async () => {
    const musician = await keptMusician('deferred-expired');
    const session = JSON.parse(kept.get('pocketbase_auth')!) as { token: string; record: object };
    kept.set('pocketbase_auth', JSON.stringify({ ...session, token: expiredToken(musician.token) }));
    expect(createDeferredPocketBaseStorage({ url: backend().server.url }).auth.current()).toBeNull();
    kept.set(
      'pocketbase_auth',
      JSON.stringify({ ...session, record: { ...session.record, collectionName: '_superusers' } }),
    );
    expect(createDeferredPocketBaseStorage({ url: backend().server.url }).auth.current()).toBeNull();
    kept.set('pocketbase_auth', '{not json');
    expect(createDeferredPocketBaseStorage({ url: backend().server.url }).auth.current()).toBeNull();
    await expect(
      createDeferredPocketBaseStorage({ url: backend().server.url }).loadLibrary(),
    ).rejects.toMatchObject({
      code: 'not-signed-in',
    });
  });

  it('signs in and out through the SDK once loaded, and tells who is signed in', async () => {
    const musician = await keptMusician('deferred-sign-in');
    kept.clear();
    const storage = createDeferredPocketBaseStorage({ url: backend().server.url });
    expect(storage.auth.current()).toBeNull();
    const told: (string | null)[] = [];
    storage.auth.onChange((account) => told.push(account?.id ?? null));
    await storage.auth.logIn({ email: musician.email, password: PASSWORD });
    expect(storage.auth.current()?.id).toBe(musician.id);
    // The SDK kept the session where the next page's deferred storage finds it.
    expect(createDeferredPocketBaseStorage({ url: backend().server.url }).auth.current()?.id).toBe(
      musician.id,
    );
    await storage.auth.logOut();
    expect(told).toEqual([musician.id, null]);
    expect(storage.auth.current()).toBeNull();
  });
});
