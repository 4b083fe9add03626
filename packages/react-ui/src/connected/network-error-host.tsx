import type { ClientState, TunedeckClient, TunedeckError } from '@tunedeck/core';
import { useSnapshot } from 'valtio';
import { NetworkErrorDialog } from '../dialogs/network-error/network-error-dialog.js';
import { errorDetails } from '../internal/error-details.js';

/**
 * The Network Error dialog for any unexpected failure of the client (a write refused, the server out of
 * reach); "Got it" dismisses the error. `<TunedeckProvider>` mounts one; the picker widget mounts its
 * own only when it runs without a provider.
 */
export function NetworkErrorHost({ client }: { client: TunedeckClient }) {
  const { error } = useSnapshot(client.state) as Readonly<ClientState>;
  if (!error) return null;
  return <NetworkErrorDialog details={errorDetails(error as TunedeckError)} onClose={client.dismissError} />;
}
