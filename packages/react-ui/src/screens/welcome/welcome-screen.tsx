import type { EmailPassword } from '@tunedeck/core';
import { useEffect, useRef, useState } from 'react';
import type { ServerError } from '../../internal/use-form-fields.js';
import { Button } from '../../primitives/button/button.js';
import { type AuthField, AuthForm, type AuthFormKind, type ForgotRequest } from './auth-form.js';
import { PickerPicture, TunedeckMark } from './brand.js';

export interface WelcomeScreenProps {
  onLogIn: (value: EmailPassword) => void;
  onSignUp: (value: EmailPassword) => void;
  /** "Forgot Password?": open Password Reset for `instructions`, else send the link (`client.auth.requestPasswordReset`). */
  onForgot: (request: ForgotRequest) => void;
  /** Which form is slid in at first; none shows the two buttons that slide one in. */
  initialForm?: AuthFormKind | null;
  busy?: boolean;
  /** The server's refusal for the open form, in core's words (`authServerError(form, code)`). */
  serverError?: ServerError<AuthField> | undefined;
  /** Called when the user opens or switches forms, so the caller can drop a stale server error. */
  onFormChange?: (form: AuthFormKind) => void;
}

/** The signed-out landing page (/welcome): what Tunedeck is, then Log In or Sign Up. */
export function WelcomeScreen(props: WelcomeScreenProps) {
  const [form, setForm] = useState<AuthFormKind | null>(props.initialForm ?? null);
  const panel = useRef<HTMLDivElement>(null);
  const opened = useRef(false);

  // Focus follows the form that slid in (not on first render: the page starts at its top).
  useEffect(() => {
    if (!form || !opened.current) return;
    panel.current?.querySelector('input')?.focus();
  }, [form]);

  const open = (next: AuthFormKind) => {
    opened.current = true;
    setForm(next);
    props.onFormChange?.(next);
  };

  return (
    <div className="td-root td-layout">
      {/* From 1024px wide a two-column hero: what Tunedeck is beside the way in (welcome.css). */}
      <main className="td-column td-welcome td-welcome--signed-out" data-form={form ?? undefined}>
        <div className="td-welcome__showcase">
          <header className="td-welcome__intro td-welcome__hero">
            <h1 className="td-welcome__brand">
              <TunedeckMark size={44} />
              Tunedeck
            </h1>
            <p className="td-welcome__lead">Pick the next tune to play, from the songs you already know.</p>
            <p className="td-welcome__about">
              Keep your repertoire in sets, and Tunedeck suggests what to play next, favouring the tunes you
              just learned while keeping the old ones alive. No chart books to buy, no play-along recordings:
              your tunes, their changes as you bring them from iReal Pro or type them, and a key to play them
              in.
            </p>
          </header>
          {/* Left out on a phone once a form is open, so the form is near the top. */}
          <PickerPicture />
        </div>
        <div className="td-welcome__auth">
          {form ? (
            // Keyed so switching forms starts empty and slides in again. The two choices give way to
            // the form: its submit is "Log In", the only control of that name on the page.
            <div className="td-welcome__panel" ref={panel} key={form}>
              <AuthForm
                kind={form}
                onSubmit={form === 'log-in' ? props.onLogIn : props.onSignUp}
                onSwitch={() => open(form === 'log-in' ? 'sign-up' : 'log-in')}
                onForgot={props.onForgot}
                busy={props.busy}
                serverError={props.serverError}
              />
            </div>
          ) : (
            <div className="td-welcome__choices">
              <p className="td-welcome__invite">
                Log in to pick from your sets, or sign up to start a library.
              </p>
              <Button onClick={() => open('log-in')}>Log In</Button>
              <Button variant="primary" onClick={() => open('sign-up')}>
                Sign Up
              </Button>
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
