// The rules the client's commands run, each loaded with its first use (a visit that only picks loads
// none of them), and what a command answers.
import type { Change } from '../library/change.js';
import type { Library } from '../model/records.js';
import { toTunedeckError } from '../storage/errors.js';
import type { AuthForm } from '../validation/auth-errors.js';
import type { FieldError, FormResult } from '../validation/result.js';
import type { ClientCore } from './client.js';
import type { Failed } from './client-state.js';

/** Every library rule, loaded with the first library command (see `library/rules/index.ts`). */
export type LibraryRules = typeof import('../library/rules/index.js');
export const libraryRules: { loaded: LibraryRules | null; loading: Promise<LibraryRules> | null } = {
  loaded: null,
  loading: null,
};
export function loadLibraryRules(): Promise<LibraryRules> {
  libraryRules.loading ??= import('../library/rules/index.js').then((rules) => {
    libraryRules.loaded = rules;
    return rules;
  });
  return libraryRules.loading;
}

/** The forms' rules and words, loaded when a form is first sent (see `validation/forms.ts`). */
export type FormRules = typeof import('../validation/forms.js');
let formRulesLoading: Promise<FormRules> | null = null;
export const formRules = () => {
  formRulesLoading ??= import('../validation/forms.js');
  return formRulesLoading;
};

/** The import's readers and plan (`@tunedeck/core/import`, with papaparse), loaded when first used. */
export type ImportRules = typeof import('../import/index.js');
let importRulesLoading: Promise<ImportRules> | null = null;
export const importRules = () => {
  importRulesLoading ??= import('../import/index.js');
  return importRulesLoading;
};

/** Practice's scheduler and rules (`@tunedeck/core/practice`, with ts-fsrs), loaded when first used. */
export type PracticeRules = typeof import('../practice/index.js');
let practiceRulesLoading: Promise<PracticeRules> | null = null;
export const practiceRules = () => {
  practiceRulesLoading ??= import('../practice/index.js');
  return practiceRulesLoading;
};

/** Why a backup cannot be restored into this library now, in the import entry's words, or null. */
export const restoreRefusal = (rules: ImportRules, library: Library) =>
  rules.isEmptyAccount(library) ? null : rules.RESTORE_NOT_EMPTY_MESSAGE;

/** What a library command returns: the rule's details, its refusal (a dialog to open), or a failure. */
export type CommandResult<R> = (R extends { ok: true; change: Change } ? Omit<R, 'change'> : R) | Failed;

/** What a form command returns: done, field errors in the spec's words, or a failure. */
export type FormOutcome<F extends string> =
  | { ok: true }
  | {
      ok: false;
      reason: 'invalid';
      errors: Partial<Record<F, FieldError>>;
      /** A message for the whole form (e.g. "Too many requests…"). */
      message?: string;
    }
  | Failed;

/**
 * How commands run a rule: `run` runs a library rule on the library as it is and commits its change;
 * `submit` checks a form with its rules, then acts, telling the server's refusals in the form's words.
 */
export function commandKit(core: ClientCore) {
  /**
   * Runs a library rule on the library as it is and commits its change. The rules load with the first
   * command (a visit that only picks needs none of them); from then on a command applies at once.
   */
  function run<R extends { ok: boolean }>(rule: (rules: LibraryRules) => R): Promise<CommandResult<R>> {
    const loaded = libraryRules.loaded;
    if (loaded) return commitRule(rule(loaded));
    return loadLibraryRules().then((rules) => commitRule(rule(rules)));
  }

  async function commitRule<R extends { ok: boolean }>(result: R): Promise<CommandResult<R>> {
    if (!result.ok) return result as CommandResult<R>;
    const { change, ...details } = result as unknown as { change: Change };
    const written = await core.commit(change);
    return (written.ok ? details : written) as CommandResult<R>;
  }

  async function submit<V, F extends string>(
    form: AuthForm,
    validate: (rules: FormRules) => FormResult<V, F>,
    action: (value: V) => Promise<unknown>,
  ): Promise<FormOutcome<F>> {
    const rules = await formRules();
    const validated = validate(rules);
    if (!validated.ok) return { ok: false, reason: 'invalid', errors: validated.errors };
    try {
      await action(validated.value);
      return { ok: true };
    } catch (error) {
      const failure = toTunedeckError(error);
      const known = rules.authServerError(form, failure.code);
      if (!known) return core.failed(failure);
      if (known.field === null) return { ok: false, reason: 'invalid', errors: {}, message: known.message };
      const errors: Partial<Record<F, FieldError>> = {};
      errors[known.field as F] = { code: failure.code, message: known.message };
      return { ok: false, reason: 'invalid', errors };
    }
  }

  return { run, commitRule, submit };
}
