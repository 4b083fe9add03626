import { describe, expect, it } from 'vitest';
import { applyChange, type Change, type Operation } from '../../library/change.js';
import { TIME_FLOOR } from '../../model/times.js';
import { buildLibrary, FIXTURE_TIME, setIdOf, songIdOf } from '../../testing/fixtures.js';
import { checkChange } from './check-change.js';
import { libraryEvents } from './library-events.js';

const library = buildLibrary({ sets: { Gig: ['Solar', 'Nardis'], Practice: ['Solar'] } });
const gig = setIdOf(library, 'Gig');
const practice = setIdOf(library, 'Practice');
const solar = songIdOf(library, 'Solar');
const nardis = songIdOf(library, 'Nardis');
const settings = { loginToPicker: false, pickerSet: gig };
const nobodyElse = () => false;
/** The server's clock: a day after the fixtures' records were made. */
const NOW = FIXTURE_TIME + 24 * 60 * 60 * 1000;

const check = (change: Change) => checkChange(library, settings, change, nobodyElse, NOW);
const rename = (id: string, title: string) => ({
  type: 'update' as const,
  collection: 'songs' as const,
  id,
  patch: { title },
});

describe('checkChange', () => {
  it('checks uniqueness after every step, as a database does', () => {
    expect(() => check({ ops: [rename(solar, 'Nardis'), rename(nardis, 'Solar')] })).toThrow(
      expect.objectContaining({ code: 'title-taken' }),
    );
    const swapped = check({ ops: [rename(solar, 'Temp'), rename(nardis, 'Solar'), rename(solar, 'Nardis')] });
    expect(swapped.library.songs[solar]?.title).toBe('Nardis');
  });

  it('keeps at least one set and a picker set that exists', () => {
    const deleteSet = (id: string) => ({ type: 'delete' as const, collection: 'sets' as const, id });
    expect(() => check({ ops: [deleteSet(gig), deleteSet(practice)] })).toThrow(
      expect.objectContaining({ code: 'last-set' }),
    );
    expect(() => check({ ops: [deleteSet(gig)] })).toThrow(expect.objectContaining({ code: 'invalid-data' }));
    const moved = check({ ops: [deleteSet(gig), { type: 'account', patch: { pickerSet: practice } }] });
    expect(moved.settings.pickerSet).toBe(practice);
  });

  it('answers not-found for records of other users, and refuses their ids for new records', () => {
    const theirs = () => true;
    const op = {
      type: 'update' as const,
      collection: 'wishlist' as const,
      id: 'someoneelses001',
      patch: { title: 'X' },
    };
    expect(() => checkChange(library, settings, { ops: [op] }, theirs, NOW)).toThrow(
      expect.objectContaining({ code: 'not-found' }),
    );
    const create = {
      type: 'create' as const,
      collection: 'wishlist' as const,
      record: { id: 'someoneelses001', title: 'X', created: NOW },
    };
    expect(() => checkChange(library, settings, { ops: [create] }, theirs, NOW)).toThrow(
      expect.objectContaining({ code: 'invalid-data' }),
    );
  });

  it('refuses times before 2000 or past a day from now, as the server does, naming the field', () => {
    const day = 24 * 60 * 60 * 1000;
    const review = (reviewed: number): Operation => ({
      type: 'create',
      collection: 'reviews',
      record: {
        id: 'review000000001',
        song: solar,
        title: 'Solar',
        grade: 3,
        source: 'practice',
        key: 'C',
        level: 'new',
        seconds: 0,
        reviewed,
      },
    });
    for (const reviewed of [1e308, -5, Number.NaN, Number.POSITIVE_INFINITY, TIME_FLOOR - 1, NOW + day + 1])
      expect(() => check({ ops: [review(reviewed)] }), String(reviewed)).toThrow(
        expect.objectContaining({
          code: 'invalid-data',
          field: 'reviewed',
          detail: 'reviews.reviewed: not a time from 1 January 2000 to a day from now',
        }),
      );
    for (const reviewed of [TIME_FLOOR, NOW + day])
      expect(
        check({ ops: [review(reviewed)] })
          .library.reviews.values()
          .map((r) => r.id),
      ).toEqual(['review000000001']);
    // A patch is checked too; a card may fall due up to the scheduler's longest interval ahead.
    expect(() =>
      check({ ops: [{ type: 'update', collection: 'songs', id: solar, patch: { created: 1e308 } }] }),
    ).toThrow(expect.objectContaining({ code: 'invalid-data', field: 'created' }));
    const card = (due: number): Operation => ({
      type: 'create',
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
        last: NOW,
      },
    });
    expect(check({ ops: [card(NOW + 36_500 * day)] }).library.cards[solar]?.due).toBe(NOW + 36_500 * day);
    expect(() => check({ ops: [card(1e308)] })).toThrow(
      expect.objectContaining({
        field: 'due',
        detail: 'cards.due: not a time from 1 January 2000 to 100 years from now',
      }),
    );
  });

  it('computes what applyChange computes, cascades included', () => {
    const change: Change = {
      ops: [{ type: 'delete', collection: 'songs', id: solar }, rename(nardis, 'nardis')],
    };
    expect(check(change).library).toEqual(applyChange(library, change));
  });
});

