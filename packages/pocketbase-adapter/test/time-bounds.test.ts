// Times within sense on the real server: the change route takes a time from 2000 to a day past its
// clock (core's `isTimeWithinSense`; a card may fall due up to the scheduler's longest interval ahead).
// A review at 1e308 once made the practice page fail on every load; such a write is refused whole, with
// a field error, and nothing of the change is kept.
import { type Id, LIMITS, TIME_FLOOR } from '@tunedeck/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANGES_PATH } from '../src/storage/apply.js';
import { newId, rawAs, signUp, songRecord, type TestUser } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

const DAY = 24 * 60 * 60 * 1000;

interface Answer {
  status: number;
  body: { op?: number; data?: Record<string, { code?: string; message?: string }> } | null;
}

async function change(token: string, ops: unknown[]): Promise<Answer> {
  const response = await fetch(`${backend().server.url}${CHANGES_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ ops }),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Answer['body'] };
}

/** The answer's status, the step it blames and its field errors (code and words). */
const refusal = (answer: Answer) => ({ status: answer.status, op: answer.body?.op, data: answer.body?.data });

const review = (song: Id, reviewed: number) => ({
  id: newId(),
  song,
  title: 'Solar',
  grade: 3,
  source: 'practice',
  key: 'C',
  level: 'new',
  seconds: 0,
  reviewed,
});

describe('times on the server', () => {
  let user: TestUser;
  let token: string;
  let solar: Id;
  const held = async () => {
    const pb = await rawAs(backend().raw(), user.email);
    const count = async (collection: string) => (await pb.collection(collection).getFullList()).length;
    return { reviews: await count('reviews'), gigs: await count('gigs'), wishlist: await count('wishlist') };
  };

  beforeAll(async () => {
    user = await signUp(backend().storage(), 'times');
    const song = songRecord('Solar', { created: Date.now() });
    solar = song.id;
    await user.storage.apply({ ops: [{ type: 'create', collection: 'songs', record: song as never }] });
    token = (await rawAs(backend().raw(), user.email)).authStore.token;
  });

  it('refuses a practice review at 1e308 and a gig started before 2000, with a field error, keeping nothing', async () => {
    const before = await held();
    const wish = {
      type: 'create',
      collection: 'wishlist',
      record: { id: newId(), title: 'Countdown', created: Date.now() },
    };
    expect(
      refusal(
        await change(token, [wish, { type: 'create', collection: 'reviews', record: review(solar, 1e308) }]),
      ),
    ).toEqual({
      status: 400,
      op: 1,
      data: { reviewed: { code: 'tunedeck_invalid_type', message: 'Not a valid reviews.reviewed.' } },
    });
    const gig = (started: number) => ({
      type: 'create',
      collection: 'gigs',
      record: { id: newId(), set: user.firstSet, setName: 'First set', started },
    });
    for (const started of [Date.UTC(1999, 11, 31, 23, 59), -5, 0, TIME_FLOOR - 1])
      expect(refusal(await change(token, [wish, gig(started)])), String(started)).toEqual({
        status: 400,
        op: 1,
        data: { started: { code: 'tunedeck_invalid_type', message: 'Not a valid gigs.started.' } },
      });
    expect(await held()).toEqual(before);
  });

  it('refuses other times past a day ahead, in a patch or a bulk change too, and takes those within', async () => {
    const before = await held();
    const ahead = Date.now() + 2 * DAY;
    const play = {
      type: 'create',
      collection: 'plays',
      record: { id: newId(), gig: newId(), song: solar, title: 'Solar', key: 'C', played: ahead },
    };
    expect(refusal(await change(token, [play])).data).toMatchObject({
      played: { code: 'tunedeck_invalid_type' },
    });
    const patch = { type: 'update', collection: 'songs', id: solar, patch: { created: 1e308 } };
    expect(refusal(await change(token, [patch])).data).toMatchObject({
      created: { code: 'tunedeck_invalid_type' },
    });
    const card = (due: number) => ({
      type: 'upsert',
      collection: 'cards',
      record: {
        id: solar,
        song: solar,
        due,
        stability: 1,
        difficulty: 5,
        scheduled: 1,
        reps: 1,
        lapses: 0,
        state: 2,
        last: Date.now(),
      },
    });
    expect(refusal(await change(token, [card(1e308)])).data).toMatchObject({
      due: { code: 'tunedeck_invalid_type' },
    });
    // A bulk change (written without the record hooks) is checked the same.
    const wishes = Array.from({ length: LIMITS.bulkChangeOps }, (_, i) => ({
      type: 'create',
      collection: 'wishlist',
      record: { id: newId(), title: `Wish ${i}`, created: Date.now() },
    }));
    const bulk = await change(token, [
      ...wishes,
      { type: 'create', collection: 'reviews', record: review(solar, 1e308) },
    ]);
    expect(refusal(bulk)).toMatchObject({ status: 400, op: LIMITS.bulkChangeOps });
    expect(await held()).toEqual(before);
    // Within bounds: the floor itself, a card due a year ahead, a review now.
    const taken = await change(token, [
      { type: 'create', collection: 'reviews', record: review(solar, TIME_FLOOR) },
      card(Date.now() + 365 * DAY),
      { type: 'create', collection: 'reviews', record: review(solar, Date.now()) },
    ]);
    expect(taken.status).toBe(204);
    expect(await held()).toEqual({ ...before, reviews: before.reviews + 2 });
  });
});
