import { NO_NOTES_TEXT } from '@tunedeck/core';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';

export interface NotesDialogProps {
  /** The song's displayed title. */
  title: string;
  notes: string;
  onClose: () => void;
}

/** The notes of the tune on screen, line breaks kept. */
export function NotesDialog({ title, notes, onClose }: NotesDialogProps) {
  const empty = notes.trim() === '';
  return (
    <Dialog title="Notes" onClose={onClose}>
      <div className="td-dialog__body">
        <p className="td-dialog__subject">{title}</p>
        <p className={empty ? 'td-notes td-notes--empty' : 'td-notes'}>{empty ? NO_NOTES_TEXT : notes}</p>
      </div>
      <DialogActions>
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
