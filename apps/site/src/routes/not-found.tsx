// The screens' styles load with the page (core.css, loaded first, has the Welcome page's).
import '@tunedeck/react-ui/screens.css';
import { AppLayout, PageNotFoundScreen } from '@tunedeck/react-ui';
import { Page } from '../page.js';

export function PageNotFoundRoute() {
  return (
    <Page title="Page not found">
      <AppLayout>
        <main>
          <PageNotFoundScreen />
        </main>
      </AppLayout>
    </Page>
  );
}
