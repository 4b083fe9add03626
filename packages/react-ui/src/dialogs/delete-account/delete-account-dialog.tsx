import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';

export interface DeleteAccountDialogProps {
  /** Delete chosen: the caller opens Reauthenticate with "Confirm Delete". */
  onConfirm: () => void;
  onClose: () => void;
}

export const DELETE_ACCOUNT_TEXT =
  'Are you sure you want to delete your account? This action cannot be undone. All your songs, sets, and settings will be deleted along with your login information.';

/** The first step of deleting the account; Cancel has focus so Enter never deletes by accident. */
export function DeleteAccountDialog({ onConfirm, onClose }: DeleteAccountDialogProps) {
  return (
    <Dialog title="Delete Account" onClose={onClose}>
      <div className="td-dialog__body">
        <p>{DELETE_ACCOUNT_TEXT}</p>
      </div>
      <DialogActions>
        <Button onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
