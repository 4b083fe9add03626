import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';

export interface CannotDeleteSetDialogProps {
  onClose: () => void;
}

/** Delete Set on the only set: refused, since at least one set must always exist. */
export function CannotDeleteSetDialog({ onClose }: CannotDeleteSetDialogProps) {
  return (
    <Dialog title="Cannot Delete Set" onClose={onClose}>
      <p>
        This set cannot be deleted, because at least one set must always exist. To delete it, create another
        set first.
      </p>
      <DialogActions>
        <Button variant="primary" onClick={onClose}>
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
