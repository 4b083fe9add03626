import { isKeyedCollection, libraryRecord } from '../model/collections.js';
import type { KeyedRecords, RecordsDraft } from '../model/keyed.js';
import { isId } from '../model/random.js';
import type { AccountSettings, CollectionName, Id, Library, Review } from '../model/records.js';
import { noteReviewSteps, type ReviewStep } from '../practice/review-steps.js';
import { isPracticeSettings } from '../practice/settings.js';
import { isTourState } from '../tour/state.js';
import type { Change } from './operation.js';

export type { Change, Operation } from './operation.js';

export const NO_CHANGE: Change = Object.freeze({ ops: [] }) as Change;

export function isEmptyChange(change: Change): boolean {
  return change.ops.length === 0;
}

/** Why a change could not apply to a library. */
export class ChangeConflict extends Error {
  constructor(
    readonly reason: 'missing' | 'exists',
    readonly collection: CollectionName | 'account',
    readonly id: Id,
  ) {
    super(`${reason === 'missing' ? 'No' : 'Already a'} ${collection} record ${id}`);
    this.name = 'ChangeConflict';
  }
}

export interface ApplyChangeOptions {
  /**
   * Skip steps that cannot apply instead of throwing: a create of an existing record replaces it, an
   * update or delete of a missing record is dropped. The client store rebases its optimistic writes
   * this way over realtime events, which may already contain them.
   */
  lenient?: boolean;
}

/**
 * Applies a change to a library and returns the new library, sharing every collection the change does
 * not touch. Throws `ChangeConflict` when a step cannot apply (unless `lenient`). Account steps are
 * ignored here (the account is not part of the library); use `accountPatch` for them.
 */
export function applyChange(library: Library, change: Change, options: ApplyChangeOptions = {}): Library {
  const lenient = options.lenient === true;
  const next: Record<CollectionName, unknown> = { ...library };
  const copied = new Set<CollectionName>();
  // The big collections are written through a draft each (one batch per change): what the change
  // touches is copied, not the collection (see model/keyed.ts).
  const drafts = new Map<CollectionName, RecordsDraft<{ id: Id }>>();
  const writable = (collection: CollectionName): Writable => {
    if (isKeyedCollection(collection)) {
      let draft = drafts.get(collection);
      if (!draft) {
        draft = (library[collection] as KeyedRecords<{ id: Id }>).edit();
        drafts.set(collection, draft);
      }
      return draft;
    }
    if (!copied.has(collection)) {
      next[collection] = { ...(next[collection] as object) };
      copied.add(collection);
    }
    return plainWriter(next[collection] as Record<Id, { id: Id }>);
  };
  const holds = (collection: CollectionName, id: Id): boolean =>
    (drafts.get(collection) ?? plainWriter(next[collection] as Record<Id, { id: Id }>)).get(id) !== undefined;
  const removeMemberships = (field: 'set' | 'song', id: Id) => {
    const memberships = writable('memberships');
    for (const membership of Object.values(next.memberships as Library['memberships'])) {
      if (membership[field] === id) memberships.delete(membership.id);
    }
  };

  // What the change does to the practice history, for its index (see practice/reviews.ts).
  const reviewSteps: ReviewStep[] = [];

  for (const op of change.ops) {
    if (op.type === 'account') continue;
    const records = writable(op.collection);
    const id = op.type === 'create' || op.type === 'upsert' ? op.record.id : op.id;
    const before = op.collection === 'reviews' ? (records.get(id) as Review | undefined) : undefined;
    switch (op.type) {
      case 'create':
        if (records.get(op.record.id) && !lenient)
          throw new ChangeConflict('exists', op.collection, op.record.id);
        records.set(op.record);
        break;
      case 'upsert':
        records.set(op.record);
        break;
      case 'update': {
        const current = records.get(op.id);
        if (!current) {
          if (lenient) break;
          throw new ChangeConflict('missing', op.collection, op.id);
        }
        records.set({ ...current, ...op.patch, id: op.id });
        break;
      }
      case 'delete':
        if (!records.delete(op.id)) {
          if (lenient) break;
          throw new ChangeConflict('missing', op.collection, op.id);
        }
        if (op.collection === 'songs') {
          removeMemberships('song', op.id);
          if (holds('cards', op.id)) writable('cards').delete(op.id);
          if (holds('charts', op.id)) writable('charts').delete(op.id);
        }
        if (op.collection === 'sets') {
          removeMemberships('set', op.id);
          if (holds('pickers', op.id)) writable('pickers').delete(op.id);
        }
        break;
    }
    if (op.collection === 'reviews') {
      const after = records.get(id) as Review | undefined;
      if (before || after) reviewSteps.push({ before, after });
    }
  }
  for (const [collection, draft] of drafts) next[collection] = draft.done();
  const result = next as unknown as Library;
  if (result.reviews !== library.reviews) noteReviewSteps(library.reviews, result.reviews, reviewSteps);
  return result;
}

