import { formatCount, type SyncStatus, syncLabel } from '@tunedeck/core';
import { OfflineIcon, SavedIcon, SavingIcon } from '../../internal/icons.js';

const ICONS = { offline: OfflineIcon, syncing: SavingIcon, synced: SavedIcon } as const;

export interface SyncStatusBadgeProps {
  /** From core's `syncStatus(client.state)`. */
  status: SyncStatus;
  /** Changes kept on this device for the server (`client.state.waiting`), counted while offline. */
  waiting?: number;
}

/**
 * Where the musician's changes are, in the header: "Saved", "Saving…" or "Offline · 23 waiting"
 * (changes kept on this device until the network is back), as an icon and words; screen readers hear
 * the longer sentence. Not a live region: a pick every few seconds must not make a screen reader
 * speak; the Picker announces going offline itself.
 */
export function SyncStatusBadge({ status, waiting = 0 }: SyncStatusBadgeProps) {
  const Icon = ICONS[status];
  const offline = status === 'offline';
  const label = syncLabel(status, waiting);
  return (
    <p className="td-sync" data-sync={status} title={label.description}>
      <Icon />
      <span aria-hidden="true">
        {offline && waiting > 0 ? (
          <>
            {`Offline · ${formatCount(waiting)}`}
            {/* Dropped on a phone, where the header has no room for it; the icon says offline. */}
            <span className="td-sync__word"> waiting</span>
          </>
        ) : (
          label.text
        )}
      </span>
      <span className="td-visually-hidden">{`${label.text}. ${label.description}`}</span>
    </p>
  );
}
