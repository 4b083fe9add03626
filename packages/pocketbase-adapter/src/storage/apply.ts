import {
  type AccountSettings,
  type ApplyOptions,
  type Change,
  COLLECTIONS,
  type CollectionName,
  type Id,
  isId,
  type Operation,
  TunedeckError,
} from '@tunedeck/core';
import type PocketBase from 'pocketbase';
import { type ErrorContext, fromBatchError } from './errors.js';
import { toBody, unknownPatchField } from './records.js';

const invalid = (detail: string, field?: string) => new TunedeckError('invalid-data', detail, field);

function checkAccountPatch(patch: unknown): Partial<AccountSettings> {
  if (typeof patch !== 'object' || patch === null) throw invalid('account patch is not an object');
  for (const [field, value] of Object.entries(patch)) {
    if (field === 'loginToPicker' && typeof value !== 'boolean') throw invalid('loginToPicker', field);
    else if (field === 'pickerSet' && !isId(value)) throw invalid('pickerSet', field);
    else if (field !== 'loginToPicker' && field !== 'pickerSet') {
      throw invalid(`account field ${field} cannot be changed`, field);
    }
  }
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
 * Sends a change as ONE batch request: PocketBase runs a batch in one transaction, so every step
 * applies or none does; API rules and the hooks check each step as they would a single request.
 * Resolves with the account settings the change wrote.
 */
export async function applyChange(
  pb: PocketBase,
  owner: Id,
  change: Change,
  options: ApplyOptions = {},
): Promise<Partial<AccountSettings>> {
  const ops = (objectOf(change, 'change') as { ops?: unknown }).ops;
  if (!Array.isArray(ops)) throw invalid('change.ops is not a list');
  if (ops.length === 0) return {};
  const batch = pb.createBatch();
  const contexts: ErrorContext[] = [];
  let settings: Partial<AccountSettings> = {};
  for (const op of ops as Operation[]) {
    objectOf(op, 'operation');
    if (op.type === 'account') {
      const patch = checkAccountPatch(op.patch);
      settings = { ...settings, ...patch };
      batch.collection('users').update(owner, patch);
      contexts.push({});
      continue;
    }
    const collection = collectionOf(op);
    const records = batch.collection(collection);
    switch (op.type) {
      case 'create':
        records.create(toBody(collection, objectOf(op.record, 'record'), owner, true));
        break;
      case 'upsert':
        records.upsert(toBody(collection, objectOf(op.record, 'record'), owner, true));
        break;
      case 'update': {
        const patch = objectOf(op.patch, 'patch');
        const unknown = unknownPatchField(collection, patch);
        if (unknown) throw invalid(`${collection}.${unknown} cannot be changed`, unknown);
        if (!isId(op.id)) throw new TunedeckError('not-found', `${collection} ${String(op.id)}`);
        records.update(op.id, toBody(collection, patch, owner, false));
        break;
      }
      case 'delete':
        if (!isId(op.id)) throw new TunedeckError('not-found', `${collection} ${String(op.id)}`);
        records.delete(op.id);
        break;
      default:
        throw invalid(`unknown operation ${String((op as { type?: unknown }).type)}`);
    }
    contexts.push({ collection, creates: op.type === 'create' || op.type === 'upsert' });
  }
  try {
    await batch.send({ requestKey: null, ...(options.keepalive ? { keepalive: true } : {}) });
  } catch (error) {
    throw fromBatchError(error, (index) => contexts[index] ?? {});
  }
  return settings;
}
