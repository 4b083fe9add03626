import { ContactPage } from '@tunedeck/react-ui';
import { FramedPage } from './header.js';

export function ContactRoute() {
  return (
    <FramedPage title="Contact Us" current="contact">
      <ContactPage />
    </FramedPage>
  );
}
