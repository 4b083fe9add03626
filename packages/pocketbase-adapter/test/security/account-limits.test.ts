import { LIMITS } from '@tunedeck/core';
import { describe, expect, it } from 'vitest';
import { newId } from '../support/fixtures.js';
import { SUPERUSER } from '../support/server.js';
import { postChange, type RawUser, rawUser, useSecurityBackend } from './support.js';

// What one account holds, enforced by the change route (the only way a library is written: the record
// API's creates are closed, and imports and restores are changes) with core's caps, told in words.
const backend = useSecurityBackend();
const url = () => backend().server.url;

const record = (title: string) => ({ id: newId(), title, created: Date.now() });
const create = (collection: string, fields: object) => ({ type: 'create', collection, record: fields });
const songs = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    create('songs', {
      ...record(`Tune ${from + i}`),
      key: 'C',
      knowledge: 'new',
      notes: '',
      composer: '',
      style: '',
    }),
  );
const wishes = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => create('wishlist', record(`Wish ${from + i}`)));
const sets = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    create('sets', { id: newId(), name: `Set ${from + i}`, created: Date.now() }),
  );

/** Sends `ops` in changes of at most LIMITS.changeOps steps; answers the last status. */
async function write(user: RawUser, ops: unknown[]) {
  let answer = { status: 204, body: {} as Record<string, unknown> };
  for (let start = 0; start < ops.length; start += LIMITS.changeOps) {
    answer = await postChange(url(), user, ops.slice(start, start + LIMITS.changeOps));
    if (answer.status !== 204) return answer;
  }
  return answer;
}

/** The field error of a refused change: its code and words. */
const refusal = (answer: { status: number; body: Record<string, unknown> }) => {
  const data = answer.body?.data as Record<string, { code: string; message: string }> | undefined;
  return { status: answer.status, ...(data?.id ? { code: data.id.code, message: data.id.message } : {}) };
};

async function verify(user: RawUser) {
  const auth = await fetch(`${url()}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: SUPERUSER.email, password: SUPERUSER.password }),
  });
  const { token } = (await auth.json()) as { token: string };
  const answer = await fetch(`${url()}/api/collections/users/records/${user.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ verified: true }),
  });
  expect(answer.status).toBe(200);
}

async function count(user: RawUser) {
  const answer = await fetch(`${url()}/api/tunedeck/library`, { headers: { authorization: user.token } });
  const library = (await answer.json()) as Record<string, unknown[]>;
  return Object.fromEntries(Object.entries(library).map(([name, records]) => [name, records.length]));
}

describe('what one account holds', () => {
  it('an unverified account holds 1,000 records: the 1,001st is refused in words, then taken once verified', async () => {
    const user = await rawUser(url(), 'unverified');
    // The first set is one record: 999 wishes make 1,000.
    expect((await write(user, wishes(0, LIMITS.unverifiedRecords - 1))).status).toBe(204);
    expect(refusal(await write(user, wishes(999, 1)))).toEqual({
      status: 400,
      code: 'tunedeck_account_full',
      message:
        'Until your email is verified, your library holds at most 1,000 records. Verify your email to add more.',
    });
    // A step that removes or edits is never refused.
    expect(
      (await write(user, [{ type: 'update', collection: 'sets', id: user.firstSet, patch: { name: 'Gig' } }]))
        .status,
    ).toBe(204);
    await verify(user);
    expect((await write(user, wishes(999, 1))).status).toBe(204);
    expect(await count(user)).toMatchObject({ sets: 1, wishlist: 1000 });
  });

  it('each cap refuses the record past it in words, and the whole change with it', async () => {
    const user = await rawUser(url(), 'full');
    await verify(user);
    expect((await write(user, songs(0, LIMITS.accountRecords.songs))).status).toBe(204);
    // One more tune, in a change with a wish: neither is stored.
    expect(refusal(await write(user, [...wishes(0, 1), ...songs(10_000, 1)]))).toEqual({
      status: 400,
      code: 'tunedeck_account_full',
      message: 'Your library holds 10,000 tunes, the most one account can hold.',
    });
    expect((await write(user, wishes(0, LIMITS.accountRecords.wishlist))).status).toBe(204);
    expect(refusal(await write(user, wishes(5000, 1)))).toMatchObject({
      message: 'Your wish list holds 5,000 tunes, the most one account can hold.',
    });
    expect((await write(user, sets(0, LIMITS.accountRecords.sets - 1))).status).toBe(204);
    expect(refusal(await write(user, sets(1000, 1)))).toMatchObject({
      message: 'You have 1,000 sets, the most one account can hold.',
    });
    expect(await count(user)).toMatchObject({ songs: 10_000, wishlist: 5_000, sets: 1_000 });
  }, 120_000);

  it('tunes, sets, memberships and wishes in all: 50,000', async () => {
    const user = await rawUser(url(), 'total');
    await verify(user);
    const library = [...songs(0, 10_000), ...wishes(0, 5_000), ...sets(0, 3)];
    expect((await write(user, library)).status).toBe(204);
    const setIds = [
      user.firstSet,
      ...library.filter((op) => op.collection === 'sets').map((op) => (op.record as { id: string }).id),
    ];
    const songIds = library
      .filter((op) => op.collection === 'songs')
      .map((op) => (op.record as { id: string }).id);
    const join = (set: string, from: number, count: number) =>
      songIds.slice(from, from + count).map((song) => create('memberships', { id: newId(), set, song }));
    // 15,004 records and 34,996 memberships: 50,000 in all, each kind within its own cap.
    const memberships = [
      ...join(setIds[0]!, 0, 10_000),
      ...join(setIds[1]!, 0, 10_000),
      ...join(setIds[2]!, 0, 10_000),
      ...join(setIds[3]!, 0, 4_996),
    ];
    expect((await write(user, memberships)).status).toBe(204);
    expect(refusal(await write(user, join(setIds[3]!, 4_996, 1)))).toEqual({
      status: 400,
      code: 'tunedeck_account_full',
      message: 'Your library holds 50,000 tunes, sets and wishes in all, the most one account can hold.',
    });
    expect(await count(user)).toMatchObject({ songs: 10_000, sets: 4, wishlist: 5_000, memberships: 34_996 });
  }, 180_000);
});
