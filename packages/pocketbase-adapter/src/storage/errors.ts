import {
  type CollectionName,
  PickerConflictError,
  parsePickerState,
  TunedeckError,
  type TunedeckErrorCode,
  toTunedeckError,
} from '@tunedeck/core';
import { ClientResponseError } from 'pocketbase';

type FieldErrors = Record<string, { code?: unknown } | undefined>;

const UNIQUE_CODES: Record<CollectionName, TunedeckErrorCode> = {
  songs: 'title-taken',
  sets: 'set-name-taken',
  wishlist: 'wish-title-taken',
  memberships: 'already-in-set',
  pickers: 'invalid-data',
  gigs: 'invalid-data',
  plays: 'invalid-data',
  cards: 'invalid-data',
  reviews: 'invalid-data',
  charts: 'invalid-data',
};

/** Field codes of the server (PocketBase's and Tunedeck's hooks') and what they mean. */
const FIELD_CODES: Record<string, TunedeckErrorCode> = {
  tunedeck_user_not_found: 'user-not-found',
  tunedeck_invalid_password: 'invalid-password',
  tunedeck_email_not_found: 'email-not-found',
  tunedeck_invalid_title: 'invalid-title',
  tunedeck_last_set: 'last-set',
  tunedeck_account_full: 'account-full',
  validation_missing_rel_records: 'not-found',
  validation_invalid_old_password: 'invalid-password',
  validation_is_email: 'invalid-email',
  validation_record_email_exists: 'email-taken',
  // request-email-change: the new address belongs to an account already.
  validation_invalid_new_email: 'email-taken',
};

function fieldCode(field: string, code: string, collection?: CollectionName): TunedeckErrorCode {
  if (FIELD_CODES[code]) return FIELD_CODES[code];
  if (field === 'token') return 'invalid-token';
  if (field === 'email' || field === 'newEmail') {
    // 'validation_not_in_invalid': the new address is the current one, which is in use too.
    return code === 'validation_not_unique' || code === 'validation_not_in_invalid'
      ? 'email-taken'
      : 'invalid-email';
  }
  if (field === 'password' && code === 'validation_min_text_constraint') return 'password-too-short';
  if (field === 'password' && code === 'validation_invalid_password') return 'invalid-password';
  if (code === 'validation_not_unique' && collection) return UNIQUE_CODES[collection];
  return 'invalid-data';
}

/** Context of a failed request: the collection written and whether it created a record. */
export interface ErrorContext {
  collection?: CollectionName;
  creates?: boolean;
}

/** Maps a server answer to a `TunedeckError` by status and field codes, never by message. */
export function fromResponse(status: number, data: unknown, context: ErrorContext = {}): TunedeckError {
  const detail = JSON.stringify(data ?? null).slice(0, 500);
  if (status === 401 || status === 403) return new TunedeckError('not-signed-in', detail);
  if (status === 404) return new TunedeckError('not-found', detail);
  if (status === 429) return new TunedeckError('rate-limited', detail);
  // The change route answers a stale picker write with the state it holds, to rebase onto.
  if (status === 409)
    return new PickerConflictError(parsePickerState((data as { current?: unknown })?.current));
  if (status === 413) return new TunedeckError('invalid-data', `too large: ${detail}`);
  if (status === 0) return new TunedeckError('network', detail);
  if (status >= 500) return new TunedeckError('unknown', detail);
  const fields = ((data as { data?: FieldErrors } | null)?.data ?? {}) as FieldErrors;
  for (const [field, error] of Object.entries(fields)) {
    if (typeof error?.code === 'string') {
      return new TunedeckError(fieldCode(field, error.code, context.collection), detail, field);
    }
  }
  // A create refused by its API rule without a field error links to records of another user.
  return new TunedeckError(context.creates ? 'not-found' : 'invalid-data', detail);
}

/** Maps anything a SDK call threw. */
export function toStorageError(error: unknown, context: ErrorContext = {}): TunedeckError {
  if (error instanceof TunedeckError) return error;
  if (error instanceof ClientResponseError) {
    if (error.isAbort || error.status === 0) return new TunedeckError('network', error.message);
    return fromResponse(error.status, error.response, context);
  }
  return toTunedeckError(error);
}

/**
 * Maps a refused change: the change route answers with the failed step's status and field errors and
 * `op`, the step's index (-1 when the change as a whole was refused), which names what was written.
 */
export function fromChangeError(error: unknown, contextOf: (index: number) => ErrorContext): TunedeckError {
  if (!(error instanceof ClientResponseError) || error.isAbort || error.status === 0) {
    return toStorageError(error);
  }
  const op = (error.response as { op?: unknown } | undefined)?.op;
  return fromResponse(error.status, error.response, typeof op === 'number' ? contextOf(op) : {});
}
