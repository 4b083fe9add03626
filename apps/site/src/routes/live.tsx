// The screens' styles load with the page (core.css, loaded first, has the Welcome page's).
import '@tunedeck/react-ui/screens.css';
import { FollowPage } from '@tunedeck/react-ui';
import { useParams } from 'wouter';
import { Page } from '../page.js';

/**
 * A bandmate's page of a live share (/live/:token): no account needed, no header or menu, only the tune
 * called, as a music stand needs it.
 */
export function LiveRoute() {
  const { token = '' } = useParams<{ token: string }>();
  return (
    <Page title="Live">
      <FollowPage token={token} />
    </Page>
  );
}
