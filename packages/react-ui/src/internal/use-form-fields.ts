import { type FormResult, fieldMessage } from '@tunedeck/core';
import { type ChangeEvent, useState } from 'react';

/** A server refusal to show: under a field, or (`field: null`) for the whole form. Core's `AuthServerError`. */
export interface ServerError<F extends string> {
  field: F | null;
  message: string;
}

/**
 * Field values of a small form plus when to show core's messages. A field's own message shows once
 * the user has typed in it, or left it with something in it (an untouched empty form is not shouted at); a server refusal
 * shows until the user edits the field it names. The validator stays core's: this only decides timing.
 */
export function useFormFields<F extends string>(
  initial: Record<F, string>,
  serverError?: ServerError<F> | undefined,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  // A new server error (a new object) shows again even if the same words came before.
  const [shownServer, setShownServer] = useState(serverError);
  const [lastServer, setLastServer] = useState(serverError);
  if (lastServer !== serverError) {
    setLastServer(serverError);
    setShownServer(serverError);
  }

  const set = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    if (shownServer && (shownServer.field === field || shownServer.field === null)) setShownServer(undefined);
  };

  /** Props for a TextField / PasswordField bound to `field`. */
  const bind = (field: F) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, event.target.value),
    // Leaving a field the user never typed in says nothing: a message appearing on blur moves what
    // is below it, and the tap that caused the blur (on "Forgot Password?") would then miss its target.
    onBlur: () =>
      setTouched((current) =>
        current[field] || values[field] === '' ? current : { ...current, [field]: true },
      ),
  });

  /** The message to show under `field`: core's, once touched, else the server's. */
  const error = (result: FormResult<unknown, F>, field: F): string | undefined =>
    (touched[field] ? fieldMessage(result, field) : undefined) ??
    (shownServer?.field === field ? shownServer.message : undefined);

  const formMessage = shownServer?.field === null ? shownServer.message : undefined;
  const reset = (next: Record<F, string>) => {
    setValues(next);
    setTouched({});
  };
  return { values, set, bind, error, formMessage, reset };
}
