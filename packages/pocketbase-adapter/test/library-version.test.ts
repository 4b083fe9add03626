// The library route's version (pb_hooks/lib/library.cjs): each answer ends with a digest of its records,
// and a read `?unless=<version>` answers `{"unchanged":true}` while nothing it would answer has changed.
// The storage asks so on every read after its first, and keeps the library it holds when nothing has:
// a first visit reads early, before realtime listens, and once more when it does.
import { createPocketBaseStorage, type EarlyLibraryRead } from '@tunedeck/pocketbase';
import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { LIBRARY_PATH } from '../src/storage/create-storage.js';
import { PASSWORD, signUp, songRecord } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

/** The route's answer to `token`, with `query` (unless, collections), and how many bytes it took. */
async function read(token: string, query: Record<string, string> = {}) {
  const url = new URL(`${backend().server.url}${LIBRARY_PATH}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const answer = await fetch(url, { headers: { Authorization: token } });
  expect(answer.status).toBe(200);
  const text = await answer.text();
  return { body: JSON.parse(text) as Record<string, unknown>, bytes: text.length };
}

async function musician(label: string) {
  const user = await signUp(backend().storage(), label);
  const pb = new PocketBase(backend().server.url);
  await pb.collection('users').authWithPassword(user.email, PASSWORD);
  const song = songRecord(`${label} tune`);
  await user.storage.apply({ ops: [{ type: 'create', collection: 'songs', record: song as never }] });
  return { user, token: pb.authStore.token, song };
}

describe('the library route’s version', () => {
  it('answers unchanged while nothing is, and the whole library once a record is added, changed or deleted', async () => {
    const { user, token, song } = await musician('version-route');
    const first = await read(token);
    const version = first.body.version;
    expect(version).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(first.body)).toEqual([
      'songs',
      'sets',
      'memberships',
      'wishlist',
      'pickers',
      'gigs',
      'plays',
      'cards',
      'reviews',
      'version',
    ]);
    // Read again: the same version; asked unless it, two dozen bytes instead of the library.
    expect((await read(token)).body.version).toBe(version);
    const unchanged = await read(token, { unless: String(version) });
    expect(unchanged.body).toEqual({ unchanged: true });
    expect(unchanged.bytes).toBeLessThan(first.bytes);

    const versions = new Set([version]);
    const afterChange = async (change: Parameters<typeof user.storage.apply>[0]) => {
      const before = [...versions].at(-1)!;
      await user.storage.apply(change);
      const answer = await read(token, { unless: String(before) });
      expect(answer.body.unchanged).toBeUndefined();
      expect(versions.has(answer.body.version)).toBe(false);
      versions.add(answer.body.version);
      return answer.body;
    };
    const added = songRecord('Added');
    expect(
      (await afterChange({ ops: [{ type: 'create', collection: 'songs', record: added as never }] })).songs,
    ).toHaveLength(2);
    const changed = await afterChange({
      ops: [{ type: 'update', collection: 'songs', id: song.id, patch: { notes: 'Up a fourth.' } as never }],
    });
    expect((changed.songs as { id: string; notes: string }[]).find((one) => one.id === song.id)?.notes).toBe(
      'Up a fourth.',
    );
    expect(
      (await afterChange({ ops: [{ type: 'delete', collection: 'songs', id: added.id }] })).songs,
    ).toHaveLength(1);
  });

  it('is the version of what was asked for, and of this musician alone', async () => {
    const alice = await musician('version-alice');
    const bob = await musician('version-bob');
    const whole = await read(alice.token);
    const songs = await read(alice.token, { collections: 'songs' });
    expect(songs.body.version).not.toBe(whole.body.version);
    expect(
      (await read(alice.token, { collections: 'songs', unless: String(songs.body.version) })).body,
    ).toEqual({
      unchanged: true,
    });
    // Bob offering Alice's version gets his own library, never "unchanged".
    const bobs = await read(bob.token, { unless: String(whole.body.version) });
    expect(bobs.body.unchanged).toBeUndefined();
    expect((bobs.body.songs as { title: string }[]).map((one) => one.title)).toEqual(['version-bob tune']);
  });
});

describe('the storage’s reads of the library', () => {
  it('keep the library they hold while the server’s is unchanged, and read the change when there is one', async () => {
    const { user } = await musician('version-storage');
    const pb = new PocketBase(backend().server.url);
    const asked: string[] = [];
    pb.beforeSend = (url, options) => {
      if (url.includes(LIBRARY_PATH))
        asked.push(String((options.query as { unless?: string })?.unless ?? ''));
      return { url, options };
    };
    const storage = createPocketBaseStorage({ pb });
    await storage.auth.logIn({ email: user.email, password: PASSWORD });
    const first = await storage.loadLibrary();
    const again = await storage.loadLibrary();
    expect(again).toBe(first);
    await user.storage.apply({
      ops: [{ type: 'create', collection: 'songs', record: songRecord('Later') as never }],
    });
    const changed = await storage.loadLibrary();
    expect(Object.values(changed.songs).map((song) => song.title)).toContain('Later');
    // The first read asks for the whole library; the next two, unless the version the one before read.
    expect(asked).toEqual(['', expect.stringMatching(/^[0-9a-f]{64}$/), asked[1]]);
  });

  it('keep an early read’s library too, when nothing has changed since it was made', async () => {
    const { user } = await musician('version-early');
    const pb = new PocketBase(backend().server.url);
    let early: EarlyLibraryRead | null = null;
    const storage = createPocketBaseStorage({ pb, earlyRead: () => early });
    await storage.auth.logIn({ email: user.email, password: PASSWORD });
    early = {
      token: pb.authStore.token,
      response: fetch(`${backend().server.url}${LIBRARY_PATH}`, {
        headers: { Authorization: pb.authStore.token },
      }),
    };
    const first = await storage.loadLibrary();
    expect(await storage.loadLibrary()).toBe(first);
  });
});
