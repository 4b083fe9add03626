import { describe, expect, it } from 'vitest';
import { EMAIL, PASSWORD, until } from '../../test/store-helpers.js';
import type { Change } from '../library/change.js';
import { seededRandom } from '../model/random.js';
import type { Id } from '../model/records.js';
import { TunedeckError } from '../storage/errors.js';
import { createMemoryBackend } from '../storage/memory/memory-backend.js';
import { createMemoryStorage, memorySessionStore } from '../storage/memory/memory-storage.js';
import { buildLibrary } from '../testing/fixtures.js';
import { createTunedeckClient, type TunedeckClient } from './create-client.js';
import { memoryKeyValueStore } from './key-value.js';
import { memoryOfflineStore, type OfflineStore } from './offline-copy.js';
import {
  JOURNAL_MAX_CHARS,
  JOURNAL_MAX_OPS,
  JOURNAL_MAX_PENDING,
  JOURNAL_PREFIX,
  WriteJournal,
} from './write-journal.js';
import type { QueuedWrite } from './write-queue.js';

const NOW = 1_800_000_000_000;

const write = (id: number, ops: Change['ops'] = [{ type: 'delete', collection: 'wishlist', id: `w${id}` }]) =>
  ({ id, at: NOW + id, change: { ops }, key: `key${id}` }) satisfies QueuedWrite;

describe('the journal of writes', () => {
  it('keeps a small write at once, reads it back oldest first, and lets it go once the copy holds it', () => {
    const store = memoryKeyValueStore({ 'tunedeck:picker:ann:gig': '{}' });
    const journal = new WriteJournal(store);
    expect(journal.keep('ann', write(2))).toBe(true);
    expect(journal.keep('ann', write(1))).toBe(true);
    expect(journal.keep('bob', write(3))).toBe(true);
    expect(store.getItem(`${JOURNAL_PREFIX}ann:2`)).toBe(JSON.stringify(write(2)));
    expect(journal.read('ann')).toEqual([write(1), write(2)]);
    journal.confirmed('ann', 1);
    expect(journal.read('ann')).toEqual([write(2)]);
    journal.clear('ann');
    expect(journal.read('ann')).toEqual([]);
    // Another musician's entries and the other keys of the store stay.
    expect(journal.read('bob')).toEqual([write(3)]);
    expect(store.keys()).toEqual(['tunedeck:picker:ann:gig', `${JOURNAL_PREFIX}bob:3`]);
  });

  it('leaves a large write (in steps or in JSON) to the copy, and stops keeping once too many wait for the copy', () => {
    const store = memoryKeyValueStore();
    const journal = new WriteJournal(store);
    const notes = 'x'.repeat(JOURNAL_MAX_CHARS);
    const large = write(1, [{ type: 'update', collection: 'songs', id: 's1', patch: { notes } }]);
    expect(journal.keep('ann', large)).toBe(false);
    const ops = Array.from({ length: JOURNAL_MAX_OPS + 1 }, (_, i) => write(i).change.ops[0]!);
    expect(journal.keep('ann', write(1, ops))).toBe(false);
    expect(journal.keep('ann', write(1, ops.slice(1)))).toBe(true);
    journal.confirmed('ann', 1);
    for (let id = 1; id <= JOURNAL_MAX_PENDING; id += 1) expect(journal.keep('ann', write(id))).toBe(true);
    expect(journal.keep('ann', write(JOURNAL_MAX_PENDING + 1))).toBe(false);
    // One confirmed makes room for one more.
    journal.confirmed('ann', 1);
    expect(journal.keep('ann', write(JOURNAL_MAX_PENDING + 1))).toBe(true);
    expect(journal.read('ann')).toHaveLength(JOURNAL_MAX_PENDING);
  });

  it('removes a damaged entry, or one filed under another id, and reads the rest', () => {
    const store = memoryKeyValueStore({
      [`${JOURNAL_PREFIX}ann:1`]: '{not json',
      [`${JOURNAL_PREFIX}ann:2`]: JSON.stringify({ id: 2, at: NOW, change: { ops: 'none' } }),
      [`${JOURNAL_PREFIX}ann:3`]: JSON.stringify(write(4)),
      [`${JOURNAL_PREFIX}ann:5`]: JSON.stringify(write(5)),
    });
    expect(new WriteJournal(store).read('ann')).toEqual([write(5)]);
    expect(store.keys()).toEqual([`${JOURNAL_PREFIX}ann:5`]);
  });
});

/**
 * A device whose copy drops the entries of a page that goes away before their transaction starts (as
 * Chromium drops a transaction still waiting behind another when the page is torn down): while `busy`,
 * `putWrite` and `putPicker` never settle and keep nothing.
 */
