import { type ChangeEmailInput, validateChangeEmail } from '@tunedeck/core';
import type { FormEvent } from 'react';
import { type ServerError, useFormFields } from '../../internal/use-form-fields.js';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';
import { PasswordField, TextField } from '../../primitives/field/field.js';

export interface ChangeEmailDialogProps {
  /** The current email, shown read-only. */
  email: string;
  /** The cleaned input (`client.auth.changeEmail`): checks the password, sends the link, logs out. */
  onSubmit: (value: ChangeEmailInput) => void;
  onClose: () => void;
  busy?: boolean | undefined;
  /** `authServerError('change-email', code)`: "Email already in use", "Invalid Password", … */
  serverError?: ServerError<keyof ChangeEmailInput> | undefined;
}

/** Moves the account to a new address; core's `validateChangeEmail` words every refusal. */
export function ChangeEmailDialog(props: ChangeEmailDialogProps) {
  const form = useFormFields<keyof ChangeEmailInput>({ newEmail: '', password: '' }, props.serverError);
  const result = validateChangeEmail(form.values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (result.ok && !props.busy) props.onSubmit(result.value);
  };
  return (
    <Dialog title="Change Email" onClose={props.onClose}>
      <form onSubmit={submit} noValidate>
        <div className="td-dialog__body">
          <p>
            After the change you will be logged out, and a verification email will be sent to your new
            address. Open it and click the link to log in again. Check your spam folder if it does not arrive.
          </p>
          <TextField label="Old Email" value={props.email} readOnly autoComplete="username" />
          <TextField
            label="New Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.bind('newEmail')}
            error={form.error(result, 'newEmail')}
            data-autofocus
          />
          <PasswordField label="Password" {...form.bind('password')} error={form.error(result, 'password')} />
          {form.formMessage ? (
            <p className="td-form-message" role="alert">
              {form.formMessage}
            </p>
          ) : null}
        </div>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={!result.ok || props.busy}>
            Change Email
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
