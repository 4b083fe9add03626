import { describe, expect, it } from 'vitest';
import { applyChange } from '../library/change.js';
import { buildLibrary } from '../testing/fixtures.js';
import { changedRecords, KeyedBuilder, KeyedRecords, keyedRecords } from './keyed.js';
import type { Review } from './records.js';

interface Item {
  id: string;
  n: number;
}

const item = (n: number): Item => ({ id: `item${String(n).padStart(11, '0')}`, n });
const items = (count: number) => Array.from({ length: count }, (_, n) => item(n));
const ids = (records: KeyedRecords<Item>) => records.values().map((record) => record.id);
const sortedIds = (records: KeyedRecords<Item>) => [...ids(records)].sort();

/** The arrays of a collection's trie, each once (branches' slot arrays and buckets). */
function arraysOf(records: KeyedRecords<Item>): Set<unknown> {
  const found = new Set<unknown>();
  const walk = (slot: unknown) => {
    if (slot === undefined) return;
    if (Array.isArray(slot)) found.add(slot);
    else {
      const { slots } = slot as { slots: unknown[] };
      found.add(slots);
      for (const child of slots) walk(child);
    }
  };
  walk(KeyedRecords.rootOf(records));
  return found;
}

describe('KeyedRecords', () => {
  it('is the same made a part at a time (KeyedBuilder) as made at once, a later record of an id winning', () => {
    const building = new KeyedBuilder<Item>();
    building.add(items(700).slice(0, 300));
    building.add(items(700).slice(300));
    building.addOne({ id: item(5).id, n: -5 });
    const parts = building.done();
    const whole = keyedRecords([...items(700), { id: item(5).id, n: -5 }]);
    expect(parts.size).toBe(700);
    expect(parts.values()).toEqual(whole.values());
    expect(parts.get(item(5).id)?.n).toBe(-5);
    expect(new KeyedBuilder<Item>().done().size).toBe(0);
  });

  it('gets each record by id, and nothing for an id it does not hold', () => {
    const records = keyedRecords(items(1000));
    expect(records.size).toBe(1000);
    for (const record of items(1000)) expect(records.get(record.id)).toEqual(record);
    expect(records.get('item99999999999')).toBeUndefined();
    expect(records.has(item(5).id)).toBe(true);
    expect(records.has('nothing')).toBe(false);
    expect(KeyedRecords.empty<Item>().size).toBe(0);
    expect(KeyedRecords.empty<Item>().values()).toEqual([]);
  });

  it('writes a new collection and leaves the old one as it was', () => {
    const before = keyedRecords(items(100));
    const after = before.with({ id: item(3).id, n: -3 }, item(100)).without(item(7).id, 'nothing');
    expect(after.size).toBe(100);
    expect(after.get(item(3).id)).toEqual({ id: item(3).id, n: -3 });
    expect(after.get(item(100).id)).toEqual(item(100));
    expect(after.get(item(7).id)).toBeUndefined();
    expect(before.size).toBe(100);
    expect(before.get(item(3).id)).toEqual(item(3));
    expect(before.get(item(100).id)).toBeUndefined();
    expect(before.get(item(7).id)).toEqual(item(7));
  });

  it('is itself after writes that change nothing', () => {
    const records = keyedRecords(items(50));
    expect(records.without('nothing')).toBe(records);
    expect(records.with(records.get(item(4).id)!)).toBe(records);
    expect(keyedRecords(records)).toBe(records);
  });

  it('lists every record once, in an order set by the ids alone, whatever the writes that made it', () => {
    const all = items(3000);
    const built = keyedRecords(all);
    const written = KeyedRecords.empty<Item>().with(...[...all].reverse());
    const draft = keyedRecords(items(3500)).edit();
    for (let n = 3000; n < 3500; n += 1) draft.delete(item(n).id);
    const shrunk = draft.done();
    expect(sortedIds(built)).toEqual(all.map((record) => record.id).sort());
    expect(ids(written)).toEqual(ids(built));
    expect(ids(shrunk)).toEqual(ids(built));
    // Worked out once per collection.
    expect(built.values()).toBe(built.values());
    expect([...built]).toEqual(built.values());
  });

  it('copies on a write only the path to the record it touches: every other bucket and branch is shared', () => {
    const before = keyedRecords(items(20_000));
    const after = before.with({ id: item(12).id, n: 0 });
    const old = arraysOf(before);
    const now = arraysOf(after);
    const copied = [...now].filter((array) => !old.has(array));
    // The root's slots, at most a few branches' below it and one bucket of at most 8 records.
    expect(copied.length).toBeGreaterThanOrEqual(2);
    expect(copied.length).toBeLessThanOrEqual(5);
    expect(copied.reduce((sum: number, array) => sum + (array as unknown[]).length, 0)).toBeLessThanOrEqual(
      32 * 4 + 8,
    );
    expect(now.size).toBe(old.size);
    expect(changedRecords(before, after)).toEqual([{ before: item(12), after: { id: item(12).id, n: 0 } }]);
  });

  it('tells the records two versions differ by', () => {
    const before = keyedRecords(items(500));
    // A record taken out and put back as it was (the same object) is no change.
    const two = before.get(item(2).id)!;
    const after = before
      .with({ id: item(1).id, n: 10 }, item(500))
      .without(two.id)
      .with(two);
    const changes = changedRecords(before, after).sort((a, b) =>
      (a.after ?? a.before)!.id < (b.after ?? b.before)!.id ? -1 : 1,
    );
    expect(changes).toEqual([
      { before: item(1), after: { id: item(1).id, n: 10 } },
      { before: undefined, after: item(500) },
    ]);
    expect(changedRecords(before, before)).toEqual([]);
    expect(changedRecords(before, keyedRecords([...before.values()]))).toEqual([]);
    expect(changedRecords(before, before.without(item(9).id))).toEqual([
      { before: item(9), after: undefined },
    ]);
  });

  it('is the plain { id: record } object as JSON, and is read back from it', () => {
    const records = keyedRecords(items(40)).without(item(0).id);
    const json = JSON.stringify(records);
    const plain = JSON.parse(json) as Record<string, Item>;
    expect(Object.keys(plain).sort()).toEqual(
      items(40)
        .slice(1)
        .map((record) => record.id)
        .sort(),
    );
    expect(plain[item(1).id]).toEqual(item(1));
    const back = keyedRecords(plain);
    expect(back.size).toBe(39);
    expect(back.values()).toEqual(records.values());
    expect(back).toEqual(records);
    // Its own properties are not enumerable: nothing of its inside leaks into a plain copy.
    expect(Object.keys(records)).toEqual([]);
  });

  it('writes a batch on a draft copying each array once, and reads its own writes', () => {
    const draft = keyedRecords(items(200)).edit();
    draft.set(item(1000));
    expect(draft.get(item(1000).id)).toEqual(item(1000));
    expect(draft.delete(item(1000).id)).toBe(true);
    expect(draft.delete(item(1000).id)).toBe(false);
    for (let n = 200; n < 400; n += 1) draft.set(item(n));
    const done = draft.done();
    expect(done.size).toBe(400);
    expect(sortedIds(done)).toEqual(
      items(400)
        .map((record) => record.id)
        .sort(),
    );
  });
});

