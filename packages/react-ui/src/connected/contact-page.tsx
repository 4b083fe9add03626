import { useClientState, useTunedeck } from '../provider/provider.js';
import { ContactScreen } from '../screens/contact/contact-screen.js';

/**
 * Contact Us connected: the signed-in user's address filled in, the message stored on the server; a
 * failure keeps the form filled, and the provider opens the Network Error dialog (behaviour.md §6).
 */
export function ContactPage() {
  const client = useTunedeck();
  const { account } = useClientState();
  return <ContactScreen defaultEmail={account?.email} onSubmit={(value) => client.contact.send(value)} />;
}
