import { AppLayout, PickerWidget } from '@tunedeck/react-ui';
import { Page } from '../page.js';
import { Header } from './header.js';

export function ControllerRoute() {
  return (
    <Page title="Picker">
      <AppLayout>
        <Header current="picker" />
        <main>
          <PickerWidget />
        </main>
      </AppLayout>
    </Page>
  );
}