/** A collection being written: a draft of a `KeyedRecords`, or a plain object copied for the change. */
type Writable = Pick<RecordsDraft<{ id: Id }>, 'get' | 'set' | 'delete'>;

function plainWriter(records: Record<Id, { id: Id }>): Writable {
  return {
    get: (id) => (Object.hasOwn(records, id) ? records[id] : undefined),
    set: (record) => {
      records[record.id] = record;
    },
    delete: (id) => Object.hasOwn(records, id) && delete records[id],
  };
}

/** What an account step of a change may write, and the shape of each value. */
const ACCOUNT_SETTINGS: Record<keyof AccountSettings, (value: unknown) => boolean> = {
  loginToPicker: (value) => typeof value === 'boolean',
  pickerSet: isId,
  tour: (value) => value === null || isTourState(value),
  practice: (value) => value === null || isPracticeSettings(value),
};

/**
 * Why an account step's patch (untrusted input) cannot apply: it is not an object, names a field other
 * than the settings, or holds a malformed value. Null when it is well formed; whether the picker set
 * exists and is the user's is the storage's to check.
 */
export function accountPatchProblem(
  patch: unknown,
): { field?: string; detail: string; kind: 'not-an-object' | 'unknown-field' | 'wrong-type' } | null {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
    return { detail: 'account patch is not an object', kind: 'not-an-object' };
  }
  for (const field of Object.keys(patch)) {
    if (!Object.hasOwn(ACCOUNT_SETTINGS, field)) {
      return { field, detail: `account field ${field} cannot be changed`, kind: 'unknown-field' };
    }
    const value = (patch as Record<string, unknown>)[field];
    if (!ACCOUNT_SETTINGS[field as keyof AccountSettings](value)) {
      return { field, detail: `account field ${field} is malformed`, kind: 'wrong-type' };
    }
  }
  return null;
}

/** The account settings a change writes, merged in order; empty when it writes none. */
export function accountPatch(change: Change): Partial<AccountSettings> {
  let patch: Partial<AccountSettings> = {};
  for (const op of change.ops) if (op.type === 'account') patch = { ...patch, ...op.patch };
  return patch;
}

/** Joins changes into one, in order. */
export function combineChanges(...changes: Change[]): Change {
  return { ops: changes.flatMap((change) => change.ops) };
}

/**
 * Whether `library` (and `account`) already hold everything `change` does: each created record there
 * with the same fields, each update's fields as patched, each deleted record gone. A write whose answer
 * was lost on the way (the page reloaded, the network dropped after the server took it) is sent again
 * later; the server then refuses it (its ids are taken), and this tells that it had succeeded.
 */
export function changeIsApplied(
  change: Change,
  library: Library,
  account: Partial<AccountSettings> | null,
): boolean {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const holds = (stored: object | undefined, fields: object) =>
    stored !== undefined &&
    Object.entries(fields).every(([field, value]) => same((stored as Record<string, unknown>)[field], value));
  return change.ops.every((op) => {
    if (op.type === 'account') return account !== null && holds(account, op.patch);
    const record = (id: Id) => libraryRecord(library, op.collection, id);
    if (op.type === 'delete') return record(op.id) === undefined;
    if (op.type === 'update') return holds(record(op.id), op.patch);
    return holds(record(op.record.id), op.record);
  });
}
