import { AppLayout, ContactPage } from '@tunedeck/react-ui';
import { Page } from '../page.js';
import { Header } from './header.js';

export function ContactRoute() {
  return (
    <Page title="Contact Us">
      <AppLayout>
        <Header current="contact" />
        <main>
          <ContactPage />
        </main>
      </AppLayout>
    </Page>
  );
}
