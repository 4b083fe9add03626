import { SYNC_STATUS_LABELS, type SyncStatus } from '@tunedeck/core';
import { OfflineIcon, SavedIcon, SavingIcon } from '../../internal/icons.js';

const ICONS = { offline: OfflineIcon, syncing: SavingIcon, synced: SavedIcon } as const;

export interface SyncStatusBadgeProps {
  /** From core's `syncStatus(client.state)`. */
  status: SyncStatus;
}

/**
 * Where the musician's changes are, in the header: "Saved", "Saving…" or "Offline" (picks wait on
 * this device), as an icon and a word. Not a live region: a pick every few seconds must not make a
 * screen reader speak; the Picker announces going offline itself.
 */
export function SyncStatusBadge({ status }: SyncStatusBadgeProps) {
  const Icon = ICONS[status];
  return (
    <p className="td-sync" data-sync={status}>
      <Icon />
      <span>{SYNC_STATUS_LABELS[status]}</span>
    </p>
  );
}
