// The seeded fault-injection run of the client store, in Node: three tabs of one device and a second
// device make hundreds of random changes and picks while the network is cut and restored, answers are
// lost on the way back, the server goes away and comes back, and tabs reload and close. It counts what
// happened: at the end nothing a tab did may be lost, every write is on the server or refused (and shown
// in every tab), nothing is written twice, and every view equals the server's library. Used by
// src/store/faults.test.ts (three seeds) and test/fault-stress.ts (hundreds, looking for a spin).
import { PLAYABLE_KEYS } from '../src/model/constants.js';
import { randomIndex, randomItem, seededRandom } from '../src/model/random.js';
import type { Library } from '../src/model/records.js';
import { TunedeckError } from '../src/storage/errors.js';
import { createMemoryBackend } from '../src/storage/memory/memory-backend.js';
import { createMemoryStorage, memorySessionStore } from '../src/storage/memory/memory-storage.js';
import type { TunedeckStorage } from '../src/storage/storage.js';
import { createTunedeckClient, type TunedeckClient } from '../src/store/create-client.js';
import { memoryOfflineStore } from '../src/store/offline-copy.js';
import { memoryTabs } from '../src/store/tabs.js';
import { buildLibrary } from '../src/testing/fixtures.js';
import { EMAIL, PASSWORD, until } from './store-helpers.js';

const TITLES = [
  'Solar',
  'Nardis',
  'Footprints',
  'Nefertiti',
  'Misty',
  'Stella',
  'Inner Urge',
  'Juju',
  'Dolphin Dance',
  'Iris',
];

export interface Counts {
  steps: number;
  resent: number;
  picks: number;
  made: number;
  taken: number;
  refused: number;
  shown: number;
  lost: number;
  duplicated: number;
  mismatched: number;
  /** Writes left in the device's copy at the end (none once everything settled). */
  writesLeft: number;
  /** Errors the views showed at the end (but `deletedElsewhere`). */
  errors: string[];
  /**
   * Views that ended told "Library element not found": a change to a record another device had deleted
   * meanwhile, refused by the server (nothing to save it to).
   */
  deletedElsewhere: number;
  /** Messages the phone's tabs told each other, by type (a spin shows as thousands of `picker`). */
  messages: Record<string, number>;
}

/** Stops a run early (test/fault-stress.ts, on a run that takes too long): it cleans up and throws. */
export interface FaultRunControl {
  stopped: boolean;
}

