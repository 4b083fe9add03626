// Practice on the real server: a card per song practised (stored under the song's id, gone with the
// song), the review history (it outlives the song; capped at core's LIMITS.reviews) and the account's
// practice settings. Each is written only through the change route, read back as written (numbers as
// numbers), heard by the musician's other devices, refused when malformed, and gone with the account.
import {
  type Account,
  type Id,
  LIMITS,
  type LibraryEvent,
  NOT_A_KEY_TEXT,
  type PracticeCard,
  type PracticeSettings,
  type Review,
  type Song,
} from '@tunedeck/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANGES_PATH } from '../src/storage/apply.js';
import { LIBRARY_PATH } from '../src/storage/create-storage.js';
import {
  eventually,
  newId,
  PASSWORD,
  rawAs,
  signUp,
  songRecord,
  statusOf,
  type TestUser,
  TIME0,
  verifyUser,
} from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 5, 18);

/** A card as core's scheduler leaves it after a first "Good" (fractional stability and difficulty). */
const cardOf = (song: Id, extra: Partial<PracticeCard> = {}): PracticeCard => ({
  id: song,
  song,
  due: T0 + 3 * DAY,
  stability: 2.3065,
  difficulty: 2.11810397,
  scheduled: 3,
  reps: 1,
  lapses: 0,
  state: 2,
  last: T0,
  ...extra,
});

const reviewOf = (song: Id, extra: Partial<Review> = {}): Review => ({
  id: newId(),
  song,
  title: 'Solar',
  grade: 3,
  source: 'practice',
  key: 'C',
  level: 'new',
  seconds: 240,
  reviewed: T0,
  ...extra,
});

interface Answer {
  status: number;
  body: { op?: number; data?: Record<string, { code?: string; message?: string }> } | null;
}

interface Musician extends TestUser {
  token: string;
  songs: Id[];
}

/** A musician with a token for hand-written requests and songs of these titles. */
async function musician(label: string, titles: string[] = ['Solar', 'Nardis']): Promise<Musician> {
  const user = await signUp(backend().storage(), label);
  const songs = titles.map((title) => songRecord(title));
  if (songs.length > 0)
    await user.storage.apply({
      ops: songs.map((record) => ({ type: 'create', collection: 'songs', record: record as Song })),
    });
  return { ...user, token: await tokenOf(user.email), songs: songs.map((song) => song.id) };
}

async function tokenOf(email: string): Promise<string> {
  const pb = await rawAs(backend().raw(), email);
  return pb.authStore.token;
}

