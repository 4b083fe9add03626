import { isId } from '../model/random.js';
import type { AccountSettings, CollectionName, CollectionRecords, Id, Library } from '../model/records.js';
import { noteReviewSteps, type ReviewStep } from '../practice/reviews.js';
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
  const next: { [C in CollectionName]: Record<Id, CollectionRecords[C]> } = { ...library } as never;
  const copied = new Set<CollectionName>();
  const writable = <C extends CollectionName>(collection: C): Record<Id, CollectionRecords[C]> => {
    if (!copied.has(collection)) {
      next[collection] = { ...next[collection] } as never;
      copied.add(collection);
    }
    return next[collection] as Record<Id, CollectionRecords[C]>;
  };
  const removeMemberships = (field: 'set' | 'song', id: Id) => {
    const memberships = writable('memberships');
    for (const membership of Object.values(memberships)) {
      if (membership[field] === id) delete memberships[membership.id];
    }
  };

  // What the change does to the practice history, for its index (see practice/reviews.ts).
  const reviewSteps: ReviewStep[] = [];

  for (const op of change.ops) {
    if (op.type === 'account') continue;
    const records = writable(op.collection) as Record<Id, { id: Id }>;
    const id = op.type === 'create' || op.type === 'upsert' ? op.record.id : op.id;
    const before = op.collection === 'reviews' ? next.reviews[id] : undefined;
    switch (op.type) {
      case 'create':
        if (records[op.record.id] && !lenient)
          throw new ChangeConflict('exists', op.collection, op.record.id);
        records[op.record.id] = op.record;
        break;
      case 'upsert':
        records[op.record.id] = op.record;
        break;
      case 'update': {
        const current = records[op.id];
        if (!current) {
          if (lenient) break;
          throw new ChangeConflict('missing', op.collection, op.id);
        }
        records[op.id] = { ...current, ...op.patch, id: op.id };
        break;
      }
      case 'delete':
        if (!records[op.id]) {
          if (lenient) break;
          throw new ChangeConflict('missing', op.collection, op.id);
        }
        delete records[op.id];
        if (op.collection === 'songs') {
          removeMemberships('song', op.id);
          if (next.cards[op.id]) delete writable('cards')[op.id];
          if (next.charts[op.id]) delete writable('charts')[op.id];
        }
        if (op.collection === 'sets') {
          removeMemberships('set', op.id);
          if (next.pickers[op.id]) delete writable('pickers')[op.id];
        }
        break;
    }
    if (op.collection === 'reviews' && (before || next.reviews[id]))
      reviewSteps.push({ before, after: next.reviews[id] });
  }
  if (copied.has('reviews')) noteReviewSteps(library.reviews, next.reviews, reviewSteps);
  return next;
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
    const records = library[op.collection] as Readonly<Record<Id, object>>;
    if (op.type === 'delete') return records[op.id] === undefined;
    if (op.type === 'update') return holds(records[op.id], op.patch);
    return holds(records[op.record.id], op.record);
  });
}
