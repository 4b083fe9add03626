import {
  type AccountSettings,
  type ApplyOptions,
  accountPatch,
  accountPatchProblem,
  type Change,
  COLLECTIONS,
  type CollectionName,
  changeWritesProblem,
  isId,
  LIMITS,
  type Operation,
  TunedeckError,
} from '@tunedeck/core';
import type PocketBase from 'pocketbase';
import { type ErrorContext, fromChangeError } from './errors.js';
import { toFields, unknownPatchField } from './records.js';

const invalid = (detail: string, field?: string) => new TunedeckError('invalid-data', detail, field);

function checkAccountPatch(patch: unknown): Partial<AccountSettings> {
  const problem = accountPatchProblem(patch);
  if (problem) throw invalid(problem.detail, problem.field);
  return patch as Partial<AccountSettings>;
}

function collectionOf(op: Operation): CollectionName {
  const collection = (op as { collection?: unknown }).collection;
  if (!(COLLECTIONS as readonly unknown[]).includes(collection)) {
    throw invalid(`unknown collection ${String(collection)}`);
  }
  return collection as CollectionName;
}

function objectOf(value: unknown, what: string): object {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid(`${what} is not an object`);
  return value;
}

/**
 * Browsers refuse `keepalive` requests once the bodies of all those in flight add up to more than
 * 64 KiB; 60 KiB leaves room for another small one.
 */
export const KEEPALIVE_MAX_BYTES = 60 * 1024;

/** The route that applies a change in one transaction (pb_hooks/lib/changes.cjs). */
export const CHANGES_PATH = '/api/tunedeck/changes';

/** The most steps the route takes in one change: a 5,000-tune import into a new set is 10,001. */
export const MAX_CHANGE_OPS = LIMITS.changeOps;

/** An operation as the server takes it: core's fields only, so nothing else reaches the server. */
function toServerOp(op: Operation): { op: object; context: ErrorContext } {
  objectOf(op, 'operation');
  if (op.type === 'account')
    return { op: { type: 'account', patch: checkAccountPatch(op.patch) }, context: {} };
  const collection = collectionOf(op);
  const creates = op.type === 'create' || op.type === 'upsert';
  const context = { collection, creates };
  switch (op.type) {
    case 'create':
    case 'upsert': {
      const record = toFields(collection, objectOf(op.record, 'record'));
      return { op: { type: op.type, collection, record: { ...record, id: op.record.id } }, context };
    }
    case 'update': {
      const patch = objectOf(op.patch, 'patch');
      const unknown = unknownPatchField(collection, patch);
      if (unknown) throw invalid(`${collection}.${unknown} cannot be changed`, unknown);
      if (!isId(op.id)) throw new TunedeckError('not-found', `${collection} ${String(op.id)}`);
      return { op: { type: 'update', collection, id: op.id, patch: toFields(collection, patch) }, context };
    }
    case 'delete':
      if (!isId(op.id)) throw new TunedeckError('not-found', `${collection} ${String(op.id)}`);
      return { op: { type: 'delete', collection, id: op.id }, context };
    default:
      throw invalid(`unknown operation ${String((op as { type?: unknown }).type)}`);
  }
}

/**
 * Sends a change as ONE request to the server's change route, which applies every step in one
 * transaction (all or nothing) with the checks of the API rules and the record hooks. Resolves with
 * the account settings the change wrote.
 */
export async function applyChange(
  pb: PocketBase,
  change: Change,
  options: ApplyOptions = {},
): Promise<Partial<AccountSettings>> {
  const ops = (objectOf(change, 'change') as { ops?: unknown }).ops;
  if (!Array.isArray(ops)) throw invalid('change.ops is not a list');
  if (ops.length === 0) return {};
  if (ops.length > MAX_CHANGE_OPS) throw invalid(`a change has at most ${MAX_CHANGE_OPS} steps`);
  const converted = (ops as Operation[]).map(toServerOp);
  const writes = options.writes;
  if (writes !== undefined) {
    const problem = changeWritesProblem(writes, ops.length);
    if (problem) throw invalid(problem, 'writes');
  }
  const body = JSON.stringify({
    ops: converted.map((entry) => entry.op),
    ...(writes ? { writes: writes.map(({ key, ops: count }) => ({ key, ops: count })) } : {}),
  });
  const bytes = new TextEncoder().encode(body).length;
  // The server refuses larger bodies from their length alone (413); say so without sending it.
  if (bytes > LIMITS.changeBytes) throw invalid(`a change is at most ${LIMITS.changeBytes} bytes`);
  // A picker write on `pagehide` should outlive the page; a large body would make the browser refuse it.
  const keepalive = options.keepalive === true && bytes <= KEEPALIVE_MAX_BYTES;
  try {
    await pb.send(CHANGES_PATH, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      requestKey: null,
      ...(keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    throw fromChangeError(error, (index) => converted[index]?.context ?? {});
  }
  return accountPatch(change);
}
