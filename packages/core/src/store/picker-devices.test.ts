import { describe, expect, it } from 'vitest';
import { until } from '../../test/store-helpers.js';
import type { Knowledge } from '../model/constants.js';
import { type Random, seededRandom } from '../model/random.js';
import type { Id } from '../model/records.js';
import { PickerConflictError } from '../storage/errors.js';
import { createMemoryBackend } from '../storage/memory/memory-backend.js';
import { createMemoryStorage } from '../storage/memory/memory-storage.js';
import type { TunedeckStorage } from '../storage/storage.js';
import { buildLibrary, setIdOf } from '../testing/fixtures.js';
import { createTunedeckClient, type TunedeckClient } from './create-client.js';

const EMAIL = 'duo@example.com';
const PASSWORD = 'secret1';

/** Lets the event loop turn a few times, as a slow network would between a request and its answer. */
const turns = async (random: Random, most: number) => {
  for (let i = Math.floor(random() * (most + 1)); i > 0; i -= 1) await new Promise((r) => setTimeout(r, 0));
};

/** A set large enough that 200 picks never start a new round nor reload the know rotation. */
function gigOf300() {
  const levels: Knowledge[] = ['new', 'med', 'know'];
  const counts = [120, 100, 80];
  const titles = levels.flatMap((level, i) => Array.from({ length: counts[i]! }, (_, n) => `${level} ${n}`));
  const songs = Object.fromEntries(
    titles.map((title) => [title, { knowledge: title.split(' ')[0] as Knowledge }]),
  );
  return buildLibrary({ sets: { Gig: titles }, songs });
}

/** The picker versions a device sent, and whether the storage refused them as stale. */
function recording(storage: TunedeckStorage, log: { sent: number[]; conflicts: number }): TunedeckStorage {
  return {
    ...storage,
    apply: async (change, options) => {
      for (const op of change.ops)
        if (op.type === 'upsert' && op.collection === 'pickers') log.sent.push(op.record.state.version);
      try {
        await storage.apply(change, options);
      } catch (error) {
        if (error instanceof PickerConflictError) log.conflicts += 1;
        throw error;
      }
    },
  };
}

describe('two devices picking on one set at once', () => {
  it.each([
    ['all 200 taps before any answer', 0],
    ['answers arriving between taps', 0.3],
  ])('%s: no pick lost, no stale state wins, both end on the server’s state', async (_, pause) => {
    const jitter = seededRandom(31);
    const backend = createMemoryBackend({
      random: seededRandom(1),
      now: () => 1_800_000_000_000,
      delay: () => turns(jitter, 2),
    });
    const library = gigOf300();
    backend.seedUser({ email: EMAIL, password: PASSWORD, library });
    const gig = setIdOf(library, 'Gig');
    const entryOf = new Map(Object.values(library.memberships).map((m) => [m.song, m.id]));

    // A third connection hears every state the server keeps, in the order it keeps them.
    const listener = createMemoryStorage({ backend });
    await listener.auth.logIn({ email: EMAIL, password: PASSWORD });
    const kept: number[] = [];
    await listener.subscribe((event) => {
      if (event.type === 'upsert' && event.collection === 'pickers') kept.push(event.record.state.version);
    });

    const log = { sent: [] as number[], conflicts: 0 };
    const device = async (seed: number): Promise<TunedeckClient> => {
      const storage = recording(createMemoryStorage({ backend }), log);
      const client = createTunedeckClient({
        storage,
        random: seededRandom(seed),
        now: () => 1_800_000_000_000,
      });
      await client.auth.logIn({ email: EMAIL, password: PASSWORD });
      await until(client, () => client.state.status === 'ready');
      return client;
    };
    const phone = await device(2);
    const laptop = await device(3);

    const shown: Id[] = [];
    const next = (client: TunedeckClient) => {
      client.picker.next(gig);
      shown.push(client.state.library.pickers[gig]!.state.current!.song);
    };
    const pace = seededRandom(5);
    for (let round = 0; round < 100; round += 1) {
      next(phone);
      next(laptop);
      if (pace() < pause) await turns(pace, 3);
    }
    const stored = () => backend.libraryOf(EMAIL)!.pickers[gig]!.state;
    const settled = () =>
      [phone, laptop].every(
        (client) =>
          client.state.saving === 0 &&
          JSON.stringify(client.state.library.pickers[gig]?.state) === JSON.stringify(stored()),
      );
    await until(phone, settled, 'both devices to settle on the server’s state');

    const final = stored();
    expect(log.conflicts).toBeGreaterThan(0);
    expect(phone.state.error).toBeNull();
    expect(laptop.state.error).toBeNull();
    // No stale win: the server's versions only ever rose, and it ends on the highest one ever sent.
    for (let i = 1; i < kept.length; i += 1) expect(kept[i]).toBeGreaterThan(kept[i - 1]!);
    expect(final.version).toBe(Math.max(...log.sent));
    // No lost pick: every tune either device showed is played in the round the server ends on.
    const played = new Set(final.played);
    expect(shown.filter((song) => !played.has(entryOf.get(song)!))).toEqual([]);
    expect(played.size).toBeLessThan(300);
  });
});

