import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL, PASSWORD, setNamed, songNamed, until } from '../../test/store-helpers.js';
import { TIMINGS } from '../model/constants.js';
import { seededRandom } from '../model/random.js';
import type { Id } from '../model/records.js';
import { TunedeckError } from '../storage/errors.js';
import { createMemoryBackend, type MemoryOperation } from '../storage/memory/memory-backend.js';
import { createMemoryStorage, memorySessionStore } from '../storage/memory/memory-storage.js';
import { buildLibrary } from '../testing/fixtures.js';
import { createTunedeckClient, type TunedeckClient } from './create-client.js';
import { memoryKeyValueStore } from './key-value.js';
import { memoryOfflineStore, OFFLINE_FORMAT, readOfflineSnapshot } from './offline-copy.js';
import { syncLabel, syncStatus } from './sync-status.js';

const NOW = 1_800_000_000_000;

/** The header's words for a client's sync status. */
const labelOf = (client: TunedeckClient) => syncLabel(syncStatus(client.state)!, client.state.waiting).text;

/** A server whose requests fail as a cut network does while `network.down` is set. */
function world() {
  const network = { down: false, hang: false, slowReads: false, applies: 0, loads: 0 };
  const hanging: Array<() => void> = [];
  const backend = createMemoryBackend({
    random: seededRandom(1),
    now: () => NOW,
    delay: async (operation: MemoryOperation) => {
      // PocketBase's realtime waits for the network instead of failing: `hang` plays that.
      if (network.hang && operation === 'subscribe') await new Promise<void>((go) => hanging.push(go));
      // A big library on a slow network: its read takes seconds, realtime listening meanwhile.
      if (network.slowReads && operation === 'loadLibrary') await new Promise<void>((go) => hanging.push(go));
      if (network.down) throw new TunedeckError('network', 'Failed to fetch');
      if (operation === 'apply') network.applies += 1;
      if (operation === 'loadLibrary') network.loads += 1;
    },
  });
  backend.seedUser({
    email: EMAIL,
    password: PASSWORD,
    library: buildLibrary({
      sets: { Gig: ['Solar', 'Blue Bossa', 'Autumn Leaves', 'Nardis', 'Stella'], Practice: ['Nardis'] },
      songs: { Solar: { knowledge: 'new' }, 'Blue Bossa': { knowledge: 'med' } },
    }),
  });
  /** One device: its session and offline copy outlive its clients, as a browser's do across reloads. */
  const device = (seed: number, now = () => NOW) => {
    const session = memorySessionStore();
    const offlineStore = memoryOfflineStore();
    // The browser's localStorage: the local picker records (the spec's `forRefresh`).
    const localRecords = memoryKeyValueStore();
    let client: TunedeckClient | null = null;
    const open = async () => {
      client?.dispose();
      client = createTunedeckClient({
        storage: createMemoryStorage({ backend, session }),
        random: seededRandom(seed),
        now,
        offlineStore,
        localRecords,
      });
      return client;
    };
    return { open, offlineStore, session };
  };
  const reconnect = () => {
    network.down = false;
    network.hang = false;
    network.slowReads = false;
    for (const go of hanging.splice(0)) go();
  };
  return { backend, network, device, reconnect };
}

/** The one copy a device keeps (its only user's). */
const kept = (device: { offlineStore: ReturnType<typeof memoryOfflineStore> }) => {
  const [user] = device.offlineStore.users();
  return user ? device.offlineStore.copy(user) : undefined;
};

const ready = (client: TunedeckClient) => until(client, () => client.state.status === 'ready', 'ready');
const stored = (backend: ReturnType<typeof world>['backend']) => backend.libraryOf(EMAIL)!;

async function signedIn(device: ReturnType<ReturnType<typeof world>['device']>) {
  const client = await device.open();
  await client.auth.logIn({ email: EMAIL, password: PASSWORD });
  await ready(client);
  // The first save of the device's copy.
  await until(
    client,
    () => device.offlineStore.copy(client.state.account!.id)?.library !== undefined,
    'the offline copy',
  );
  return client;
}

afterEach(() => vi.useRealTimers());

