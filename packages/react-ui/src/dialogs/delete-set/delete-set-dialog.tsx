import { Button } from '../../primitives/button/button.js';
import { Dialog } from '../../primitives/dialog/dialog.js';

export interface DeleteSetDialogProps {
  /** The set's displayed name. */
  setName: string;
  /** The caller asks again in Confirm Remove Songs. */
  onDeleteWithSongs: () => void;
  onDeleteKeepSongs: () => void;
  onClose: () => void;
}

/** Delete Set: with or without the songs that are in no other set. */
export function DeleteSetDialog({
  setName,
  onDeleteWithSongs,
  onDeleteKeepSongs,
  onClose,
}: DeleteSetDialogProps) {
  return (
    <Dialog title="Delete Set" onClose={onClose}>
      <p>Delete the set '{setName}'?</p>
      <div className="td-dialog__actions td-stacked-actions">
        <Button variant="danger" onClick={onDeleteWithSongs}>
          Delete set, and remove songs from Library
        </Button>
        {/* The safer choice: outlined, the one solid red button is the choice that deletes songs. */}
        <Button onClick={onDeleteKeepSongs}>Delete set, but keep songs in Library</Button>
        <Button onClick={onClose} data-autofocus>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
