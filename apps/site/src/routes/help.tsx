// The screens' styles load with the page (core.css, loaded first, has the Welcome page's).
import '@tunedeck/react-ui/screens.css';
import { DocsScreen, HelpScreen } from '@tunedeck/react-ui';
import { FramedPage } from './header.js';

export function HelpRoute() {
  return (
    <FramedPage title="Help Center" current="help">
      <HelpScreen quickStartHref="/help/quickstart" />
    </FramedPage>
  );
}

export function DocsRoute() {
  return (
    <FramedPage title="Docs" current="help">
      <DocsScreen quickStartHref="/help/quickstart" />
    </FramedPage>
  );
}
