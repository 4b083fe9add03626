import { describe, expect, it } from 'vitest';
import { EMAIL, PASSWORD, songNamed, until } from '../../test/store-helpers.js';
import { seededRandom } from '../model/random.js';
import type { Id } from '../model/records.js';
import { TunedeckError } from '../storage/errors.js';
import { createMemoryBackend, type MemoryOperation } from '../storage/memory/memory-backend.js';
import { createMemoryStorage, memorySessionStore } from '../storage/memory/memory-storage.js';
import { buildLibrary } from '../testing/fixtures.js';
import { createTunedeckClient, type TunedeckClient } from './create-client.js';
import { type MemoryOfflineStore, memoryOfflineStore, type OfflineStore } from './offline-copy.js';
import { memoryTabs } from './tabs.js';

const NOW = 1_800_000_000_000;

/** A server (whose network can be cut) and devices whose tabs share a copy, a session and each other. */
function world() {
  const network = { down: false, loads: 0, applies: 0 };
  const backend = createMemoryBackend({
    random: seededRandom(1),
    now: () => NOW,
    delay: async (operation: MemoryOperation) => {
      if (network.down) throw new TunedeckError('network', 'Failed to fetch');
      if (operation === 'loadLibrary') network.loads += 1;
      if (operation === 'apply') network.applies += 1;
    },
  });
  backend.seedUser({
    email: EMAIL,
    password: PASSWORD,
    library: buildLibrary({
      sets: { Gig: ['Solar', 'Blue Bossa', 'Autumn Leaves', 'Nardis', 'Stella', 'Misty'] },
      songs: { Solar: { knowledge: 'new' }, 'Blue Bossa': { knowledge: 'med' } },
    }),
  });
  let seeds = 100;
  const device = () => {
    const session = memorySessionStore();
    const store = memoryOfflineStore();
    const tabs = memoryTabs();
    /** A new tab of the device (signed in when another tab of it is); `hear` stands between it and the others. */
    const open = (
      hear?: (deliver: () => void) => void,
      storeOf: (shared: MemoryOfflineStore) => OfflineStore = (shared) => shared,
    ) => {
      const tab = tabs.open();
      if (hear) {
        const listen = tab.listen.bind(tab);
        tab.listen = (handler) => listen((message) => hear(() => handler(message)));
      }
      const client = createTunedeckClient({
        storage: createMemoryStorage({ backend, session }),
        random: seededRandom(++seeds),
        now: () => NOW,
        offlineStore: storeOf(store),
        tabs: tab,
      });
      return {
        client,
        close: () => {
          client.dispose();
          tab.close();
        },
      };
    };
    return { open, store };
  };
  return { backend, network, device };
}

const ready = (client: TunedeckClient) => until(client, () => client.state.status === 'ready', 'ready');
const titles = (client: TunedeckClient) =>
  Object.values(client.state.library.songs)
    .map((song) => song.title)
    .sort();

async function signedInDevice(w: ReturnType<typeof world>) {
  const device = w.device();
  const first = device.open();
  await first.client.auth.logIn({ email: EMAIL, password: PASSWORD });
  await ready(first.client);
  await until(first.client, () => first.client.state.waiting === 0, 'the first pick sent');
  const user = first.client.state.account!.id;
  await until(first.client, () => device.store.copy(user)?.library !== undefined, 'the first save');
  return { device, first, user, gig: first.client.state.account!.pickerSet as Id };
}

