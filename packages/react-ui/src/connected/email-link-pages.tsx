import type { FormOutcome } from '@tunedeck/core';
import { useState } from 'react';
import type { ServerError } from '../internal/use-form-fields.js';
import { useClientState, useTunedeck } from '../provider/provider.js';
import { EmailLinkScreen } from '../screens/email-link/email-link-screen.js';
import { serverErrorOf } from './server-error.js';

/** Sends the password once; keeps the form and its message on a refusal; the spinner always stops. */
function usePasswordForm(send: (password: string) => Promise<FormOutcome<string>>) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<ServerError<'password'>>();
  const onSubmit = async (password: string) => {
    setBusy(true);
    try {
      const outcome = await send(password);
      if (outcome.ok) setDone(true);
      else setServerError(serverErrorOf(outcome) as ServerError<'password'> | undefined);
    } finally {
      setBusy(false);
    }
  };
  return { busy, done, serverError, onSubmit: (password: string) => void onSubmit(password) };
}

/** The emailed password-reset link (`/reset_password?token=…`): a new password, then log in. */
export function PasswordResetPage({ token }: { token: string }) {
  const client = useTunedeck();
  const form = usePasswordForm((password) => client.auth.confirmPasswordReset(token, password));
  return <EmailLinkScreen kind="reset-password" nextHref="/welcome" nextLabel="Log In" {...form} />;
}

/**
 * The emailed email-change link (`/change_email?token=…`): the password confirms the move. Signed in
 * on this device, the session continues under the new address; otherwise the musician logs in with it.
 */
export function EmailChangePage({ token }: { token: string }) {
  const client = useTunedeck();
  const { account } = useClientState();
  const form = usePasswordForm((password) => client.auth.confirmEmailChange(token, password));
  return account ? (
    <EmailLinkScreen kind="change-email" nextHref="/" nextLabel="Go to Tunedeck" {...form} />
  ) : (
    <EmailLinkScreen kind="change-email" nextHref="/welcome" nextLabel="Log In" {...form} />
  );
}