/** Two devices of one user on the 300-tune set, the phone's first pick saved; `gate` holds the laptop's writes. */
async function twoDevices() {
  const backend = createMemoryBackend({ random: seededRandom(1), now: () => 1_800_000_000_000 });
  const library = gigOf300();
  backend.seedUser({ email: EMAIL, password: PASSWORD, library });
  const gig = setIdOf(library, 'Gig');
  const entryOf = (song: Id) => Object.values(library.memberships).find((m) => m.song === song)!.id;
  const gate = { closed: false, open: () => {} };
  const connect = async (seed: number, storage: TunedeckStorage) => {
    const client = createTunedeckClient({
      storage,
      random: seededRandom(seed),
      now: () => 1_800_000_000_000,
    });
    await client.auth.logIn({ email: EMAIL, password: PASSWORD });
    await until(client, () => client.state.status === 'ready' && client.state.saving === 0);
    return client;
  };
  const phone = await connect(2, createMemoryStorage({ backend }));
  await until(phone, () => backend.libraryOf(EMAIL)!.pickers[gig]?.state.version === 1, 'the first pick');
  const base = createMemoryStorage({ backend });
  const laptop = await connect(3, {
    ...base,
    apply: async (change, options) => {
      // Only picker writes wait at the gate (NEXT's history write goes its own way).
      if (gate.closed && change.ops.some((op) => op.type !== 'account' && op.collection === 'pickers'))
        await new Promise<void>((resolve) => (gate.open = resolve));
      return base.apply(change, options);
    },
  });
  const stored = () => backend.libraryOf(EMAIL)!.pickers[gig]!.state;
  const state = (client: TunedeckClient) => client.state.library.pickers[gig]!.state;
  return { backend, gig, entryOf, gate, phone, laptop, stored, state };
}

describe('a picker write another device got in before', () => {
  it('shows this device’s pick meanwhile, then rebases it: both picks kept, no error shown', async () => {
    const { gig, entryOf, gate, phone, laptop, stored, state } = await twoDevices();
    gate.closed = true;
    laptop.picker.next(gig);
    const mine = state(laptop);
    phone.picker.next(gig);
    const theirs = state(phone);
    await until(laptop, () => laptop.state.saving === 1 && stored().version === 2);
    // The phone's state is on the server and on its way to the laptop, which still shows its own pick.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(state(laptop)).toEqual(mine);
    gate.closed = false;
    gate.open();
    await until(laptop, () => laptop.state.saving === 0 && stored().version === 3, 'the rebased write');
    expect(stored()).toMatchObject({ current: mine.current, version: 3 });
    expect(stored().played).toEqual(
      expect.arrayContaining([entryOf(theirs.current!.song), entryOf(mine.current!.song)]),
    );
    expect(laptop.state.error).toBeNull();
    await until(phone, () => state(phone).version === 3, 'the phone to hear the rebased state');
    expect([state(laptop), state(phone)]).toEqual([stored(), stored()]);
  });

  it('writes picks a failed write left behind once another device’s state arrives', async () => {
    const { backend, gig, entryOf, phone, laptop, stored, state } = await twoDevices();
    // The pick and its tune for the history both meet a cut network.
    backend.failNext('network', 'apply');
    backend.failNext('network', 'apply');
    laptop.picker.next(gig);
    const mine = state(laptop);
    await until(laptop, () => laptop.state.offline, 'the write to wait for the network');
    phone.picker.next(gig);
    await until(laptop, () => stored().version === 3 && laptop.state.saving === 0, 'the rebased write');
    expect(stored().current).toEqual(mine.current);
    expect(stored().played).toEqual(
      expect.arrayContaining([entryOf(state(phone).current!.song), entryOf(mine.current!.song)]),
    );
  });

  it('reports the conflict once ten rebases in a row lost the race', async () => {
    const backend = createMemoryBackend({ random: seededRandom(1), now: () => 1_800_000_000_000 });
    const library = gigOf300();
    backend.seedUser({ email: EMAIL, password: PASSWORD, library });
    const storage = createMemoryStorage({ backend });
    let refused = 0;
    const client = createTunedeckClient({
      storage: {
        ...storage,
        apply: async (change, options) => {
          const op = change.ops[0];
          if (op?.type !== 'upsert' || op.collection !== 'pickers') return storage.apply(change, options);
          refused += 1;
          // Another device always got in first.
          throw new PickerConflictError({
            ...op.record.state,
            current: null,
            version: op.record.state.version + 1,
          });
        },
      },
      random: seededRandom(2),
      now: () => 1_800_000_000_000,
    });
    await client.auth.logIn({ email: EMAIL, password: PASSWORD });
    await until(client, () => client.state.error !== null, 'the reported conflict');
    expect(client.state.error?.code).toBe('picker-conflict');
    expect(refused).toBe(11);
  });
});