export async function faultRun(
  seed: number,
  steps: number,
  control: FaultRunControl = { stopped: false },
): Promise<Counts> {
  const random = seededRandom(seed);
  const chance = (p: number) => random() < p;
  const net = { down: false, serverDown: false, loseAnswers: 0.05 };
  const backend = createMemoryBackend({
    random: seededRandom(seed + 1),
    delay: async () => {
      if (net.serverDown) throw new TunedeckError('network', 'server gone');
    },
  });
  backend.seedUser({
    email: EMAIL,
    password: PASSWORD,
    library: buildLibrary({ sets: { Gig: TITLES.slice(0, 6), Practice: ['Solar', 'Juju'] } }),
  });
  /** Every create the server took, by record id, and how often; the keys of the writes it took. */
  const created = new Map<string, number>();
  const appliedKeys = new Set<string>();
  let resent = 0;
  let seeds = seed * 100;

  /** A storage whose requests fail while `down` (this device's network) and whose answers get lost. */
  const wrap = (storage: TunedeckStorage, device: { down: boolean }): TunedeckStorage => ({
    ...storage,
    loadLibrary: async () => {
      if (device.down) throw new TunedeckError('network', 'offline');
      return storage.loadLibrary();
    },
    apply: async (change, options) => {
      if (device.down) throw new TunedeckError('network', 'offline');
      await storage.apply(change, options);
      // The steps the server applied: those of writes whose keys it had not taken before.
      let index = 0;
      for (const write of options?.writes ?? [{ key: '', ops: change.ops.length }]) {
        const again = write.key !== '' && appliedKeys.has(write.key);
        if (again) resent += 1;
        appliedKeys.add(write.key);
        for (const op of change.ops.slice(index, index + write.ops))
          if (!again && op.type === 'create') created.set(op.record.id, (created.get(op.record.id) ?? 0) + 1);
        index += write.ops;
      }
      // Taken by the server, but the answer never comes back.
      if (chance(net.loseAnswers)) throw new TunedeckError('network', 'answer lost');
    },
  });

  const phone = {
    down: false,
    session: memorySessionStore(),
    store: memoryOfflineStore(),
    tabs: memoryTabs(),
  };
  // Every message a phone tab tells the others, counted by type.
  const messages: Record<string, number> = {};
  const log: string[] = [];
  const open = phone.tabs.open.bind(phone.tabs);
  phone.tabs.open = () => {
    const tab = open();
    const post = tab.post.bind(tab);
    tab.post = (message) => {
      messages[message.type] = (messages[message.type] ?? 0) + 1;
      if (process.env.TUNEDECK_FAULT_LOG) {
        const short = (st: { version: number; updated: number; current?: { song: string } | null }) =>
          `v${st.version}@${st.updated % 100000}:${st.current?.song.slice(0, 4)}`;
        if (message.type === 'picker')
          log.push(
            `t${tab.tab} picker rev${message.chain.rev} tab${message.chain.tab} m${message.chain.moves} ${short(message.chain.state)} base ${message.chain.base ? short(message.chain.base) : '-'}`,
          );
        if (message.type === 'accepted')
          log.push(`t${tab.tab} accepted ${short(message.state)} moves ${message.moves}`);
      }
      post(message);
    };
    return tab;
  };
  const laptopNet = { down: false };
  const made = new Set<number>();
  const putWrite = phone.store.putWrite;
  phone.store.putWrite = (user, write) => {
    made.add(write.id);
    return putWrite(user, write);
  };
  const settledIds = new Set<number>();
  const refusedIds = new Set<number>();
  const save = phone.store.save;
  phone.store.save = (kept) => {
    for (const id of kept.settled) settledIds.add(id);
    return save(kept);
  };
  const refuse = phone.store.refuse;
  phone.store.refuse = (user, write) => {
    refusedIds.add(write.id);
    return refuse(user, write);
  };

  const openTab = () => {
    const tab = phone.tabs.open();
    const client = createTunedeckClient({
      storage: wrap(createMemoryStorage({ backend, session: phone.session }), phone),
      random: seededRandom(++seeds),
      offlineStore: phone.store,
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
  const ready = (client: TunedeckClient) =>
    until(client, () => client.state.status === 'ready', 'a tab to be ready');
  const tabs: Array<ReturnType<typeof openTab>> = [];
  let closeLaptop = () => {};
  try {
    const first = openTab();
    await first.client.auth.logIn({ email: EMAIL, password: PASSWORD });
    await ready(first.client);
    // The device's copy holds the library before anything fails (a tab opened offline on a device with
    // no copy has nothing to show, and says so in the Network Error dialog: not this run's case).
    await until(
      first.client,
      () => phone.store.copy(first.client.state.account!.id)?.library !== undefined,
      'the first save of the device copy',
    );
    tabs.push(first);
    for (let i = 0; i < 2; i += 1) tabs.push(openTab());
    for (const tab of tabs) await ready(tab.client);
    const laptop = createTunedeckClient({
      storage: wrap(createMemoryStorage({ backend }), laptopNet),
      random: seededRandom(++seeds),
    });
    closeLaptop = () => laptop.dispose();
    await laptop.auth.logIn({ email: EMAIL, password: PASSWORD });
    await ready(laptop);

    const counts: Counts = {
      steps,
      resent: 0,
      picks: 0,
      made: 0,
      taken: 0,
      refused: 0,
      shown: 0,
      lost: 0,
      duplicated: 0,
      mismatched: 0,
      writesLeft: 0,
      errors: [],
      deletedElsewhere: 0,
      messages,
    };
    const someSong = (client: TunedeckClient) =>
      randomItem(random, Object.values(client.state.library.songs));
    const someSet = (client: TunedeckClient) => randomItem(random, Object.values(client.state.library.sets));
    for (let step = 0; step < steps; step += 1) {
      if (control.stopped) throw new Error(`seed ${seed}: stopped after ${step} steps`);
      const roll = random();
      const tab = tabs[randomIndex(random, tabs.length)]!;
      const client = chance(0.15) ? laptop : tab.client;
      if (roll < 0.35) {
        const set = chance(0.8) ? client.state.account?.pickerSet : someSet(client)?.id;
        if (set) {
          if (chance(0.9)) client.picker.next(set);
          else client.picker.skip(set);
          counts.picks += 1;
        }
      } else if (roll < 0.5) {
        const set = someSet(client);
        if (set)
          await client.library.addSongToSet({
            setId: set.id,
            title: `${randomItem(random, TITLES)}${chance(0.5) ? ` ${randomIndex(random, 40)}` : ''}`,
            key: randomItem(random, PLAYABLE_KEYS)!,
            knowledge: chance(0.5) ? 'new' : 'med',
          });
      } else if (roll < 0.6) {
        const song = someSong(client);
        if (song)
          await (chance(0.5)
            ? client.library.raiseKnowledge(song.id)
            : client.library.lowerKnowledge(song.id));
      } else if (roll < 0.67) {
        const song = someSong(client);
        if (song) await client.library.editSongNotes(song.id, `notes ${step}`);
      } else if (roll < 0.71) {
        const song = someSong(client);
        if (song) await client.library.deleteSong(song.id);
      } else if (roll < 0.76) {
        if (chance(0.5)) await client.library.wishAdd(`Wish ${randomIndex(random, 30)}`);
        else {
          const wish = randomItem(random, Object.values(client.state.library.wishlist));
          if (wish) await client.library.wishRemove(wish.id);
        }
      } else if (roll < 0.84) {
        phone.down = !phone.down;
        if (!phone.down) for (const t of tabs) t.client.picker.resend();
      } else if (roll < 0.86) {
        laptopNet.down = !laptopNet.down;
        if (!laptopNet.down) laptop.picker.resend();
      } else if (roll < 0.92) {
        // A tab reloads.
        const index = tabs.indexOf(tab);
        tab.close();
        tabs[index] = openTab();
        await ready(tabs[index]!.client);
      } else if (roll < 0.96) {
        // A tab closes, or one opens.
        if (tabs.length > 1 && chance(0.5)) {
          tab.close();
          tabs.splice(tabs.indexOf(tab), 1);
        } else if (tabs.length < 3) {
          const opened = openTab();
          tabs.push(opened);
          await ready(opened.client);
        }
      } else if (roll < 0.98) {
        // The server goes away for a moment and comes back.
        net.serverDown = true;
        await new Promise((resolve) => setTimeout(resolve, 5 + randomIndex(random, 20)));
        net.serverDown = false;
      } else {
        const set = someSet(client);
        if (set && chance(0.5)) await client.library.addSet(`Set ${randomIndex(random, 10)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, randomIndex(random, 4)));
    }

    // Everything back: every device sends what waits and reads the server once more.
    phone.down = false;
    laptopNet.down = false;
    net.serverDown = false;
    net.loseAnswers = 0;
    const clients = [...tabs.map((t) => t.client), laptop];
    const settledEverywhere = () =>
      clients.every((c) => c.state.waiting === 0 && c.state.saving === 0 && !c.state.offline);
    // A busy machine takes its time: every device is asked again until all of them say so.
    for (let round = 0; round < 200 && !settledEverywhere(); round += 1) {
      if (control.stopped) throw new Error(`seed ${seed}: stopped while settling`);
      for (const c of clients) {
        c.picker.resend();
        void c.resync();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const c of clients) await c.resync();
    // Patience by the clock, not by a count of turns: a loaded machine's turns are slow.
    const patience = Date.now() + 10_000;
    while (!settledEverywhere() && Date.now() < patience)
      await new Promise((resolve) => setTimeout(resolve, 10));
    if (!settledEverywhere()) {
      const server = backend.libraryOf(EMAIL)!;
      const states = clients.map((c) => {
        const { waiting, saving, offline, status } = c.state;
        // Each set's picker where this view differs from the server's.
        const pickers = Object.entries(c.state.library.pickers)
          .filter(
            ([set, record]) => JSON.stringify(record.state) !== JSON.stringify(server.pickers[set]?.state),
          )
          .map(([set, record]) => ({
            set,
            here: {
              version: record.state.version,
              updated: record.state.updated,
              song: record.state.current?.song,
            },
            server: server.pickers[set] && {
              version: server.pickers[set].state.version,
              updated: server.pickers[set].state.updated,
              song: server.pickers[set].state.current?.song,
            },
          }));
        return `${c === laptop ? 'laptop' : 'tab'} ${JSON.stringify({ status, waiting, saving, offline, pickers })}`;
      });
      throw new Error(
        `seed ${seed}: not every device settled in 10 s: ${states.join('; ')}; messages ${JSON.stringify(messages)}` +
          (process.env.TUNEDECK_FAULT_LOG ? `\n${log.slice(-40).join('\n')}` : ''),
      );
    }
    // The sending tab's last save (it drops the writes taken from the copy) comes a moment after.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const server = backend.libraryOf(EMAIL)!;
    const user = first.client.state.account?.id ?? tabs[0]!.client.state.account!.id;
    const shownIds = (client: TunedeckClient) => new Set(client.state.refused.map((write) => write.id));
    counts.made = made.size;
    counts.resent = resent;
    counts.refused = refusedIds.size;
    counts.shown = [...refusedIds].filter((id) => tabs.every((t) => shownIds(t.client).has(id))).length;
    counts.taken = [...made].filter((id) => settledIds.has(id) && !refusedIds.has(id)).length;
    counts.lost = [...made].filter((id) => !settledIds.has(id) && !refusedIds.has(id)).length;
    counts.duplicated = [...created.values()].filter((times) => times > 1).length;
    const comparable = (library: Library) =>
      JSON.stringify(
        Object.fromEntries(
          (['songs', 'sets', 'memberships', 'wishlist', 'pickers', 'gigs', 'plays'] as const).map((c) => [
            c,
            Object.fromEntries(Object.entries(library[c]).sort(([a], [b]) => (a < b ? -1 : 1))),
          ]),
        ),
      );
    counts.mismatched = clients.filter((c) => comparable(c.state.library) !== comparable(server)).length;
    counts.writesLeft = phone.store.copy(user)?.writes.length ?? 0;
    for (const c of clients) {
      if (c.state.error?.code === 'not-found') counts.deletedElsewhere += 1;
      else if (c.state.error) counts.errors.push(`${c.state.error.code}: ${c.state.error.message}`);
    }
    return counts;
  } finally {
    for (const t of tabs) t.close();
    closeLaptop();
  }
}
