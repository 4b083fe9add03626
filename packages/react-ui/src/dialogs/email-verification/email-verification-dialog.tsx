import { AUTH_SERVER_MESSAGES, TIMINGS } from '@tunedeck/core';
import { useEffect, useState } from 'react';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';

/** What a resend answers: core's `FormOutcome` fits (`message` is the rate-limit words). */
export type ResendOutcome = { ok: true } | { ok: false; message?: string | undefined };

export interface EmailVerificationDialogProps {
  /** Where the verification email went. */
  email?: string | undefined;
  onLogOut: () => void;
  /** `client.auth.resendVerification`. */
  onResend: () => Promise<ResendOutcome>;
}

export const EMAIL_SENT_TEXT = 'Email sent';

/**
 * Blocks the app until the email is verified (the site unmounts it once the account is verified).
 * It has no close: Escape does nothing, only "Log Out" leaves.
 */
export function EmailVerificationDialog({ email, onLogOut, onResend }: EmailVerificationDialogProps) {
  const [feedback, setFeedback] = useState<{ text: string; at: number } | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), TIMINGS.flashMessage);
    return () => clearTimeout(timer);
  }, [feedback]);

  const resend = async () => {
    setSending(true);
    try {
      const outcome = await onResend();
      // Any failure other than the rate limit goes to the Network Error dialog, not here.
      const text = outcome.ok ? EMAIL_SENT_TEXT : outcome.message;
      if (text) setFeedback({ text, at: Date.now() });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog title="Email Verification" onClose={() => {}}>
      <div className="td-dialog__body">
        <p>
          We sent a verification email{email ? <> to &lsquo;{email}&rsquo;</> : null}. Open it and click the
          link inside to start using Tunedeck.
        </p>
        <p>It may take up to 15 minutes to arrive, and it may land in your spam folder.</p>
        <p
          className={feedback?.text === AUTH_SERVER_MESSAGES.rateLimited ? 'td-form-message' : 'td-notice'}
          role="status"
        >
          {feedback?.text ?? ''}
        </p>
      </div>
      <DialogActions>
        <Button onClick={onLogOut}>Log Out</Button>
        <Button variant="primary" onClick={() => void resend()} busy={sending} data-autofocus>
          Resend Verification
        </Button>
      </DialogActions>
    </Dialog>
  );
}
