import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';

export interface MoveOutDialogProps {
  /** The song's displayed title. */
  title: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** ↓ on a 'new' tune: erase it from the library and every set and put it on Tunes to Learn. */
export function MoveOutDialog({ title, onConfirm, onClose }: MoveOutDialogProps) {
  return (
    <Dialog title="Move Out Of Library" onClose={onClose}>
      <p>Do you want to erase '{title}' from your library and all sets, and add it to Tunes to Learn?</p>
      <DialogActions>
        <Button onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Move Out and Erase From Library
        </Button>
      </DialogActions>
    </Dialog>
  );
}
