import { validateNewPassword, validateReauthenticate } from '@tunedeck/core';
import type { FormEvent } from 'react';
import { type ServerError, useFormFields } from '../../internal/use-form-fields.js';
import { Button } from '../../primitives/button/button.js';
import { PasswordField } from '../../primitives/field/field.js';
import { ButtonLink } from '../../primitives/link/link.js';
import { TunedeckMark } from '../welcome/brand.js';

/** Which emailed link the page completes. */
export type EmailLinkKind = 'reset-password' | 'change-email';

const WORDS = {
  'reset-password': {
    title: 'Choose a New Password',
    intro: 'Type the password you want to log in with from now on.',
    field: 'New Password',
    autoComplete: 'new-password',
    submit: 'Save Password',
    done: 'Your password has been changed. Log in with your new password.',
  },
  'change-email': {
    title: 'Confirm Your New Email',
    intro: 'Type your password to move your account to the new address.',
    field: 'Password',
    autoComplete: 'current-password',
    submit: 'Confirm Email',
    done: 'Your email has been changed.',
  },
} as const;

export interface EmailLinkScreenProps {
  kind: EmailLinkKind;
  /** The password typed, checked by core (at least 6 characters for a new one). */
  onSubmit: (password: string) => void;
  busy?: boolean | undefined;
  /** Done: the form gives way to what happened and where to go on. */
  done?: boolean | undefined;
  /** Where to go on once done, e.g. '/welcome' to log in. */
  nextHref: string;
  nextLabel: string;
  /** The server's refusal: "Invalid Password", or an expired link for the whole form. */
  serverError?: ServerError<'password'> | undefined;
}

/** The page an emailed password-reset or email-change link opens: one password, then done. */
export function EmailLinkScreen(props: EmailLinkScreenProps) {
  const words = WORDS[props.kind];
  const form = useFormFields<'password'>({ password: '' }, props.serverError);
  const result =
    props.kind === 'reset-password'
      ? validateNewPassword(form.values.password)
      : validateReauthenticate(form.values.password);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.set('password', form.values.password);
    if (result.ok && !props.busy) props.onSubmit(result.value.password);
  };
  return (
    <div className="td-root td-layout">
      <main className="td-column td-center-page">
        <div className="td-email-link">
          <TunedeckMark size={40} />
          <h1 className="td-email-link__title">{words.title}</h1>
          {props.done ? (
            <div className="td-center-page__message" role="status">
              <p>{words.done}</p>
              <ButtonLink href={props.nextHref}>{props.nextLabel}</ButtonLink>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="td-email-link__form">
              <p>{words.intro}</p>
              <PasswordField
                label={words.field}
                autoComplete={words.autoComplete}
                {...form.bind('password')}
                error={form.error(result, 'password')}
              />
              {form.formMessage ? (
                <p className="td-form-message" role="alert">
                  {form.formMessage}
                </p>
              ) : null}
              <Button type="submit" variant="primary" disabled={props.busy}>
                {words.submit}
              </Button>
            </form>
          )}
        </div>
      </main>
    </div>
  );
}
