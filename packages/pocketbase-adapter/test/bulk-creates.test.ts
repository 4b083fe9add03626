// A bulk change's runs of creates are written a few statements per collection (pb_hooks/lib/
// bulk-creates.cjs), not record by record: the same change must give the same answer and store the same
// records either way. Each change here is sent as it is (below LIMITS.bulkChangeOps steps, saved one by
// one) and again followed by enough new wishes to make it a bulk change.
import { initialPickerState, LIMITS } from '@tunedeck/core';
import { describe, expect, it } from 'vitest';
import { postChange, type RawUser, rawUser } from './security/support.js';
import { newId } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();
const url = () => backend().server.url;

type Op = Record<string, unknown>;
const now = Date.now();
const song = (id: string, title: string, extra: object = {}): Op => ({
  type: 'create',
  collection: 'songs',
  record: { id, title, key: 'C', knowledge: 'new', created: now, ...extra },
});
const membership = (id: string, set: string, songId: string): Op => ({
  type: 'create',
  collection: 'memberships',
  record: { id, set, song: songId },
});
const chart = (songId: string, extra: object = {}): Op => ({
  type: 'create',
  collection: 'charts',
  record: { id: songId, song: songId, key: 'Bb', text: '[A] | Bb^7 | G7 | C-7 | F7 |', ...extra },
});
const wish = (title: string): Op => ({
  type: 'create',
  collection: 'wishlist',
  record: { id: newId(), title, created: now },
});

/** `ops` made a bulk change: new wishes after them, which a refusal of an earlier step never reaches. */
const inBulk = (ops: Op[]) => [
  ...ops,
  ...Array.from({ length: LIMITS.bulkChangeOps }, (_, i) => wish(`Filler ${i}`)),
];

/** A user other than the one sending: one for the file (a sign-up costs a password hash). */
let another: Promise<RawUser> | null = null;
const anotherUser = () => {
  another ??= rawUser(url(), 'bulk-creates-other');
  return another;
};

/**
 * The answer of `make`'s change sent one by one and in bulk, each by a new user (`setUp` first, its
 * result handed to `make`). Both give the same status, step and codes; the bulk answer is returned.
 */
async function bothWays<T>(
  make: (user: RawUser, other: RawUser, set: T) => Op[],
  setUp: (user: RawUser) => Promise<T> = async () => undefined as T,
) {
  const answers = [];
  for (const bulk of [false, true]) {
    const user = await rawUser(url(), 'bulk-creates');
    const other = await anotherUser();
    const ops = make(user, other, await setUp(user));
    expect(ops.length).toBeLessThan(LIMITS.bulkChangeOps);
    answers.push(await postChange(url(), user, bulk ? inBulk(ops) : ops));
  }
  // Saved one by one through the hooks, a taken title names the index's fields (owner, titleKey) and a
  // taken id is not unique; in bulk (as before this route wrote creates at once) a taken title names
  // the field the index guards and a taken id has its own code.
  const outcome = ({ status, body }: { status: number; body: Record<string, unknown> | null }) => ({
    status,
    op: body?.op,
    codes: [
      ...new Set(
        Object.values((body?.data ?? {}) as Record<string, { code: string }>).map((error) =>
          error.code === 'tunedeck_id_taken' ? 'validation_not_unique' : error.code,
        ),
      ),
    ],
  });
  expect(outcome(answers[1]!)).toEqual(outcome(answers[0]!));
  return answers[1]!;
}

const stored = async (user: RawUser, ops: Op[]) =>
  expect((await postChange(url(), user, ops)).status).toBe(204);

