import { PickerPage } from '@tunedeck/react-ui';
import { FramedPage } from './header.js';

export function ControllerRoute() {
  return (
    <FramedPage title="Picker" current="picker">
      <PickerPage />
    </FramedPage>
  );
}
