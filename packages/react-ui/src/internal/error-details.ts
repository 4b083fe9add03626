import { ERROR_MESSAGES, type TunedeckError } from '@tunedeck/core';

/** The error's words for the Network Error dialog's details. */
export function errorDetails(error: TunedeckError): string {
  return ERROR_MESSAGES[error.code] ?? error.detail ?? error.message;
}
