// A persistent (immutable, structurally shared) collection of records keyed by id, for the library's
// big collections (reviews, plays, gigs: 20,000 reviews at the cap). A write copies only the path to
// what it touches (at most a few arrays of 32 slots and one bucket of at most 8 records), never the
// whole collection, so a grade's write costs the same with 20 reviews or 20,000.
//
// A hash trie: each id's 32-bit hash picks a slot of 32 at each level, 5 bits a level; a slot holds a
// bucket (a short array of records) or a deeper branch. Written here, not taken from the registry: the
// maintained persistent maps (immutable, @collectable/map) are 5–20 KB gz, and hamt_plus (2.8 KB gz,
// unchanged since 2017) has neither types nor a memoized list of values; this is about 1 KB gz.
import type { Id } from './id.js';

const BITS = 5;
const WIDTH = 1 << BITS;
const MASK = WIDTH - 1;
/** Past this many records a bucket becomes a branch (except at the last level, where hashes end). */
const BUCKET = 8;
/** Levels of branches: 6 × 5 bits, then the hash's last 2 bits sort the buckets of the last level. */
const LEVELS = 6;

interface Keyed {
  readonly id: Id;
}

type Bucket<T> = T[];
class Branch<T> {
  constructor(readonly slots: Array<Slot<T>>) {}
}
type Slot<T> = Bucket<T> | Branch<T> | undefined;

/** FNV-1a of the id. */
function hashOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Where a hash comes in the trie's order: its 5-bit groups, the lowest first, as the levels read them. */
function rankOf(hash: number): number {
  let rank = 0;
  for (let level = 0; level < LEVELS; level += 1) rank = rank * WIDTH + ((hash >>> (level * BITS)) & MASK);
  return rank * 4 + (hash >>> (LEVELS * BITS));
}

/** The trie's order: by `rankOf` the ids' hashes, then by id (`values()` gives records in it). */
function before(a: Keyed, b: Keyed): boolean {
  const ra = rankOf(hashOf(a.id));
  const rb = rankOf(hashOf(b.id));
  return ra < rb || (ra === rb && a.id < b.id);
}

const slotOf = (hash: number, level: number) => (hash >>> (level * BITS)) & MASK;

function lookup<T extends Keyed>(root: Branch<T>, id: Id): T | undefined {
  const hash = hashOf(id);
  let slot: Slot<T> = root;
  for (let level = 0; slot instanceof Branch; level += 1) slot = slot.slots[slotOf(hash, level)];
  if (slot) for (const record of slot) if (record.id === id) return record;
  return undefined;
}

function collect<T>(slot: Slot<T>, into: T[]): void {
  if (slot === undefined) return;
  if (slot instanceof Branch) for (const child of slot.slots) collect(child, into);
  else for (const record of slot) into.push(record);
}

/**
 * An immutable collection of records keyed by their `id`. Reads by id are O(1); `values()` lists them
 * (worked out once per collection); writes go through `edit()` (or `with`/`without`) and return a new
 * collection sharing everything they did not touch. Its JSON is the plain `{ [id]: record }` object.
 * Its own properties are not enumerable: `Object.values` of it is empty (read `values()`), and a
 * structured clone (IndexedDB, postMessage) loses it: send `toJSON()` and read back with `keyedRecords`.
 */
export class KeyedRecords<T extends Keyed> {
  declare readonly size: number;
  declare private readonly root: Branch<T>;
  declare private list: readonly T[] | undefined;
  /** Types only: the client store's snapshot (valtio) of a collection is the collection itself. */
  declare readonly $$valtioSnapshot: KeyedRecords<T>;

  /** @internal Use `keyedRecords` or `KeyedRecords.empty`. */
  constructor(root: Branch<T>, size: number) {
    Object.defineProperties(this, {
      root: { value: root },
      size: { value: size },
      list: { value: size === 0 ? [] : undefined, writable: true },
    });
  }

  static empty<T extends Keyed>(): KeyedRecords<T> {
    return new KeyedRecords<T>(new Branch(new Array(WIDTH).fill(undefined)), 0);
  }

  get(id: Id): T | undefined {
    return lookup(this.root, id);
  }

  has(id: Id): boolean {
    return this.get(id) !== undefined;
  }

  /** Every record, in the trie's order (by a hash of the id: no meaning, but the same for the same ids). */
  values(): readonly T[] {
    if (this.list === undefined) {
      const list: T[] = [];
      collect(this.root, list);
      this.list = list;
    }
    return this.list;
  }

