import { describe, expect, it, vi } from 'vitest';
import { EMAIL, PASSWORD, until } from '../../test/store-helpers.js';
import { TIMINGS } from '../model/constants.js';
import { seededRandom } from '../model/random.js';
import { createMemoryBackend } from '../storage/memory/memory-backend.js';
import { createMemoryStorage, memorySessionStore } from '../storage/memory/memory-storage.js';
import { buildLibrary } from '../testing/fixtures.js';
import type { TunedeckClient } from './create-client.js';
import { memoryOfflineStore } from './offline-copy.js';

// The library's rules are no part of a first visit's first tune: they load once the library is drawn.
// Each test loads the client afresh, as a first visit does, with the rules not loaded yet.
async function freshClient() {
  vi.resetModules();
  const { createTunedeckClient } = await import('./create-client.js');
  const backend = createMemoryBackend({ random: seededRandom(1) });
  backend.seedUser({
    email: EMAIL,
    password: PASSWORD,
    library: buildLibrary({ sets: { Gig: ['Solar', 'Blue Bossa', 'Autumn Leaves', 'Nardis'] } }),
  });
  const offlineStore = memoryOfflineStore();
  const client = createTunedeckClient({
    storage: createMemoryStorage({ backend, session: memorySessionStore() }),
    random: seededRandom(3),
    offlineStore,
  });
  await client.auth.logIn({ email: EMAIL, password: PASSWORD });
  await until(client, () => client.state.status === 'ready', 'ready');
  return { client, backend, offlineStore };
}

const playsKept = (client: TunedeckClient, offlineStore: ReturnType<typeof memoryOfflineStore>) =>
  (offlineStore.copy(client.state.account!.id)?.writes ?? [])
    .flatMap((write) => write.change.ops)
    .filter((op) => op.type === 'create' && op.collection === 'plays');

describe('the history rule of a NEXT', () => {
  it('a NEXT before the rules are here keeps its pick at once and its tune as soon as they load', async () => {
    const { client, backend, offlineStore } = await freshClient();
    const shown = client.state.library.pickers[client.state.account!.pickerSet!]!.state.current!;
    client.picker.next();
    // The pick is on the device in the task that made it.
    const account = client.state.account!.id;
    expect(offlineStore.copy(account)!.pickers.map((chain) => chain.state.current)).toContainEqual(
      client.state.library.pickers[client.state.account!.pickerSet!]!.state.current,
    );
    // Not its tune yet: the rules were not here (what this test is about).
    expect(playsKept(client, offlineStore)).toHaveLength(0);
    // The tune follows with the rules (no timer: the module's import), and reaches the server.
    await until(client, () => playsKept(client, offlineStore).length === 1, 'the tune kept');
    expect(playsKept(client, offlineStore)[0]).toMatchObject({
      record: expect.objectContaining({ song: shown.song, key: shown.key }),
    });
    await until(client, () => Object.keys(backend.libraryOf(EMAIL)!.plays).length === 1, 'the tune sent');
    client.dispose();
  });

  it('once the library has been shown a moment, a NEXT keeps its tune in the same task', async () => {
    const { client, offlineStore } = await freshClient();
    await new Promise((resolve) => setTimeout(resolve, TIMINGS.rulesAfterReady + 100));
    client.picker.next();
    expect(playsKept(client, offlineStore)).toHaveLength(1);
    client.dispose();
  });
});
