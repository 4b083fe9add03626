import { describe, expect, it } from 'vitest';
import { LIMITS, type SongKey } from '../../model/constants.js';
import {
  applyResult,
  buildLibrary,
  fixedContext,
  setContents,
  setIdOf,
  songIdOf,
} from '../../testing/fixtures.js';
import {
  editSongDetail,
  editSongKey,
  editSongKnowledge,
  editSongNotes,
  editSongSets,
  editSongTitle,
} from './edit-song.js';

const library = buildLibrary({
  sets: { Gig: ['Autumn Leaves', 'Solar'], Practice: ['Solar'], Empty: [] },
  songs: { Solar: { key: 'C', knowledge: 'med', notes: 'Miles' } },
});
const solar = songIdOf(library, 'Solar');

describe('editSongTitle', () => {
  it('stores the new title normalised, as typed', () => {
    const next = applyResult(library, editSongTitle(library, { songId: solar, title: '  solar   flare ' }));
    expect(next.songs[solar]).toEqual({ ...library.songs[solar], title: 'solar flare' });
  });

  it('allows changing only the capitals of its own title', () => {
    const next = applyResult(library, editSongTitle(library, { songId: solar, title: 'SOLAR' }));
    expect(next.songs[solar]?.title).toBe('SOLAR');
  });

  it('gives an empty change for the title as stored', () => {
    expect(editSongTitle(library, { songId: solar, title: ' Solar ' })).toEqual({
      ok: true,
      change: { ops: [] },
    });
  });

  it("refuses 'title-taken' for another song's title, case-insensitively", () => {
    expect(editSongTitle(library, { songId: solar, title: 'autumn LEAVES' })).toEqual({
      ok: false,
      reason: 'title-taken',
      songId: songIdOf(library, 'Autumn Leaves'),
    });
  });

  it('refuses invalid titles and unknown songs', () => {
    expect(editSongTitle(library, { songId: solar, title: '' })).toEqual({
      ok: false,
      reason: 'invalid-title',
      problem: 'blank',
    });
    expect(editSongTitle(library, { songId: solar, title: 'Solar.' })).toMatchObject({ problem: 'dot-edge' });
    expect(editSongTitle(library, { songId: 'nope', title: 'X' })).toEqual({
      ok: false,
      reason: 'not-found',
      id: 'nope',
    });
  });
});

describe('editSongKey, editSongNotes, editSongKnowledge', () => {
  it('update one field of the song', () => {
    expect(editSongKey(library, { songId: solar, key: 'F sharp' })).toEqual({
      ok: true,
      change: { ops: [{ type: 'update', collection: 'songs', id: solar, patch: { key: 'F sharp' } }] },
    });
    const notes = applyResult(library, editSongNotes(library, { songId: solar, notes: 'Line 1\nLine 2' }));
    expect(notes.songs[solar]?.notes).toBe('Line 1\nLine 2');
    const knowledge = applyResult(library, editSongKnowledge(library, { songId: solar, knowledge: 'new' }));
    expect(knowledge.songs[solar]).toEqual({ ...library.songs[solar], knowledge: 'new' });
  });

  it('give an empty change when nothing changes', () => {
    expect(editSongKey(library, { songId: solar, key: 'C' })).toEqual({ ok: true, change: { ops: [] } });
    expect(editSongNotes(library, { songId: solar, notes: 'Miles' })).toEqual({
      ok: true,
      change: { ops: [] },
    });
    expect(editSongKnowledge(library, { songId: solar, knowledge: 'med' })).toEqual({
      ok: true,
      change: { ops: [] },
    });
  });

  it('refuse values the forms never produce', () => {
    expect(editSongKey(library, { songId: solar, key: 'H' as SongKey })).toEqual({
      ok: false,
      reason: 'invalid-data',
      field: 'key',
    });
    expect(editSongNotes(library, { songId: solar, notes: 'n'.repeat(LIMITS.notes + 1) })).toMatchObject({
      field: 'notes',
    });
    expect(editSongNotes(library, { songId: solar, notes: 'n'.repeat(LIMITS.notes) }).ok).toBe(true);
    expect(editSongKnowledge(library, { songId: solar, knowledge: 'medium' as never })).toMatchObject({
      field: 'knowledge',
    });
  });

  it("refuse unknown songs with 'not-found'", () => {
    expect(editSongKey(library, { songId: 'nope', key: 'C' })).toMatchObject({ reason: 'not-found' });
    expect(editSongNotes(library, { songId: 'nope', notes: '' })).toMatchObject({ reason: 'not-found' });
    expect(editSongKnowledge(library, { songId: 'nope', knowledge: 'new' })).toMatchObject({
      reason: 'not-found',
    });
  });
});

