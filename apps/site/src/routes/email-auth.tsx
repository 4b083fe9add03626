import { EmailAuthPage, EmailChangePage, PasswordResetPage } from '@tunedeck/react-ui';
import { useLocation, useSearch } from 'wouter';
import { Page } from '../page.js';

export function EmailAuthRoute() {
  const search = useSearch();
  const [, navigate] = useLocation();
  return (
    <Page title="Email verification">
      <EmailAuthPage token={new URLSearchParams(search).get('token')} onConfirmed={() => navigate('/')} />
    </Page>
  );
}

/** `/reset_password?token=…`: the page of the emailed password-reset link. */
export function PasswordResetRoute() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return (
    <Page title="Choose a new password">
      <PasswordResetPage token={token} />
    </Page>
  );
}

/** `/change_email?token=…`: the page of the emailed email-change link. */
export function EmailChangeRoute() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return (
    <Page title="Confirm your new email">
      <EmailChangePage token={token} />
    </Page>
  );
}
