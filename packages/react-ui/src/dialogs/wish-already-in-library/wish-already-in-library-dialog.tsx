import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';

export interface WishAlreadyInLibraryDialogProps {
  /** The tune's displayed title. */
  title: string;
  /** For core's wishRemove. */
  onRemove: () => void;
  onClose: () => void;
}

/** The wish list's check-mark on a title the library already has. */
export function WishAlreadyInLibraryDialog({ title, onRemove, onClose }: WishAlreadyInLibraryDialogProps) {
  return (
    <Dialog title="Already In Library" onClose={onClose}>
      <p>'{title}' is already in your library. Remove it from Tunes I Want To Learn?</p>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="primary" onClick={onRemove} data-autofocus>
          Remove From List
        </Button>
      </DialogActions>
    </Dialog>
  );
}
