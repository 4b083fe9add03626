import { historyView } from '@tunedeck/core';
import { useClientState } from '../provider/provider.js';
import { HistoryScreen } from '../screens/history/history-screen.js';

/** History connected: the account's gigs, kept in step with every device by the client store. */
export function HistoryPage() {
  const { library } = useClientState();
  return (
    <HistoryScreen
      gigs={historyView(library, Date.now())}
      hasSong={(id) => library.songs[id] !== undefined}
    />
  );
}
