// SQLite has one writer: a change holds it while it is applied, and every other musician's save waits.
// One musician sends the largest change allowed while another saves a wish every 100 ms: how long the
// other's saves wait. Measured by `npm run bench` (goal: none over 1 s) and checked by
// test/security/short-writes.test.ts, where the machine may be busy with other work.
import { randomBytes } from 'node:crypto';
import { LIMITS } from '@tunedeck/core';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const id = () => [...randomBytes(15)].map((byte) => ALPHABET[byte % 36]).join('');

/** Sends a change's steps to the change route as one of the two musicians; resolves with the status. */
export type SendChange = (who: 'big' | 'other', ops: unknown[]) => Promise<{ status: number; body: unknown }>;

export interface ShortWrites {
  /** Steps of the large change (LIMITS.changeOps). */
  steps: number;
  /** The large change's answer. */
  answer: { status: number; body: unknown };
  /** Milliseconds from sending the large change to its answer. */
  took: number;
  /** The other musician's saves: the status and milliseconds of each, in order. */
  saves: Array<{ status: number; ms: number }>;
  /** The slowest of those saves, in milliseconds. */
  slowest: number;
}

/**
 * The largest change (LIMITS.changeOps steps: 10,000 tunes, each in the first set `firstSet`, the sets
 * that fill the account, and a wish) sent by `big` (verified, so the unverified cap does not refuse it
 * before it is written) while `other` saves a wish every 100 ms, until three saves after it.
 */
export async function measureShortWrites(send: SendChange, firstSet: string): Promise<ShortWrites> {
  const songs = Array.from({ length: 10_000 }, (_, i) => ({
    type: 'create',
    collection: 'songs',
    record: {
      id: id(),
      title: `Standard ${i}`,
      key: 'B flat',
      knowledge: 'new',
      notes: 'Chart p. 12, AABA, ballad feel '.repeat(20),
      composer: 'Someone',
      style: 'Ballad',
      created: Date.now(),
    },
  }));
  const memberships = songs.map((op) => ({
    type: 'create',
    collection: 'memberships',
    record: { id: id(), set: firstSet, song: op.record.id },
  }));
  const sets = Array.from({ length: LIMITS.accountRecords.sets - 1 }, (_, i) => ({
    type: 'create',
    collection: 'sets',
    record: { id: id(), name: `Set ${i}`, created: Date.now() },
  }));
  const wish = {
    type: 'create',
    collection: 'wishlist',
    record: { id: id(), title: 'Wish', created: Date.now() },
  };
  const ops = [...songs, ...memberships, ...sets, wish];

  const saves: ShortWrites['saves'] = [];
  let sending = true;
  const saving = (async () => {
    for (let i = 0; sending || saves.length < 3; i += 1) {
      const began = performance.now();
      const { status } = await send('other', [
        {
          type: 'create',
          collection: 'wishlist',
          record: { id: id(), title: `Wish ${i}`, created: Date.now() },
        },
      ]);
      saves.push({ status, ms: performance.now() - began });
      await new Promise((done) => setTimeout(done, 100));
    }
  })();
  const began = performance.now();
  const answer = await send('big', ops);
  const took = performance.now() - began;
  sending = false;
  await saving;
  return { steps: ops.length, answer, took, saves, slowest: Math.max(...saves.map((save) => save.ms)) };
}