  [Symbol.iterator](): Iterator<T> {
    return this.values()[Symbol.iterator]();
  }

  /** A draft to write on: its `done()` is the new collection (this one when nothing changed). */
  edit(): RecordsDraft<T> {
    return new RecordsDraft(this, this.root, this.size);
  }

  /** With these records put in (a record of the same id replaced). */
  with(...records: T[]): KeyedRecords<T> {
    const draft = this.edit();
    for (const record of records) draft.set(record);
    return draft.done();
  }

  /** Without the records of these ids. */
  without(...ids: Id[]): KeyedRecords<T> {
    const draft = this.edit();
    for (const id of ids) draft.delete(id);
    return draft.done();
  }

  /** The plain `{ [id]: record }` object, in `values()` order: the collection's wire and storage form. */
  toJSON(): Record<Id, T> {
    const object: Record<Id, T> = {};
    for (const record of this.values()) object[record.id] = record;
    return object;
  }

  /** @internal */
  static rootOf<T extends Keyed>(records: KeyedRecords<T>): Branch<T> {
    return records.root;
  }
}

/**
 * Writes on a collection, made in place on the arrays this draft copied (so a batch of writes copies
 * each array once), then frozen by `done()`.
 */
export class RecordsDraft<T extends Keyed> {
  private readonly owned = new Set<object>();
  private changed = false;

  constructor(
    private readonly base: KeyedRecords<T>,
    private root: Branch<T>,
    private size: number,
  ) {}

  get(id: Id): T | undefined {
    return lookup(this.root, id);
  }

  /** Puts the record in, replacing the one of the same id. */
  set(record: T): void {
    const hash = hashOf(record.id);
    let branch = this.branch(this.root);
    this.root = branch;
    for (let level = 0; ; level += 1) {
      const index = slotOf(hash, level);
      const slot = branch.slots[index];
      if (slot instanceof Branch) {
        const own = this.branch(slot);
        branch.slots[index] = own;
        branch = own;
        continue;
      }
      const found = slot ? slot.findIndex((held) => held.id === record.id) : -1;
      if (found >= 0 && slot![found] === record) return;
      const bucket = this.bucket(slot ?? []);
      if (found >= 0) bucket[found] = record;
      else {
        let at = bucket.length;
        while (at > 0 && before(record, bucket[at - 1]!)) at -= 1;
        bucket.splice(at, 0, record);
        this.size += 1;
      }
      branch.slots[index] =
        bucket.length > BUCKET && level + 1 < LEVELS ? this.split(bucket, level + 1) : bucket;
      this.changed = true;
      return;
    }
  }

  /** Takes out the record of this id; false when there was none. */
  delete(id: Id): boolean {
    const hash = hashOf(id);
    const path: Array<Branch<T>> = [];
    let slot: Slot<T> = this.root;
    for (let level = 0; slot instanceof Branch; level += 1) {
      path.push(slot);
      slot = slot.slots[slotOf(hash, level)];
    }
    const found = slot ? slot.findIndex((held) => held.id === id) : -1;
    if (found < 0) return false;
    this.root = this.branch(this.root);
    let branch = this.root;
    for (let level = 1; level < path.length; level += 1) {
      const index = slotOf(hash, level - 1);
      const own = this.branch(path[level]!);
      branch.slots[index] = own;
      branch = own;
    }
    const bucket = this.bucket(slot!);
    bucket.splice(found, 1);
    branch.slots[slotOf(hash, path.length - 1)] = bucket.length === 0 ? undefined : bucket;
    this.size -= 1;
    this.changed = true;
    return true;
  }

  /** The collection written: the one it was made from when nothing changed. */
  done(): KeyedRecords<T> {
    this.owned.clear();
    if (!this.changed) return this.base;
    return new KeyedRecords(this.root, this.size);
  }

  private branch(branch: Branch<T>): Branch<T> {
    if (this.owned.has(branch)) return branch;
    const copy = new Branch(branch.slots.slice());
    this.owned.add(copy);
    return copy;
  }

  private bucket(bucket: Bucket<T>): Bucket<T> {
    if (this.owned.has(bucket)) return bucket;
    const copy = bucket.slice();
    this.owned.add(copy);
    return copy;
  }

