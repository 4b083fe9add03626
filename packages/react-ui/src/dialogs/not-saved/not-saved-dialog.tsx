import type { RefusedWriteView } from '@tunedeck/core';
import { useState } from 'react';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';

export interface NotSavedDialogProps {
  /** The first refused change, from `client.offline.refused()`. */
  change: RefusedWriteView;
  /** How many refused changes there are in all (this one included). */
  count?: number;
  /** Saves it under the free title it names (`client.offline.keepBoth`). */
  onKeepBoth: (id: number) => unknown;
  /** The musician has read it (`client.offline.dismiss`). */
  onDismiss: (id: number) => void;
}

/**
 * A change made offline that the server refused when the network came back: what it was, why, and
 * what the library kept. Nothing goes silently: the musician saves theirs under a free title, or lets
 * it go, one change at a time.
 */
export function NotSavedDialog({ change, count = 1, onKeepBoth, onDismiss }: NotSavedDialogProps) {
  const [busy, setBusy] = useState(false);
  const keepBoth = async () => {
    setBusy(true);
    try {
      await onKeepBoth(change.id);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title="Not Saved" onClose={() => onDismiss(change.id)}>
      <div className="td-dialog__body td-not-saved">
        <p>
          {count > 1
            ? `${count} changes made while offline could not be saved. The first:`
            : 'A change made while offline could not be saved:'}
        </p>
        <ul className="td-not-saved__what">
          {change.what.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{change.why}</p>
        <p>{change.kept}</p>
      </div>
      <DialogActions>
        {change.keepBoth ? (
          <>
            <Button onClick={() => onDismiss(change.id)} busy={busy}>
              Let mine go
            </Button>
            <Button variant="primary" onClick={() => void keepBoth()} busy={busy} data-autofocus>
              {change.keepBoth.label}
            </Button>
          </>
        ) : (
          <Button variant="primary" onClick={() => onDismiss(change.id)} data-autofocus>
            Got it
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
