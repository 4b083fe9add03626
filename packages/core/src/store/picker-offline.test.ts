import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL, PASSWORD, setNamed, signedInClient, until } from '../../test/store-helpers.js';
import { seededRandom } from '../model/random.js';
import type { Id } from '../model/records.js';
import { TunedeckError } from '../storage/errors.js';
import { createMemoryBackend } from '../storage/memory/memory-backend.js';
import { createMemoryStorage } from '../storage/memory/memory-storage.js';
import { createTunedeckClient } from './create-client.js';
import { RETRY_MS as PICKER_RETRY_MS } from './retry.js';

/** A backend whose writes fail as a cut network does while `network.down` is set. */
function flakyBackend() {
  const network = { down: false };
  const backend = createMemoryBackend({
    random: seededRandom(1),
    // The clock of `signedInClient`'s devices.
    now: () => 1_800_000_000_000,
    delay: async () => {
      if (network.down) throw new TunedeckError('network', 'Failed to fetch');
    },
  });
  return { backend, network };
}

afterEach(() => vi.useRealTimers());

describe('the picker without network', () => {
  it('keeps picking from local state, says it is offline (no error dialog), and syncs when the network returns', async () => {
    const { backend, network } = flakyBackend();
    const { client } = await signedInClient({ backend });
    const gig = client.state.account!.pickerSet as Id;
    const stored = () => backend.libraryOf(EMAIL)!.pickers[gig]?.state;
    client.picker.next();
    await until(client, () => stored()?.version === client.state.library.pickers[gig]!.state.version);
    const before = stored()!;

    vi.useFakeTimers();
    network.down = true;
    const shown: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      client.picker.next();
      shown.push(client.state.library.pickers[gig]!.state.current!.song);
      await vi.advanceTimersByTimeAsync(0);
    }
    // Every tap picked a tune; none reached the server; no Network Error, but the offline flag.
    expect(new Set(shown).size).toBeGreaterThan(1);
    expect(stored()).toEqual(before);
    expect(client.state.offline).toBe(true);
    expect(client.state.error).toBeNull();

    // Retries back off while the network stays down: 1 s, then 2 s, ...
    await vi.advanceTimersByTimeAsync(PICKER_RETRY_MS.first + 2 * PICKER_RETRY_MS.first);
    expect(stored()).toEqual(before);

    // The network returns: the next retry sends the picks; the server holds the device's state.
    network.down = false;
    await vi.advanceTimersByTimeAsync(4 * PICKER_RETRY_MS.first);
    const local = client.state.library.pickers[gig]!.state;
    expect(stored()).toEqual(local);
    expect(local.current?.song).toBe(shown[4]);
    expect(client.state.offline).toBe(false);
    expect(client.state.error).toBeNull();
  });

  it('resend() sends waiting picks at once (the browser says it is online again)', async () => {
    const { backend, network } = flakyBackend();
    const { client } = await signedInClient({ backend });
    const gig = client.state.account!.pickerSet as Id;
    network.down = true;
    client.picker.next();
    await until(client, () => client.state.offline);
    network.down = false;
    client.picker.resend();
    await until(client, () => !client.state.offline, 'the picks to reach the server');
    expect(backend.libraryOf(EMAIL)!.pickers[gig]?.state).toEqual(client.state.library.pickers[gig]!.state);
  });

  it('says online again once the library is read, even when the picks that waited had nothing left to send', async () => {
    const { backend, network } = flakyBackend();
    const { client } = await signedInClient({ backend });
    const other = createTunedeckClient({
      storage: createMemoryStorage({ backend }),
      random: seededRandom(3),
      now: () => 1_800_000_000_000,
    });
    await other.auth.logIn({ email: EMAIL, password: PASSWORD });
    await until(other, () => other.state.status === 'ready', 'the second device');
    const practice = setNamed(client, 'Practice').id;
    // Picks from Practice wait without network; meanwhile the second device deletes that set.
    network.down = true;
    client.picker.next(practice);
    await until(client, () => client.state.offline, 'offline');
    network.down = false;
    expect(await other.library.deleteSet(practice, { removeSongs: false })).toMatchObject({ ok: true });
    // The network is back: the read shows the set gone (its picks with it), nothing is left to send.
    expect(await client.resync()).toBe(true);
    await until(client, () => !client.state.library.sets[practice], 'the set gone');
    expect(client.state.waiting).toBe(0);
    expect(client.state.offline).toBe(false);
    expect(client.state.error).toBeNull();
    other.dispose();
  });

  it('a refusal that is not the network still opens the Network Error dialog', async () => {
    const { backend } = flakyBackend();
    const { client } = await signedInClient({ backend });
    backend.failNext('unknown', 'apply');
    client.picker.next();
    await until(client, () => client.state.error !== null, 'the failure to be reported');
    expect(client.state.error?.code).toBe('unknown');
    expect(client.state.offline).toBe(false);
  });
});
