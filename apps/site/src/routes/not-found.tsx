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
