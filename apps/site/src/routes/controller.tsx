// The screens' styles load with the page (core.css, loaded first, has the Welcome page's).
import '@tunedeck/react-ui/screens.css';
import { PickerPage } from '@tunedeck/react-ui';
import { FramedPage } from './header.js';

/** A live share's page on this site, for the leader's link and its QR code. */
const liveLink = (token: string) => `${window.location.origin}/live/${token}`;

export function ControllerRoute() {
  return (
    <FramedPage title="Picker" current="picker">
      <PickerPage liveLink={liveLink} />
    </FramedPage>
  );
}
