import { describe, expect, it } from 'vitest';
import { applyChange, type Operation } from '../library/change.js';
import { LIMITS } from '../model/constants.js';
import { keyedRecords } from '../model/keyed.js';
import { createId, randomIndex, seededRandom } from '../model/random.js';
import { EMPTY_LIBRARY, type Id, type Library, type Review } from '../model/records.js';
import { byTime, firstAtOrAfter, reviewCapOps, reviewIndex } from './reviews.js';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 0, 1);

/** The index as built from nothing: a copy of the reviews object has no history to work from. */
const builtAfresh = (library: Library) =>
  reviewIndex({ reviews: keyedRecords([...library.reviews.values()]) });

/** An index as plain data: the ids in order, every song's too. */
function shape(index: ReturnType<typeof reviewIndex>) {
  return {
    byTime: index.byTime.map((review) => review.id),
    bySong: Object.fromEntries(
      [...index.bySong]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([song, list]) => [song, list.map((r) => r.id)]),
    ),
  };
}

function review(random: () => number, song: Id, reviewed: number): Review {
  return {
    id: createId(random),
    song,
    title: `Tune ${song}`,
    grade: 3,
    source: random() < 0.8 ? 'practice' : 'gig',
    key: 'C',
    level: 'med',
    seconds: 0,
    reviewed,
  };
}

describe('the review index', () => {
  it('built from nothing, lists every review oldest first, those of one moment by id, whatever their times', () => {
    const random = seededRandom(11);
    const list: Review[] = [];
    for (let n = 0; n < 3000; n += 1)
      list.push(review(random, `song${n % 7}`, START + Math.floor(random() * 500) * 60_000));
    const expected = (reviews: Review[]) => [...reviews].sort(byTime).map((r) => r.id);
    expect(reviewIndex({ reviews: keyedRecords(list) }).byTime.map((r) => r.id)).toEqual(expected(list));
    // Times no calendar holds (a review stored at 1e308, one before the epoch) are put in order too.
    const odd = [...list.slice(0, 50), review(random, 'x', 1e308), review(random, 'x', -5.5)];
    const index = reviewIndex({ reviews: keyedRecords(odd) });
    expect(index.byTime.map((r) => r.id)).toEqual(expected(odd));
    expect(index.byTime.at(-1)!.reviewed).toBe(1e308);
    expect(index.bySong.get('song3')!.map((r) => r.id)).toEqual(
      expected(odd.filter((r) => r.song === 'song3')),
    );
  });

  it('is worked out from the one before a write exactly as it is built from nothing, whatever the writes', () => {
    const random = seededRandom(29);
    const songs = Array.from({ length: 40 }, () => createId(random));
    let library: Library = EMPTY_LIBRARY;
    let clock = START;
    let moved = 0;
    for (let step = 0; step < 400; step += 1) {
      const ids = library.reviews.values().map((record) => record.id);
      const ops: Operation[] = [];
      const kind = random();
      if (kind < 0.5 || ids.length < 5) {
        // Grades and gig plays, now or (from another device, late) a while ago, at the same moment too.
        for (let n = 1 + randomIndex(random, 3); n > 0; n -= 1) {
          const at = random() < 0.2 ? clock - randomIndex(random, 5) * DAY : clock;
          ops.push({
            type: 'create',
            collection: 'reviews',
            record: review(random, songs[randomIndex(random, 40)]!, at),
          });
        }
        clock += randomIndex(random, 3) * 60_000;
      } else if (kind < 0.7) {
        // The cap letting the oldest go, or a review undone.
        ops.push({ type: 'delete', collection: 'reviews', id: ids[randomIndex(random, ids.length)]! });
      } else if (kind < 0.8) {
        // A review written again (another device's answer), moved to another song and time.
        const id = ids[randomIndex(random, ids.length)]!;
        ops.push({
          type: 'upsert',
          collection: 'reviews',
          record: { ...review(random, songs[randomIndex(random, 40)]!, clock - DAY), id },
        });
      } else if (kind < 0.9) {
        ops.push({
          type: 'update',
          collection: 'reviews',
          id: ids[randomIndex(random, ids.length)]!,
          patch: { reviewed: clock + 1 },
        });
      } else {
        // Steps that do nothing (an echo of a write already in, a delete already made), and a change
        // elsewhere: the reviews object may be copied with nothing in it changed.
        ops.push({ type: 'create', collection: 'reviews', record: library.reviews.get(ids[0]!)! });
        ops.push({ type: 'delete', collection: 'reviews', id: createId(random) });
      }
      const before = library;
      library = applyChange(library, { ops }, { lenient: true });
      // Read after most writes (the page open), but not after some: writes upon writes add up.
      if (random() < 0.7) {
        const index = reviewIndex(library);
        expect(shape(index)).toEqual(shape(builtAfresh(library)));
        if (before.reviews !== library.reviews && before.reviews !== EMPTY_LIBRARY.reviews) moved += 1;
      }
    }
    expect(moved).toBeGreaterThan(200);
  });

  it('shares the lists of the songs a write left alone', () => {
    const random = seededRandom(3);
    const songs = ['aaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbb'];
    const ops: Operation[] = songs.flatMap((song) =>
      [1, 2, 3].map(
        (n) =>
          ({
            type: 'create',
            collection: 'reviews',
            record: review(random, song, START + n * DAY),
          }) as Operation,
      ),
    );
    const library = applyChange(EMPTY_LIBRARY, { ops });
    const before = reviewIndex(library);
    const after = reviewIndex(
      applyChange(library, {
        ops: [{ type: 'create', collection: 'reviews', record: review(random, songs[0]!, START + 4 * DAY) }],
      }),
    );
    expect(after.bySong.get(songs[1]!)).toBe(before.bySong.get(songs[1]!));
    expect(after.bySong.get(songs[0]!)).toHaveLength(4);
    expect(after.byTime.map((r) => r.reviewed)).toEqual([1, 1, 2, 2, 3, 3, 4].map((n) => START + n * DAY));
    expect(firstAtOrAfter(after.byTime, START + 3 * DAY)).toBe(4);
    expect(firstAtOrAfter(after.byTime, START + 9 * DAY)).toBe(7);
  });

  it('gives the cap the oldest reviews to let go, oldest first', () => {
    const random = seededRandom(5);
    const reviews: Record<Id, Review> = {};
    // Stored newest first: the index puts them in order.
    for (let n = LIMITS.reviews; n > 0; n -= 1) {
      const record = review(random, 'ccccccccccccccc', START + n * 60_000);
      reviews[record.id] = record;
    }
    const library = { reviews: keyedRecords(reviews) };
    const ops = reviewCapOps(library, 3);
    expect(ops).toHaveLength(3);
    const gone = ops.map((op) => (op.type === 'delete' ? reviews[op.id]!.reviewed : 0));
    expect(gone).toEqual([1, 2, 3].map((n) => START + n * 60_000));
    expect(reviewCapOps(library, 0)).toEqual([]);
  });
});
