import { PageNotFoundScreen } from '@tunedeck/react-ui';
import { FramedPage } from './header.js';

/** An address the site has no page for, in the app's frame: the menu leads on from it. */
export function PageNotFoundRoute() {
  return (
    <FramedPage title="Page not found">
      <PageNotFoundScreen />
    </FramedPage>
  );
}
