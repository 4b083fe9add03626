import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';

export interface DeleteSongDialogProps {
  /** The song's displayed title. */
  title: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Deletes a song from the library and from every set it is in. */
export function DeleteSongDialog({ title, onConfirm, onClose }: DeleteSongDialogProps) {
  return (
    <Dialog title="Delete Song" onClose={onClose}>
      <p>Delete '{title}' from your library and from every set it is in? This action cannot be undone.</p>
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
