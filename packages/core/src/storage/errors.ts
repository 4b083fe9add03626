import type { PickerState } from '../model/records.js';

/**
 * Every failure an adapter or the client store reports, as a code (never a server message). Screens
 * turn codes into the spec's words with `errorMessage`.
 */
export type TunedeckErrorCode =
  // auth
  | 'invalid-email'
  | 'email-taken'
  | 'password-too-short'
  | 'invalid-password'
  | 'user-not-found'
  | 'email-not-found'
  | 'same-password'
  | 'invalid-token'
  | 'not-signed-in'
  | 'not-verified'
  | 'rate-limited'
  // library
  | 'title-taken'
  | 'set-name-taken'
  | 'wish-title-taken'
  | 'already-in-set'
  | 'invalid-title'
  | 'invalid-data'
  | 'last-set'
  /** The account holds as much as one account may (`accountLimitProblem`): the detail says what, in words. */
  | 'account-full'
  | 'not-found'
  /** A picker state written over a newer one (see `PickerConflictError`). */
  | 'picker-conflict'
  // transport and the rest
  | 'network'
  | 'picker-coding-error'
  | 'unknown';

export class TunedeckError extends Error {
  constructor(
    readonly code: TunedeckErrorCode,
    /** Developer-facing detail for the Network Error dialog's "Error Details". */
    readonly detail?: string,
    /** The form field the error belongs to, when there is one. */
    readonly field?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'TunedeckError';
  }
}

/**
 * A picker write refused because the storage holds a state at least as new (another device wrote in
 * between). Nothing of the change was applied; `state` is the stored state, for the writer to rebase
 * its picks onto (`rebasePickerState`) and write again.
 */
export class PickerConflictError extends TunedeckError {
  declare readonly code: 'picker-conflict';

  constructor(
    readonly state: PickerState,
    detail = `the stored picker state has version ${state.version}`,
  ) {
    super('picker-conflict', detail);
  }
}

export function isTunedeckError(value: unknown): value is TunedeckError {
  return value instanceof TunedeckError;
}

/** Wraps anything thrown into a `TunedeckError` (unknown failures become `unknown`). */
export function toTunedeckError(error: unknown): TunedeckError {
  if (error instanceof TunedeckError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new TunedeckError('unknown', detail);
}

/**
 * Fallback words for errors a screen may show itself; codes without words go to the Network Error
 * dialog. Forms whose spec wording differs (sign-up says 'Email Already In Use', Change Email 'Email
 * already in use') take their words from `authServerError(form, code)` instead.
 */
export const ERROR_MESSAGES: Partial<Record<TunedeckErrorCode, string>> = {
  'invalid-email': 'Invalid Email',
  'email-taken': 'Email Already In Use',
  'password-too-short': 'Password min of 6 characters',
  'invalid-password': 'Invalid Password',
  'user-not-found': 'User Not Found',
  'email-not-found': 'Email Not Found',
  'same-password': 'New password must be different',
  'rate-limited': 'Too many requests. Try again in a few minutes.',
  'title-taken': 'Title already in use',
  'set-name-taken': 'This set name already taken',
  'already-in-set': 'Song Already In Set',
  'last-set': 'At least one set must always exist.',
  'picker-coding-error': 'Picker coding error',
};

/** Whether an error belongs in the Network Error dialog rather than beside a field. */
export function isUnexpected(error: TunedeckError): boolean {
  return ERROR_MESSAGES[error.code] === undefined;
}
