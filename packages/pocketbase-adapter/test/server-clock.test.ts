// The server's clock as the adapter hears it (each answer's `Date`), and a client on a device whose clock
// lies three days either way: it writes by the server's clock, so the server takes every time it writes
// (it refuses a time more than a day past its own).
import { bulkAddToSet, createTunedeckClient } from '@tunedeck/core';
import { describe, expect, it } from 'vitest';
import { rawAs, signUp } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

const DAY = 24 * 60 * 60 * 1000;

describe('the server’s clock', () => {
  it('is unknown before an answer, then within a second and a half of the server’s (on this machine)', async () => {
    const storage = backend().storage();
    expect(storage.serverTime?.()).toBeNull();
    await signUp(storage, 'clock');
    expect(Math.abs(storage.serverTime!()! - Date.now())).toBeLessThan(1500);
  });

  it.each([
    ['three days ahead', 3 * DAY],
    ['three days behind', -3 * DAY],
  ])(
    'a device %s writes its picks, tunes and gigs at the server’s time, and the server takes them',
    async (_, off) => {
      const user = await signUp(backend().storage(), 'clock-device');
      const added = bulkAddToSet(
        await user.storage.loadLibrary(),
        user.firstSet,
        'Solar\nNardis\nBlue Bossa',
        {
          random: Math.random,
          now: Date.now,
        },
      );
      if (!added.ok) throw new Error(added.reason);
      await user.storage.apply(added.change);
      const client = createTunedeckClient({
        storage: user.storage,
        now: () => Date.now() + off,
      });
      const start = Date.now();
      await expect.poll(() => client.state.status).toBe('ready');
      client.picker.next(user.firstSet);
      client.picker.next(user.firstSet);
      await expect
        .poll(() => JSON.stringify([client.state.saving, client.state.waiting, client.state.error]), {
          timeout: 10_000,
        })
        .toBe('[0,0,null]');
      expect(client.state.error).toBeNull();
      const pb = await rawAs(backend().raw(), user.email);
      const plays = await pb.collection('plays').getFullList();
      const pickers = await pb.collection('pickers').getFullList();
      const end = Date.now();
      expect(plays.length).toBeGreaterThan(0);
      for (const played of [...plays.map((p) => p.played as number), pickers[0]!.state.updated as number]) {
        expect(played).toBeGreaterThanOrEqual(start - 1500);
        expect(played).toBeLessThanOrEqual(end + 1500);
      }
      client.dispose();
    },
  );
});
