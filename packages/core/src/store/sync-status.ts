import { countOf, formatCount } from '../text/count.js';
import type { ClientState } from './client-state.js';

/**
 * Where the musician's changes are, for the indicator in the header: the server is out of reach and
 * changes wait on this device, changes are on their way, or everything is on the server.
 */
export type SyncStatus = 'offline' | 'syncing' | 'synced';

/** The indicator's words: it never speaks by colour alone. */
export const SYNC_STATUS_LABELS: Readonly<Record<SyncStatus, string>> = {
  offline: 'Offline',
  syncing: 'Saving…',
  synced: 'Saved',
};

type SyncState = Pick<ClientState, 'status' | 'offline' | 'saving'> & Partial<Pick<ClientState, 'waiting'>>;

/** The sync status of a signed-in, loaded client; `null` before that (nothing to show). */
export function syncStatus(state: SyncState): SyncStatus | null {
  if (state.status !== 'ready') return null;
  if (state.offline) return 'offline';
  return state.saving > 0 || (state.waiting ?? 0) > 0 ? 'syncing' : 'synced';
}

/**
 * The indicator's text and its longer explanation for a status (`syncStatus`): offline with changes
 * kept on the device says how many ("Offline · 23 waiting"), so the musician knows they are not lost.
 */
export function syncLabel(status: SyncStatus, waiting = 0): { text: string; description: string } {
  const changes = countOf(waiting, 'change');
  if (status === 'offline')
    return waiting > 0
      ? {
          text: `Offline · ${formatCount(waiting)} waiting`,
          description: `No network: ${changes} kept on this device, sent when the network is back.`,
        }
      : { text: 'Offline', description: 'No network: changes are kept on this device until it is back.' };
  if (status === 'syncing')
    return { text: SYNC_STATUS_LABELS.syncing, description: 'Sending your changes to the server.' };
  return { text: SYNC_STATUS_LABELS.synced, description: 'Every change is saved on the server.' };
}

/**
 * How many changes logging out now would lose: signing out forgets the device's copy, so changes kept
 * on it while offline go with it (while online they are on their way, and not counted).
 */
export function changesLostOnLogOut(state: Pick<ClientState, 'offline' | 'waiting'>): number {
  return state.offline ? state.waiting : 0;
}
