import { accountLimitProblem } from '../../library/account-limits.js';
import {
  accountPatchProblem,
  applyChange,
  type Change,
  ChangeConflict,
  type Operation,
} from '../../library/change.js';
import { libraryRecords } from '../../model/collections.js';
import { LIMITS } from '../../model/constants.js';
import { fieldTypeProblem, timeKindOf } from '../../model/field-types.js';
import { isId } from '../../model/random.js';
import {
  type AccountSettings,
  COLLECTIONS,
  type CollectionName,
  type CollectionRecords,
  type Id,
  type Library,
  type PickerRecord,
  RECORD_LINKS,
} from '../../model/records.js';
import { timeBoundsText } from '../../model/times.js';
import { acceptsPickerWrite } from '../../picker/write-order.js';
import { titleKey } from '../../text/normalise.js';
import { PickerConflictError, TunedeckError } from '../errors.js';
import { copy } from './library-events.js';
import { parseRecord } from './records.js';

/** What a change leaves behind once the server has accepted it. */
export interface CheckedChange {
  library: Library;
  settings: AccountSettings;
}

/** Whether a record id is taken by another user's record (ids are unique per collection on the server). */
export type ForeignIdCheck = (collection: CollectionName, id: Id) => boolean;

type AnyRecord = CollectionRecords[CollectionName];
type Unique = {
  index: Map<string, Id>;
  key: (record: never) => string;
  code: 'title-taken' | 'set-name-taken' | 'wish-title-taken' | 'already-in-set';
};

const uniqueKeys: Partial<Record<CollectionName, Pick<Unique, 'key' | 'code'>>> = {
  songs: { key: (song: CollectionRecords['songs']) => titleKey(song.title), code: 'title-taken' },
  sets: { key: (set: CollectionRecords['sets']) => titleKey(set.name), code: 'set-name-taken' },
  wishlist: { key: (wish: CollectionRecords['wishlist']) => titleKey(wish.title), code: 'wish-title-taken' },
  memberships: { key: (m: CollectionRecords['memberships']) => `${m.set}/${m.song}`, code: 'already-in-set' },
};

const notFound = (collection: string, id: unknown) =>
  new TunedeckError('not-found', `${collection} ${String(id)}`);
const invalidData = (detail: string) => new TunedeckError('invalid-data', detail);

/**
 * The library as the server sees it while it walks a change: each step is checked against the state the
 * steps before it left, as a database checks every statement of a transaction.
 */
class WorkingLibrary {
  readonly records = new Map<CollectionName, Map<Id, AnyRecord>>();
  readonly unique = new Map<CollectionName, Unique>();

  constructor(library: Library) {
    for (const collection of COLLECTIONS) {
      const records = new Map<Id, AnyRecord>(
        libraryRecords(library, collection).map((record) => [record.id, record as AnyRecord]),
      );
      this.records.set(collection, records);
      const spec = uniqueKeys[collection];
      if (!spec) continue;
      const index = new Map<string, Id>();
      for (const record of records.values()) index.set(spec.key(record as never), record.id);
      this.unique.set(collection, { ...spec, index });
    }
  }

  of(collection: CollectionName): Map<Id, AnyRecord> {
    return this.records.get(collection)!;
  }

  has(collection: CollectionName, id: Id): boolean {
    return this.of(collection).has(id);
  }

  put(collection: CollectionName, record: AnyRecord): void {
    this.checkLinks(collection, record);
    const unique = this.unique.get(collection);
    const previous = this.of(collection).get(record.id);
    if (unique) {
      const key = unique.key(record as never);
      const holder = unique.index.get(key);
      if (holder !== undefined && holder !== record.id) throw new TunedeckError(unique.code, key);
      if (previous) unique.index.delete(unique.key(previous as never));
      unique.index.set(key, record.id);
    }
    this.of(collection).set(record.id, record);
  }

