import { seededRandom } from '../src/model/random.js';
import { createMemoryBackend, type MemoryBackend } from '../src/storage/memory/memory-backend.js';
import { createMemoryStorage } from '../src/storage/memory/memory-storage.js';
import { createTunedeckClient, type TunedeckClient } from '../src/store/create-client.js';
import { type KeyValueStore, memoryKeyValueStore } from '../src/store/key-value.js';
import { buildLibrary } from '../src/testing/fixtures.js';

/** Resolves once `check` holds for the client's state (state changes are synchronous or a few microtasks away). */
export async function until(
  client: TunedeckClient,
  check: () => boolean,
  what = 'the expected state',
): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error(`Timed out waiting for ${what} (status ${client.state.status})`);
}

export const EMAIL = 'ann@example.com';
export const PASSWORD = 'secret1';

/** A backend with Ann's library (sets "Gig" and "Practice"), and a client signed in as Ann. */
export async function signedInClient(
  options: { backend?: MemoryBackend; localRecords?: KeyValueStore; seed?: boolean; now?: () => number } = {},
) {
  const now = options.now ?? (() => 1_800_000_000_000);
  // The server's clock is the client's: the times it writes are within the server's bounds.
  const backend = options.backend ?? createMemoryBackend({ random: seededRandom(1), now });
  if (options.seed !== false) {
    backend.seedUser({
      email: EMAIL,
      password: PASSWORD,
      library: buildLibrary({
        sets: { Gig: ['Solar', 'Blue Bossa', 'Autumn Leaves'], Practice: ['Nardis'] },
        songs: { Solar: { knowledge: 'new' }, 'Blue Bossa': { knowledge: 'med' } },
      }),
    });
  }
  const localRecords = options.localRecords ?? memoryKeyValueStore();
  const client = createTunedeckClient({
    storage: createMemoryStorage({ backend }),
    random: seededRandom(2),
    now,
    localRecords,
  });
  await client.auth.logIn({ email: EMAIL, password: PASSWORD });
  await until(client, () => client.state.status === 'ready', 'the library to load');
  return { backend, client, localRecords };
}

export function setNamed(client: TunedeckClient, name: string) {
  const set = Object.values(client.state.library.sets).find((s) => s.name === name);
  if (!set) throw new Error(`no set ${name}`);
  return set;
}

export function songNamed(client: TunedeckClient, title: string) {
  const song = Object.values(client.state.library.songs).find((s) => s.title === title);
  if (!song) throw new Error(`no song ${title}`);
  return song;
}