function device() {
  const backend = createMemoryBackend({ random: seededRandom(1), now: () => NOW });
  backend.seedUser({
    email: EMAIL,
    password: PASSWORD,
    library: buildLibrary({ sets: { Gig: ['Solar', 'Blue Bossa', 'Autumn Leaves', 'Nardis'] } }),
  });
  const network = { down: false };
  const storage = createMemoryStorage({
    backend,
    session: memorySessionStore(),
  });
  const inner = memoryOfflineStore();
  const copy = { busy: false };
  const never = new Promise<void>(() => undefined);
  const offlineStore: OfflineStore = {
    ...inner,
    putWrite: (user, kept) => (copy.busy ? never : inner.putWrite(user, kept)),
    putPicker: (user, chain) => (copy.busy ? never : inner.putPicker(user, chain)),
  };
  const localRecords = memoryKeyValueStore();
  const guarded = new Proxy(storage, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (name !== 'apply' && name !== 'loadLibrary' && name !== 'subscribe') return value;
      return async (...args: unknown[]) => {
        if (network.down) throw new TunedeckError('network', 'Failed to fetch');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  let client: TunedeckClient | null = null;
  const open = async () => {
    // The page goes away: what it had not kept is gone with it.
    client?.dispose();
    copy.busy = false;
    client = createTunedeckClient({
      storage: guarded,
      random: seededRandom(7),
      now: () => NOW,
      offlineStore,
      localRecords,
    });
    await until(client, () => client!.state.status === 'ready' || client!.state.status === 'signed-out');
    return client;
  };
  return { backend, network, copy, inner, localRecords, open };
}

/** Signs in on the device and waits for the first save of its copy. */
async function signedIn(phone: ReturnType<typeof device>) {
  const client = await phone.open();
  await client.auth.logIn({ email: EMAIL, password: PASSWORD });
  await until(client, () => client.state.status === 'ready');
  const user = client.state.account!.id as Id;
  await until(client, () => phone.inner.copy(user)?.library !== undefined, 'the first save of the copy');
  return { client, user };
}

describe('a NEXT in the last task of a page, its copy busy', () => {
  it('keeps the tune for the history in the journal: the next page sends it, once', async () => {
    const phone = device();
    let { client, user } = await signedIn(phone);

    phone.network.down = true;
    client = await phone.open();
    await until(client, () => client.state.offline, 'offline');
    const before = client.state.library.pickers[client.state.account!.pickerSet!]!.state.current!;
    // The copy's transaction waits behind another; NEXT, and the page goes in the same task.
    phone.copy.busy = true;
    // An edit is left to the copy (given back later, it could land over a newer one taken meanwhile).
    void client.library.raiseKnowledge(before.song);
    expect(new WriteJournal(phone.localRecords).read(user)).toEqual([]);
    client.picker.next();
    const [journaled] = new WriteJournal(phone.localRecords).read(user);
    expect(journaled?.change.ops).toContainEqual(
      expect.objectContaining({ type: 'create', collection: 'plays' }),
    );
    client = await phone.open();
    // The copy never kept the write; the journal gave it back, and the copy has it now.
    await until(client, () => (phone.inner.copy(user)?.writes ?? []).some((w) => w.id === journaled!.id));
    const shown = [...client.state.library.plays.values()];
    expect(shown.map((play) => play.song)).toEqual([before.song]);
    // The entry goes once the copy holds the write again.
    expect(new WriteJournal(phone.localRecords).read(user)).toEqual([]);

    // Back online (one more reload): the tune for the history reaches the server once.
    phone.network.down = false;
    client = await phone.open();
    client.picker.resend();
    await until(client, () => phone.backend.libraryOf(EMAIL)!.plays.size === 1, 'the play on the server');
    await until(client, () => client.state.saving === 0 && client.state.waiting === 0, 'all sent');
    const plays = [...phone.backend.libraryOf(EMAIL)!.plays.values()];
    expect(plays).toMatchObject([{ song: before.song }]);
  });

  it('sends again a write the server took before the page went: its key keeps it from a second play', async () => {
    const phone = device();
    let { client, user } = await signedIn(phone);
    phone.copy.busy = true;
    client.picker.next();
    await until(client, () => phone.backend.libraryOf(EMAIL)!.plays.size === 1, 'the play on the server');
    expect(new WriteJournal(phone.localRecords).read(user)).toHaveLength(1);
    client = await phone.open();
    client.picker.resend();
    await until(client, () => new WriteJournal(phone.localRecords).read(user).length === 0, 'the entry gone');
    await until(client, () => client.state.saving === 0 && client.state.waiting === 0, 'all sent');
    expect(phone.backend.libraryOf(EMAIL)!.plays.size).toBe(1);
    expect([...client.state.library.plays.values()]).toHaveLength(1);
  });
});
