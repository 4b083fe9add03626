import { expect } from 'vitest';
import type { Operation } from '../../library/change.js';
import { DEFAULT_KEY, DEFAULT_KNOWLEDGE, PICK_PATTERN, PLAYABLE_KEYS } from '../../model/constants.js';
import { createId } from '../../model/random.js';
import type {
  CollectionName,
  CollectionRecords,
  Id,
  Membership,
  PickerRecord,
  Song,
  SongSet,
  WishEntry,
} from '../../model/records.js';
import type { TunedeckErrorCode } from '../../storage/errors.js';
import type { LibraryEvent } from '../../storage/storage.js';

/** The password of every contract account. */
export const PASSWORD = 'contract-pass-1';

/** How long the contract waits for something asynchronous (a realtime event, an email). */
export const WAIT_MS = 3000;

let emailCounter = 0;

/** An address no other test (or earlier run against the same server) has used. */
export function uniqueEmail(label = 'user'): string {
  emailCounter += 1;
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `${label.toLowerCase()}-${emailCounter}-${suffix}@example.com`;
}

export const newId = (): Id => createId();

export function song(title: string, fields: Partial<Omit<Song, 'title'>> = {}): Song {
  return {
    id: newId(),
    title,
    key: DEFAULT_KEY,
    knowledge: DEFAULT_KNOWLEDGE,
    notes: '',
    composer: '',
    style: '',
    created: Date.now(),
    ...fields,
  };
}

export function songSet(name: string): SongSet {
  return { id: newId(), name, created: Date.now() };
}

export function membership(set: Id, songId: Id): Membership {
  return { id: newId(), set, song: songId };
}

export function wish(title: string): WishEntry {
  return { id: newId(), title, created: Date.now() };
}

export function picker(set: Id, version = 0): PickerRecord {
  return {
    id: set,
    set,
    state: {
      played: [],
      bag: [...PICK_PATTERN],
      keyBag: [...PLAYABLE_KEYS],
      current: null,
      version,
      updated: Date.now(),
    },
  };
}

export function create<C extends CollectionName>(collection: C, record: CollectionRecords[C]): Operation {
  return { type: 'create', collection, record } as Operation;
}

export function upsert<C extends CollectionName>(collection: C, record: CollectionRecords[C]): Operation {
  return { type: 'upsert', collection, record } as Operation;
}

export function update<C extends CollectionName>(
  collection: C,
  id: Id,
  patch: Partial<Omit<CollectionRecords[C], 'id'>>,
): Operation {
  return { type: 'update', collection, id, patch } as Operation;
}

export function remove(collection: CollectionName, id: Id): Operation {
  return { type: 'delete', collection, id };
}

/** Asserts that a promise rejects with a `TunedeckError` of this code. */
export async function expectError(promise: Promise<unknown>, code: TunedeckErrorCode): Promise<void> {
  const outcome = await promise.then(
    () => ({ resolved: true as const }),
    (error: unknown) => ({ resolved: false as const, error }),
  );
  expect(outcome.resolved, `expected a '${code}' error, but the call succeeded`).toBe(false);
  if (!outcome.resolved) expect(outcome.error).toMatchObject({ name: 'TunedeckError', code });
}

/** Polls until `check` returns something other than undefined or false, for up to `WAIT_MS`. */
export async function eventually<T>(check: () => T | undefined | false, what: string): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${WAIT_MS} ms waiting for ${what}`);
    await new Promise<void>((resolve) => setTimeout(() => resolve(), 10));
  }
}

/** Matches an upsert of this record id (in this collection). */
export function isUpsert(collection: CollectionName, id: Id) {
  return (event: LibraryEvent) =>
    event.type === 'upsert' && event.collection === collection && event.record.id === id;
}

export function isDelete(collection: CollectionName, id: Id) {
  return (event: LibraryEvent) =>
    event.type === 'delete' && event.collection === collection && event.id === id;
}

/** Every record id an event names. */
export function idsOf(event: LibraryEvent): Id[] {
  if (event.type === 'delete') return [event.id];
  if (event.type === 'account') return [event.account.id, event.account.pickerSet];
  if (event.type === 'changed' || event.type === 'connection') return [];
  const record = event.record as unknown as Record<string, unknown>;
  return ['id', 'set', 'song']
    .map((field) => record[field])
    .filter((value): value is Id => typeof value === 'string');
}
