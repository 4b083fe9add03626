import { describe, expect, it } from 'vitest';
import {
  applyResult,
  buildLibrary,
  FIXTURE_TIME,
  fixedContext,
  setContents,
  setIdOf,
  songIdOf,
} from '../../testing/fixtures.js';
import { bulkAddToLibrary, bulkAddToSet, bulkAddToWishList } from './bulk.js';

const library = buildLibrary({
  sets: { Gig: ['Solar'], Practice: ['Naima'] },
  songs: { Naima: { knowledge: 'new', key: 'A flat', notes: 'slow' }, 'In No Set': { knowledge: 'med' } },
  wishlist: ['Giant Steps'],
});
const gig = setIdOf(library, 'Gig');

describe('bulkAddToSet', () => {
  const text = ['naima', '  So   What ', 'SOLAR', '', 'in no set', '.bad', 'So What', 'a/b', 'a..b'].join(
    '\n',
  );

  it('creates new titles, joins library titles with their settings, and reports the rest, in one change', () => {
    const result = bulkAddToSet(library, gig, text, fixedContext());
    expect(result).toMatchObject({
      ok: true,
      created: ['So What', 'a•b'],
      joined: ['Naima', 'In No Set'],
      alreadyInSet: ['Solar'],
      invalid: [
        { title: '.bad', problem: 'dot-edge' },
        { title: 'a..b', problem: 'double-dot' },
      ],
      duplicates: 1,
      overflow: 0,
    });
    const next = applyResult(library, result);
    expect(setContents(next)).toEqual({
      Gig: ['a•b', 'In No Set', 'Naima', 'So What', 'Solar'],
      Practice: ['Naima'],
    });
    for (const id of Object.keys(library.songs)) expect(next.songs[id]).toEqual(library.songs[id]);
    expect(next.songs[songIdOf(next, 'So What')]).toMatchObject({
      title: 'So What',
      knowledge: 'know',
      key: 'random',
      notes: '',
      created: FIXTURE_TIME,
    });
  });

  it('gives an empty change for empty text', () => {
    expect(bulkAddToSet(library, gig, '\n  \n', fixedContext())).toMatchObject({
      ok: true,
      change: { ops: [] },
      created: [],
      joined: [],
      alreadyInSet: [],
      invalid: [],
    });
  });

  it("refuses an unknown set with 'not-found'", () => {
    expect(bulkAddToSet(library, 'nope', 'Solar', fixedContext())).toEqual({
      ok: false,
      reason: 'not-found',
      id: 'nope',
    });
  });

  it('takes 1,000 lines into a 5,000-song library quickly', () => {
    const songs = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`Tune ${i}`, {}]));
    const big = buildLibrary({ sets: { Gig: ['Tune 10'] }, songs });
    const lines = Array.from({ length: 1000 }, (_, i) => `tune ${i * 10}`).join('\n');
    const started = performance.now();
    const result = bulkAddToSet(big, setIdOf(big, 'Gig'), lines, fixedContext());
    const next = applyResult(big, result);
    expect(performance.now() - started).toBeLessThan(500);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.joined).toHaveLength(499);
    expect(result.created).toHaveLength(500);
    expect(result.alreadyInSet).toEqual(['Tune 10']);
    expect(Object.keys(next.songs)).toHaveLength(5500);
  });
});

describe('bulkAddToLibrary', () => {
  it('creates new titles in no set and reports the titles the library has', () => {
    const result = bulkAddToLibrary(library, 'Solar\nnardis\nNAIMA\n..x\nNardis', fixedContext());
    expect(result).toMatchObject({
      ok: true,
      created: ['nardis'],
      existing: ['Solar', 'Naima'],
      invalid: [{ title: '..x', problem: 'dot-edge' }],
      duplicates: 1,
    });
    const next = applyResult(library, result);
    expect(next.songs[songIdOf(next, 'Nardis')]).toMatchObject({
      title: 'nardis',
      knowledge: 'know',
      key: 'random',
    });
    expect(next.memberships).toEqual(library.memberships);
    expect(Object.keys(next.songs)).toHaveLength(4);
  });
});

describe('bulkAddToWishList', () => {
  it('lists new titles and reports those already listed', () => {
    const result = bulkAddToWishList(library, 'giant steps\nCountdown\nSolar\nx..', fixedContext());
    expect(result).toMatchObject({
      ok: true,
      created: ['Countdown', 'Solar'],
      alreadyListed: ['Giant Steps'],
      invalid: [{ title: 'x..', problem: 'dot-edge' }],
    });
    const next = applyResult(library, result);
    expect(Object.values(next.wishlist).map(({ title, created }) => ({ title, created }))).toEqual([
      { title: 'Giant Steps', created: expect.any(Number) },
      { title: 'Countdown', created: FIXTURE_TIME },
      { title: 'Solar', created: FIXTURE_TIME },
    ]);
  });
});
