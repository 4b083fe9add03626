import { type Library, validateNewSetName } from '@tunedeck/core';
import { SetNameDialog } from '../../internal/set-name-dialog.js';

export interface AddSetDialogProps {
  library: Library;
  /** Called with the normalised name, for core's addSet. */
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Adds a set (legend "Add Set", field "Title", Cancel and Add). */
export function AddSetDialog({ library, onSubmit, onClose }: AddSetDialogProps) {
  return (
    <SetNameDialog
      title="Add Set"
      label="Title"
      submitLabel="Add"
      initialName=""
      validate={(name) => validateNewSetName(name, library)}
      onValid={(value) => onSubmit(value.name)}
      onClose={onClose}
    />
  );
}
