import { describe, expect, it } from 'vitest';
import {
  applyResult,
  buildLibrary,
  fixedContext,
  setContents,
  setIdOf,
  songIdOf,
} from '../../testing/fixtures.js';
import { addFromLibrary } from './from-library.js';

const library = buildLibrary({
  sets: {
    Target: ['Solar'],
    Ballads: ['Solar', 'Naima', 'Body And Soul'],
    Latin: ['Naima', 'Blue Bossa'],
  },
  songs: { Naima: { knowledge: 'new', key: 'A flat', notes: 'slow' }, Nardis: { knowledge: 'med' } },
});
const target = setIdOf(library, 'Target');
const ballads = setIdOf(library, 'Ballads');
const latin = setIdOf(library, 'Latin');
const id = (title: string) => songIdOf(library, title);

describe('addFromLibrary', () => {
  it('adds every song of the selected sets plus the selected songs, each once', () => {
    const result = addFromLibrary(
      library,
      target,
      { setIds: [ballads, latin], songIds: [id('Nardis'), id('Naima')] },
      fixedContext(),
    );
    expect(result).toMatchObject({
      ok: true,
      added: [id('Naima'), id('Body And Soul'), id('Blue Bossa'), id('Nardis')],
      skipped: [id('Solar')],
    });
    const next = applyResult(library, result);
    expect(setContents(next).Target).toEqual(['Blue Bossa', 'Body And Soul', 'Naima', 'Nardis', 'Solar']);
    expect(result.ok && result.change.ops).toHaveLength(4);
  });

  it('leaves every song as it was: knowledge, key and notes are its own', () => {
    const next = applyResult(
      library,
      addFromLibrary(library, target, { setIds: [latin], songIds: [] }, fixedContext()),
    );
    expect(next.songs).toEqual(library.songs);
    expect(setContents(next).Latin).toEqual(setContents(library).Latin);
  });

  it('gives an empty change when every selected song is in the target already', () => {
    expect(
      addFromLibrary(library, target, { setIds: [target], songIds: [id('Solar')] }, fixedContext()),
    ).toEqual({ ok: true, change: { ops: [] }, added: [], skipped: [id('Solar')] });
  });

  it("refuses unknown target, sets and songs with 'not-found'", () => {
    const none = { setIds: [], songIds: [] };
    expect(addFromLibrary(library, 'nope', none, fixedContext())).toEqual({
      ok: false,
      reason: 'not-found',
      id: 'nope',
    });
    expect(addFromLibrary(library, target, { setIds: ['gone'], songIds: [] }, fixedContext())).toMatchObject({
      id: 'gone',
    });
    expect(addFromLibrary(library, target, { setIds: [], songIds: ['lost'] }, fixedContext())).toMatchObject({
      id: 'lost',
    });
  });
});
