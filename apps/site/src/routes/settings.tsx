// The screens' styles load with the page (core.css, loaded first, has the Welcome page's).
import '@tunedeck/react-ui/screens.css';
import { SettingsPage } from '@tunedeck/react-ui';
import { FramedPage } from './header.js';

export function SettingsRoute() {
  return (
    <FramedPage title="Settings" current="settings">
      <SettingsPage />
    </FramedPage>
  );
}
