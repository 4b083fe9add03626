// The screens' styles load with the page (core.css, loaded first, has the Welcome page's).
import '@tunedeck/react-ui/screens.css';
import { ContactPage } from '@tunedeck/react-ui';
import { FramedPage } from './header.js';

export function ContactRoute() {
  return (
    <FramedPage title="Contact Us" current="contact">
      <ContactPage />
    </FramedPage>
  );
}