  remove(collection: CollectionName, id: Id): void {
    const record = this.of(collection).get(id);
    if (!record) return;
    this.of(collection).delete(id);
    this.unique.get(collection)?.index.delete(this.unique.get(collection)!.key(record as never));
    if (collection === 'songs' || collection === 'sets') {
      const field = collection === 'songs' ? 'song' : 'set';
      for (const membership of [...this.of('memberships').values()] as CollectionRecords['memberships'][]) {
        if (membership[field] === id) this.remove('memberships', membership.id);
      }
    }
    if (collection === 'sets') this.remove('pickers', id);
    if (collection === 'songs') this.remove('charts', id);
  }

  private checkLinks(collection: CollectionName, record: AnyRecord): void {
    if (collection === 'memberships') {
      const membership = record as CollectionRecords['memberships'];
      if (!this.has('sets', membership.set)) throw notFound('sets', membership.set);
      if (!this.has('songs', membership.song)) throw notFound('songs', membership.song);
    }
    if (collection === 'pickers' && !this.has('sets', record.id)) throw notFound('sets', record.id);
    if (collection === 'charts' && !this.has('songs', record.id)) throw notFound('songs', record.id);
  }
}

function fieldsOf(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidData(`${what} is not an object`);
  return value as Record<string, unknown>;
}

function collectionOf(op: Record<string, unknown>): CollectionName {
  const collection = op.collection;
  if (!(COLLECTIONS as readonly unknown[]).includes(collection))
    throw invalidData(`unknown collection ${String(collection)}`);
  return collection as CollectionName;
}

/** Compare-and-set: a picker state replaces only an older one, so a stale device never wins. */
function checkPickerWrite(working: WorkingLibrary, record: PickerRecord): void {
  const stored = working.of('pickers').get(record.id) as PickerRecord | undefined;
  if (stored && !acceptsPickerWrite(stored.state, record.state)) {
    throw new PickerConflictError(copy(stored.state));
  }
}

function checkAccountPatch(value: unknown, working: WorkingLibrary): Partial<AccountSettings> {
  const problem = accountPatchProblem(value);
  if (problem) throw new TunedeckError('invalid-data', problem.detail, problem.field);
  const patch = value as Partial<AccountSettings>;
  if (patch.pickerSet !== undefined && !working.has('sets', patch.pickerSet)) {
    throw notFound('sets', patch.pickerSet);
  }
  const checked: Partial<AccountSettings> = {};
  if (patch.loginToPicker !== undefined) checked.loginToPicker = patch.loginToPicker;
  if (patch.pickerSet !== undefined) checked.pickerSet = patch.pickerSet;
  if (patch.tour !== undefined) checked.tour = patch.tour;
  if (patch.practice !== undefined) checked.practice = patch.practice && copy(patch.practice);
  return checked;
}

/**
 * Refuses a time out of bounds among `fields` (a new record or a patch), as the server does: from 2000
 * to a day past `now`, a card's due date up to the scheduler's longest interval past it, and a picker
 * state's last change likewise (or 0, never changed).
 */
function checkTimes(collection: CollectionName, fields: Record<string, unknown>, now: number | null): void {
  if (now === null) return;
  for (const field of Object.keys(fields)) {
    const kind = collection === 'pickers' && field === 'state' ? 'past' : timeKindOf(collection, field);
    if (kind !== null && fieldTypeProblem(collection, field, fields[field], now))
      throw new TunedeckError('invalid-data', `${collection}.${field}: not ${timeBoundsText(kind)}`, field);
  }
}

