import {
  type CollectionName,
  createId,
  fieldTypeProblem,
  initialPickerState,
  isId,
  isPracticeSettings,
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
/** The records' times: the server takes times from 2000 to a day past its clock. */
const AT = Date.now();

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

/** Practice settings that are almost practice settings. */
const WRONG_PRACTICE: unknown[] = [
  { newPerDay: 3, minutes: 2, allKeys: false },
  { newPerDay: 51, minutes: 20, allKeys: false },
  { newPerDay: 3, minutes: 20.5, allKeys: false },
  { newPerDay: '3', minutes: 20, allKeys: false },
  { newPerDay: 3, minutes: 20, allKeys: 1 },
  { newPerDay: 3, minutes: 20 },
  { newPerDay: 3, minutes: 20, allKeys: false, extra: 'x'.repeat(1000) },
];

/** Picker states that are almost picker states. */
function wrongStates(random: Random): unknown[] {
  const state = { ...initialPickerState(AT), version: 1_000_000 };
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
  review: string;
}

/** A card's schedule and a review, well typed. */
const CARD = {
  due: AT + 3,
  stability: 2.3,
  difficulty: 5.1,
  scheduled: 1,
  reps: 1,
  lapses: 0,
  state: 2,
  last: AT,
};
/** A chart, well typed. */
const CHART = { key: 'C', text: '[A] | C^7 | D-7 G7 | C^7 | C^7 |' };
const REVIEW = {
  title: 'Solar',
  grade: 3,
  source: 'practice',
  key: 'C',
  level: 'med',
  seconds: 240,
  reviewed: AT,
};

/** A valid operation of a random kind, as `[collection, op, fields it writes]`. */
function validOp(random: Random, target: Target) {
  const id = createId(random);
  const title = `Fuzz ${id}`;
  const records: Record<string, Record<string, unknown>> = {
    songs: { id, title, key: 'C', knowledge: 'new', notes: '', created: AT },
    sets: { id, name: title, created: AT },
    memberships: { id, set: target.set, song: target.song },
    wishlist: { id, title, created: AT },
    pickers: { id: target.set, set: target.set, state: { ...initialPickerState(AT), version: 1_000_000 } },
    cards: { id: target.song, song: target.song, ...CARD },
    reviews: { id, song: target.song, ...REVIEW },
    charts: { id: target.song, song: target.song, ...CHART },
  };
  const existing: Record<string, string> = {
    songs: target.song,
    sets: target.set,
    memberships: target.membership,
    wishlist: target.wish,
    pickers: target.set,
    cards: target.song,
    reviews: target.review,
    charts: target.song,
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
  return { type: 'create', collection: 'wishlist', record: { id, title: `Wish ${id}`, created: AT } };
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
      review: createId(random),
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
          created: AT,
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
        record: { id: target.wish, title: 'Giant Steps', created: AT },
      },
      {
        type: 'upsert',
        collection: 'pickers',
        record: { id: target.set, set: target.set, state: initialPickerState(AT) },
      },
      { type: 'upsert', collection: 'cards', record: { id: target.song, song: target.song, ...CARD } },
      {
        type: 'create',
        collection: 'reviews',
        record: { id: target.review, song: target.song, ...REVIEW },
      },
      { type: 'upsert', collection: 'charts', record: { id: target.song, song: target.song, ...CHART } },
    ]);
    expect(seeded.status).toBe(204);
    const admin = new PocketBase(url()).autoCancellation(false);
    await admin.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
    // Everything stored for the user, as the superuser sees it (hidden fields included).
    snapshot = async () => {
      const all: Record<string, unknown> = {};
      for (const collection of [
        'songs',
        'sets',
        'memberships',
        'wishlist',
        'pickers',
        'cards',
        'reviews',
        'charts',
      ]) {
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
        const setting = pick(['loginToPicker', 'pickerSet', 'practice'] as const);
        const wrong =
          setting === 'practice'
            ? [...WRONG_VALUES, ...WRONG_PRACTICE].filter((v) => v !== null && !isPracticeSettings(v))
            : WRONG_VALUES.filter((v) => (setting === 'pickerSet' ? !isId(v) : typeof v !== 'boolean'));
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
        (value) => fieldTypeProblem(op.collection as CollectionName, field, value, Date.now()),
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
  }, 180_000);

  it('no other way in converts: the record API writes nothing of a library, contact checks its types', async () => {
    const before = await snapshot();
    const random = seededRandom(99);
    const send = async (method: string, path: string, body: unknown, token = user.token) => {
      const response = await fetch(`${url()}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json().catch(() => null)) as { data?: Record<string, { code?: string }> },
      };
    };
    // Creates and updates of every library collection, well-typed or not: only the change route writes.
    for (let i = 0; i < 100; i += 1) {
      const { op } = validOp(random, target);
      const body = {
        ...('record' in op ? op.record : op.patch),
        owner: user.id,
        title: i % 2 ? 123 : 'Typed',
      };
      const path = `/api/collections/${op.collection}/records`;
      const answer =
        op.type === 'update' ? await send('PATCH', `${path}/${op.id}`, body) : await send('POST', path, body);
      expect(answer.status, `${op.type} ${op.collection}`).toBe(403);
    }
    for (const path of ['/api/collections/messages/records', '/api/batch']) {
      expect(
        (await send('POST', path, { email: 'a@example.com', subject: 'Hi', message: 'Hello' })).status,
      ).toBe(403);
    }
    // Account settings only through the change route, which checks their types.
    for (const patch of [
      { loginToPicker: 'yes' },
      { pickerSet: 42 },
      { verified: true },
      { practice: { newPerDay: 3, minutes: 20, allKeys: false } },
    ]) {
      expect(
        (await send('PATCH', `/api/collections/users/records/${user.id}`, patch)).status,
      ).toBeGreaterThanOrEqual(400);
    }
    for (const [field, wrong] of [
      ['email', ['a@example.com']],
      ['subject', ['Hi']],
      ['message', { text: 'Hello' }],
      ['message', 42],
    ] as const) {
      const message = { email: 'a@example.com', subject: 'Hi', message: 'Hello', [field]: wrong };
      const answer = await send('POST', '/api/tunedeck/contact', message, '');
      expect(answer.status).toBe(400);
      expect(answer.body.data?.[field]?.code).toBe('tunedeck_invalid_type');
    }
    expect(await snapshot()).toBe(before);
  });
});
