import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../model/constants.js';
import {
  applyResult,
  buildLibrary,
  FIXTURE_TIME,
  fixedContext,
  setContents,
  setIdOf,
  songIdOf,
} from '../../testing/fixtures.js';
import { addExistingSongToSet, addSongToLibrary, addSongToSet, deleteSong, removeFromSet } from './songs.js';

const library = buildLibrary({
  sets: { Gig: ['Autumn Leaves', 'Solar'], Practice: ['Solar'] },
  songs: { 'Blue Bossa': { knowledge: 'new', key: 'C', notes: 'Bossa feel' } },
});
const gig = setIdOf(library, 'Gig');
const practice = setIdOf(library, 'Practice');

describe('addSongToSet', () => {
  it('creates the song, normalised as typed, and its membership of the set', () => {
    const result = addSongToSet(
      library,
      { setId: gig, title: '  St.   Thomas ', key: 'F', knowledge: 'med', notes: 'Calypso' },
      fixedContext(),
    );
    if (!result.ok) throw new Error(result.reason);
    const next = applyResult(library, result);
    expect(next.songs[result.songId]).toEqual({
      id: result.songId,
      title: 'St. Thomas',
      key: 'F',
      knowledge: 'med',
      notes: 'Calypso',
      composer: '',
      style: '',
      created: FIXTURE_TIME,
    });
    expect(setContents(next)).toEqual({ Gig: ['Autumn Leaves', 'Solar', 'St. Thomas'], Practice: ['Solar'] });
    expect(result.change.ops).toHaveLength(2);
  });

  it('gives a new song the defaults: know, random key, no notes', () => {
    const result = addSongToSet(library, { setId: gig, title: 'so what' }, fixedContext());
    if (!result.ok) throw new Error(result.reason);
    const song = applyResult(library, result).songs[result.songId];
    expect(song).toMatchObject({ title: 'so what', key: 'random', knowledge: 'know', notes: '' });
  });

  it('makes the same ids from the same seed', () => {
    const a = addSongToSet(library, { setId: gig, title: 'Nardis' }, fixedContext(3));
    const b = addSongToSet(library, { setId: gig, title: 'Nardis' }, fixedContext(3));
    expect(a).toEqual(b);
  });

  it("refuses 'already-in-set' for a title of the set, ignoring case and spacing", () => {
    expect(addSongToSet(library, { setId: gig, title: 'AUTUMN   leaves' }, fixedContext())).toEqual({
      ok: false,
      reason: 'already-in-set',
      songId: songIdOf(library, 'Autumn Leaves'),
    });
  });

  it("answers 'in-library' with the existing song for a title elsewhere in the library", () => {
    expect(addSongToSet(library, { setId: practice, title: 'blue bossa' }, fixedContext())).toEqual({
      ok: false,
      reason: 'in-library',
      songId: songIdOf(library, 'Blue Bossa'),
    });
  });

  it.each([
    ['   ', 'blank'],
    ['.Solar', 'dot-edge'],
    ['Solar.', 'dot-edge'],
    ['So..lar', 'double-dot'],
    ['x'.repeat(LIMITS.title + 1), 'too-long'],
  ])('refuses the invalid title %j (%s)', (title, problem) => {
    expect(addSongToSet(library, { setId: gig, title }, fixedContext())).toEqual({
      ok: false,
      reason: 'invalid-title',
      problem,
    });
  });

  it('refuses notes over the limit', () => {
    const notes = 'n'.repeat(LIMITS.notes + 1);
    expect(addSongToSet(library, { setId: gig, title: 'Nardis', notes }, fixedContext())).toEqual({
      ok: false,
      reason: 'invalid-data',
      field: 'notes',
    });
  });

  it("refuses an unknown set with 'not-found'", () => {
    expect(addSongToSet(library, { setId: 'unknown00000000', title: 'Nardis' }, fixedContext())).toEqual({
      ok: false,
      reason: 'not-found',
      id: 'unknown00000000',
    });
  });
});