function checkOperation(
  raw: unknown,
  working: WorkingLibrary,
  isForeignId: ForeignIdCheck,
  now: number | null,
): Operation | { type: 'account'; patch: Partial<AccountSettings> } {
  const op = fieldsOf(raw, 'operation');
  if (op.type === 'account') return { type: 'account', patch: checkAccountPatch(op.patch, working) };
  const collection = collectionOf(op);
  switch (op.type) {
    case 'create':
    case 'upsert': {
      const record = parseRecord(collection, op.record);
      checkTimes(collection, record as unknown as Record<string, unknown>, now);
      if (isForeignId(collection, record.id)) {
        if (op.type === 'create') throw invalidData(`${collection} id ${record.id} is taken`);
        throw notFound(collection, record.id);
      }
      if (collection === 'pickers') checkPickerWrite(working, record as PickerRecord);
      if (op.type === 'create' && working.has(collection, record.id)) {
        throw invalidData(`${collection} id ${record.id} is taken`);
      }
      working.put(collection, record);
      return { type: op.type, collection, record } as Operation;
    }
    case 'update': {
      const current = isId(op.id) ? working.of(collection).get(op.id) : undefined;
      if (!current) throw notFound(collection, op.id);
      const changes = fieldsOf(op.patch, 'update patch');
      for (const link of Object.keys(RECORD_LINKS[collection])) {
        if (link in changes && changes[link] !== (current as unknown as Record<string, unknown>)[link]) {
          throw invalidData(`${collection}.${link} cannot change`);
        }
      }
      const record = parseRecord(collection, { ...current, ...changes, id: current.id });
      checkTimes(collection, changes, now);
      // An update without a state writes none (its only other field, the set, cannot change).
      if (collection === 'pickers' && 'state' in changes) checkPickerWrite(working, record as PickerRecord);
      working.put(collection, record);
      // A whole record as the patch keeps the sanitised values and drops unknown fields.
      const { id: _id, ...patch } = record;
      return { type: 'update', collection, id: current.id, patch } as Operation;
    }
    case 'delete': {
      if (!isId(op.id) || !working.has(collection, op.id)) throw notFound(collection, op.id);
      working.remove(collection, op.id);
      return { type: 'delete', collection, id: op.id };
    }
    default:
      throw invalidData(`unknown operation ${String(op.type)}`);
  }
}

/**
 * Checks a change as the real server does at `now` and computes its result, or throws the
 * `TunedeckError` the server would answer. `change` is untrusted input: every record is validated and
 * copied. With `now` null the times are taken as they are: a test's seeded library, which may hold what
 * the server refuses today (a record stored out of bounds, to show how the screens bear it).
 */
export function checkChange(
  library: Library,
  settings: AccountSettings,
  change: Change,
  isForeignId: ForeignIdCheck,
  now: number | null,
  verified = true,
): CheckedChange {
  const { ops } = fieldsOf(change, 'change');
  if (!Array.isArray(ops)) throw invalidData('change.ops is not a list');
  const working = new WorkingLibrary(library);
  let nextSettings = { ...settings };
  const checked: Operation[] = [];
  for (const raw of ops) {
    const op = checkOperation(raw, working, isForeignId, now);
    if (op.type === 'account') nextSettings = { ...nextSettings, ...op.patch };
    checked.push(op);
  }
  if (working.of('sets').size === 0)
    throw new TunedeckError('last-set', 'at least one set must always exist');
  if (!working.has('sets', nextSettings.pickerSet)) {
    throw new TunedeckError('invalid-data', 'the picker set must exist', 'pickerSet');
  }
  // The practice history is capped: a change that adds reviews must let the oldest go past the cap.
  const addsReviews = checked.some((op) => op.type === 'create' && op.collection === 'reviews');
  if (addsReviews && working.of('reviews').size > LIMITS.reviews)
    throw new TunedeckError('invalid-data', `At most ${LIMITS.reviews} reviews are kept.`, 'id');
  // What one account holds (core's caps), checked on the collections the change added to.
  const grown = new Set(checked.flatMap((op) => (op.type === 'create' ? [op.collection] : [])));
  const counts = Object.fromEntries(
    COLLECTIONS.map((collection) => [collection, working.of(collection).size]),
  );
  const overLimit = accountLimitProblem(counts, grown, verified);
  if (overLimit) throw new TunedeckError('account-full', overLimit.message, 'id');
  try {
    return { library: applyChange(library, { ops: checked }), settings: nextSettings };
  } catch (error) {
    // Unreachable while the walk above mirrors applyChange; answer as the server would if it happened.
    if (error instanceof ChangeConflict) {
      throw error.reason === 'missing' ? notFound(error.collection, error.id) : invalidData(error.message);
    }
    throw error;
  }
}
