import { validateReauthenticate } from '@tunedeck/core';
import type { FormEvent } from 'react';
import { type ServerError, useFormFields } from '../../internal/use-form-fields.js';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';
import { PasswordField, TextField } from '../../primitives/field/field.js';

export interface ReauthenticateDialogProps {
  /** Completes "In order to {action}, you'll need to re-enter your password", e.g. "delete your account". */
  action: string;
  /** The action button, e.g. "Confirm Delete". */
  actionLabel: string;
  /** The signed-in email, shown read-only (and filled in for password managers). */
  email: string;
  onSubmit: (password: string) => void;
  onClose: () => void;
  busy?: boolean | undefined;
  /** `authServerError('reauthenticate', code)`: "Invalid Password". */
  serverError?: ServerError<'password'> | undefined;
  /** Above another dialog. */
  raised?: boolean | undefined;
}

/** Asks for the password again before an account change (delete, change email, change password). */
export function ReauthenticateDialog(props: ReauthenticateDialogProps) {
  const form = useFormFields<'password'>({ password: '' }, props.serverError);
  const result = validateReauthenticate(form.values.password);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (result.ok && !props.busy) props.onSubmit(result.value.password);
  };
  return (
    <Dialog title="Reauthenticate" onClose={props.onClose} raised={props.raised}>
      <form onSubmit={submit} noValidate>
        <div className="td-dialog__body">
          <p>In order to {props.action}, you&apos;ll need to re-enter your password.</p>
          <TextField label="Email" value={props.email} readOnly autoComplete="username" />
          <PasswordField
            label="Password"
            {...form.bind('password')}
            error={form.error(result, 'password')}
            data-autofocus
          />
          {form.formMessage ? (
            <p className="td-form-message" role="alert">
              {form.formMessage}
            </p>
          ) : null}
        </div>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="danger" disabled={!result.ok || props.busy}>
            {props.actionLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
