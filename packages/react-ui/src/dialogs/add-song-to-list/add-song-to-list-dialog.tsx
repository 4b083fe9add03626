import { fieldMessage, type Library, validateWishTitle } from '@tunedeck/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';
import { TextField } from '../../primitives/field/field.js';

export interface AddSongToListDialogProps {
  library: Library;
  /** Called with the normalised title, for core's wishAdd. */
  onSubmit: (title: string) => void;
  onClose: () => void;
}

/** The wish list's "Add Song To List". A title already on the list simply closes the dialog (spec §5). */
export function AddSongToListDialog({ library, onSubmit, onClose }: AddSongToListDialogProps) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const result = validateWishTitle(value, library);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!result.ok) return;
    if (result.value.kind === 'new') onSubmit(result.value.title);
    else onClose();
  };
  return (
    <Dialog title="Add Song To List" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className="td-dialog__body">
          <TextField
            label="Title"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setTouched(true);
            }}
            error={touched ? fieldMessage(result, 'title') : undefined}
            autoComplete="off"
          />
        </div>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={touched && !result.ok}>
            Add
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
