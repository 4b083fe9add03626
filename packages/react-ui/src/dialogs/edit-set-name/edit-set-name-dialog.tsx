import { canSubmitSetName, fieldMessage, type Id, type Library, validateSetNameEdit } from '@tunedeck/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';
import { TextField } from '../../primitives/field/field.js';

export interface EditSetNameDialogProps {
  library: Library;
  setId: Id;
  /** Called with the normalised new name; not called when only capitals or spaces changed. */
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/**
 * Renames a set. A name another set has shows at once and disables Submit; a blank name is reported
 * when Submit is pressed (core's `canSubmitSetName` draws that line).
 */
export function EditSetNameDialog({ library, setId, onSubmit, onClose }: EditSetNameDialogProps) {
  const [value, setValue] = useState(library.sets[setId]?.name ?? '');
  const [submitted, setSubmitted] = useState(false);
  const result = validateSetNameEdit(value, library, setId);
  const canSubmit = canSubmitSetName(result);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!result.ok) return;
    if (result.value.kind === 'rename') onSubmit(result.value.name);
    else onClose();
  };
  return (
    <Dialog title="Edit Set Name" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className="td-dialog__body">
          <TextField
            label="Set name"
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
            Submit
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
