import type { EmailPassword } from '@tunedeck/core';
import { useState } from 'react';
import { PasswordResetDialog } from '../dialogs/password-reset/password-reset-dialog.js';
import { PasswordResetSentDialog } from '../dialogs/password-reset-sent/password-reset-sent-dialog.js';
import type { ServerError } from '../internal/use-form-fields.js';
import { useTunedeck } from '../provider/provider.js';
import type { AuthField, ForgotRequest } from '../screens/welcome/auth-form.js';
import { WelcomeScreen } from '../screens/welcome/welcome-screen.js';
import { serverErrorOf } from './server-error.js';

type ResetDialog = { kind: 'instructions' } | { kind: 'sent'; email: string } | null;

/**
 * The signed-out Welcome page connected to the client of the nearest provider: Log In, Sign Up and
 * "Forgot Password?" with its two dialogs. Where the page goes after signing in is the caller's (a router's).
 */
export function WelcomePage() {
  const client = useTunedeck();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<ServerError<AuthField>>();
  const [dialog, setDialog] = useState<ResetDialog>(null);

  const submit =
    (run: (value: EmailPassword) => ReturnType<typeof client.auth.logIn>) => async (value: EmailPassword) => {
      setBusy(true);
      try {
        setServerError(serverErrorOf(await run(value)));
      } finally {
        setBusy(false);
      }
    };

  const forgot = async (request: ForgotRequest) => {
    if (request.kind === 'instructions') return setDialog({ kind: 'instructions' });
    const outcome = await client.auth.requestPasswordReset(request.email);
    if (outcome.ok && outcome.sent) setDialog({ kind: 'sent', email: outcome.email ?? request.email });
    else if (!outcome.ok) setServerError(serverErrorOf(outcome));
  };

  return (
    <>
      <WelcomeScreen
        onLogIn={submit(client.auth.logIn)}
        onSignUp={submit(client.auth.signUp)}
        onForgot={(request) => void forgot(request)}
        busy={busy}
        serverError={serverError}
        onFormChange={() => setServerError(undefined)}
      />
      {dialog?.kind === 'instructions' ? <PasswordResetDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'sent' ? (
        <PasswordResetSentDialog email={dialog.email} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
