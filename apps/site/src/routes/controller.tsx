// The screens' styles load with the page (core.css, loaded first, has the Welcome page's).
import '@tunedeck/react-ui/screens.css';
import { PickerPage } from '@tunedeck/react-ui';
import { FramedPage } from './header.js';

export function ControllerRoute() {
  return (
    <FramedPage title="Picker" current="picker">
      <PickerPage />
    </FramedPage>
  );
}