describe('offline: the device keeps the library and the changes made without network', () => {
  it('reloads with no network, picks on, queues writes in order across reloads, and replays them', async () => {
    const { backend, network, device, reconnect } = world();
    const phone = device(2);
    let client = await signedIn(phone);
    const gig = client.state.account!.pickerSet as Id;
    await until(client, () => client.state.waiting === 0, 'the first pick to be saved');
    const before = stored(backend).pickers[gig];

    network.down = true;
    client = await phone.open();
    await ready(client);
    // The library is the device's copy: all of it, with no request answered.
    expect(Object.values(client.state.library.songs).map((s) => s.title)).toHaveLength(5);
    await until(client, () => client.state.offline, 'offline');

    for (let i = 0; i < 20; i += 1) client.picker.next();
    const solar = songNamed(client, 'Solar').id;
    expect(await client.library.raiseKnowledge(solar)).toEqual({ ok: true, knowledge: 'med' });
    expect(
      await client.library.addSongToSet({ setId: gig, title: 'Footprints', key: 'C', knowledge: 'new' }),
    ).toMatchObject({ ok: true });
    expect(await client.library.editSongNotes(solar, 'Ends on the bridge')).toMatchObject({ ok: true });
    await until(client, () => client.state.waiting === 23, '3 writes and 20 picks waiting');
    expect(labelOf(client)).toBe('Offline · 23 waiting');
    expect(client.state.error).toBeNull();
    const picked = client.state.library.pickers[gig]!.state;
    expect(picked.played.length).toBeGreaterThan(0);

    // A second reload, still offline: everything is still there.
    await until(
      client,
      // The three edits, and the history's twenty tunes.
      () => phone.offlineStore.copy(client.state.account!.id)?.writes.length === 23,
    );
    client = await phone.open();
    await ready(client);
    expect(client.state.library.pickers[gig]!.state).toEqual(picked);
    expect(songNamed(client, 'Solar')).toMatchObject({ knowledge: 'med', notes: 'Ends on the bridge' });
    expect(songNamed(client, 'Footprints').key).toBe('C');
    expect(client.state.waiting).toBe(23);
    // Nothing reached the server.
    expect(stored(backend).pickers[gig]).toEqual(before);
    expect(Object.values(stored(backend).songs).map((s) => s.title)).not.toContain('Footprints');

    // The network returns: the writes go in the order they were made, then the picks.
    network.applies = 0;
    reconnect();
    expect(await client.resync()).toBe(true);
    client.picker.resend();
    await until(client, () => client.state.waiting === 0 && !client.state.offline, 'everything sent');
    const server = stored(backend);
    expect(server.pickers[gig]?.state).toEqual(picked);
    const onServer = Object.values(server.songs);
    expect(onServer.find((s) => s.title === 'Solar')).toMatchObject({
      knowledge: 'med',
      notes: 'Ends on the bridge',
    });
    const footprints = onServer.find((s) => s.title === 'Footprints')!;
    expect(Object.values(server.memberships).some((m) => m.song === footprints.id && m.set === gig)).toBe(
      true,
    );
    expect(client.state.refused).toEqual([]);
    expect(labelOf(client)).toBe('Saved');
    // The gig's history holds the twenty tunes played offline, in order.
    const gigs = [...server.gigs.values()];
    expect(gigs).toMatchObject([{ set: gig }]);
    const plays = [...server.plays.values()].sort((a, b) => a.played - b.played);
    expect(plays).toHaveLength(20);
    // The twenty tunes went as one write, then the three edits and the picks: not twenty-some requests.
    expect(network.applies).toBeLessThanOrEqual(6);
    expect(plays.every((play) => play.gig === gigs[0]!.id)).toBe(true);
  });

  it('replays dependent writes in order: a set made offline, then a song put in it', async () => {
    const { backend, network, device, reconnect } = world();
    const client = await signedIn(device(3));
    network.down = true;
    expect(await client.library.addSet('Wedding')).toMatchObject({ ok: true });
    const wedding = setNamed(client, 'Wedding').id;
    expect(
      await client.library.addSongToSet({ setId: wedding, title: 'Misty', key: 'G', knowledge: 'know' }),
    ).toMatchObject({ ok: true });
    await until(client, () => client.state.offline);
    reconnect();
    client.picker.resend();
    await until(client, () => client.state.waiting === 0, 'the writes to be sent');
    const server = stored(backend);
    expect(server.sets[wedding]?.name).toBe('Wedding');
    const misty = Object.values(server.songs).find((s) => s.title === 'Misty')!;
    expect(Object.values(server.memberships)).toContainEqual(
      expect.objectContaining({ set: wedding, song: misty.id }),
    );
  });

  it('reports a write refused on replay (a title taken meanwhile on another device) and keeps the rest', async () => {
    const { backend, network, device, reconnect } = world();
    const phone = await signedIn(device(4));
    const gig = phone.state.account!.pickerSet as Id;
    network.down = true;
    await phone.library.addSongToSet({
      setId: gig,
      title: 'Footprints',
      key: 'F',
      knowledge: 'new',
      notes: 'Slow',
    });
    await phone.library.raiseKnowledge(songNamed(phone, 'Solar').id);
    await until(phone, () => phone.state.offline);

    // The laptop, online, adds the same title meanwhile.
    network.down = false;
    const laptop = await signedIn(device(5));
    expect(
      await laptop.library.addSongToSet({ setId: gig, title: 'footprints', key: 'C', knowledge: 'know' }),
    ).toMatchObject({ ok: true });

    reconnect();
    expect(await phone.resync()).toBe(true);
    phone.picker.resend();
    await until(phone, () => phone.state.waiting === 0 && phone.state.refused.length === 1, 'the refusal');
    // The raise after it was saved; the laptop's Footprints is the one in the library.
    expect(Object.values(stored(backend).songs).find((s) => s.title === 'Solar')?.knowledge).toBe('med');
    expect(
      Object.values(stored(backend).songs).filter((s) => s.title.toLowerCase() === 'footprints'),
    ).toHaveLength(1);
    expect(phone.state.error).toBeNull();

    const [view] = await phone.offline.refused();
    expect(view).toEqual({
      id: phone.state.refused[0]!.id,
      what: ['Add “Footprints” (key F, New, notes: Slow)', 'Put “Footprints” in “Gig”'],
      why: 'A song with this title was added on another device while this one was offline.',
      kept: 'Kept: the one from the other device, and everything else you did offline.',
      keepBoth: { label: 'Save mine as “Footprints (2)”', change: expect.any(Object) },
    });
    // Nothing is lost: the musician saves theirs under a free title.
    expect(await phone.offline.keepBoth(view!.id)).toEqual({ ok: true });
    expect(phone.state.refused).toEqual([]);
    const mine = Object.values(stored(backend).songs).find((s) => s.title === 'Footprints (2)');
    expect(mine).toMatchObject({ key: 'F', knowledge: 'new', notes: 'Slow' });
    expect(Object.values(stored(backend).memberships)).toContainEqual(
      expect.objectContaining({ set: gig, song: mine!.id }),
    );
  });

  it('keeps a refusal across a reload until it is dismissed', async () => {
    const { network, device, reconnect } = world();
    const phone = device(6);
    let client = await signedIn(phone);
    network.down = true;
    await client.library.addSet('Brunch');
    await until(client, () => client.state.offline);
    network.down = false;
    const laptop = await signedIn(device(7));
    await laptop.library.addSet('brunch');
    reconnect();
    client.picker.resend();
    await until(client, () => client.state.refused.length === 1);
    expect((await client.offline.refused())[0]).toMatchObject({
      what: ['Add the set “Brunch”'],
      why: 'A set with this name was added on another device while this one was offline.',
      keepBoth: { label: 'Save mine as “Brunch (2)”' },
    });
    await until(client, () => kept(phone)?.refused.length === 1);
    client = await phone.open();
    await ready(client);
    expect(client.state.refused).toHaveLength(1);
    client.offline.dismiss(client.state.refused[0]!.id);
    expect(client.state.refused).toEqual([]);
    await until(client, () => kept(phone)?.refused.length === 0);
  });

  it('says offline when the server does not answer (realtime waiting for the network), then syncs', async () => {
    const { network, device, reconnect } = world();
    const phone = device(8);
    await signedIn(phone);
    vi.useFakeTimers();
    network.hang = true;
    network.down = true;
    const client = await phone.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.state.status).toBe('ready');
    expect(client.state.offline).toBe(false);
    await vi.advanceTimersByTimeAsync(TIMINGS.offlineAfter);
    expect(client.state.offline).toBe(true);
    expect(labelOf(client)).toBe('Offline');
    reconnect();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.state.offline).toBe(false);
  });

  it('never says offline while a big library is read slowly from a server that answers', async () => {
    const { network, device, reconnect } = world();
    const phone = device(8);
    vi.useFakeTimers();
    network.slowReads = true;
    // A first visit on a new device: no copy to show, realtime listens at once, the library takes long.
    const client = await phone.open();
    await client.auth.logIn({ email: EMAIL, password: PASSWORD });
    await vi.advanceTimersByTimeAsync(3 * TIMINGS.offlineAfter);
    expect(client.state.status).toBe('loading');
    expect(client.state.offline).toBe(false);
    reconnect();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.state.status).toBe('ready');
    expect(client.state.offline).toBe(false);
  });

  it('ends a kept chain the server already took (sent on the way out) instead of sending it again', async () => {
    const { backend, network, device, reconnect } = world();
    const phone = device(10);
    let client = await signedIn(phone);
    const gig = client.state.account!.pickerSet as Id;
    await until(client, () => client.state.waiting === 0);
    network.down = true;
    client.picker.next();
    client.picker.next();
    const shown = client.state.library.pickers[gig]!.state;
    await until(client, () => kept(phone)?.pickers.length === 1);
    // The pick reached the server on the way out (a keepalive request); the page was gone before the
    // copy could be saved again, so the copy still holds the chain.
    const user = client.state.account!.id;
    const copy = phone.offlineStore.copy(user)!;
    reconnect();
    await client.picker.flush();
    expect(stored(backend).pickers[gig]?.state).toEqual(shown);
    client.dispose();
    for (const chain of copy.pickers) await phone.offlineStore.putPicker(user, chain);
    client = await phone.open();
    await ready(client);
    await until(client, () => client.state.waiting === 0 && client.state.saving === 0, 'the chain to end');
    expect(stored(backend).pickers[gig]?.state).toEqual(shown);
    expect(client.state.library.pickers[gig]?.state).toEqual(shown);
  });

  it('a write the server took before its answer was lost is not refused when sent again', async () => {
    const { backend, network, device, reconnect } = world();
    const phone = device(11);
    const client = await signedIn(phone);
    const gig = client.state.account!.pickerSet as Id;
    network.down = true;
    await client.library.addSongToSet({ setId: gig, title: 'Footprints', key: 'C', knowledge: 'new' });
    await until(client, () => kept(phone)?.writes.length === 1);
    // The server had it after all (the answer was lost): the very same change is on the server.
    const [queued] = kept(phone)!.writes;
    network.down = false;
    const other = createMemoryStorage({ backend });
    await other.auth.logIn({ email: EMAIL, password: PASSWORD });
    await other.apply(queued!.change);
    reconnect();
    expect(await client.resync()).toBe(true);
    // The library was just read: the queue does not read it again before sending.
    network.loads = 0;
    client.picker.resend();
    await until(client, () => client.state.waiting === 0 && !client.state.offline, 'the write to be settled');
    expect(network.loads).toBe(0);
    expect(client.state.refused).toEqual([]);
    expect(songNamed(client, 'Footprints').key).toBe('C');
    expect(Object.values(stored(backend).songs).filter((s) => s.title === 'Footprints')).toHaveLength(1);
  });

  it('reads the server again before refusing a replayed write: its answer was lost on the way out', async () => {
    const { backend, network, device } = world();
    const phone = device(12);
    let client = await signedIn(phone);
    const gig = client.state.account!.pickerSet as Id;
    await until(client, () => client.state.waiting === 0, 'the first pick to be saved');
    network.down = true;
    for (let i = 0; i < 3; i += 1) client.picker.next();
    await client.library.addSongToSet({ setId: gig, title: 'Footprints', key: 'C', knowledge: 'new' });
    const kept = () => phone.offlineStore.copy(client.state.account!.id)?.writes ?? [];
    await until(client, () => kept().length === 4, 'three tunes of the history and the song kept');

    // The page closes and opens again with no network: realtime is not connected.
    const writes = kept();
    client = await phone.open();
    await ready(client);
    // The sends made on the way out had reached the server; their answers were lost.
    network.down = false;
    const other = createMemoryStorage({ backend });
    await other.auth.logIn({ email: EMAIL, password: PASSWORD });
    await other.apply({ ops: writes.slice(0, 3).flatMap((write) => write.change.ops) });
    await other.apply(writes[3]!.change);

    // The network returns, and the queue goes before the library is read again for the screens: it reads
    // the server's data first, finds its writes there, and sends only the picks.
    network.applies = 0;
    client.picker.resend();
    await until(client, () => client.state.waiting === 0, 'the writes settled');
    expect(client.state.refused).toEqual([]);
    expect(network.applies).toBe(1);
    expect([...client.state.library.plays.values()]).toHaveLength(3);
    expect(songNamed(client, 'Footprints').key).toBe('C');
    expect(stored(backend).plays.size).toBe(3);
    expect(Object.values(stored(backend).songs).filter((s) => s.title === 'Footprints')).toHaveLength(1);
  });

  it('records the tune of a NEXT made just before the page goes away, and keeps it on the device', async () => {
    const { backend, network, device } = world();
    const phone = device(13);
    let client = await signedIn(phone);
    await until(client, () => client.state.waiting === 0, 'the first pick to be saved');
    network.down = true;
    const shown = client.state.library.pickers[client.state.account!.pickerSet!]!.state.current!;
    client.picker.next();
    // `pagehide`, before the tune's recording was due: it is recorded, and the copy saved, at once.
    void client.picker.flush();
    await new Promise((resolve) => setImmediate(resolve));
    const kept = phone.offlineStore.copy(client.state.account!.id)!.writes;
    expect(kept.flatMap((write) => write.change.ops)).toContainEqual(
      expect.objectContaining({
        type: 'create',
        collection: 'plays',
        record: expect.objectContaining({ song: shown.song, key: shown.key }),
      }),
    );

    // The next visit, online, sends it.
    network.down = false;
    client = await phone.open();
    await ready(client);
    await until(client, () => stored(backend).plays.size === 1, 'the tune on the server');
    expect(stored(backend).plays.values()[0]).toMatchObject({ song: shown.song, key: shown.key });
  });

  it('a NEXT the device copy missed (the page went away first) comes back offline from its local record, and is sent', async () => {
    const { backend, network, device, reconnect } = world();
    // A clock that moves: a pick's time tells it from the one before.
    let now = NOW;
    const phone = device(17, () => now);
    let client = await signedIn(phone);
    const gig = client.state.account!.pickerSet as Id;
    await until(client, () => client.state.waiting === 0, 'the first pick to be saved');
    network.down = true;
    now += 1000;
    client.picker.next();
    await until(client, () => client.state.waiting === 1, 'the first pick offline waiting');
    now += 1000;
    // The second NEXT: the page goes away before IndexedDB keeps its chain (a loaded phone, a reload in
    // the same task); the local record, written at once, has it.
    const putPicker = phone.offlineStore.putPicker;
    phone.offlineStore.putPicker = async () => {};
    client.picker.next();
    const picked = client.state.library.pickers[gig]!.state;
    phone.offlineStore.putPicker = putPicker;

    now += 1000;
    client = await phone.open();
    await ready(client);
    expect(client.state.library.pickers[gig]!.state).toEqual(picked);
    expect(client.state.waiting).toBe(2);
    // Kept on the device now: another reload, still offline, shows it too.
    client = await phone.open();
    await ready(client);
    expect(client.state.library.pickers[gig]!.state).toEqual(picked);

    reconnect();
    expect(await client.resync()).toBe(true);
    client.picker.resend();
    await until(client, () => client.state.waiting === 0 && !client.state.offline, 'the picks sent');
    expect(stored(backend).pickers[gig]?.state).toEqual(picked);
  });

  it('signing out forgets the device copy; another user never sees it', async () => {
    const { backend, device } = world();
    const phone = device(9);
    const client = await signedIn(phone);
    const user = client.state.account!.id;
    expect(phone.offlineStore.users()).toEqual([user]);
    await client.auth.logOut();
    expect(phone.offlineStore.users()).toEqual([]);
    backend.seedUser({ email: 'bo@example.com', password: PASSWORD });
    await client.auth.logIn({ email: 'bo@example.com', password: PASSWORD });
    await ready(client);
    expect(Object.keys(client.state.library.songs)).toEqual([]);
  });

  it('ignores a damaged copy, another format or another user’s', () => {
    const good = {
      format: OFFLINE_FORMAT,
      user: 'u1',
      savedAt: NOW,
      library: buildLibrary({ sets: { Gig: [] } }),
      writes: [],
      pickers: [],
      refused: [],
    };
    expect(readOfflineSnapshot(good, 'u1')).toEqual(good);
    expect(readOfflineSnapshot(good, 'u2')).toBeNull();
    expect(readOfflineSnapshot({ ...good, format: 0 }, 'u1')).toBeNull();
    expect(readOfflineSnapshot({ ...good, writes: [{ id: 1 }] }, 'u1')).toBeNull();
    expect(readOfflineSnapshot({ ...good, pickers: [{ set: 's', moves: 1, state: {} }] }, 'u1')).toBeNull();
    expect(readOfflineSnapshot(null, 'u1')).toBeNull();
  });
});