describe('tabs of one device share one copy: nothing a tab does is lost', () => {
  it('shows every tab’s writes and picks in every tab at once, offline too', async () => {
    const w = world();
    const { device, first } = await signedInDevice(w);
    const a = first.client;
    const b = device.open().client;
    await ready(b);
    w.network.down = true;

    expect(
      await a.library.addSongToLibrary({ title: 'Footprints', key: 'C', knowledge: 'new' }),
    ).toMatchObject({ ok: true });
    await until(b, () => titles(b).includes('Footprints'), 'tab B to show tab A’s song');
    await b.library.raiseKnowledge(songNamed(b, 'Solar').id);
    await until(a, () => songNamed(a, 'Solar').knowledge === 'med', 'tab A to show tab B’s raise');

    a.picker.next();
    const gig = a.state.account!.pickerSet!;
    await until(
      b,
      () =>
        b.state.library.pickers[gig]?.state.current?.song ===
        a.state.library.pickers[gig]?.state.current?.song,
    );
    b.picker.next();
    await until(
      a,
      () =>
        a.state.library.pickers[gig]?.state.current?.song ===
        b.state.library.pickers[gig]?.state.current?.song,
    );
    // Both picks are in the round both tabs show, and both tabs count the same changes waiting.
    expect(a.state.library.pickers[gig]!.state).toEqual(b.state.library.pickers[gig]!.state);
    await until(a, () => a.state.waiting === b.state.waiting && a.state.waiting === 4, 'the same count');
    // The history holds both tunes in both tabs.
    await until(a, () => a.state.library.plays.size === 2 && b.state.library.plays.size === 2);
  });

  it('two tabs offline each add a tune and pick; one reloads; both close; a new tab sends all of it', async () => {
    const w = world();
    const { device, first, user, gig } = await signedInDevice(w);
    let a = first;
    const b = device.open();
    await ready(b.client);
    w.network.down = true;
    await a.client.library.addSongToSet({ setId: gig, title: 'Footprints', key: 'C', knowledge: 'new' });
    a.client.picker.next();
    await b.client.library.addSongToSet({ setId: gig, title: 'Nefertiti', key: 'F', knowledge: 'med' });
    await until(
      b.client,
      () => b.client.state.waiting === 3,
      `tab B to know tab A’s changes (${b.client.state.waiting}, A ${a.client.state.waiting})`,
    );
    b.client.picker.next();
    const shown = b.client.state.library.pickers[gig]!.state;
    // Tab A reloads, offline: everything of both tabs is there.
    a.close();
    a = device.open();
    await ready(a.client);
    expect(titles(a.client)).toEqual(expect.arrayContaining(['Footprints', 'Nefertiti']));
    expect(a.client.state.library.pickers[gig]!.state).toEqual(shown);
    expect(a.client.state.waiting).toBe(4);
    // Both close; nothing reached the server.
    a.close();
    b.close();
    expect(titles({ state: { library: w.backend.libraryOf(EMAIL)! } } as TunedeckClient)).not.toContain(
      'Footprints',
    );
    expect(device.store.copy(user)!.writes).toHaveLength(4);

    // A new tab, online, sends all of it: both songs, both picks, both tunes of the history.
    w.network.down = false;
    const c = device.open().client;
    await ready(c);
    await until(c, () => c.state.waiting === 0 && c.state.saving === 0, 'everything sent');
    const server = w.backend.libraryOf(EMAIL)!;
    expect(Object.values(server.songs).map((s) => s.title)).toEqual(
      expect.arrayContaining(['Footprints', 'Nefertiti']),
    );
    expect(server.pickers[gig]!.state).toMatchObject({ current: shown.current, played: shown.played });
    expect([...server.plays.values()]).toHaveLength(2);
    expect(c.state.refused).toEqual([]);
    await until(c, () => device.store.copy(user)!.writes.length === 0, 'the copy’s queue emptied');
    expect(device.store.copy(user)!.pickers).toEqual([]);
  });

  it('keeps a NEXT in the copy in the same task: a reload right after it, offline, shows that pick', async () => {
    const w = world();
    const { device, first, user, gig } = await signedInDevice(w);
    w.network.down = true;
    const tune = first.client.state.library.pickers[gig]!.state.current!;
    first.client.picker.next();
    const shown = first.client.state.library.pickers[gig]!.state;
    // Nothing awaited: the page is gone before any timer or promise of it runs.
    const copy = device.store.copy(user)!;
    expect(copy.pickers.map((chain) => chain.state)).toContainEqual(shown);
    expect(copy.writes.flatMap((write) => write.change.ops)).toContainEqual(
      expect.objectContaining({ collection: 'plays', record: expect.objectContaining({ song: tune.song }) }),
    );
    first.close();
    const again = device.open().client;
    await ready(again);
    expect(again.state.library.pickers[gig]!.state).toEqual(shown);
    expect([...again.state.library.plays.values()].map((play) => play.song)).toEqual([tune.song]);
  });

  it('the tab that sends closes: another takes over and sends what waits, its own and the closed tab’s', async () => {
    const w = world();
    const { device, first, gig } = await signedInDevice(w);
    const b = device.open().client;
    await ready(b);
    w.network.down = true;
    await first.client.library.addSet('Wedding');
    await b.library.addSet('Brunch');
    await until(first.client, () => first.client.state.waiting === 2);
    first.close();
    w.network.down = false;
    b.picker.resend();
    await until(b, () => b.state.waiting === 0, 'tab B to send both');
    const names = Object.values(w.backend.libraryOf(EMAIL)!.sets).map((set) => set.name);
    expect(names).toEqual(expect.arrayContaining(['Wedding', 'Brunch']));
    expect(w.backend.libraryOf(EMAIL)!.sets[gig]).toBeDefined();
  });

  it('finds a write a tab kept without telling (it closed first), and sends it', async () => {
    const w = world();
    const { device, first, user } = await signedInDevice(w);
    // Kept by a tab that closed before it could tell anyone.
    await device.store.putWrite(user, {
      id: 7 * 2 ** 20 + 999,
      at: NOW,
      change: {
        ops: [
          {
            type: 'create',
            collection: 'wishlist',
            record: { id: 'orphanwish00001', title: 'Inner Urge', created: NOW },
          },
        ],
      },
    });
    await first.client.library.addSet('Wedding');
    await until(
      first.client,
      () => Object.keys(w.backend.libraryOf(EMAIL)!.wishlist).length === 1,
      'the orphan sent',
    );
    await until(first.client, () => first.client.state.waiting === 0);
    expect(Object.values(first.client.state.library.wishlist).map((wish) => wish.title)).toEqual([
      'Inner Urge',
    ]);
  });

  it('tells a refusal in every tab, and a dismissal in one clears it in all and in the copy', async () => {
    const w = world();
    const { device, first, user } = await signedInDevice(w);
    const b = device.open().client;
    await ready(b);
    w.network.down = true;
    await b.library.addSet('Brunch');
    await until(first.client, () => first.client.state.waiting === 1);
    // Another device adds the same name meanwhile.
    w.network.down = false;
    const laptop = w.device().open().client;
    await laptop.auth.logIn({ email: EMAIL, password: PASSWORD });
    await ready(laptop);
    await laptop.library.addSet('brunch');
    first.client.picker.resend();
    await until(first.client, () => first.client.state.refused.length === 1, 'the refusal in tab A');
    await until(b, () => b.state.refused.length === 1, 'the refusal in tab B');
    expect((await b.offline.refused())[0]).toMatchObject({
      what: ['Add the set “Brunch”'],
      why: 'A set with this name was added on another device while this one was offline.',
    });
    expect(device.store.copy(user)!.refused).toHaveLength(1);
    b.offline.dismiss(b.state.refused[0]!.id);
    await until(first.client, () => first.client.state.refused.length === 0, 'dismissed in tab A too');
    await until(b, () => device.store.copy(user)!.refused.length === 0, 'gone from the copy');
    expect(device.store.copy(user)!.writes).toEqual([]);
  });

  it('two tabs that pick at the same moment keep both picks', async () => {
    const w = world();
    const { device, first, gig } = await signedInDevice(w);
    const a = first.client;
    const b = device.open().client;
    await ready(b);
    w.network.down = true;
    const before = a.state.library.pickers[gig]!.state;
    // Neither has heard of the other's pick yet.
    a.picker.next();
    b.picker.next();
    const fromA = a.state.library.pickers[gig]!.state.current!.song;
    const fromB = b.state.library.pickers[gig]!.state.current!.song;
    await until(
      a,
      () => {
        const x = a.state.library.pickers[gig]!.state;
        const y = b.state.library.pickers[gig]!.state;
        return JSON.stringify(x) === JSON.stringify(y);
      },
      'both tabs to show one round',
    );
    const round = a.state.library.pickers[gig]!.state;
    const entryOf = (song: Id) =>
      Object.values(a.state.library.memberships).find((m) => m.song === song && m.set === gig)!.id;
    // The tune each had on screen before, and each tab's new tune: all played or on screen.
    expect(round.played).toEqual(expect.arrayContaining([entryOf(before.current!.song)]));
    expect([round.current!.song, ...round.played.map((e) => a.state.library.memberships[e]?.song)]).toEqual(
      expect.arrayContaining([fromA, fromB]),
    );
  });

  it('a tab that picks before it hears the sending tab’s pick (both one past the same chain) is not forgotten', async () => {
    const w = world();
    const { device, first, gig } = await signedInDevice(w);
    const a = first.client;
    // Tab B hears the other tabs late while `late` holds (the server's realtime reaches it first).
    const held: Array<() => void> = [];
    let late = false;
    const b = device.open((deliver) => (late ? held.push(deliver) : deliver())).client;
    await ready(b);
    const served = () => w.backend.libraryOf(EMAIL)!.pickers[gig]!.state;
    late = true;
    a.picker.next();
    const fromA = a.state.library.pickers[gig]!.state;
    await until(
      a,
      () => served().current?.song === fromA.current?.song && a.state.waiting === 0,
      'A’s pick taken',
    );
    // B picks on from what it knows: the server's state (its realtime told it), not A's chain.
    b.picker.next();
    const fromB = b.state.library.pickers[gig]!.state.current!.song;
    late = false;
    for (const deliver of held.splice(0)) deliver();
    // A's chain, heard late, is older than B's (which goes on from the state A's became): B keeps its pick,
    // and the sending tab takes it, although A's chain was taken and ended there with a higher rev.
    await until(
      a,
      () => a.state.waiting === 0 && b.state.waiting === 0 && served().current?.song === fromB,
      'B’s pick sent',
    );
    expect(JSON.stringify(b.state.library.pickers[gig]!.state)).toBe(JSON.stringify(served()));
    expect(JSON.stringify(a.state.library.pickers[gig]!.state)).toBe(JSON.stringify(served()));
    const user = a.state.account!.id;
    await until(
      a,
      () => (device.store.copy(user)?.pickers ?? []).length === 0,
      'the copy to forget the taken chains',
    );
  });

  it('a tab that read the copy just before the sending tab saved it does not keep the writes settled meanwhile', async () => {
    const w = world();
    const device = w.device();
    // The sending tab's saves of the copy wait for `saves` while it holds.
    let holdSaves = false;
    const heldSaves: Array<() => void> = [];
    const a = device.open(undefined, (shared) => ({
      ...shared,
      save: async (save) => {
        if (holdSaves) await new Promise<void>((go) => heldSaves.push(go));
        return shared.save(save);
      },
    })).client;
    await a.auth.logIn({ email: EMAIL, password: PASSWORD });
    await ready(a);
    const user = a.state.account!.id;
    await until(
      a,
      () => device.store.copy(user)?.library !== undefined && a.state.waiting === 0,
      'the first save',
    );
    // Three changes wait offline in the copy.
    w.network.down = true;
    const solar = songNamed(a, 'Solar').id;
    for (const notes of ['one', 'two', 'three']) await a.library.editSongNotes(solar, notes);
    await until(a, () => device.store.copy(user)?.writes.length === 3, 'three writes kept');
    // The network is back: the sending tab sends them (its save of the copy held back).
    holdSaves = true;
    w.network.down = false;
    a.picker.resend();
    await until(a, () => a.state.waiting === 0, 'the writes sent');
    expect(device.store.copy(user)?.writes).toHaveLength(3);
    // A tab opens and reads the copy (the three writes still in it); the save lands before it says hello.
    let loaded: (() => void) | null = null;
    const b = device.open(undefined, (shared) => ({
      ...shared,
      load: async (id) => {
        const copy = await shared.load(id);
        await new Promise<void>((go) => {
          loaded = go;
        });
        return copy;
      },
    })).client;
    await until(a, () => loaded !== null, 'the new tab reading the copy');
    holdSaves = false;
    for (const go of heldSaves.splice(0)) go();
    await until(a, () => device.store.copy(user)?.writes.length === 0, 'the save that drops them');
    loaded!();
    await ready(b);
    await until(b, () => b.state.waiting === 0, 'nothing waiting in the new tab');
    expect(songNamed(b, 'Solar').notes).toBe('three');
  });

  it('reads the library once when the network returns, with writes and picks waiting', async () => {
    const w = world();
    const { first, gig } = await signedInDevice(w);
    const a = first.client;
    w.network.down = true;
    for (let i = 0; i < 5; i += 1) a.picker.next();
    for (let i = 0; i < 20; i += 1) await a.library.wishAdd(`Tune ${i}`);
    await until(a, () => a.state.offline, 'offline');
    w.network.down = false;
    w.network.loads = 0;
    w.network.applies = 0;
    // What the page does when the browser says the network is back.
    void a.resync();
    a.picker.resend();
    await until(a, () => a.state.waiting === 0 && a.state.saving === 0 && !a.state.offline, 'all sent');
    expect(w.network.loads).toBe(1);
    // The five tunes and twenty wishes in one request, then the picks.
    expect(w.network.applies).toBe(2);
    expect(Object.keys(w.backend.libraryOf(EMAIL)!.wishlist)).toHaveLength(20);
    expect(w.backend.libraryOf(EMAIL)!.pickers[gig]!.state).toEqual(a.state.library.pickers[gig]!.state);
  });
});
