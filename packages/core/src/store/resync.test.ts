import { describe, expect, it } from 'vitest';
import { EMAIL, PASSWORD, until } from '../../test/store-helpers.js';
import { seededRandom } from '../model/random.js';
import { createMemoryBackend } from '../storage/memory/memory-backend.js';
import { createMemoryStorage } from '../storage/memory/memory-storage.js';
import type { TunedeckStorage } from '../storage/storage.js';
import { buildLibrary, setIdOf } from '../testing/fixtures.js';
import { createTunedeckClient } from './create-client.js';

/** A storage whose realtime events are lost while `deaf.on` is set, as when the network drops. */
function deafWhen(storage: TunedeckStorage, deaf: { on: boolean }): TunedeckStorage {
  return {
    ...storage,
    subscribe: (listener) =>
      storage.subscribe((event) => {
        if (!deaf.on) listener(event);
      }),
  };
}

async function twoDevices() {
  const backend = createMemoryBackend({ random: seededRandom(1), now: () => 1_800_000_000_000 });
  const library = buildLibrary({
    sets: { Gig: ['Solar', 'Nardis'] },
    songs: { Solar: { knowledge: 'new' } },
  });
  backend.seedUser({ email: EMAIL, password: PASSWORD, library });
  const deaf = { on: false };
  const device = async (storage: TunedeckStorage, seed: number) => {
    const client = createTunedeckClient({
      storage,
      random: seededRandom(seed),
      now: () => 1_800_000_000_000,
    });
    await client.auth.logIn({ email: EMAIL, password: PASSWORD });
    await until(client, () => client.state.status === 'ready');
    return client;
  };
  const phone = await device(deafWhen(createMemoryStorage({ backend }), deaf), 2);
  const laptop = await device(createMemoryStorage({ backend }), 3);
  return { phone, laptop, deaf, gig: setIdOf(library, 'Gig') };
}

const titles = (client: { state: { library: { songs: Record<string, { title: string }> } } }) =>
  Object.values(client.state.library.songs)
    .map((song) => song.title)
    .sort();

describe('resync after missed realtime events', () => {
  it('shows what another device changed while this one heard nothing', async () => {
    const { phone, laptop, deaf, gig } = await twoDevices();
    deaf.on = true;
    await laptop.library.addSongToSet({ setId: gig, title: 'Blue Monk' });
    await laptop.library.renameSet(gig, 'Friday gig');
    expect(titles(phone)).toEqual(['Nardis', 'Solar']);
    deaf.on = false;
    await expect(phone.resync()).resolves.toBe(true);
    expect(titles(phone)).toEqual(['Blue Monk', 'Nardis', 'Solar']);
    expect(phone.state.library.sets[gig]?.name).toBe('Friday gig');
  });

  it('keeps this device’s picks that the server does not have yet, and sends them', async () => {
    const { phone, deaf, gig } = await twoDevices();
    deaf.on = true;
    phone.picker.next(gig);
    const mine = phone.state.library.pickers[gig]!.state;
    // The load comes back before the pick's write is answered: the pick stays on screen.
    await phone.resync();
    expect(phone.state.library.pickers[gig]!.state.current).toEqual(mine.current);
    await until(phone, () => phone.state.saving === 0, 'the pick to be written');
    expect(phone.state.library.pickers[gig]!.state.current).toEqual(mine.current);
  });

  it('resolves false and changes nothing while the server is out of reach', async () => {
    const backend = createMemoryBackend({ random: seededRandom(1) });
    backend.seedUser({ email: EMAIL, password: PASSWORD });
    const client = createTunedeckClient({ storage: createMemoryStorage({ backend }) });
    await client.auth.logIn({ email: EMAIL, password: PASSWORD });
    await until(client, () => client.state.status === 'ready');
    const before = client.state.library;
    backend.failNext('network', 'loadLibrary');
    await expect(client.resync()).resolves.toBe(false);
    expect(client.state.library).toBe(before);
    expect(client.state.error).toBeNull();
  });
});
