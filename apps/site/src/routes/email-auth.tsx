import { EmailAuthPage } from '@tunedeck/react-ui';
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

/** `/`: the signed-in Welcome page. */
