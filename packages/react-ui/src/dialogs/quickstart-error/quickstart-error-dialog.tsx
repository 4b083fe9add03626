import { MULTI_ADD_MESSAGES } from '@tunedeck/core';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';

export interface QuickStartErrorDialogProps {
  onClose: () => void;
}

/** The Quick Start tour's multi-add wanted exactly three songs new to the set. */
export function QuickStartErrorDialog({ onClose }: QuickStartErrorDialogProps) {
  return (
    <Dialog title="QuickStart Error" onClose={onClose}>
      <p>{MULTI_ADD_MESSAGES['quick-start']}</p>
      <DialogActions>
        <Button variant="primary" onClick={onClose}>
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
