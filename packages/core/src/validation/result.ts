/** Why a field was refused: a stable code for logic, and the spec's words to show. */
export interface FieldError<C extends string = string> {
  code: C;
  message: string;
}

/**
 * What every form validator returns: the cleaned value to submit, or the errors per field. `F` names
 * the form's fields and `C` the codes its errors can carry.
 */
export type FormResult<V, F extends string, C extends string = string> =
  | { ok: true; value: V }
  | { ok: false; errors: Partial<Record<F, FieldError<C>>> };

/** A successful result. */
export function valid<V>(value: V): { ok: true; value: V } {
  return { ok: true, value };
}

/** A refusal with one error on one field. */
export function refuse<F extends string, C extends string>(
  field: F,
  code: C,
  messages: Readonly<Record<C, string>>,
): { ok: false; errors: Partial<Record<F, FieldError<C>>> } {
  const errors: Partial<Record<F, FieldError<C>>> = {};
  errors[field] = { code, message: messages[code] };
  return { ok: false, errors };
}

/** The message to show under a field, if the result refuses it. */
export function fieldMessage<F extends string>(result: FormResult<unknown, F>, field: F): string | undefined {
  return result.ok ? undefined : result.errors[field]?.message;
}

/**
 * Collects the first problem of each field of a multi-field form: `checks` maps a field to its
 * problem code (or null), and the result is valid only when every field passes.
 */
export function collect<V, F extends string, C extends string>(
  checks: Readonly<Record<F, C | null>>,
  messages: Readonly<Record<C, string>>,
  value: V,
): FormResult<V, F, C> {
  const errors: Partial<Record<F, FieldError<C>>> = {};
  let failed = false;
  for (const field of Object.keys(checks) as F[]) {
    const code = checks[field];
    if (code === null) continue;
    errors[field] = { code, message: messages[code] };
    failed = true;
  }
  return failed ? { ok: false, errors } : valid(value);
}
