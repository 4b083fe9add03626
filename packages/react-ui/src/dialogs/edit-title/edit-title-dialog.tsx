import { fieldMessage, type Id, type Library, validateSongTitleEdit } from '@tunedeck/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';
import { TextField } from '../../primitives/field/field.js';

export interface EditTitleDialogProps {
  library: Library;
  songId: Id;
  /** Called with the normalised new title; not called when the title is unchanged. */
  onSubmit: (title: string) => void;
  onClose: () => void;
}

/** Renames the tune on screen; core's `validateSongTitleEdit` words every refusal. */
export function EditTitleDialog({ library, songId, onSubmit, onClose }: EditTitleDialogProps) {
  const [value, setValue] = useState(library.songs[songId]?.title ?? '');
  const result = validateSongTitleEdit(value, library, { songId, form: 'dialog' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!result.ok) return;
    if (result.value.kind === 'rename') onSubmit(result.value.title);
    else onClose();
  };
  return (
    <Dialog title="Edit Song Title" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className="td-dialog__body">
          <TextField
            label="Title"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={fieldMessage(result, 'title')}
            autoComplete="off"
          />
        </div>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={!result.ok}>
            Submit
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
