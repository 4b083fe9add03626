import { ERROR_MESSAGES, type TunedeckError } from '@tunedeck/core';

/**
 * What the Network Error dialog says a change met when its record was gone: deleted on another device
 * before this one's change reached the server. The spec's words for a missing library element first.
 */
export const DELETED_ELSEWHERE_TEXT =
  'Library element not found. It was deleted on another device, so this change was not saved.';

/** The error's words for the Network Error dialog's details. */
export function errorDetails(error: TunedeckError): string {
  if (error.code === 'not-found') return DELETED_ELSEWHERE_TEXT;
  return ERROR_MESSAGES[error.code] ?? error.detail ?? error.message;
}
