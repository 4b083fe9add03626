import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../model/constants.js';
import { keyedRecords } from '../../model/keyed.js';
import { seededRandom } from '../../model/random.js';
import type { Gig, Library, Play } from '../../model/records.js';
import { applyResult, buildLibrary, FIXTURE_TIME, setIdOf, songIdOf } from '../../testing/fixtures.js';
import { GIG_GAP_MS, recordPlay, startGig, unrecordPlay } from './history.js';

const HOUR = 60 * 60 * 1000;
const base = buildLibrary({ sets: { Gig: ['Solar', 'Nardis'], Practice: ['Solar'] } });
const gig = setIdOf(base, 'Gig');
const practice = setIdOf(base, 'Practice');
const solar = songIdOf(base, 'Solar');
const nardis = songIdOf(base, 'Nardis');

/** A clock the test moves, and ids from one seeded stream. */
function clock(start = FIXTURE_TIME) {
  const random = seededRandom(5);
  const context = { random, now: () => context.time, time: start };
  return context;
}

describe('the gig history’s rules', () => {
  it('Start New Gig opens a gig with the set’s name; again with no tune played, the same gig goes on', () => {
    const context = clock();
    const started = startGig(base, gig, context);
    if (!started.ok) throw new Error(started.reason);
    const library = applyResult(base, started);
    expect([...library.gigs.values()]).toEqual([
      { id: started.gigId, set: gig, setName: 'Gig', started: FIXTURE_TIME },
    ]);
    context.time += HOUR;
    expect(startGig(library, gig, context)).toEqual({ ok: true, gigId: started.gigId, change: { ops: [] } });
    expect(startGig(library, 'nosuchset000000', context)).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('NEXT records the tune and key in the open gig; a quiet gap of six hours or another set opens another', () => {
    const context = clock();
    let library: Library = applyResult(base, startGig(base, gig, context));
    const first = library.gigs.values().map((record) => record.id)[0]!;
    context.time += 10 * 60 * 1000;
    library = applyResult(
      library,
      recordPlay(library, { setId: gig, tune: { song: solar, key: 'E flat' } }, context),
    );
    context.time += GIG_GAP_MS - 1;
    library = applyResult(
      library,
      recordPlay(library, { setId: gig, tune: { song: nardis, key: 'E' } }, context),
    );
    expect(library.gigs.values().map((record) => record.id)).toEqual([first]);
    expect(
      [...library.plays.values()]
        .sort((a, b) => a.played - b.played)
        .map((p) => [p.gig, p.title, p.key, p.played - FIXTURE_TIME]),
    ).toEqual([
      [first, 'Solar', 'E flat', 10 * 60 * 1000],
      [first, 'Nardis', 'E', 10 * 60 * 1000 + GIG_GAP_MS - 1],
    ]);
    // Practice has no gig yet: its first NEXT opens one.
    library = applyResult(
      library,
      recordPlay(library, { setId: practice, tune: { song: solar, key: 'C' } }, context),
    );
    // Six quiet hours later, Gig's next tune is a new night.
    context.time += GIG_GAP_MS;
    library = applyResult(
      library,
      recordPlay(library, { setId: gig, tune: { song: solar, key: 'G' } }, context),
    );
    expect(
      [...library.gigs.values()]
        .map((g) => [g.setName, [...library.plays.values()].filter((p) => p.gig === g.id).length])
        .sort(),
    ).toEqual([
      ['Gig', 1],
      ['Gig', 2],
      ['Practice', 1],
    ]);
  });

  it('keeps the title and set name as they were: a deleted song or set leaves its history alone', () => {
    const context = clock();
    const result = recordPlay(base, { setId: gig, tune: { song: solar, key: 'C' } }, context);
    if (!result.ok) throw new Error(result.reason);
    expect(result.change.ops.map((op) => `${op.type} ${'collection' in op ? op.collection : ''}`)).toEqual([
      'create gigs',
      'create plays',
    ]);
    expect(
      recordPlay(base, { setId: gig, tune: { song: 'gone00000000000', key: 'C' } }, context),
    ).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
  });

  it('caps the history: a full gig goes on in a new one, and the oldest gig goes with its tunes', () => {
    const context = clock();
    let library: Library = base;
    for (let i = 0; i < LIMITS.gigPlays; i += 1)
      library = applyResult(
        library,
        recordPlay(library, { setId: gig, tune: { song: solar, key: 'C' } }, context),
      );
    expect(library.gigs.size).toBe(1);
    context.time += 1;
    library = applyResult(
      library,
      recordPlay(library, { setId: gig, tune: { song: solar, key: 'C' } }, context),
    );
    expect(library.gigs.size).toBe(2);

    // A life of gigs: the 501st lets the first go, with its 300 tunes.
    const oldest = [...library.gigs.values()].sort((a, b) => a.started - b.started)[0]!;
    const draft = library.gigs.edit();
    for (let i = 0; i < LIMITS.gigs - 2; i += 1) {
      const id = `old${String(i).padStart(12, '0')}`;
      draft.set({ id, set: gig, setName: 'Gig', started: FIXTURE_TIME + 1 + i });
    }
    const gigs = draft.done();
    library = { ...library, gigs };
    context.time += GIG_GAP_MS;
    const next = startGig({ ...library, gigs: keyedRecords([...gigs.values()]) }, practice, context);
    if (!next.ok) throw new Error(next.reason);
    const deleted = next.change.ops.filter((op) => op.type === 'delete');
    expect(deleted).toHaveLength(LIMITS.gigPlays + 1);
    expect(deleted.at(-1)).toEqual({ type: 'delete', collection: 'gigs', id: oldest.id });
    const after = applyResult(library, next);
    expect(after.gigs.size).toBe(LIMITS.gigs);
    expect(after.plays.size).toBe(1);
  });

  it('keeps room for a full night: opening a gig lets the oldest go while the tunes kept would pass the cap', () => {
    const context = clock();
    // 110 gigs of 270 tunes: 29,700 kept, 300 short of LIMITS.historyPlays (30,000).
    const gigs: Record<string, Gig> = {};
    const plays: Record<string, Play> = {};
    const gigCount = 110;
    const perGig = 270;
    for (let g = 0; g < gigCount; g += 1) {
      const id = `gig${String(g).padStart(12, '0')}`;
      gigs[id] = { id, set: gig, setName: 'Gig', started: FIXTURE_TIME + g * HOUR };
      for (let p = 0; p < perGig; p += 1) {
        const play = `p${String(g).padStart(5, '0')}${String(p).padStart(9, '0')}`;
        plays[play] = {
          id: play,
          gig: id,
          song: solar,
          title: 'Solar',
          key: 'C',
          played: FIXTURE_TIME + g * HOUR + p,
        };
      }
    }
    expect(gigCount * perGig).toBe(LIMITS.historyPlays - 300);
    context.time = FIXTURE_TIME + 200 * HOUR;
    const room = startGig(
      { ...base, gigs: keyedRecords(gigs), plays: keyedRecords(plays) },
      practice,
      context,
    );
    if (!room.ok) throw new Error(room.reason);
    // 29,700 + a night of 300 fits: nothing goes.
    expect(room.change.ops.filter((op) => op.type === 'delete')).toEqual([]);

    // One tune more and the oldest gig goes, with its 270 tunes.
    plays.extra000000000 = {
      id: 'extra000000000',
      gig: 'gig000000000109',
      song: solar,
      title: 'Solar',
      key: 'C',
      played: context.time - 1,
    };
    const full = startGig(
      { ...base, gigs: keyedRecords(gigs), plays: keyedRecords(plays) },
      practice,
      context,
    );
    if (!full.ok) throw new Error(full.reason);
    const deleted = full.change.ops.filter((op) => op.type === 'delete');
    expect(deleted).toHaveLength(perGig + 1);
    expect(deleted.at(-1)).toEqual({ type: 'delete', collection: 'gigs', id: 'gig000000000000' });
    const after = applyResult({ ...base, gigs: keyedRecords(gigs), plays: keyedRecords(plays) }, full);
    expect(after.plays.size).toBe(LIMITS.historyPlays - 300 + 1 - perGig);
  });

  it('an undone NEXT takes its tune back out; nothing to do once it is gone', () => {
    const context = clock();
    const played = recordPlay(base, { setId: gig, tune: { song: solar, key: 'C' } }, context);
    if (!played.ok) throw new Error(played.reason);
    const library = applyResult(base, played);
    expect(unrecordPlay(library, played.playId)).toEqual({
      ok: true,
      change: { ops: [{ type: 'delete', collection: 'plays', id: played.playId }] },
    });
    expect(unrecordPlay(base, played.playId)).toEqual({ ok: true, change: { ops: [] } });
  });
});
