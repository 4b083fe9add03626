import { canSubmitSetName, fieldMessage, type SetNameResult } from '@tunedeck/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../primitives/button/button.js';
import { Dialog, DialogActions } from '../primitives/dialog/dialog.js';
import { TextField } from '../primitives/field/field.js';

interface SetNameDialogProps<V> {
  title: string;
  label: string;
  submitLabel: string;
  initialName: string;
  /** Core's validator for this form (adding or renaming). */
  validate: (name: string) => SetNameResult<V>;
  onValid: (value: V) => void;
  onClose: () => void;
}

/**
 * The form Add Set and Edit Set Name share: a name another set has shows at once and disables the
 * button; a blank name is reported when it is pressed (core's `canSubmitSetName` draws that line).
 */
export function SetNameDialog<V>({
  title,
  label,
  submitLabel,
  initialName,
  validate,
  onValid,
  onClose,
}: SetNameDialogProps<V>) {
  const [value, setValue] = useState(initialName);
  const [submitted, setSubmitted] = useState(false);
  const result = validate(value);
  const canSubmit = canSubmitSetName(result);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (result.ok) onValid(result.value);
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className="td-dialog__body">
          <TextField
            label={label}
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
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
