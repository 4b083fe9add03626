import { describe, expect, it } from 'vitest';
import { applyChange, type Change } from '../../library/change.js';
import { buildLibrary, setIdOf, songIdOf } from '../../testing/fixtures.js';
import { checkChange } from './check-change.js';
import { libraryEvents } from './library-events.js';

const library = buildLibrary({ sets: { Gig: ['Solar', 'Nardis'], Practice: ['Solar'] } });
const gig = setIdOf(library, 'Gig');
const practice = setIdOf(library, 'Practice');
const solar = songIdOf(library, 'Solar');
const nardis = songIdOf(library, 'Nardis');
const settings = { loginToPicker: false, pickerSet: gig };
const nobodyElse = () => false;

const check = (change: Change) => checkChange(library, settings, change, nobodyElse);
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
    expect(() => checkChange(library, settings, { ops: [op] }, theirs)).toThrow(
      expect.objectContaining({ code: 'not-found' }),
    );
    const create = {
      type: 'create' as const,
      collection: 'wishlist' as const,
      record: { id: 'someoneelses001', title: 'X', created: 1 },
    };
    expect(() => checkChange(library, settings, { ops: [create] }, theirs)).toThrow(
      expect.objectContaining({ code: 'invalid-data' }),
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
    expect(() => check({ ops: [write('upsert', 3), write('upsert', 3)] })).toThrow(
      expect.objectContaining({ code: 'picker-conflict', state: state(3) }),
    );
  });

  it('answers a stale create over a stored state with the conflict, not with a taken id', () => {
    const stored = check({ ops: [write('upsert', 3)] }).library;
    expect(() => checkChange(stored, settings, { ops: [write('create', 2)] }, nobodyElse)).toThrow(
      expect.objectContaining({ code: 'picker-conflict', state: state(3) }),
    );
  });
});
