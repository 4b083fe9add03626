import { initialPickerState } from '@tunedeck/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHANGE_OPS } from '../src/storage/apply.js';
import { newId, PASSWORD, signUp, songRecord, type TestUser, TIME0, verifyUser } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

interface Answer {
  status: number;
  body: { status?: number; op?: number; data?: Record<string, { code?: string }> } | null;
}

/** A signed-in user with a token for hand-written requests, and one song in their first set. */
interface Musician extends TestUser {
  token: string;
  song: string;
  membership: string;
}

describe('the change route, with hand-written requests', () => {
  let ann: Musician;
  let bob: Musician;

  const change = async (token: string | null, body: unknown): Promise<Answer> => {
    const response = await fetch(`${backend().server.url}/api/tunedeck/changes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as Answer['body'] };
  };

  async function musician(label: string): Promise<Musician> {
    const user = await signUp(backend().storage(), label);
    const login = await fetch(`${backend().server.url}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: user.email, password: PASSWORD }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const tune = songRecord(`${label} tune`);
    const membership = newId();
    const answer = await change(token, {
      ops: [
        { type: 'create', collection: 'songs', record: tune },
        {
          type: 'create',
          collection: 'memberships',
          record: { id: membership, set: user.firstSet, song: tune.id },
        },
        {
          type: 'upsert',
          collection: 'pickers',
          record: { id: user.firstSet, set: user.firstSet, state: initialPickerState(TIME0 + 1) },
        },
      ],
    });
    expect(answer.status).toBe(204);
    return { ...user, token, song: tune.id, membership };
  }

  /** The library and account of a user, as the user sees them. */
  const snapshot = async (user: TestUser) => {
    const library = await user.storage.loadLibrary();
    return { library, account: await user.storage.auth.refresh() };
  };

  beforeAll(async () => {
    ann = await musician('ann');
    bob = await musician('bob');
  });

  it('answers a guest 401 and writes nothing', async () => {
    const before = await snapshot(ann);
    const answer = await change(null, { ops: [{ type: 'delete', collection: 'songs', id: ann.song }] });
    expect(answer.status).toBe(401);
    expect(await snapshot(ann)).toEqual(before);
  });

  it("answers 404 for another user's records: update, upsert and delete, in every collection", async () => {
    const annBefore = await snapshot(ann);
    const targets = [
      { collection: 'songs', id: ann.song, patch: { notes: 'mine now' } },
      { collection: 'sets', id: ann.firstSet, patch: { name: 'Mine now' } },
      { collection: 'memberships', id: ann.membership, patch: {} },
      { collection: 'pickers', id: ann.firstSet, patch: { state: initialPickerState(TIME0 + 2) } },
    ];
    for (const { collection, id, patch } of targets) {
      for (const op of [
        { type: 'update', collection, id, patch },
        { type: 'delete', collection, id },
      ]) {
        const answer = await change(bob.token, { ops: [op] });
        expect(answer.status, JSON.stringify(op)).toBe(404);
        expect(answer.body?.op).toBe(0);
      }
    }
    const upsert = await change(bob.token, {
      ops: [
        {
          type: 'upsert',
          collection: 'pickers',
          record: { id: ann.firstSet, set: ann.firstSet, state: initialPickerState(TIME0 + 3) },
        },
      ],
    });
    expect(upsert.status).toBe(404);
    expect(await snapshot(ann)).toEqual(annBefore);
  });

  it("refuses links to another user's set or song, and ids of another user's records", async () => {
    const bobBefore = await snapshot(bob);
    const annBefore = await snapshot(ann);
    const refused = [
      {
        type: 'create',
        collection: 'memberships',
        record: { id: newId(), set: ann.firstSet, song: bob.song },
      },
      {
        type: 'create',
        collection: 'memberships',
        record: { id: newId(), set: bob.firstSet, song: ann.song },
      },
      {
        type: 'upsert',
        collection: 'pickers',
        record: { id: ann.firstSet, set: ann.firstSet, state: initialPickerState(TIME0 + 4) },
      },
      { type: 'create', collection: 'songs', record: songRecord('Taken id', { id: ann.song }) },
      { type: 'account', patch: { pickerSet: ann.firstSet } },
    ];
    for (const op of refused) {
      const answer = await change(bob.token, { ops: [op] });
      expect(answer.status, JSON.stringify(op)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(op)).toBeLessThan(500);
      expect(answer.body?.op).toBe(0);
    }
    const links = await change(bob.token, { ops: [refused[0]] });
    expect(links.body?.data).toMatchObject({ set: { code: 'validation_missing_rel_records' } });
    expect(await snapshot(bob)).toEqual(bobBefore);
    expect(await snapshot(ann)).toEqual(annBefore);
  });

  it('writes only the fields of core records: no owner, no hidden or account fields, no moved links', async () => {
    const before = await snapshot(bob);
    const refused = [
      { type: 'create', collection: 'songs', record: songRecord('Owned by Ann', { owner: ann.id }) },
      { type: 'create', collection: 'songs', record: songRecord('Keyed', { titleKey: 'x' }) },
      { type: 'update', collection: 'songs', id: bob.song, patch: { owner: ann.id } },
      { type: 'update', collection: 'songs', id: bob.song, patch: { id: newId() } },
      { type: 'update', collection: 'memberships', id: bob.membership, patch: { song: newId() } },
      { type: 'update', collection: 'pickers', id: bob.firstSet, patch: { set: newId() } },
      { type: 'create', collection: 'users', record: { id: newId(), email: 'x@example.com' } },
      {
        type: 'create',
        collection: 'messages',
        record: { email: 'x@example.com', subject: 's', message: 'm' },
      },
      { type: 'account', patch: { verified: true } },
      { type: 'account', patch: { email: 'new@example.com' } },
      { type: 'account', patch: { loginToPicker: 'yes' } },
      { type: 'account', patch: { pickerSet: '' } },
      { type: 'rename', collection: 'songs', id: bob.song },
      'not an operation',
      { type: 'create', collection: 'songs', record: 'not a record' },
    ];
    for (const op of refused) {
      const answer = await change(bob.token, { ops: [op] });
      expect(answer.status, JSON.stringify(op)).toBe(400);
      expect(answer.body?.op, JSON.stringify(op)).toBe(0);
      // Refused by the route's own check (a script error would answer 400 without a code): a malformed
      // operation on `ops`, a setting of the wrong type on its field.
      const codes = Object.values(answer.body?.data ?? {}).map((error) => (error as { code?: string }).code);
      expect(codes, JSON.stringify(answer.body)).toEqual([
        'loginToPicker' in Object(Object(op).patch) || 'pickerSet' in Object(Object(op).patch)
          ? 'tunedeck_invalid_type'
          : 'tunedeck_invalid_op',
      ]);
    }
    expect(await snapshot(bob)).toEqual(before);
  });

  it('refuses what the forms refuse, with the field codes of the API', async () => {
    const cases: Array<[unknown, string, string]> = [
      [
        { type: 'create', collection: 'songs', record: songRecord('A..B') },
        'title',
        'tunedeck_invalid_title',
      ],
      [
        { type: 'create', collection: 'songs', record: songRecord('BOB TUNE') },
        'titleKey',
        'validation_not_unique',
      ],
      [
        { type: 'create', collection: 'songs', record: songRecord('Key', { key: 'H' }) },
        'key',
        'tunedeck_invalid_type',
      ],
      [
        { type: 'create', collection: 'sets', record: { id: newId(), name: ' ', created: TIME0 + 1 } },
        'name',
        'tunedeck_invalid_title',
      ],
      [{ type: 'delete', collection: 'sets', id: bob.firstSet }, 'id', 'tunedeck_last_set'],
      [
        { type: 'update', collection: 'pickers', id: bob.firstSet, patch: { state: { played: 'all' } } },
        'state',
        'tunedeck_invalid_type',
      ],
    ];
    for (const [op, field, code] of cases) {
      const answer = await change(bob.token, { ops: [op] });
      expect(answer.status, JSON.stringify(op)).toBe(400);
      expect(answer.body?.data?.[field]?.code, JSON.stringify(answer.body)).toBe(code);
    }
  });

  it('names the failed step and rolls back the steps before it', async () => {
    const before = await snapshot(bob);
    const ops = [
      { type: 'create', collection: 'songs', record: songRecord('Rolled back 1') },
      {
        type: 'create',
        collection: 'wishlist',
        record: { id: newId(), title: 'Rolled back 2', created: TIME0 + 1 },
      },
      { type: 'update', collection: 'songs', id: bob.song, patch: { notes: 'rolled back' } },
      { type: 'delete', collection: 'songs', id: newId() },
    ];
    const answer = await change(bob.token, { ops });
    expect(answer).toMatchObject({ status: 404, body: { status: 404, op: 3 } });
    expect(await snapshot(bob)).toEqual(before);
  });

  it('refuses a change that is not a list of operations, or too long, as a whole', async () => {
    for (const body of [{}, { ops: 'all' }, { ops: {} }]) {
      const answer = await change(bob.token, body);
      expect(answer).toMatchObject({
        status: 400,
        body: { op: -1, data: { ops: { code: 'tunedeck_invalid_op' } } },
      });
    }
    // The longest change, within what one account holds: 9,000 tunes in the first set and 3,000 wishes.
    await verifyUser(backend().server.url, bob.id);
    const songs = Array.from({ length: 9_000 }, (_, i) => ({
      type: 'create',
      collection: 'songs',
      record: songRecord(`Long change ${i}`),
    }));
    const memberships = songs.map((op) => ({
      type: 'create',
      collection: 'memberships',
      record: { id: newId(), set: bob.firstSet, song: op.record.id },
    }));
    const wishes = Array.from({ length: MAX_CHANGE_OPS - 18_000 + 1 }, () => ({
      type: 'create',
      collection: 'wishlist',
      record: { id: newId(), title: `Wish ${newId()}`, created: TIME0 + 1 },
    }));
    const tooMany = [...songs, ...memberships, ...wishes];
    expect(tooMany).toHaveLength(MAX_CHANGE_OPS + 1);
    expect(await change(bob.token, { ops: tooMany })).toMatchObject({ status: 400, body: { op: -1 } });
    expect(Object.keys((await bob.storage.loadLibrary()).wishlist)).toEqual([]);
    const most = await change(bob.token, { ops: tooMany.slice(0, MAX_CHANGE_OPS) });
    expect(most.status).toBe(204);
    const stored = await bob.storage.loadLibrary();
    expect([Object.keys(stored.songs).length, Object.keys(stored.wishlist).length]).toEqual([9_001, 3_000]);
  });
});