describe('libraryEvents', () => {
  it('lists upserts parents first, then deletes children first', () => {
    const change: Change = {
      ops: [rename(nardis, 'NARDIS'), { type: 'delete', collection: 'sets', id: practice }],
    };
    const after = check(change).library;
    const events = libraryEvents(library, after);
    const practiceMembership = Object.values(library.memberships).find((m) => m.set === practice)!;
    expect(events).toEqual([
      { type: 'upsert', collection: 'songs', record: { ...library.songs[nardis], title: 'NARDIS' } },
      { type: 'delete', collection: 'memberships', id: practiceMembership.id },
      { type: 'delete', collection: 'sets', id: practice },
    ]);
  });
});

describe('picker writes', () => {
  const state = (version: number) => ({
    played: [],
    bag: [],
    keyBag: [],
    current: null,
    version,
    updated: 0,
  });
  const write = (type: 'create' | 'upsert', version: number) =>
    ({ type, collection: 'pickers', record: { id: gig, set: gig, state: state(version) } }) as const;

  it('keeps a state only over an older one, checking each step against the steps before it', () => {
    expect(check({ ops: [write('upsert', 3), write('upsert', 4)] }).library.pickers[gig]?.state.version).toBe(
      4,
    );
    const other = {
      ...write('upsert', 3),
      record: { id: gig, set: gig, state: { ...state(3), updated: NOW } },
    };
    expect(() => check({ ops: [write('upsert', 3), other] })).toThrow(
      expect.objectContaining({ code: 'picker-conflict', state: state(3) }),
    );
    expect(() => check({ ops: [write('upsert', 4), write('upsert', 3)] })).toThrow(
      expect.objectContaining({ code: 'picker-conflict', state: state(4) }),
    );
    // The very state stored, written again (a write sent twice), is no conflict.
    expect(check({ ops: [write('upsert', 3), write('upsert', 3)] }).library.pickers[gig]?.state).toEqual(
      state(3),
    );
  });

  it('refuses a state changed last out of bounds (0 is a state never changed)', () => {
    const at = (updated: number) =>
      ({
        type: 'upsert',
        collection: 'pickers',
        record: { id: gig, set: gig, state: { ...state(3), updated } },
      }) as const;
    expect(check({ ops: [at(NOW)] }).library.pickers[gig]?.state.updated).toBe(NOW);
    expect(() => check({ ops: [at(1e308)] })).toThrow(
      expect.objectContaining({ code: 'invalid-data', field: 'state' }),
    );
  });

  it('answers a stale create over a stored state with the conflict, not with a taken id', () => {
    const stored = check({ ops: [write('upsert', 3)] }).library;
    expect(() => checkChange(stored, settings, { ops: [write('create', 2)] }, nobodyElse, NOW)).toThrow(
      expect.objectContaining({ code: 'picker-conflict', state: state(3) }),
    );
  });
});

describe('what one account holds, as the server counts it', () => {
  const wishes = (from: number, count: number): Change => ({
    ops: Array.from({ length: count }, (_, i) => ({
      type: 'create' as const,
      collection: 'wishlist' as const,
      record: { id: `wish${String(from + i).padStart(11, '0')}`, title: `Wish ${from + i}`, created: NOW },
    })),
  });

  it('an unverified account’s 1,001st record is refused in words; verified, it is taken', () => {
    // The library holds 2 songs, 2 sets and 3 memberships: 7 records.
    const full = checkChange(library, settings, wishes(0, 993), nobodyElse, NOW, false).library;
    expect(() => checkChange(full, settings, wishes(993, 1), nobodyElse, NOW, false)).toThrow(
      expect.objectContaining({
        code: 'account-full',
        detail:
          'Until your email is verified, your library holds at most 1,000 records. Verify your email to add more.',
      }),
    );
    expect(
      Object.keys(checkChange(full, settings, wishes(993, 1), nobodyElse, NOW, true).library.wishlist),
    ).toHaveLength(994);
    // Removing is never refused.
    const remove = {
      ops: [{ type: 'delete' as const, collection: 'wishlist' as const, id: 'wish00000000000' }],
    };
    expect(
      Object.keys(checkChange(full, settings, remove, nobodyElse, NOW, false).library.wishlist),
    ).toHaveLength(992);
  });

  it('the wish list’s cap', () => {
    const full = checkChange(library, settings, wishes(0, 5000), nobodyElse, NOW).library;
    expect(() => checkChange(full, settings, wishes(5000, 1), nobodyElse, NOW)).toThrow(
      expect.objectContaining({
        detail: 'Your wish list holds 5,000 tunes, the most one account can hold.',
      }),
    );
  });
});
