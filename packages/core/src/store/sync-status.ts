import type { ClientState } from './client.js';

/**
 * Where the musician's changes are, for the indicator in the header: the server is out of reach and
 * picks wait on this device, changes are on their way, or everything is on the server.
 */
export type SyncStatus = 'offline' | 'syncing' | 'synced';

/** The indicator's words: it never speaks by colour alone. */
export const SYNC_STATUS_LABELS: Readonly<Record<SyncStatus, string>> = {
  offline: 'Offline',
  syncing: 'Saving…',
  synced: 'Saved',
};

/** The sync status of a signed-in, loaded client; `null` before that (nothing to show). */
export function syncStatus(state: Pick<ClientState, 'status' | 'offline' | 'saving'>): SyncStatus | null {
  if (state.status !== 'ready') return null;
  if (state.offline) return 'offline';
  return state.saving > 0 ? 'syncing' : 'synced';
}
