import { describe, expect, it } from 'vitest';
import { EMAIL, PASSWORD, until } from '../../test/store-helpers.js';
import { seededRandom } from '../model/random.js';
import { TunedeckError } from '../storage/errors.js';
import { createMemoryBackend } from '../storage/memory/memory-backend.js';
import { createMemoryStorage, memorySessionStore } from '../storage/memory/memory-storage.js';
import { buildLibrary, setIdOf } from '../testing/fixtures.js';
import { createTunedeckClient, type TunedeckClient } from './create-client.js';
import { memoryOfflineStore } from './offline-copy.js';

const NOW = 1_800_000_000_000;

/** Ann's server (sets "Gig", the picker set, and "Practice") and a device whose session outlives its pages. */
function world() {
  const network = { down: false };
  const backend = createMemoryBackend({
    random: seededRandom(1),
    now: () => NOW,
    delay: async () => {
      if (network.down) throw new TunedeckError('network', 'Failed to fetch');
    },
  });
  const library = buildLibrary({
    sets: { Gig: ['Solar', 'Blue Bossa'], Practice: ['Nardis', 'Footprints'] },
  });
  backend.seedUser({ email: EMAIL, password: PASSWORD, library, pickerSet: setIdOf(library, 'Gig') });
  const device = (seed: number) => {
    let session = memorySessionStore();
    const offlineStore = memoryOfflineStore();
    let client: TunedeckClient | null = null;
    /** Opens the app (again): a new page on the same saved session and device copy. */
    const open = async () => {
      client?.dispose();
      client = createTunedeckClient({
        storage: createMemoryStorage({ backend, session }),
        random: seededRandom(seed),
        now: () => NOW,
        offlineStore,
      });
      return client;
    };
    /** Closes the app: the session stays saved as it was, and hears nothing more. */
    const close = () => {
      client?.dispose();
      client = null;
      const saved = memorySessionStore(session.get());
      saved.setAccount?.(session.getAccount?.() ?? null);
      session = saved;
    };
    /** The account the device has saved with its session. */
    const saved = () => session.getAccount?.() ?? null;
    /** Once the device's copy of the library is saved. */
    const copied = (user: string) => offlineStore.copy(user)?.library !== undefined;
    return { open, close, saved, copied };
  };
  return { library, device, network };
}

describe('the account after a read: the server’s word wins over the saved session', () => {
  it('a device reopened on an old session picks from the set chosen on another device meanwhile', async () => {
    const { library, device } = world();
    const gig = setIdOf(library, 'Gig');
    const practice = setIdOf(library, 'Practice');

    const laptop = device(2);
    const old = await laptop.open();
    await old.auth.logIn({ email: EMAIL, password: PASSWORD });
    await until(old, () => old.state.status === 'ready');
    expect(laptop.saved()?.pickerSet).toBe(gig);
    laptop.close();

    const phone = device(3);
    const other = await phone.open();
    await other.auth.logIn({ email: EMAIL, password: PASSWORD });
    await until(other, () => other.state.status === 'ready');
    expect((await other.library.setPickerSet(practice)).ok).toBe(true);

    // The laptop's saved session still says Gig: it shows it at once, and takes the server's word on
    // the first read.
    expect(laptop.saved()?.pickerSet).toBe(gig);
    const reopened = await laptop.open();
    expect(reopened.state.account?.pickerSet).toBe(gig);
    await until(reopened, () => reopened.state.status === 'ready' && reopened.state.saving === 0);
    await until(reopened, () => reopened.state.account?.pickerSet === practice, 'the server’s picker set');
    expect(laptop.saved()?.pickerSet).toBe(practice);

    const gigBefore = reopened.state.library.pickers[gig]?.state.version;
    reopened.picker.next();
    const picked = reopened.state.library.pickers[practice]?.state.current?.song;
    expect(['Nardis', 'Footprints']).toContain(reopened.state.library.songs[picked!]?.title);
    expect(reopened.state.library.pickers[gig]?.state.version).toBe(gigBefore);

    // And once more, reloaded: the saved session now holds the server's set from the start.
    const again = await laptop.open();
    expect(again.state.account?.pickerSet).toBe(practice);
  });

  it('offline, the saved account stands: the device copy opens on it, with nothing refused', async () => {
    const { library, device, network } = world();
    const gig = setIdOf(library, 'Gig');
    const laptop = device(2);
    const client = await laptop.open();
    await client.auth.logIn({ email: EMAIL, password: PASSWORD });
    await until(client, () => laptop.copied(client.state.account!.id), 'the device copy');
    network.down = true;
    const reopened = await laptop.open();
    await until(reopened, () => reopened.state.status === 'ready');
    expect(reopened.state.account?.pickerSet).toBe(gig);
    expect(reopened.state.error).toBeNull();
    expect(Object.keys(reopened.state.library.sets)).toHaveLength(2);
    expect(laptop.saved()?.pickerSet).toBe(gig);
  });
});
