import type { TunedeckError } from '@tunedeck/core';
import { NetworkErrorDialog } from '../dialogs/network-error/network-error-dialog.js';
import { useClientState, useTunedeck } from '../provider/provider.js';
import { ContactScreen } from '../screens/contact/contact-screen.js';
import { errorDetails } from '../widgets/picker/picker-widget.js';

/**
 * Contact Us connected: the signed-in user's address filled in, the message stored on the server; a
 * failure keeps the form filled and opens the Network Error dialog (behaviour.md §6).
 */
export function ContactPage() {
  const client = useTunedeck();
  const { account, error } = useClientState();
  return (
    <>
      <ContactScreen defaultEmail={account?.email} onSubmit={(value) => client.contact.send(value)} />
      {error ? (
        <NetworkErrorDialog details={errorDetails(error as TunedeckError)} onClose={client.dismissError} />
      ) : null}
    </>
  );
}
