import type { FormOutcome } from '@tunedeck/core';
import type { ServerError } from '../internal/use-form-fields.js';

/** A form command's refusal as the form shows it: under the first field it names, or for the whole form. */
export function serverErrorOf<F extends string>(outcome: FormOutcome<F>): ServerError<F> | undefined {
  if (outcome.ok || outcome.reason !== 'invalid') return undefined;
  const [field, error] =
    (Object.entries(outcome.errors) as Array<[F, { message: string } | undefined]>)[0] ?? [];
  if (field && error) return { field, message: error.message };
  return outcome.message ? { field: null, message: outcome.message } : undefined;
}
