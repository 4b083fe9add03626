import {
  type CollectionName,
  createId,
  fieldTypeProblem,
  initialPickerState,
  isId,
  MAX_PICKER_ENTRIES,
  type Random,
  seededRandom,
} from '@tunedeck/core';
import PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPERUSER } from '../support/server.js';
import { postChange, type RawUser, rawUser, useSecurityBackend } from './support.js';

const backend = useSecurityBackend();
const url = () => backend().server.url;

/** Values of every JSON type and a few shapes that fool converters; a field gets those not of its type. */
const WRONG_VALUES: unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  true,
  false,
  null,
  '',
  'abc',
  '1',
  'C',
  'know',
  'abcdefghij12345',
  [],
  ['C', 'D'],
  [1],
  {},
  { a: 1 },
  { $gt: '' },
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { toString: 'x' },
  [[[[[[[[[[{}]]]]]]]]]],
];

/** Picker states that are almost picker states. */
function wrongStates(random: Random): unknown[] {
  const state = { ...initialPickerState(1), version: 1_000_000 };
  return [
    { ...state, extra: 'x'.repeat(1000) },
    { ...state, played: 'all' },
    { ...state, played: [1, 2] },
    { ...state, played: [createId(random), 'NOT AN ID'] },
    { ...state, bag: ['new', 'x'] },
    { ...state, bag: ['know', 'know'] },
    { ...state, keyBag: ['C', 'C'] },
    { ...state, keyBag: ['H'] },
    { ...state, current: { song: createId(random), key: 'C', extra: 1 } },
    { ...state, current: { song: 42, key: 'C' } },
    { ...state, version: -1 },
    { ...state, version: '7' },
    { ...state, updated: 1.5 },
    { played: [], bag: [], keyBag: [], current: null, version: 1_000_000 },
    { ...state, played: Array.from({ length: MAX_PICKER_ENTRIES + 1 }, () => createId(random)) },
  ];
}

interface Target {
  set: string;
  song: string;
  membership: string;
  wish: string;
}

/** A valid operation of a random kind, as `[collection, op, fields it writes]`. */
function validOp(random: Random, target: Target) {
  const id = createId(random);
  const title = `Fuzz ${id}`;
  const records: Record<string, Record<string, unknown>> = {
    songs: { id, title, key: 'C', knowledge: 'new', notes: '', created: 1 },
    sets: { id, name: title, created: 1 },
    memberships: { id, set: target.set, song: target.song },
    wishlist: { id, title, created: 1 },
    pickers: { id: target.set, set: target.set, state: { ...initialPickerState(1), version: 1_000_000 } },
  };
  const existing: Record<string, string> = {
    songs: target.song,
    sets: target.set,
    memberships: target.membership,
    wishlist: target.wish,
    pickers: target.set,
  };
  const collections = Object.keys(records);
  const collection = collections[Math.floor(random() * collections.length)]!;
  const record = records[collection]!;
  const kind = random();
  if (kind < 0.2 && collection !== 'memberships') {
    const { id: _id, ...patch } = record;
    return {
      op: { type: 'update', collection, id: existing[collection], patch },
      fields: Object.keys(patch),
    };
  }
  return { op: { type: kind < 0.6 ? 'create' : 'upsert', collection, record }, fields: Object.keys(record) };
}

/** A step that is always accepted on its own: a new wish. */
const validStep = (random: Random) => {
  const id = createId(random);
  return { type: 'create', collection: 'wishlist', record: { id, title: `Wish ${id}`, created: 1 } };
};