describe('applyChange on a big practice history', () => {
  it('writes a grade on 20,000 reviews sharing every part of the history it does not touch', () => {
    const base = buildLibrary({ sets: { Gig: ['Solar'] } });
    const review = (n: number): Review => ({
      id: `rev${String(n).padStart(12, '0')}`,
      song: 'solar0000000000',
      title: 'Solar',
      grade: 3,
      source: 'practice',
      key: 'C',
      level: 'med',
      seconds: 60,
      reviewed: 1_700_000_000_000 + n * 60_000,
    });
    const library = { ...base, reviews: keyedRecords(Array.from({ length: 20_000 }, (_, n) => review(n))) };
    const after = applyChange(library, {
      ops: [
        { type: 'delete', collection: 'reviews', id: review(0).id },
        { type: 'create', collection: 'reviews', record: review(20_000) },
      ],
    });
    expect(after.reviews.size).toBe(20_000);
    expect(after.reviews.get(review(0).id)).toBeUndefined();
    expect(after.reviews.get(review(20_000).id)).toEqual(review(20_000));
    expect(library.reviews.get(review(0).id)).toEqual(review(0));
    // The other collections are the same objects; of the reviews, only the two paths were copied.
    expect(after.songs).toBe(library.songs);
    expect(after.plays).toBe(library.plays);
    const old = arraysOf(library.reviews as never);
    const copied = [...arraysOf(after.reviews as never)].filter((array) => !old.has(array));
    expect(copied.length).toBeLessThanOrEqual(10);
    expect(changedRecords(library.reviews, after.reviews)).toHaveLength(2);
  });
});
