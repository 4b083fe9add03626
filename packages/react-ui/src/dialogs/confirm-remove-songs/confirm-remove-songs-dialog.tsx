import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';

export interface ConfirmRemoveSongsDialogProps {
  /** The set's displayed name. */
  setName: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Raised over Delete Set: asks again before songs leave the library. */
export function ConfirmRemoveSongsDialog({ setName, onConfirm, onClose }: ConfirmRemoveSongsDialogProps) {
  return (
    <Dialog title="Confirm Remove Songs" onClose={onClose} raised>
      <p>
        Delete '{setName}' and remove its songs from your library? Only songs that are in no other set are
        deleted; songs that are also in another set stay in your library. This action cannot be undone.
      </p>
      <DialogActions>
        <Button onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
