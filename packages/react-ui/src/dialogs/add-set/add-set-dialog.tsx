import { canSubmitSetName, fieldMessage, type Library, validateNewSetName } from '@tunedeck/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';
import { TextField } from '../../primitives/field/field.js';

export interface AddSetDialogProps {
  library: Library;
  /** Called with the normalised name, for core's addSet. */
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/**
 * Adds a set. A name another set has shows at once and disables Add; an empty field is reported when
 * Add is pressed (core's `canSubmitSetName` draws that line).
 */
export function AddSetDialog({ library, onSubmit, onClose }: AddSetDialogProps) {
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const result = validateNewSetName(value, library);
  const canSubmit = canSubmitSetName(result);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (result.ok) onSubmit(result.value.name);
  };
  return (
    <Dialog title="Add Set" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className="td-dialog__body">
          <TextField
            label="Title"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setSubmitted(false);
            }}
            error={submitted || !canSubmit ? fieldMessage(result, 'name') : undefined}
            autoComplete="off"
          />
        </div>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={!canSubmit}>
            Add
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