describe('editSongDetail', () => {
  it('sets the composer or the style, spaced as the app keeps text; the same value is no change', () => {
    expect(editSongDetail(library, { songId: solar, field: 'composer', value: '  Miles   Davis ' })).toEqual({
      ok: true,
      change: {
        ops: [{ type: 'update', collection: 'songs', id: solar, patch: { composer: 'Miles Davis' } }],
      },
    });
    const styled = applyResult(
      library,
      editSongDetail(library, { songId: solar, field: 'style', value: 'Swing' }),
    );
    expect(styled.songs[solar]).toEqual({ ...library.songs[solar], style: 'Swing' });
    expect(editSongDetail(styled, { songId: solar, field: 'style', value: 'Swing ' })).toEqual({
      ok: true,
      change: { ops: [] },
    });
  });

  it('refuses a value over its limit, another field, or a missing song', () => {
    const long = 'x'.repeat(LIMITS.composer + 1);
    expect(editSongDetail(library, { songId: solar, field: 'composer', value: long })).toEqual({
      ok: false,
      reason: 'invalid-data',
      field: 'composer',
    });
    expect(editSongDetail(library, { songId: solar, field: 'notes' as 'style', value: 'x' })).toMatchObject({
      ok: false,
      reason: 'invalid-data',
    });
    expect(editSongDetail(library, { songId: 'nope', field: 'style', value: 'x' })).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
  });
});

describe('editSongSets', () => {
  const gig = setIdOf(library, 'Gig');
  const practice = setIdOf(library, 'Practice');
  const empty = setIdOf(library, 'Empty');

  it('adds and removes memberships to match the list', () => {
    const result = editSongSets(library, { songId: solar, setIds: [practice, empty] }, fixedContext());
    expect(result).toMatchObject({ ok: true, added: [empty], removed: [gig] });
    expect(setContents(applyResult(library, result))).toEqual({
      Gig: ['Autumn Leaves'],
      Practice: ['Solar'],
      Empty: ['Solar'],
    });
  });

  it('may take the song out of every set; it stays in the library', () => {
    const next = applyResult(library, editSongSets(library, { songId: solar, setIds: [] }, fixedContext()));
    expect(setContents(next)).toEqual({ Gig: ['Autumn Leaves'], Practice: [], Empty: [] });
    expect(next.songs[solar]).toEqual(library.songs[solar]);
  });

  it('gives an empty change for the current sets, in any order', () => {
    expect(editSongSets(library, { songId: solar, setIds: [practice, gig, gig] }, fixedContext())).toEqual({
      ok: true,
      change: { ops: [] },
      added: [],
      removed: [],
    });
  });

  it("refuses unknown sets and songs with 'not-found'", () => {
    expect(editSongSets(library, { songId: solar, setIds: [gig, 'gone'] }, fixedContext())).toEqual({
      ok: false,
      reason: 'not-found',
      id: 'gone',
    });
    expect(editSongSets(library, { songId: 'nope', setIds: [] }, fixedContext())).toMatchObject({
      id: 'nope',
    });
  });
});