  /** A full bucket as a branch of the next level (records keep their order: the trie's). */
  private split(records: Bucket<T>, level: number): Branch<T> {
    const slots: Array<Bucket<T> | undefined> = new Array(WIDTH).fill(undefined);
    for (const record of records) {
      const index = slotOf(hashOf(record.id), level);
      const bucket = slots[index];
      if (bucket) bucket.push(record);
      else {
        const made = [record];
        this.owned.add(made);
        slots[index] = made;
      }
    }
    const branch = new Branch<T>(slots);
    this.owned.add(branch);
    slots.forEach((bucket, index) => {
      if (bucket && bucket.length > BUCKET && level + 1 < LEVELS)
        slots[index] = this.split(bucket, level + 1) as never;
    });
    return branch;
  }
}

/** A collection of these records: a plain `{ [id]: record }` object (as JSON has it) or a list. */
export function keyedRecords<T extends Keyed>(
  records: Readonly<Record<Id, T>> | Iterable<T> | KeyedRecords<T> = [],
): KeyedRecords<T> {
  if (records instanceof KeyedRecords) return records;
  const building = new KeyedBuilder<T>();
  if (Symbol.iterator in records) building.add(records as Iterable<T>);
  else for (const id in records) building.addOne((records as Record<Id, T>)[id]!);
  return building.done();
}

/**
 * A `KeyedRecords` made a part at a time: `add` each part as it comes (a big read parsed a page at a
 * time, with the page free between parts), then `done`. The same collection as `keyedRecords` of all
 * the parts at once; a record of an id added before replaces it.
 */
export class KeyedBuilder<T extends Keyed> {
  private readonly entries: Array<Entry<T>> = [];
  private readonly seen = new Map<Id, number>();

  add(records: Iterable<T>): void {
    for (const record of records) this.addOne(record);
  }

  addOne(record: T): void {
    const at = this.seen.get(record.id);
    if (at === undefined) {
      this.seen.set(record.id, this.entries.length);
      this.entries.push({ record, hash: hashOf(record.id) });
    } else this.entries[at]!.record = record;
  }

  /** The collection of every record added (the builder is spent). */
  done(): KeyedRecords<T> {
    if (this.entries.length === 0) return KeyedRecords.empty();
    return new KeyedRecords(built(this.entries, 0) as Branch<T>, this.entries.length);
  }
}

interface Entry<T> {
  record: T;
  hash: number;
}

/** The trie of these records from `level` down, made at once (a branch at the top level, always). */
function built<T extends Keyed>(entries: Array<Entry<T>>, level: number): Slot<T> {
  if (level > 0 && (entries.length <= BUCKET || level === LEVELS)) {
    if (entries.length > 1)
      entries.sort((a, b) => rankOf(a.hash) - rankOf(b.hash) || (a.record.id < b.record.id ? -1 : 1));
    return entries.map((entry) => entry.record);
  }
  const groups: Array<Array<Entry<T>> | undefined> = new Array(WIDTH).fill(undefined);
  for (const entry of entries) {
    const index = slotOf(entry.hash, level);
    const group = groups[index];
    if (group) group.push(entry);
    else groups[index] = [entry];
  }
  return new Branch(groups.map((group) => (group ? built(group, level + 1) : undefined)));
}

/**
 * The records that differ between two collections, by id (`before` absent for a new one, `after` for
 * one taken out): the parts both share are skipped, so two versions a few writes apart compare in the
 * time of those writes.
 */
export function changedRecords<T extends Keyed>(
  from: KeyedRecords<T>,
  to: KeyedRecords<T>,
): Array<{ before: T | undefined; after: T | undefined }> {
  const changes: Array<{ before: T | undefined; after: T | undefined }> = [];
  const walk = (a: Slot<T>, b: Slot<T>) => {
    if (a === b) return;
    if (a instanceof Branch && b instanceof Branch) {
      for (let index = 0; index < WIDTH; index += 1) walk(a.slots[index], b.slots[index]);
      return;
    }
    const old: T[] = [];
    const now: T[] = [];
    collect(a, old);
    collect(b, now);
    const held = new Map(old.map((record) => [record.id, record]));
    for (const record of now) {
      const was = held.get(record.id);
      held.delete(record.id);
      if (was !== record) changes.push({ before: was, after: record });
    }
    for (const was of held.values()) changes.push({ before: was, after: undefined });
  };
  walk(KeyedRecords.rootOf(from), KeyedRecords.rootOf(to));
  return changes;
}