describe('a bulk change of creates answers as its steps one by one', () => {
  it('refuses an id taken by any user, at the step that takes it', async () => {
    const answer = await bothWays(
      (_user, _other, taken) => [song(newId(), 'First'), song(newId(), 'Second'), song(taken, 'Third')],
      async () => {
        const owner = await rawUser(url(), 'bulk-creates-owner');
        const taken = newId();
        await stored(owner, [song(taken, 'Theirs')]);
        return taken;
      },
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { op: 2, data: { id: { code: 'tunedeck_id_taken' } } },
    });
  });

  it('refuses an id repeated within the change', async () => {
    const id = newId();
    const answer = await bothWays(() => [song(id, 'First'), wish('Between'), song(id, 'Second')]);
    expect(answer).toMatchObject({
      status: 400,
      body: { op: 2, data: { id: { code: 'tunedeck_id_taken' } } },
    });
  });

  it('refuses a title repeated within the change whatever its case, ASCII or not', async () => {
    const ascii = await bothWays(() => [
      song(newId(), 'Autumn Leaves'),
      song(newId(), 'x'),
      song(newId(), 'autumn  LEAVES '),
    ]);
    expect(ascii).toMatchObject({
      status: 400,
      body: { op: 2, data: { title: { code: 'validation_not_unique' } } },
    });
    const accented = await bothWays(() => [song(newId(), 'Évora'), song(newId(), 'éVORA')]);
    expect(accented).toMatchObject({
      status: 400,
      body: { op: 1, data: { title: { code: 'validation_not_unique' } } },
    });
    const sets = await bothWays(() => [
      { type: 'create', collection: 'sets', record: { id: newId(), name: 'Gig', created: now } },
      { type: 'create', collection: 'sets', record: { id: newId(), name: 'GIG', created: now } },
    ]);
    expect(sets).toMatchObject({
      status: 400,
      body: { op: 1, data: { name: { code: 'validation_not_unique' } } },
    });
  });

  it('refuses a title the musician holds already, whatever its case; another user’s is no clash', async () => {
    const answer = await bothWays(
      () => [song(newId(), 'Solar'), wish('Blue bossa'), song(newId(), 'BLUE BOSSA'), wish('BLUE BOSSA')],
      async (user) => {
        await stored(user, [song(newId(), 'Blue Bossa'), wish('Solar')]);
        const other = await rawUser(url(), 'bulk-creates-owner');
        await stored(other, [song(newId(), 'Solar')]);
      },
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { op: 2, data: { title: { code: 'validation_not_unique' } } },
    });
  });

  it('refuses a membership of another user’s song, of a song created later, or a repeated one', async () => {
    const foreign = await bothWays(
      (user, _other, theirs) => [song(newId(), 'Mine'), membership(newId(), user.firstSet, theirs)],
      async () => {
        const owner = await rawUser(url(), 'bulk-creates-owner');
        const theirs = newId();
        await stored(owner, [song(theirs, 'Theirs')]);
        return theirs;
      },
    );
    expect(foreign).toMatchObject({
      status: 400,
      body: { op: 1, data: { song: { code: 'validation_missing_rel_records' } } },
    });
    const later = newId();
    const early = await bothWays((user) => [membership(newId(), user.firstSet, later), song(later, 'Later')]);
    expect(early).toMatchObject({
      status: 400,
      body: { op: 0, data: { song: { code: 'validation_missing_rel_records' } } },
    });
    const otherSet = await bothWays((_user, other) => {
      const id = newId();
      return [song(id, 'Mine'), membership(newId(), other.firstSet, id)];
    });
    expect(otherSet).toMatchObject({
      status: 400,
      body: { op: 1, data: { set: { code: 'validation_missing_rel_records' } } },
    });
    const twice = await bothWays((user) => {
      const id = newId();
      return [
        song(id, 'Mine'),
        membership(newId(), user.firstSet, id),
        membership(newId(), user.firstSet, id),
      ];
    });
    expect(twice).toMatchObject({
      status: 400,
      body: { op: 2, data: { song: { code: 'validation_not_unique' } } },
    });
  });

  it('refuses a bad field at its step, before a later taken title', async () => {
    for (const [record, field, code] of [
      [{ key: 'H' }, 'key', 'tunedeck_invalid_type'],
      [{ title: '..Bad' }, 'title', 'tunedeck_invalid_title'],
      [{ notes: 'n'.repeat(LIMITS.notes + 1) }, 'notes', 'tunedeck_too_long'],
      [{ composer: 7 }, 'composer', 'tunedeck_invalid_type'],
    ] as const) {
      const answer = await bothWays(() => [
        song(newId(), 'Fine'),
        song(newId(), 'Broken', record),
        song(newId(), 'fine'),
      ]);
      expect(answer).toMatchObject({ status: 400, body: { op: 1, data: { [field]: { code } } } });
    }
    const unknown = await bothWays(() => [song(newId(), 'Fine', { owner: 'x' })]);
    expect(unknown).toMatchObject({
      status: 400,
      body: { op: 0, data: { ops: { code: 'tunedeck_invalid_op' } } },
    });
    const halfCard = await bothWays(() => {
      const id = newId();
      return [song(id, 'Card'), { type: 'create', collection: 'cards', record: { id, song: id, due: now } }];
    });
    expect(halfCard).toMatchObject({
      status: 400,
      body: { op: 1, data: { stability: { code: 'tunedeck_invalid_type' } } },
    });
  });

  it('refuses a chart at its step: on another user’s song, twice for a song, in no key, over the limits', async () => {
    const foreign = await bothWays(
      (_user, _other, theirs) => [song(newId(), 'Mine'), chart(theirs)],
      async () => {
        const owner = await rawUser(url(), 'bulk-creates-owner');
        const theirs = newId();
        await stored(owner, [song(theirs, 'Theirs')]);
        return theirs;
      },
    );
    expect(foreign).toMatchObject({
      status: 400,
      body: { op: 1, data: { song: { code: 'validation_missing_rel_records' } } },
    });
    const twice = await bothWays(() => {
      const id = newId();
      return [song(id, 'Charted'), chart(id), chart(id, { key: 'C' })];
    });
    expect(twice).toMatchObject({ status: 400, body: { op: 2 } });
    for (const [record, field, code] of [
      [{ key: 'H' }, 'key', 'tunedeck_invalid_type'],
      [{ text: `${'| C '.repeat(LIMITS.chartBars + 1)}|` }, 'text', 'tunedeck_invalid_chart'],
      [{ id: newId() }, 'song', 'tunedeck_chart_id'],
    ] as const) {
      const answer = await bothWays(() => {
        const id = newId();
        return [song(id, 'Charted'), chart(id, record), song(newId(), 'charted')];
      });
      expect(answer).toMatchObject({ status: 400, body: { op: 1, data: { [field]: { code } } } });
    }
  });

  it('refuses the gig past the history’s cap', async () => {
    const gig = (): Op => ({
      type: 'create',
      collection: 'gigs',
      record: { id: newId(), set: newId(), setName: 'Night', started: now },
    });
    const answer = await bothWays(
      () => [gig(), gig(), gig()],
      async (user) => {
        await stored(user, Array.from({ length: LIMITS.gigs - 2 }, gig));
      },
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { op: 2, data: { id: { code: 'tunedeck_history_full' } } },
    });
  });

  it('stores the same records either way', async () => {
    const libraries = [];
    for (const bulk of [false, true]) {
      const user = await rawUser(url(), 'bulk-creates-same');
      const names = new Map<string, string>();
      const id = (name: string) => {
        if (!names.has(name)) names.set(name, newId());
        return names.get(name)!;
      };
      const ops: Op[] = [
        {
          type: 'create',
          collection: 'sets',
          record: { id: id('set'), name: '  Late   set ', created: now },
        },
        song(id('a'), ' All  the Things ', { notes: 'AABA', composer: ' Kern ', style: 'Ballad  ' }),
        song(id('b'), 'Évora', { notes: 'A lone \uD800 half' }),
        {
          type: 'create',
          collection: 'songs',
          record: { id: id('c'), title: 'Bare', key: 'D', knowledge: 'know' },
        },
        membership(id('m1'), id('set'), id('a')),
        membership(id('m2'), user.firstSet, id('b')),
        // Steps that are not creates go one by one; the creates after them go in bulk with the wishes.
        { type: 'update', collection: 'sets', id: user.firstSet, patch: { name: 'Renamed' } },
        {
          type: 'upsert',
          collection: 'pickers',
          record: { id: id('set'), set: id('set'), state: initialPickerState() },
        },
        {
          type: 'create',
          collection: 'gigs',
          record: { id: id('g'), set: id('set'), setName: 'Late set', started: now },
        },
        {
          type: 'create',
          collection: 'plays',
          record: {
            id: id('p'),
            gig: id('g'),
            song: id('a'),
            title: 'All the Things',
            key: 'A flat',
            played: now,
          },
        },
        {
          type: 'create',
          collection: 'cards',
          record: {
            id: id('a'),
            song: id('a'),
            due: now,
            stability: 2.5,
            difficulty: 5.25,
            scheduled: 3,
            reps: 1,
            lapses: 0,
            state: 2,
            last: now,
          },
        },
        {
          type: 'create',
          collection: 'reviews',
          record: {
            id: id('r'),
            song: id('a'),
            title: 'All the Things',
            grade: 3,
            source: 'practice',
            key: 'A flat',
            level: 'med',
            seconds: 90,
            reviewed: now,
          },
        },
        chart(id('a'), { key: 'Ab', text: '[A] | F-7 | Bb-7 | Eb7 | Ab^7 |\n| Db^7 | G7 | C^7 | C^7 |' }),
        { type: 'create', collection: 'wishlist', record: { title: 'No id given', created: now } },
      ];
      expect(await postChange(url(), user, bulk ? inBulk(ops) : ops)).toEqual({ status: 204, body: null });
      // Ids named alike in both changes compare alike; an id the server made compares as "made".
      const nameOf = new Map([...names].map(([name, value]) => [value, name]));
      nameOf.set(user.firstSet, 'first set');
      const admin = await backend().admin();
      const library: Record<string, unknown[]> = {};
      for (const collection of [
        'songs',
        'sets',
        'memberships',
        'wishlist',
        'pickers',
        'gigs',
        'plays',
        'cards',
        'reviews',
        'charts',
      ]) {
        const records = await admin.collection(collection).getFullList({
          filter: admin.filter('owner = {:owner}', { owner: user.id }),
          sort: 'id',
        });
        library[collection] = records
          .filter((record) => !String(record.title ?? '').startsWith('Filler'))
          .map(({ collectionId: _c, collectionName: _n, owner, ...fields }) => {
            expect(owner).toBe(user.id);
            const named = Object.fromEntries(
              Object.entries(fields).map(([field, value]) => [
                field,
                typeof value === 'string' && nameOf.has(value) ? nameOf.get(value) : value,
              ]),
            );
            if (typeof named.id === 'string' && /^[a-z0-9]{15}$/.test(named.id)) named.id = 'made';
            // Made at sign-up, a moment apart.
            if (named.id === 'first set') delete named.created;
            return named;
          })
          .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      }
      libraries.push(library);
    }
    expect(libraries[1]).toEqual(libraries[0]);
    expect(libraries[0]!.songs).toContainEqual(
      expect.objectContaining({
        title: 'All the Things',
        composer: 'Kern',
        style: 'Ballad',
        titleKey: 'all the things',
      }),
    );
    expect(libraries[0]!.songs).toContainEqual(
      expect.objectContaining({ title: 'Bare', notes: '', composer: '', created: 0 }),
    );
    expect(libraries[0]!.charts).toEqual([
      expect.objectContaining({ id: 'a', song: 'a', key: 'Ab', text: expect.stringContaining('F-7') }),
    ]);
  });
});
