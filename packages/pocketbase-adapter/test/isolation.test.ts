import {
  COLLECTIONS,
  type CollectionName,
  FIRST_READ_COLLECTIONS,
  type HeldRecords,
  type LibraryEvent,
  libraryRecord,
  libraryRecords,
  recordIn,
} from '@tunedeck/core';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANGES_PATH } from '../src/storage/apply.js';
import { CHARTS_PATH, LIBRARY_PATH } from '../src/storage/create-storage.js';
import { newId, rawAs, signUp, statusOf, type TestUser, TIME0 } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

// What a body for each collection looks like, for create attempts.
function bodyFor(collection: CollectionName, owner: string, alice: Alice): Record<string, unknown> {
  const bodies: Record<CollectionName, Record<string, unknown>> = {
    songs: {
      title: `Stolen ${newId()}`,
      key: 'C',
      knowledge: 'new',
      notes: '',
      composer: '',
      style: '',
      created: TIME0 + 1,
    },
    sets: { name: `Stolen ${newId()}`, created: TIME0 + 1 },
    memberships: { set: alice.ids.sets, song: alice.ids.songs },
    wishlist: { title: `Stolen ${newId()}`, created: TIME0 + 1 },
    pickers: { id: alice.ids.sets, set: alice.ids.sets, state: alice.state },
    gigs: { set: alice.ids.sets, setName: 'Alice Set', started: TIME0 + 1 },
    plays: { gig: alice.ids.gigs, song: alice.ids.songs, title: 'Alice Song', key: 'C', played: TIME0 + 2 },
    cards: { id: alice.ids.songs, song: alice.ids.songs, ...CARD },
    reviews: { ...REVIEW, song: alice.ids.songs },
    charts: { id: alice.ids.songs, song: alice.ids.songs, ...CHART },
  };
  return { ...bodies[collection], owner };
}

/** A card's schedule and a review, as core's practice writes them. */
const CARD = {
  due: TIME0 + 3,
  stability: 2.3,
  difficulty: 5.1,
  scheduled: 1,
  reps: 1,
  lapses: 0,
  state: 2,
  last: TIME0 + 2,
} as const;
/** A chart, as the song page or an import writes one. */
const CHART = { key: 'C-', text: '[A] | C-7 | F7 | Bb^7 | Eb^7 |' } as const;
const REVIEW = {
  title: 'Alice Song',
  grade: 3,
  source: 'practice',
  key: 'C',
  level: 'new',
  seconds: 240,
  reviewed: TIME0 + 2,
} as const;

interface Alice extends TestUser {
  ids: Record<CollectionName, string>;
  state: unknown;
}

