import { describe, expect, it } from 'vitest';
import { EMAIL, PASSWORD, until } from '../../test/store-helpers.js';
import { seededRandom } from '../model/random.js';
import { createMemoryBackend } from '../storage/memory/memory-backend.js';
import { createMemoryStorage } from '../storage/memory/memory-storage.js';
import type { TunedeckStorage } from '../storage/storage.js';
import { buildLibrary, setIdOf } from '../testing/fixtures.js';
import { createTunedeckClient, type TunedeckClient } from './create-client.js';
import { memoryOfflineStore } from './offline-copy.js';

const NOW = 1_800_000_000_000;

const titles = (client: TunedeckClient) =>
  Object.values(client.state.library.songs)
    .map((song) => song.title)
    .sort();

/**
 * Ann's library on a server, a second device of hers (the laptop), and a storage for the phone whose
 * realtime starts listening only when `listen()` is called (PocketBase's takes a connection and a
 * subscription, a few round trips), counting the phone's library reads.
 */
async function slowRealtime() {
  const backend = createMemoryBackend({ random: seededRandom(1), now: () => NOW });
  const library = buildLibrary({ sets: { Gig: ['Solar', 'Nardis'] } });
  backend.seedUser({ email: EMAIL, password: PASSWORD, library });
  let listen = () => {};
  const listening = new Promise<void>((resolve) => {
    listen = resolve;
  });
  const phone = createMemoryStorage({ backend });
  const reads = { count: 0 };
  /** While set, a read's answer (the library as it was when read) arrives only when it resolves. */
  const answer: { held: Promise<void> | null } = { held: null };
  const storage: TunedeckStorage = {
    ...phone,
    loadLibrary: async () => {
      reads.count += 1;
      const library = await phone.loadLibrary();
      await answer.held;
      return library;
    },
    subscribe: async (listener) => {
      await listening;
      return phone.subscribe(listener);
    },
  };
  const laptop = createTunedeckClient({ storage: createMemoryStorage({ backend }), now: () => NOW });
  await laptop.auth.logIn({ email: EMAIL, password: PASSWORD });
  await until(laptop, () => laptop.state.status === 'ready');
  return { storage, listen, reads, answer, laptop, gig: setIdOf(library, 'Gig') };
}

describe('the first read of the library, beside realtime', () => {
  it('shows the library before realtime listens, then reads it once more when it does', async () => {
    const { storage, listen, reads, laptop, gig } = await slowRealtime();
    const client = createTunedeckClient({ storage, random: seededRandom(2), now: () => NOW });
    await client.auth.logIn({ email: EMAIL, password: PASSWORD });
    await until(client, () => client.state.status === 'ready', 'the library before realtime listens');
    expect(titles(client)).toEqual(['Nardis', 'Solar']);
    expect(reads.count).toBe(1);

    // Changed elsewhere before realtime listens: no event will tell of it.
    await laptop.library.addSongToSet({ setId: gig, title: 'Blue Monk' });
    expect(titles(client)).toEqual(['Nardis', 'Solar']);

    listen();
    await until(client, () => titles(client).includes('Blue Monk'), 'the read made once realtime listens');
    expect(titles(client)).toEqual(['Blue Monk', 'Nardis', 'Solar']);
    expect(reads.count).toBe(2);

    // From then on, realtime tells.
    await laptop.library.addSongToSet({ setId: gig, title: 'Footprints' });
    await until(client, () => titles(client).includes('Footprints'), 'the change by realtime');
    expect(reads.count).toBe(2);
    client.dispose();
    laptop.dispose();
  });

  it('applies what realtime tells during the read that follows, after it (the read cannot undo it)', async () => {
    const { storage, listen, reads, answer, laptop, gig } = await slowRealtime();
    const client = createTunedeckClient({ storage, random: seededRandom(2), now: () => NOW });
    await client.auth.logIn({ email: EMAIL, password: PASSWORD });
    await until(client, () => client.state.status === 'ready', 'the library before realtime listens');
    let answerNow = () => {};
    answer.held = new Promise<void>((resolve) => {
      answerNow = resolve;
    });
    listen();
    await until(client, () => reads.count === 2, 'the read once realtime listens');
    // Renamed after that read took the library, before its answer arrives: realtime tells at once.
    await laptop.library.renameSet(gig, 'Friday gig');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.state.library.sets[gig]?.name).toBe('Gig');
    answerNow();
    await until(client, () => client.state.library.sets[gig]?.name === 'Friday gig', 'the rename');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.state.library.sets[gig]?.name).toBe('Friday gig');
    client.dispose();
    laptop.dispose();
  });

  it('with the device’s copy on screen, reads once, after realtime listens', async () => {
    const { storage, listen, reads, laptop } = await slowRealtime();
    const offlineStore = memoryOfflineStore();
    const first = createTunedeckClient({ storage, random: seededRandom(2), now: () => NOW, offlineStore });
    await first.auth.logIn({ email: EMAIL, password: PASSWORD });
    listen();
    await until(first, () => first.state.status === 'ready' && reads.count === 2);
    const user = first.state.account!.id;
    await until(first, () => offlineStore.copy(user)?.library !== undefined, 'the device’s copy saved');
    first.dispose();

    reads.count = 0;
    const again = createTunedeckClient({ storage, random: seededRandom(3), now: () => NOW, offlineStore });
    await until(again, () => again.state.status === 'ready', 'the copy on screen');
    await until(again, () => reads.count === 1, 'the read after realtime listens');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads.count).toBe(1);
    expect(titles(again)).toEqual(['Nardis', 'Solar']);
    again.dispose();
    laptop.dispose();
  });
});
