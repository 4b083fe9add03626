import { describe, expect, it } from 'vitest';
import { EMAIL, PASSWORD, setNamed, until } from '../../test/store-helpers.js';
import { seededRandom } from '../model/random.js';
import { createMemoryBackend } from '../storage/memory/memory-backend.js';
import { createMemoryStorage } from '../storage/memory/memory-storage.js';
import type { TunedeckStorage } from '../storage/storage.js';
import { buildLibrary } from '../testing/fixtures.js';
import { CLOCK_TOLERANCE_MS, writingClock } from './clock.js';
import { createTunedeckClient } from './create-client.js';

const DAY = 24 * 60 * 60 * 1000;
/** The server's clock, which is right. */
const S = Date.UTC(2026, 10, 24, 20);

describe('writingClock', () => {
  it('is the device’s clock within a minute of the server’s, else the server’s', () => {
    const server = () => S;
    expect(writingClock(() => S + CLOCK_TOLERANCE_MS, server)()).toBe(S + CLOCK_TOLERANCE_MS);
    expect(writingClock(() => S - 1000, server)()).toBe(S - 1000);
    expect(writingClock(() => S + CLOCK_TOLERANCE_MS + 1, server)()).toBe(S);
    expect(writingClock(() => S + 3 * DAY, server)()).toBe(S);
    expect(writingClock(() => S - 3 * DAY, server)()).toBe(S);
    expect(writingClock(() => Number.NaN, server)()).toBe(S);
  });

  it('before the server has answered: the device’s, or its last good reading when it gives no time', () => {
    const readings = [S + 3 * DAY, Number.NaN, 0, S - 3 * DAY];
    const clock = writingClock(
      () => readings.shift()!,
      () => null,
    );
    expect([clock(), clock(), clock(), clock()]).toEqual([
      S + 3 * DAY,
      S + 3 * DAY,
      S + 3 * DAY,
      S - 3 * DAY,
    ]);
    // With no good reading ever, it says so: the rules refuse in words.
    expect(
      writingClock(
        () => Number.NaN,
        () => null,
      )(),
    ).toBeNaN();
  });
});

/** Ann's account on a server whose clock is right, and a device of hers whose clock says `device`. */
async function deviceAt(device: number, options: { serverTime?: boolean } = {}) {
  const backend = createMemoryBackend({ random: seededRandom(1), now: () => S });
  backend.seedUser({
    email: EMAIL,
    password: PASSWORD,
    library: buildLibrary({
      sets: { Gig: ['Solar', 'Nardis', 'Blue Bossa'] },
      songs: {
        Solar: { knowledge: 'new' },
        Nardis: { knowledge: 'new' },
        'Blue Bossa': { knowledge: 'new' },
      },
    }),
  });
  const memory = createMemoryStorage({ backend });
  // A backend that cannot tell its time: the device's clock is all the client has.
  const storage: TunedeckStorage =
    options.serverTime === false ? { ...memory, serverTime: undefined } : memory;
  const client = createTunedeckClient({ storage, random: seededRandom(2), now: () => device });
  await client.auth.logIn({ email: EMAIL, password: PASSWORD });
  await until(client, () => client.state.status === 'ready', 'the library to load');
  return { backend, client };
}

describe('a device whose clock lies writes by the server’s clock', () => {
  it.each([
    ['three days ahead', S + 3 * DAY],
    ['three days behind', S - 3 * DAY],
    ['NaN', Number.NaN],
  ])(
    '%s: the pick, the NEXT’s tune, its gig and a grade are written at the server’s time, and taken',
    async (_, device) => {
      const { backend, client } = await deviceAt(device);
      const gig = setNamed(client, 'Gig').id;
      client.picker.next(gig);
      client.picker.next(gig);
      const [solar] = Object.values(client.state.library.songs).filter((song) => song.title === 'Solar');
      const graded = await client.practice.grade({ id: solar!.id, grade: 3, key: 'C', seconds: 60 });
      if (!graded.ok) throw new Error(graded.reason);
      expect(await graded.saved).toEqual({ ok: true });
      await until(client, () => client.state.saving === 0 && client.state.waiting === 0, 'everything saved');

      expect(client.state.error).toBeNull();
      const server = backend.libraryOf(EMAIL)!;
      expect(server.pickers[gig]?.state.updated).toBe(S);
      expect([...server.gigs.values()].map((g) => g.started)).toEqual([S]);
      expect([...server.plays.values()].map((p) => p.played)).toEqual([S, S]);
      expect([...server.reviews.values()].map((r) => r.reviewed)).toEqual([S]);
      expect(server.cards[solar!.id]).toMatchObject({ last: S, due: S + 3 * DAY });
    },
  );

  it('with a backend that cannot tell its time, three days ahead: refused by the server, said in the error', async () => {
    const { client } = await deviceAt(S + 3 * DAY, { serverTime: false });
    client.picker.next();
    await until(client, () => client.state.error !== null, 'the refusal');
    expect(client.state.error).toMatchObject({ code: 'invalid-data' });
  });
});
