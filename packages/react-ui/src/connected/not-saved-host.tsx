import type { ClientState, TunedeckClient } from '@tunedeck/core';
import { useSnapshot } from 'valtio';
import { NotSavedDialog } from '../dialogs/not-saved/not-saved-dialog.js';

/**
 * The Not Saved dialog for changes made offline that the server refused when they were sent: one at a
 * time, until each is saved under a free title or let go. `<TunedeckProvider>` mounts one.
 */
export function NotSavedHost({ client }: { client: TunedeckClient }) {
  const { refused, library } = useSnapshot(client.state) as Readonly<ClientState>;
  // Read after the snapshot so the words follow the library as it changes.
  void library;
  if (refused.length === 0) return null;
  const [first] = client.offline.refused();
  if (!first) return null;
  return (
    <NotSavedDialog
      key={first.id}
      change={first}
      count={refused.length}
      onKeepBoth={client.offline.keepBoth}
      onDismiss={client.offline.dismiss}
    />
  );
}
