import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';

export interface AlreadyInLibraryDialogProps {
  /** The library song's displayed title. */
  title: string;
  /** The set's displayed name. */
  setName: string;
  /** For core's addExistingSongToSet: the existing song joins with its own knowledge, key and notes. */
  onAddFromLibrary: () => void;
  onClose: () => void;
}

/** "Add New Song" on a set page with a title the library already has. */
export function AlreadyInLibraryDialog({
  title,
  setName,
  onAddFromLibrary,
  onClose,
}: AlreadyInLibraryDialogProps) {
  return (
    <Dialog title="Already In Library" onClose={onClose} raised>
      <p>
        '{title}' is already in your library. Add it to '{setName}' from your library, with its own key,
        knowledge and notes?
      </p>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="primary" onClick={onAddFromLibrary} data-autofocus>
          Add From Library
        </Button>
      </DialogActions>
    </Dialog>
  );
}
