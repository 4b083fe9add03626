import { SettingsPage } from '@tunedeck/react-ui';
import { FramedPage } from './header.js';

export function SettingsRoute() {
  return (
    <FramedPage title="Settings" current="settings">
      <SettingsPage />
    </FramedPage>
  );
}
