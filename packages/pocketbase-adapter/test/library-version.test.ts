// The library route's version (pb_hooks/lib/library.cjs): each answer ends with a digest of each
// collection's records, and a read `?unless=<version>` answers `{"unchanged":true}` while nothing it would
// answer has changed, and only the collections that changed when some did.
// The storage asks so on every read after its first, and keeps the library it holds when nothing has:
// a first visit reads early, before realtime listens, and once more when it does.
import { bulkAddToSet, FIRST_READ_COLLECTIONS, initialPickerState, pickerView } from '@tunedeck/core';
import { createPocketBaseStorage, type EarlyLibraryRead } from '@tunedeck/pocketbase';
import { PICKER_PATH } from '@tunedeck/pocketbase/early';
import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { LIBRARY_PATH } from '../src/storage/create-storage.js';
import { earlyPickerLibrary } from '../src/storage/kept-session.js';
import { PASSWORD, signUp, songRecord, TIME0 } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

/** A version of the whole first read: a 16-digit digest of each collection, in order, joined by dots. */
const WHOLE_VERSION = new RegExp(`^[0-9a-f]{16}(\\.[0-9a-f]{16}){${FIRST_READ_COLLECTIONS.length - 1}}$`);

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
    expect(version).toMatch(WHOLE_VERSION);
    expect(Object.keys(first.body)).toEqual([...FIRST_READ_COLLECTIONS, 'version']);
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
      // The songs alone: the other collections are the same, and said to be.
      expect(Object.keys(answer.body)).toEqual(['songs', 'unchanged', 'version']);
      expect(answer.body.unchanged).toEqual(FIRST_READ_COLLECTIONS.filter((name) => name !== 'songs'));
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
    // Only the songs were read again: every other collection is the one held, the same object.
    for (const collection of FIRST_READ_COLLECTIONS)
      if (collection !== 'songs') expect(changed[collection]).toBe(first[collection]);
    expect(await storage.loadLibrary()).toBe(changed);
    // The first read asks for the whole library; the next ones, unless the version the one before read.
    expect(asked).toEqual([
      '',
      expect.stringMatching(WHOLE_VERSION),
      asked[1],
      expect.stringMatching(WHOLE_VERSION),
    ]);
    expect(asked[3]).not.toBe(asked[1]);
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

describe('the picker’s part of the library (PICKER_PATH)', () => {
  it('answers the picker set, its picks, the tune on it and one other of the set: pickerView calls the same tune', async () => {
    const { user, token } = await musician('picker-part');
    const library = await user.storage.loadLibrary();
    const added = bulkAddToSet(library, user.firstSet, 'Solar\nNardis\nBlue Bossa\nAutumn Leaves', {
      random: Math.random,
      now: Date.now,
    });
    if (!added.ok) throw new Error('not added');
    await user.storage.apply(added.change);
    const whole = await user.storage.loadLibrary();
    const nardis = Object.values(whole.songs).find((song) => song.title === 'Nardis')!;
    const state = { ...initialPickerState(TIME0), current: { song: nardis.id, key: 'E flat' as const } };
    await user.storage.apply({
      ops: [
        { type: 'upsert', collection: 'pickers', record: { id: user.firstSet, set: user.firstSet, state } },
      ],
    });

    const answer = await fetch(`${backend().server.url}${PICKER_PATH}`, {
      headers: { Authorization: token },
    });
    expect(answer.status).toBe(200);
    const part = (await answer.json()) as Record<string, { id: string; song?: string }[]> & {
      pickerSet: string;
    };
    expect(part.pickerSet).toBe(user.firstSet);
    expect(part.sets!.map((set) => set.id)).toEqual([user.firstSet]);
    expect(part.pickers!.map((picker) => picker.id)).toEqual([user.firstSet]);
    // The tune on the picker's place in the set first, then one other's: never the set's 5 members.
    expect(part.memberships).toHaveLength(2);
    expect(part.memberships![0]!.song).toBe(nardis.id);
    expect(part.songs!.map((song) => song.id).sort()).toEqual(part.memberships!.map((m) => m.song).sort());

    // As the page's early drawing reads it: the same tune, key and Skip as from the whole library.
    const early = {
      token,
      picker: Promise.resolve(new Response(JSON.stringify(part))),
      response: new Promise<Response>(() => {}),
    };
    globalThis.window = {
      localStorage: {
        getItem: () =>
          JSON.stringify({
            token,
            record: { collectionName: 'users', id: user.id, pickerSet: user.firstSet },
          }),
      },
    } as never;
    try {
      const drawn = await earlyPickerLibrary(early);
      const fromWhole = pickerView(await user.storage.loadLibrary(), user.firstSet);
      const fromPart = pickerView(drawn!.library, drawn!.pickerSet);
      expect(fromPart).toMatchObject({
        status: 'ready',
        canSkip: true,
        tune: fromWhole.status === 'ready' ? fromWhole.tune : null,
      });
      expect(fromPart.status === 'ready' && fromPart.tune?.title).toBe('Nardis');
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });

  it('answers no songs when nothing is on the picker, and nothing of another musician', async () => {
    const { token } = await musician('picker-part-none');
    const part = (await (
      await fetch(`${backend().server.url}${PICKER_PATH}`, { headers: { Authorization: token } })
    ).json()) as Record<string, unknown[]>;
    expect(part.songs).toEqual([]);
    expect(part.memberships).toEqual([]);
    expect(part.sets).toHaveLength(1);
    expect((await fetch(`${backend().server.url}${PICKER_PATH}`)).status).toBe(401);
  });
});