async function change(token: string, ops: unknown[]): Promise<Answer> {
  const response = await fetch(`${backend().server.url}${CHANGES_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ ops }),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Answer['body'] };
}

/** The first field error's field and code of an answer. */
function refusal(answer: Answer): { status: number; field?: string; code?: string } {
  const [field, error] = Object.entries(answer.body?.data ?? {})[0] ?? [];
  return { status: answer.status, field, code: error?.code };
}

describe('practice cards and reviews', () => {
  let ann: Musician;

  beforeAll(async () => {
    ann = await musician('practice-ann');
  });

  it('are read back as written, and heard by the musician’s other devices only', async () => {
    const [solar, nardis] = ann.songs as [Id, Id];
    const phone = backend().storage();
    await phone.auth.logIn({ email: ann.email, password: PASSWORD });
    const heard: LibraryEvent[] = [];
    const stopPhone = await phone.subscribe((event) => heard.push(event));
    const bob = await musician('practice-bob', []);
    const bobHeard: LibraryEvent[] = [];
    const stopBob = await bob.storage.subscribe((event) => bobHeard.push(event));

    const fresh = cardOf(solar, { state: 0, reps: 0, scheduled: 0, stability: 0, difficulty: 0, due: T0 });
    const graded = cardOf(nardis);
    const practised = reviewOf(nardis, { title: 'Nardis', grade: 1, seconds: 0, level: 'med' });
    const played = reviewOf(solar, { source: 'gig', key: 'B flat', seconds: 0, reviewed: T0 + 1.5 });
    await ann.storage.apply({
      ops: [
        { type: 'upsert', collection: 'cards', record: fresh },
        { type: 'upsert', collection: 'cards', record: graded },
        { type: 'create', collection: 'reviews', record: practised },
        { type: 'create', collection: 'reviews', record: played },
      ],
    });
    const written = {
      cards: { [solar]: fresh, [nardis]: graded },
      reviews: { [practised.id]: practised, [played.id]: played },
    };
    // Another device: each record as an event, then the same by a read of the library.
    await eventually(() => heard.length >= 4, 'the phone to hear the cards and reviews');
    expect(heard).toEqual(
      expect.arrayContaining([
        { type: 'upsert', collection: 'cards', record: fresh },
        { type: 'upsert', collection: 'cards', record: graded },
        { type: 'upsert', collection: 'reviews', record: practised },
        { type: 'upsert', collection: 'reviews', record: played },
      ]),
    );
    const library = await phone.loadLibrary();
    expect({ cards: library.cards, reviews: library.reviews.toJSON() }).toEqual(written);
    // The record API (list rules) gives the same values as the library route.
    const raw = await rawAs(backend().raw(), ann.email);
    const listed = await raw.collection('cards').getOne(nardis);
    expect(listed).toMatchObject(graded);
    const route = await raw.send<Record<string, object[]>>(LIBRARY_PATH, { method: 'GET' });
    expect(route.reviews).toEqual(expect.arrayContaining([practised, played]));

    // The next grade replaces the card (an upsert of the stored one), and its song cannot change.
    const again = cardOf(nardis, { due: T0 + DAY, reps: 2, lapses: 1, state: 3, last: T0 + 5, scheduled: 0 });
    await ann.storage.apply({ ops: [{ type: 'upsert', collection: 'cards', record: again }] });
    await eventually(
      () =>
        heard.some(
          (event) => event.type === 'upsert' && event.collection === 'cards' && event.record.reps === 2,
        ),
      'the phone to hear the card graded again',
    );
    expect((await phone.loadLibrary()).cards[nardis]).toEqual(again);
    const moved = await change(ann.token, [
      { type: 'update', collection: 'cards', id: nardis, patch: { song: solar } },
    ]);
    expect(refusal(moved)).toMatchObject({ status: 400, code: 'tunedeck_invalid_op' });

    // Deleting the song takes its card (the server's cascade, heard as a delete); its reviews stay.
    await ann.storage.apply({ ops: [{ type: 'delete', collection: 'songs', id: solar }] });
    await eventually(
      () =>
        heard.some((event) => event.type === 'delete' && event.collection === 'cards' && event.id === solar),
      'the phone to hear the card go with its song',
    );
    const after = await ann.storage.loadLibrary();
    expect(after.cards).toEqual({ [nardis]: again });
    expect(after.reviews.toJSON()).toEqual(written.reviews);

    stopPhone();
    stopBob();
    expect(bobHeard.filter((event) => event.type === 'upsert' || event.type === 'delete')).toEqual([]);
  });

  it('refuses a card not under its song’s id or for another musician’s song, and out-of-range values', async () => {
    const cy = await musician('practice-cy');
    const [solar] = cy.songs as [Id];
    const [annSong] = ann.songs.slice(1) as [Id];
    const cases: Array<[string, unknown, { field: string; code: string }]> = [
      [
        'a card under another id',
        cardOf(solar, { id: newId() }),
        { field: 'song', code: 'tunedeck_card_id' },
      ],
      ['a card for no song', cardOf(newId()), { field: 'song', code: 'validation_missing_rel_records' }],
      [
        'a card state 4',
        cardOf(solar, { state: 4 as never }),
        { field: 'state', code: 'tunedeck_invalid_type' },
      ],
      [
        'a negative stability',
        cardOf(solar, { stability: -1 }),
        { field: 'stability', code: 'tunedeck_invalid_type' },
      ],
      [
        'a huge stability',
        cardOf(solar, { stability: 2e9 }),
        { field: 'stability', code: 'tunedeck_out_of_range' },
      ],
      ['reps 1.5', cardOf(solar, { reps: 1.5 }), { field: 'reps', code: 'tunedeck_invalid_type' }],
      [
        'a due date as text',
        cardOf(solar, { due: '2026-01-08' as never }),
        { field: 'due', code: 'tunedeck_invalid_type' },
      ],
    ];
    for (const [what, record, expected] of cases) {
      for (const type of ['create', 'upsert']) {
        const answer = await change(cy.token, [{ type, collection: 'cards', record }]);
        expect(refusal(answer), `${type} ${what}`).toEqual({ status: 400, ...expected });
      }
    }
    // Another musician's song: its card's id is another's record (an upsert answers as for a missing
    // record to update, as pickers do), and a create links to a song that is not Cy's.
    expect(
      refusal(await change(cy.token, [{ type: 'create', collection: 'cards', record: cardOf(annSong) }])),
    ).toEqual({ status: 400, field: 'song', code: 'validation_missing_rel_records' });
    expect(
      (await change(cy.token, [{ type: 'upsert', collection: 'cards', record: cardOf(annSong) }])).status,
    ).toBe(404);
    const reviews: Array<[string, unknown, { field: string; code: string }]> = [
      ['grade 5', reviewOf(solar, { grade: 5 as never }), { field: 'grade', code: 'tunedeck_invalid_type' }],
      ['grade 0', reviewOf(solar, { grade: 0 as never }), { field: 'grade', code: 'tunedeck_invalid_type' }],
      [
        'grade "3"',
        reviewOf(solar, { grade: '3' as never }),
        { field: 'grade', code: 'tunedeck_invalid_type' },
      ],
      [
        'negative seconds',
        reviewOf(solar, { seconds: -1 }),
        { field: 'seconds', code: 'tunedeck_invalid_type' },
      ],
      ['seconds 1.5', reviewOf(solar, { seconds: 1.5 }), { field: 'seconds', code: 'tunedeck_invalid_type' }],
      [
        'more seconds than a review holds',
        reviewOf(solar, { seconds: LIMITS.reviewSeconds + 1 }),
        { field: 'seconds', code: 'tunedeck_out_of_range' },
      ],
      [
        'a lesson',
        reviewOf(solar, { source: 'lesson' as never }),
        { field: 'source', code: 'tunedeck_invalid_type' },
      ],
      [
        'a random key',
        reviewOf(solar, { key: 'random' as never }),
        { field: 'key', code: 'tunedeck_invalid_type' },
      ],
      [
        'an unknown level',
        reviewOf(solar, { level: 'expert' as never }),
        { field: 'level', code: 'tunedeck_invalid_type' },
      ],
      ['a song that is no id', reviewOf('Solar'), { field: 'song', code: 'tunedeck_invalid_type' }],
      [
        'a title too long',
        reviewOf(solar, { title: 'x'.repeat(LIMITS.title + 1) }),
        { field: 'title', code: 'tunedeck_too_long' },
      ],
    ];
    for (const [what, record, expected] of reviews) {
      const answer = await change(cy.token, [{ type: 'create', collection: 'reviews', record }]);
      expect(refusal(answer), what).toEqual({ status: 400, ...expected });
    }
    // A key that is not one of the twelve is refused in words that name them.
    for (const key of ['H', 'F#', 'random']) {
      const answer = await change(cy.token, [
        { type: 'create', collection: 'reviews', record: reviewOf(solar, { key: key as never }) },
      ]);
      expect(refusal(answer), key).toEqual({ status: 400, field: 'key', code: 'tunedeck_invalid_type' });
      expect(answer.body?.data?.key?.message).toBe(NOT_A_KEY_TEXT);
    }
    // A review lacking a field is refused too (core's reviews never lack one), not stored with a 0.
    const { grade: _grade, ...gradeless } = reviewOf(solar);
    expect(
      refusal(await change(cy.token, [{ type: 'create', collection: 'reviews', record: gradeless }])),
    ).toEqual({ status: 400, field: 'grade', code: 'tunedeck_invalid_type' });
    const { state: _state, ...stateless } = cardOf(solar);
    expect(
      refusal(await change(cy.token, [{ type: 'upsert', collection: 'cards', record: stateless }])),
    ).toEqual({
      status: 400,
      field: 'state',
      code: 'tunedeck_invalid_type',
    });

    // The adapter says the same in the storage's words.
    await expect(
      cy.storage.apply({
        ops: [{ type: 'upsert', collection: 'cards', record: cardOf(solar, { id: newId() }) }],
      }),
    ).rejects.toMatchObject({ code: 'invalid-data', field: 'song' });
    await expect(
      cy.storage.apply({ ops: [{ type: 'upsert', collection: 'cards', record: cardOf(annSong) }] }),
    ).rejects.toMatchObject({ code: 'not-found' });
    await expect(
      cy.storage.apply({
        ops: [{ type: 'create', collection: 'reviews', record: reviewOf(solar, { grade: 5 as never }) }],
      }),
    ).rejects.toMatchObject({ code: 'invalid-data', field: 'grade' });
    const library = await cy.storage.loadLibrary();
    expect({ cards: library.cards, reviews: library.reviews.toJSON() }).toEqual({ cards: {}, reviews: {} });
    // The longest review is fine.
    const longest = reviewOf(solar, { seconds: LIMITS.reviewSeconds });
    await cy.storage.apply({ ops: [{ type: 'create', collection: 'reviews', record: longest }] });
    expect((await cy.storage.loadLibrary()).reviews.toJSON()).toEqual({ [longest.id]: longest });
    // And Ann's song has no card of Cy's.
    expect((await ann.storage.loadLibrary()).cards[annSong]).toBeDefined();
  });

  it('go with the account', async () => {
    const dee = await musician('practice-dee');
    const [solar] = dee.songs as [Id];
    await dee.storage.apply({
      ops: [
        { type: 'upsert', collection: 'cards', record: cardOf(solar) },
        { type: 'create', collection: 'reviews', record: reviewOf(solar) },
      ],
    });
    const admin = await backend().admin();
    const owned = async () => ({
      cards: await admin
        .collection('cards')
        .getFullList({ filter: admin.filter('owner = {:id}', { id: dee.id }) }),
      reviews: await admin
        .collection('reviews')
        .getFullList({ filter: admin.filter('owner = {:id}', { id: dee.id }) }),
    });
    expect((await owned()).cards).toHaveLength(1);
    expect((await owned()).reviews).toHaveLength(1);
    await dee.storage.auth.deleteAccount();
    expect(await owned()).toEqual({ cards: [], reviews: [] });
  });
});

describe(`the practice history, capped at ${LIMITS.reviews} reviews`, () => {
  it('refuses a change that would leave more, takes one that lets the oldest go (in any order)', async () => {
    const eve = await musician('practice-eve', ['Solar']);
    // A full history is more than an unverified account holds.
    await verifyUser(backend().server.url, eve.id);
    const [solar] = eve.songs as [Id];
    const seeded = Array.from({ length: LIMITS.reviews }, (_, i) =>
      reviewOf(solar, { reviewed: T0 + i * 1000, seconds: i % 600 }),
    );
    let started = performance.now();
    const seeding = await change(
      eve.token,
      seeded.map((record) => ({ type: 'create', collection: 'reviews', record })),
    );
    console.info(`${LIMITS.reviews} reviews in one change: ${Math.round(performance.now() - started)} ms`);
    expect(seeding.status).toBe(204);

    // One more, alone or in a bulk change, is refused naming the step; nothing of it is kept.
    const one = reviewOf(solar, { reviewed: T0 + LIMITS.reviews * 1000 });
    const refused = await change(eve.token, [
      {
        type: 'create',
        collection: 'wishlist',
        record: { id: newId(), title: 'Countdown', created: TIME0 + 1 },
      },
      { type: 'create', collection: 'reviews', record: one },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ op: 1, data: { id: { code: 'tunedeck_history_full' } } });
    const bulk = Array.from({ length: LIMITS.bulkChangeOps }, (_, i) =>
      reviewOf(solar, { reviewed: T0 - i }),
    );
    const bulkAnswer = await change(
      eve.token,
      bulk.map((record) => ({ type: 'create', collection: 'reviews', record })),
    );
    expect(refusal(bulkAnswer)).toEqual({ status: 400, field: 'id', code: 'tunedeck_history_full' });
    await expect(
      eve.storage.apply({ ops: [{ type: 'create', collection: 'reviews', record: one }] }),
    ).rejects.toMatchObject({ code: 'invalid-data' });

    // Letting the oldest go in the same change, before or after the new one: taken.
    const [oldest, second] = seeded as [Review, Review];
    const next = reviewOf(solar, { reviewed: T0 + (LIMITS.reviews + 1) * 1000 });
    await eve.storage.apply({
      ops: [
        { type: 'create', collection: 'reviews', record: one },
        { type: 'delete', collection: 'reviews', id: oldest.id },
      ],
    });
    await eve.storage.apply({
      ops: [
        { type: 'delete', collection: 'reviews', id: second.id },
        { type: 'create', collection: 'reviews', record: next },
      ],
    });
    started = performance.now();
    const library = await eve.storage.loadLibrary();
    console.info(
      `a library with ${LIMITS.reviews} reviews read in ${Math.round(performance.now() - started)} ms`,
    );
    expect(library.reviews.size).toBe(LIMITS.reviews);
    expect(library.reviews.get(oldest.id)).toBeUndefined();
    expect(library.reviews.get(next.id)).toEqual(next);
    expect(library.reviews.get(seeded[LIMITS.reviews - 1]!.id)).toEqual(seeded[LIMITS.reviews - 1]);
  }, 120_000);
});

describe('practice settings on the account', () => {
  const SETTINGS: PracticeSettings = { newPerDay: 5, minutes: 45, allKeys: true };

  it('are written by the change route, read back after a reload and pushed to another device', async () => {
    const fay = await signUp(backend().storage(), 'practice-fay');
    const phone = backend().storage();
    await phone.auth.logIn({ email: fay.email, password: PASSWORD });
    const heard: (Account | null)[] = [];
    const stop = phone.auth.onChange((account) => heard.push(account));
    await phone.subscribe(() => {});

    expect(fay.storage.auth.current()?.practice ?? null).toBeNull();
    await fay.storage.apply({ ops: [{ type: 'account', patch: { practice: SETTINGS } }] });
    expect(fay.storage.auth.current()?.practice).toEqual(SETTINGS);
    const reload = backend().storage();
    await expect(reload.auth.logIn({ email: fay.email, password: PASSWORD })).resolves.toMatchObject({
      practice: SETTINGS,
    });
    await eventually(
      () => heard.some((account) => account?.practice?.minutes === 45),
      'the phone to hear them',
    );
    // Other settings written later leave them as they are.
    await fay.storage.apply({ ops: [{ type: 'account', patch: { loginToPicker: true } }] });
    expect((await fay.storage.auth.refresh()).practice).toEqual(SETTINGS);
    stop();

    await fay.storage.apply({ ops: [{ type: 'account', patch: { practice: null } }] });
    expect((await fay.storage.auth.refresh()).practice ?? null).toBeNull();
    const fresh = backend().storage();
    expect((await fresh.auth.logIn({ email: fay.email, password: PASSWORD })).practice ?? null).toBeNull();
  });

  it('refuses malformed settings (invalid-data), and the record API may not write them', async () => {
    const gus = await musician('practice-gus', []);
    const malformed: unknown[] = [
      { ...SETTINGS, minutes: 2 },
      { ...SETTINGS, minutes: LIMITS.practiceMinutes + 1 },
      { ...SETTINGS, newPerDay: -1 },
      { ...SETTINGS, newPerDay: 2.5 },
      { ...SETTINGS, allKeys: 'yes' },
      { ...SETTINGS, extra: true },
      { newPerDay: 3, minutes: 20 },
      'daily',
      [],
    ];
    for (const practice of malformed) {
      await expect(
        gus.storage.apply({ ops: [{ type: 'account', patch: { practice } }] } as never),
        JSON.stringify(practice),
      ).rejects.toMatchObject({ code: 'invalid-data' });
      // Sent by hand, past the adapter's own check: the server refuses it as well.
      const answer = await change(gus.token, [{ type: 'account', patch: { practice } }]);
      expect(answer.status, JSON.stringify(practice)).toBe(400);
    }
    const raw = await rawAs(backend().raw(), gus.email);
    expect(
      await statusOf(raw.collection('users').update(gus.id, { practice: SETTINGS })),
    ).toBeGreaterThanOrEqual(400);
    expect((await gus.storage.auth.refresh()).practice ?? null).toBeNull();
    // Nobody else reads them.
    const hal = await signUp(backend().storage(), 'practice-hal');
    const other = await rawAs(backend().raw(), hal.email);
    expect(await statusOf(other.collection('users').getOne(gus.id))).toBe(404);
  });
});
