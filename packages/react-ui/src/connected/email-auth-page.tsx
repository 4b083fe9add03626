import { useEffect, useRef, useState } from 'react';
import { useTunedeck } from '../provider/provider.js';
import { EmailAuthScreen } from '../screens/email-auth/email-auth-screen.js';

export interface EmailAuthPageProps {
  /** The token of the emailed link (`/email_auth?token=…`). */
  token: string | null;
  /** Called once the email is confirmed (the site goes to `/`). */
  onConfirmed: () => void;
}

/** /email_auth connected: confirms the emailed token once, then hands over; a failure stops the spinner. */
export function EmailAuthPage({ token, onConfirmed }: EmailAuthPageProps) {
  const client = useTunedeck();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) return setFailed(true);
    void client.auth.confirmVerification(token).then((outcome) => {
      if (outcome.ok) onConfirmed();
      else setFailed(true);
    });
  }, [client, token, onConfirmed]);
  return <EmailAuthScreen failed={failed} />;
}
