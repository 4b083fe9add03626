import { WelcomePage } from '@tunedeck/react-ui';
import { Page } from '../page.js';

export function WelcomeRoute() {
  return (
    <Page title="Welcome">
      <WelcomePage />
    </Page>
  );
}
