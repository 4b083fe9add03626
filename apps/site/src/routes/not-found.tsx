import { AppLayout, Link } from '@tunedeck/react-ui';
import { Page } from '../page.js';

export function PageNotFoundRoute() {
  return (
    <Page title="Page not found">
      <AppLayout>
        <main className="td-screen-body">
          <h1>Page not found</h1>
          <p>There is no page at this address.</p>
          <Link href="/">Go to Tunedeck</Link>
        </main>
      </AppLayout>
    </Page>
  );
}