describe('addExistingSongToSet', () => {
  it('adds only a membership: the song keeps its knowledge, key and notes', () => {
    const songId = songIdOf(library, 'Blue Bossa');
    const result = addExistingSongToSet(library, { setId: practice, songId }, fixedContext());
    const next = applyResult(library, result);
    expect(next.songs).toEqual(library.songs);
    expect(setContents(next).Practice).toEqual(['Blue Bossa', 'Solar']);
    expect(result.ok && next.memberships[result.membershipId]).toMatchObject({ set: practice, song: songId });
  });

  it("refuses 'already-in-set' and unknown ids", () => {
    const solar = songIdOf(library, 'Solar');
    expect(addExistingSongToSet(library, { setId: gig, songId: solar }, fixedContext())).toEqual({
      ok: false,
      reason: 'already-in-set',
      songId: solar,
    });
    expect(addExistingSongToSet(library, { setId: gig, songId: 'nope' }, fixedContext())).toMatchObject({
      reason: 'not-found',
      id: 'nope',
    });
    expect(addExistingSongToSet(library, { setId: 'nope', songId: solar }, fixedContext())).toMatchObject({
      reason: 'not-found',
      id: 'nope',
    });
  });
});

describe('addSongToLibrary', () => {
  it('creates the song with memberships of the chosen sets, each once', () => {
    const result = addSongToLibrary(
      library,
      { title: 'UMMG', knowledge: 'new', setIds: [gig, practice, gig] },
      fixedContext(),
    );
    if (!result.ok) throw new Error(result.reason);
    const next = applyResult(library, result);
    expect(next.songs[result.songId]).toMatchObject({ title: 'UMMG', knowledge: 'new', key: 'random' });
    expect(setContents(next)).toEqual({
      Gig: ['Autumn Leaves', 'Solar', 'UMMG'],
      Practice: ['Solar', 'UMMG'],
    });
  });

  it('creates a song in no set', () => {
    const result = addSongToLibrary(library, { title: 'Nardis' }, fixedContext());
    const next = applyResult(library, result);
    expect(Object.keys(next.songs)).toHaveLength(4);
    expect(next.memberships).toEqual(library.memberships);
  });

  it("refuses 'title-taken' case-insensitively, and unknown sets", () => {
    expect(addSongToLibrary(library, { title: 'SOLAR' }, fixedContext())).toEqual({
      ok: false,
      reason: 'title-taken',
      songId: songIdOf(library, 'Solar'),
    });
    expect(addSongToLibrary(library, { title: 'Nardis', setIds: [gig, 'gone'] }, fixedContext())).toEqual({
      ok: false,
      reason: 'not-found',
      id: 'gone',
    });
    expect(addSongToLibrary(library, { title: 'a..b' }, fixedContext())).toMatchObject({
      reason: 'invalid-title',
      problem: 'double-dot',
    });
  });
});

describe('removeFromSet', () => {
  it('takes the song out of that set only; it stays in the library', () => {
    const result = removeFromSet(library, { setId: gig, songId: songIdOf(library, 'Solar') });
    const next = applyResult(library, result);
    expect(setContents(next)).toEqual({ Gig: ['Autumn Leaves'], Practice: ['Solar'] });
    expect(next.songs).toEqual(library.songs);
  });

  it("refuses 'not-found' for a song not in the set, or unknown ids", () => {
    const bossa = songIdOf(library, 'Blue Bossa');
    expect(removeFromSet(library, { setId: gig, songId: bossa })).toEqual({
      ok: false,
      reason: 'not-found',
      id: bossa,
    });
    expect(removeFromSet(library, { setId: 'nope', songId: bossa })).toMatchObject({ id: 'nope' });
  });
});

describe('deleteSong', () => {
  it('deletes the song; its memberships go with it', () => {
    const solar = songIdOf(library, 'Solar');
    const result = deleteSong(library, solar);
    expect(result).toEqual({
      ok: true,
      change: { ops: [{ type: 'delete', collection: 'songs', id: solar }] },
    });
    const next = applyResult(library, result);
    expect(next.songs[solar]).toBeUndefined();
    expect(setContents(next)).toEqual({ Gig: ['Autumn Leaves'], Practice: [] });
  });

  it("refuses 'not-found' for an unknown song", () => {
    expect(deleteSong(library, 'nope')).toEqual({ ok: false, reason: 'not-found', id: 'nope' });
  });
});
