import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';

export interface ConfirmSkipDialogProps {
  /** The tune on screen, as displayed. */
  title: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Confirm before SKIP" (a setting of the stage): a mis-pressed pedal must not lose the tune. The same
 * SKIP key (or Enter) confirms; Escape or Cancel keeps the tune.
 */
export function ConfirmSkipDialog({ title, onConfirm, onClose }: ConfirmSkipDialogProps) {
  return (
    <Dialog title="Skip This Tune?" onClose={onClose}>
      <p>'{title}' goes back into the round and comes up again later in the gig.</p>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="primary" onClick={onConfirm} data-autofocus>
          SKIP
        </Button>
      </DialogActions>
    </Dialog>
  );
}
