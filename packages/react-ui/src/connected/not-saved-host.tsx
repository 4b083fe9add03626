import type { ClientState, RefusedWriteView, TunedeckClient } from '@tunedeck/core';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { NotSavedDialog } from '../dialogs/not-saved/not-saved-dialog.js';

/**
 * The Not Saved dialog for changes made offline that the server refused when they were sent: one at a
 * time, until each is saved under a free title or let go. `<TunedeckProvider>` mounts one.
 */
export function NotSavedHost({ client }: { client: TunedeckClient }) {
  const { refused, library } = useSnapshot(client.state) as Readonly<ClientState>;
  const [views, setViews] = useState<readonly RefusedWriteView[]>([]);
  useEffect(() => {
    let current = true;
    // The words follow the library (a set renamed meanwhile); `library` is what this depends on.
    void library;
    if (refused.length === 0) setViews([]);
    else
      void client.offline.refused().then((next) => {
        if (current) setViews(next);
      });
    return () => {
      current = false;
    };
  }, [client, refused, library]);
  const first = views.find((view) => refused.some((write) => write.id === view.id));
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
