import { type EmailPassword, validateLogIn, validatePasswordReset, validateSignUp } from '@tunedeck/core';
import { type FormEvent, useState } from 'react';
import { type ServerError, useFormFields } from '../../internal/use-form-fields.js';
import { Button } from '../../primitives/button/button.js';
import { PasswordField, TextField } from '../../primitives/field/field.js';

export type AuthFormKind = 'log-in' | 'sign-up';
export type AuthField = keyof EmailPassword;

/** What "Forgot Password?" asks for: the Password Reset dialog (empty email) or a reset link to this email. */
export type ForgotRequest = { kind: 'instructions' } | { kind: 'send'; email: string };

export interface AuthFormProps {
  kind: AuthFormKind;
  onSubmit: (value: EmailPassword) => void;
  onSwitch: () => void;
  /** Log In only. */
  onForgot?: ((request: ForgotRequest) => void) | undefined;
  /** A request is running: the submit button waits. */
  busy?: boolean | undefined;
  /** The server's refusal in core's words (`authServerError(kind, code)`). */
  serverError?: ServerError<AuthField> | undefined;
}

const WORDS = {
  'log-in': { legend: 'Log In', submit: 'Log In', switchTo: 'Need to create an account?' },
  'sign-up': { legend: 'Sign Up', submit: 'Create Account', switchTo: 'Already Have An Account?' },
} as const;

/** The Log In or Sign Up form of the Welcome page; core's validators word every message. */
export function AuthForm({ kind, onSubmit, onSwitch, onForgot, busy, serverError }: AuthFormProps) {
  const form = useFormFields<AuthField>({ email: '', password: '' }, serverError);
  // "Forgot Password?" checks the email with its own rule; its refusal shows under the email field.
  const [forgotError, setForgotError] = useState<string>();
  const result = kind === 'log-in' ? validateLogIn(form.values) : validateSignUp(form.values);
  const words = WORDS[kind];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (result.ok && !busy) onSubmit(result.value);
  };
  const forgot = () => {
    const reset = validatePasswordReset(form.values.email);
    if (!reset.ok) {
      setForgotError(reset.errors.email?.message);
      return;
    }
    setForgotError(undefined);
    onForgot?.(reset.value);
  };
  const emailBinding = form.bind('email');

  return (
    <form className="td-auth-form" onSubmit={submit} noValidate>
      <fieldset className="td-auth-form__fieldset">
        <legend className="td-auth-form__legend">{words.legend}</legend>
        <TextField
          label="Email"
          type="email"
          autoComplete={kind === 'log-in' ? 'username' : 'email'}
          inputMode="email"
          {...emailBinding}
          onChange={(event) => {
            setForgotError(undefined);
            emailBinding.onChange(event);
          }}
          error={forgotError ?? form.error(result, 'email')}
        />
        <PasswordField
          label="Password"
          autoComplete={kind === 'log-in' ? 'current-password' : 'new-password'}
          {...form.bind('password')}
          error={form.error(result, 'password')}
        />
        {form.formMessage ? (
          <p className="td-form-message" role="alert">
            {form.formMessage}
          </p>
        ) : null}
        <div className="td-auth-form__actions">
          <Button type="submit" variant="primary" disabled={!result.ok || busy} aria-busy={busy || undefined}>
            {words.submit}
          </Button>
          {kind === 'log-in' ? (
            <button type="button" className="td-link td-link-button" onClick={forgot}>
              Forgot Password?
            </button>
          ) : null}
        </div>
        <button type="button" className="td-link td-link-button td-auth-form__switch" onClick={onSwitch}>
          {words.switchTo}
        </button>
      </fieldset>
    </form>
  );
}