describe('isolation matrix (raw SDK, not the adapter)', () => {
  let alice: Alice;
  let bob: PocketBase;
  let bobUser: TestUser;
  let guest: PocketBase;

  beforeAll(async () => {
    const user = await signUp(backend().storage(), 'alice');
    const library = await user.storage.loadLibrary();
    const songId = newId();
    const setId = newId();
    const gigId = newId();
    const state = { played: [], bag: ['new'], keyBag: ['C'], current: null, version: 0, updated: TIME0 + 1 };
    await user.storage.apply({
      ops: [
        { type: 'create', collection: 'sets', record: { id: setId, name: 'Alice Set', created: TIME0 + 1 } },
        {
          type: 'create',
          collection: 'songs',
          record: {
            id: songId,
            title: 'Alice Song',
            key: 'C',
            knowledge: 'new',
            notes: 'secret',
            composer: '',
            style: '',
            created: TIME0 + 1,
          },
        },
        { type: 'create', collection: 'memberships', record: { id: newId(), set: setId, song: songId } },
        {
          type: 'create',
          collection: 'wishlist',
          record: { id: newId(), title: 'Alice Wish', created: TIME0 + 1 },
        },
        { type: 'upsert', collection: 'pickers', record: { id: setId, set: setId, state: state as never } },
        {
          type: 'create',
          collection: 'gigs',
          record: { id: gigId, set: setId, setName: 'Alice Set', started: TIME0 + 1 },
        },
        {
          type: 'create',
          collection: 'plays',
          record: { id: newId(), gig: gigId, song: songId, title: 'Alice Song', key: 'C', played: TIME0 + 2 },
        },
        { type: 'upsert', collection: 'cards', record: { id: songId, song: songId, ...CARD } },
        { type: 'create', collection: 'reviews', record: { id: newId(), song: songId, ...REVIEW } },
        { type: 'upsert', collection: 'charts', record: { id: songId, song: songId, ...CHART } },
      ],
    });
    // The charts are read apart from the library.
    const after = { ...(await user.storage.loadLibrary()), charts: await user.storage.loadCharts!() };
    const first = (collection: CollectionName) =>
      libraryRecords(after, collection)
        .map((record) => record.id)
        .find((id) => !libraryRecord(library, collection, id))!;
    alice = {
      ...user,
      state,
      ids: Object.fromEntries(COLLECTIONS.map((c) => [c, first(c)])) as Record<CollectionName, string>,
    };
    bobUser = await signUp(backend().storage(), 'bob');
    bob = await rawAs(backend().raw(), bobUser.email);
    guest = backend().raw();
  });

  for (const collection of COLLECTIONS) {
    describe(collection, () => {
      it('another user and a guest cannot list or view, even through filters and relation paths', async () => {
        for (const client of [bob, guest]) {
          const listed = await client.collection(collection).getFullList();
          expect(listed.filter((record) => record.owner === alice.id)).toEqual([]);
          const filtered = await client
            .collection(collection)
            .getFullList({ filter: client.filter('owner = {:owner}', { owner: alice.id }) });
          expect(filtered).toEqual([]);
          const byPath = await client
            .collection(collection)
            .getFullList({ filter: client.filter('owner.email = {:email}', { email: alice.email }) });
          expect(byPath).toEqual([]);
          expect(await statusOf(client.collection(collection).getOne(alice.ids[collection]))).toBe(404);
        }
        if (collection === 'memberships' || collection === 'pickers') {
          const viaSet = await bob
            .collection(collection)
            .getFullList({ filter: bob.filter('set.owner = {:owner}', { owner: alice.id }) });
          expect(viaSet).toEqual([]);
        }
      });

      it('another user cannot create as the owner, update or delete (also in a batch or a change); a guest neither', async () => {
        const body = bodyFor(collection, alice.id, alice);
        for (const client of [bob, guest]) {
          // The record API creates and updates no library record (only the change route writes): 403.
          expect(await statusOf(client.collection(collection).create(body))).toBe(403);
          expect(
            await statusOf(
              client.collection(collection).update(alice.ids[collection], { owner: bobUser.id }),
            ),
          ).toBeOneOf([403, 404]);
          expect(await statusOf(client.collection(collection).delete(alice.ids[collection]))).toBe(404);
          // Batches are off.
          const batch = client.createBatch();
          batch.collection(collection).delete(alice.ids[collection]);
          expect(await statusOf(batch.send())).toBe(403);
          const creates = client.createBatch();
          creates.collection(collection).create(body);
          expect(await statusOf(creates.send())).toBe(403);
          // The change route (one transaction for a whole change) hides them the same way.
          const guestOr = (status: number) => (client === guest ? 401 : status);
          const id = alice.ids[collection];
          for (const [op, status] of [
            [{ type: 'update', collection, id, patch: {} }, 404],
            [{ type: 'delete', collection, id }, 404],
            [{ type: 'create', collection, record: { id: newId(), ...body } }, 400],
          ] as const) {
            const sent = client.send(CHANGES_PATH, { method: 'POST', body: { ops: [op] } });
            expect(await statusOf(sent), JSON.stringify(op)).toBe(guestOr(status));
          }
        }
        // Creating as oneself while linking to Alice's records fails too.
        if (['memberships', 'pickers', 'plays', 'cards', 'charts'].includes(collection)) {
          const own = { ...body, owner: bobUser.id };
          expect(await statusOf(bob.collection(collection).create(own))).toBe(403);
          const { owner: _owner, ...record } = own;
          for (const type of ['create', 'upsert']) {
            const op = { type, collection, record };
            const sent = bob.send(CHANGES_PATH, { method: 'POST', body: { ops: [op] } });
            expect(await statusOf(sent), JSON.stringify(op)).toBeOneOf([400, 404]);
          }
        }
        const kept =
          collection === 'charts'
            ? await alice.storage.loadCharts!()
            : (await alice.storage.loadLibrary())[collection];
        expect(recordIn(kept as HeldRecords<{ id: string }>, alice.ids[collection])).toBeDefined();
      });
    });
  }

  it("the library route answers the caller's own records only, and a guest nothing", async () => {
    type Answer = Partial<Record<CollectionName, { id: string }[]>>;
    const everything = `${LIBRARY_PATH}?collections=${COLLECTIONS.join(',')}`;
    const read = (client: PocketBase, path: string) => client.send<Answer>(path, { method: 'GET' });
    const own = await read(bob, LIBRARY_PATH);
    // The first read holds every collection but the charts, which are read apart (and may be asked with
    // it), and the answer's version.
    expect(Object.keys(own).sort()).toEqual([...FIRST_READ_COLLECTIONS, 'version'].sort());
    const bobs = await bob.collection('sets').getFullList();
    expect(own.sets!.map((set) => set.id)).toEqual(bobs.map((set) => set.id));
    const charts = await read(bob, CHARTS_PATH);
    expect(Object.keys(charts)).toEqual(['charts', 'version']);
    for (const answer of [own, charts, await read(bob, everything)]) {
      for (const collection of COLLECTIONS) {
        expect((answer[collection] ?? []).map((record) => record.id)).not.toContain(alice.ids[collection]);
      }
    }
    for (const path of [LIBRARY_PATH, CHARTS_PATH, everything])
      expect(await statusOf(guest.send(path, { method: 'GET' }))).toBe(401);
    const aliceClient = await rawAs(backend().raw(), alice.email);
    const hers = await read(aliceClient, everything);
    for (const collection of COLLECTIONS) {
      expect(hers[collection]!.map((record) => record.id)).toContain(alice.ids[collection]);
    }
    expect((await read(aliceClient, CHARTS_PATH)).charts).toEqual([
      { id: alice.ids.charts, song: alice.ids.songs, ...CHART },
    ]);
    // A collection core does not have is refused, not answered empty.
    expect(await statusOf(read(aliceClient, `${LIBRARY_PATH}?collections=charts,users`))).toBe(400);
  });

  it('users: another user and a guest cannot see, change or delete an account', async () => {
    for (const client of [bob, guest]) {
      expect((await client.collection('users').getFullList()).map((user) => user.id)).not.toContain(alice.id);
      expect(await statusOf(client.collection('users').getOne(alice.id))).toBe(404);
      expect(await statusOf(client.collection('users').update(alice.id, { loginToPicker: true }))).toBe(404);
      expect(await statusOf(client.collection('users').delete(alice.id))).toBe(404);
    }
    // Nor point one's own picker set at Alice's set.
    for (const patch of [{ pickerSet: alice.ids.sets }, { verified: true }]) {
      expect(await statusOf(bob.collection('users').update(bobUser.id, patch))).toBeGreaterThanOrEqual(400);
    }
    await expect(bob.collection('users').getOne(bobUser.id)).resolves.toMatchObject({
      pickerSet: bobUser.firstSet,
      verified: false,
    });
  });

  it('messages are write-only for everyone but superusers', async () => {
    for (const client of [bob, guest]) {
      const status = await statusOf(client.collection('messages').getFullList());
      expect(status === 403 || status === 0).toBe(true);
      if (status === 0) expect(await client.collection('messages').getFullList()).toEqual([]);
    }
    expect(
      await statusOf(
        bob.collection('messages').create({ email: 'a@b.co', subject: 's', message: 'm', user: alice.id }),
      ),
    ).toBe(403);
  });

  it("receives no realtime event of another user's records", async () => {
    const heard: string[] = [];
    for (const collection of [...COLLECTIONS, 'users']) {
      await bob
        .collection(collection)
        .subscribe('*', (event) => heard.push(`${collection}:${event.record.id}`));
    }
    for (const collection of ['songs', 'charts'])
      await guest.collection(collection).subscribe('*', (event) => heard.push(`guest:${event.record.id}`));
    await alice.storage.apply({
      ops: [
        { type: 'update', collection: 'songs', id: alice.ids.songs, patch: { notes: 'changed' } },
        {
          type: 'create',
          collection: 'wishlist',
          record: { id: newId(), title: 'Another', created: TIME0 + 2 },
        },
        { type: 'account', patch: { loginToPicker: true } },
        {
          type: 'create',
          collection: 'plays',
          record: {
            id: newId(),
            gig: alice.ids.gigs,
            song: alice.ids.songs,
            title: 'Alice Song',
            key: 'D',
            played: TIME0 + 3,
          },
        },
        {
          type: 'update',
          collection: 'cards',
          id: alice.ids.cards,
          patch: { due: TIME0 + 9, reps: 2, last: TIME0 + 3 },
        },
        { type: 'create', collection: 'reviews', record: { id: newId(), song: alice.ids.songs, ...REVIEW } },
        {
          type: 'upsert',
          collection: 'charts',
          record: { id: alice.ids.songs, song: alice.ids.songs, key: 'D-', text: '| D-7 | G7 | C^7 | C^7 |' },
        },
      ],
    });
    const bobStorage = bobUser.storage;
    const marker = newId();
    const events: LibraryEvent[] = [];
    const stop = await bobStorage.subscribe((event) => events.push(event));
    await bobStorage.apply({
      ops: [
        {
          type: 'create',
          collection: 'songs',
          record: {
            id: marker,
            title: 'Marker',
            key: 'C',
            knowledge: 'know',
            notes: '',
            composer: '',
            style: '',
            created: TIME0 + 1,
          },
        },
      ],
    });
    const deadline = Date.now() + 3000;
    while (!heard.includes(`songs:${marker}`) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    stop();
    expect(heard).toEqual([`songs:${marker}`]);
    await bob.realtime.unsubscribe();
    await guest.realtime.unsubscribe();
  });
});