describe('type confusion: wrong types in every field are refused, never converted', () => {
  let user: RawUser;
  let target: Target;
  let snapshot: () => Promise<string>;

  beforeAll(async () => {
    user = await rawUser(url(), 'fuzz');
    const random = seededRandom(7);
    target = {
      set: user.firstSet,
      song: createId(random),
      membership: createId(random),
      wish: createId(random),
    };
    const seeded = await postChange(url(), user, [
      {
        type: 'create',
        collection: 'songs',
        record: {
          id: target.song,
          title: 'Solar',
          key: 'C',
          knowledge: 'med',
          notes: 'Form AABA',
          created: 1,
        },
      },
      {
        type: 'create',
        collection: 'memberships',
        record: { id: target.membership, set: target.set, song: target.song },
      },
      {
        type: 'create',
        collection: 'wishlist',
        record: { id: target.wish, title: 'Giant Steps', created: 1 },
      },
      {
        type: 'upsert',
        collection: 'pickers',
        record: { id: target.set, set: target.set, state: initialPickerState(1) },
      },
    ]);
    expect(seeded.status).toBe(204);
    const admin = new PocketBase(url()).autoCancellation(false);
    await admin.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
    // Everything stored for the user, as the superuser sees it (hidden fields included).
    snapshot = async () => {
      const all: Record<string, unknown> = {};
      for (const collection of ['songs', 'sets', 'memberships', 'wishlist', 'pickers']) {
        all[collection] = await admin
          .collection(collection)
          .getFullList({ filter: admin.filter('owner = {:id}', { id: user.id }), sort: 'id' });
      }
      all.user = await admin.collection('users').getOne(user.id);
      return JSON.stringify(all);
    };
  });

  it('5,000 seeded changes through the change route: each a 400 with a field code; nothing stored', async () => {
    const before = await snapshot();
    const random = seededRandom(2026);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const changes: unknown[][] = [];
    for (let i = 0; i < 5000; i += 1) {
      const roll = random();
      if (roll < 0.06) {
        // The account settings.
        const setting = pick(['loginToPicker', 'pickerSet'] as const);
        const wrong = WRONG_VALUES.filter((v) =>
          setting === 'pickerSet' ? !isId(v) : typeof v !== 'boolean',
        );
        changes.push([validStep(random), { type: 'account', patch: { [setting]: pick(wrong) } }]);
        continue;
      }
      const { op, fields } = validOp(random, target);
      if (roll < 0.12) {
        // The operation's own fields.
        const key = pick(
          op.type === 'update'
            ? (['type', 'collection', 'id', 'patch'] as const)
            : (['type', 'collection', 'record'] as const),
        );
        // An empty patch is a valid no-op, not a wrong type.
        const wrong = WRONG_VALUES.filter(
          (v) => (key !== 'id' || !isId(v)) && (key !== 'patch' || JSON.stringify(v) !== '{}'),
        );
        changes.push([validStep(random), { ...op, [key]: pick(wrong) }]);
        continue;
      }
      const field = pick(fields);
      // Only values core itself calls the wrong type for the field ('C' is a fine key, 'abc' a fine title).
      const candidates = [...WRONG_VALUES, ...(field === 'state' ? wrongStates(random) : [])].filter(
        (value) => fieldTypeProblem(op.collection as CollectionName, field, value),
      );
      const wrong = pick(candidates);
      const body =
        op.type === 'update'
          ? { ...op, patch: { ...(op as { patch: object }).patch, [field]: wrong } }
          : { ...op, record: { ...(op as { record: object }).record, [field]: wrong } };
      // A valid step first: the refusal must take it back too.
      changes.push([validStep(random), body]);
    }
    const answers: Array<{ status: number; body: Record<string, unknown> }> = [];
    for (let i = 0; i < changes.length; i += 20) {
      answers.push(
        ...(await Promise.all(changes.slice(i, i + 20).map((ops) => postChange(url(), user, ops)))),
      );
    }
    const statuses: Record<number, number> = {};
    const codes: Record<string, number> = {};
    const withoutCode: unknown[] = [];
    answers.forEach((answer, index) => {
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const fields = (answer.body?.data ?? {}) as Record<string, { code?: unknown }>;
      const coded = Object.values(fields).filter((error) => typeof error?.code === 'string');
      for (const error of coded) codes[String(error.code)] = (codes[String(error.code)] ?? 0) + 1;
      if (answer.status !== 400 || coded.length === 0) withoutCode.push({ change: changes[index], answer });
    });
    console.info(
      `${changes.length} type-confused changes: statuses ${JSON.stringify(statuses)}, codes ${JSON.stringify(codes)}`,
    );
    expect(withoutCode.slice(0, 5)).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it('the record API refuses wrong types too (hand-written clients do not go through the change route)', async () => {
    const before = await snapshot();
    const random = seededRandom(99);
    const send = async (path: string, body: unknown, token = user.token) => {
      const response = await fetch(`${url()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json().catch(() => null)) as { data?: Record<string, { code?: string }> },
      };
    };
    const cases: Array<[string, Record<string, unknown>, string]> = [];
    for (let i = 0; i < 200; i += 1) {
      const id = createId(random);
      const song = {
        id,
        owner: user.id,
        title: `Api ${id}`,
        key: 'C',
        knowledge: 'new',
        notes: '',
        created: 1,
      };
      const field = ['title', 'key', 'knowledge', 'notes', 'created'][i % 5]!;
      const wrong = WRONG_VALUES[i % WRONG_VALUES.length];
      if (!fieldTypeProblem('songs', field, wrong)) continue;
      cases.push(['/api/collections/songs/records', { ...song, [field]: wrong }, field]);
    }
    cases.push([
      '/api/collections/messages/records',
      { email: 'a@example.com', subject: ['Hi'], message: 'Hello' },
      'subject',
    ]);
    cases.push([
      '/api/collections/messages/records',
      { email: 'a@example.com', subject: 'Hi', message: { text: 'Hello' } },
      'message',
    ]);
    for (const [path, body, field] of cases) {
      const answer = await send(path, body);
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(answer.body.data?.[field]?.code).toBe('tunedeck_invalid_type');
    }
    expect(await snapshot()).toBe(before);
  });
});
