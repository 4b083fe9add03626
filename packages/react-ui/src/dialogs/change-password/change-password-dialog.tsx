import { type ChangePasswordInput, validateChangePassword } from '@tunedeck/core';
import type { FormEvent } from 'react';
import { type ServerError, useFormFields } from '../../internal/use-form-fields.js';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';
import { PasswordField, TextField } from '../../primitives/field/field.js';

export interface ChangePasswordDialogProps {
  /** The signed-in email, shown read-only. */
  email: string;
  /** The input (`client.auth.changePassword`). */
  onSubmit: (value: ChangePasswordInput) => void;
  onClose: () => void;
  busy?: boolean | undefined;
  /** `authServerError('change-password', code)`: "Invalid Password" under the old password. */
  serverError?: ServerError<keyof ChangePasswordInput> | undefined;
}

/** Sets a new password; core's `validateChangePassword` words every refusal. */
export function ChangePasswordDialog(props: ChangePasswordDialogProps) {
  const form = useFormFields<keyof ChangePasswordInput>(
    { oldPassword: '', newPassword: '' },
    props.serverError,
  );
  const result = validateChangePassword(form.values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (result.ok && !props.busy) props.onSubmit(result.value);
  };
  return (
    <Dialog title="Change Password" onClose={props.onClose}>
      <form onSubmit={submit} noValidate>
        <div className="td-dialog__body">
          <TextField label="Email" value={props.email} readOnly autoComplete="username" />
          <PasswordField
            label="Old Password"
            autoComplete="current-password"
            {...form.bind('oldPassword')}
            error={form.error(result, 'oldPassword')}
            data-autofocus
          />
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            {...form.bind('newPassword')}
            error={form.error(result, 'newPassword')}
          />
          {form.formMessage ? (
            <p className="td-form-message" role="alert">
              {form.formMessage}
            </p>
          ) : null}
        </div>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={!result.ok || props.busy}>
            Change Password
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
