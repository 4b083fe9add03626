import { type Id, type Library, validateSetNameEdit } from '@tunedeck/core';
import { SetNameDialog } from '../../internal/set-name-dialog.js';

export interface EditSetNameDialogProps {
  library: Library;
  setId: Id;
  /** Called with the normalised new name; not called when only capitals or spaces changed. */
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Renames a set (legend "Edit Set Name", Cancel and Submit); an unchanged name just closes. */
export function EditSetNameDialog({ library, setId, onSubmit, onClose }: EditSetNameDialogProps) {
  return (
    <SetNameDialog
      title="Edit Set Name"
      label="Set name"
      submitLabel="Submit"
      initialName={library.sets[setId]?.name ?? ''}
      validate={(name) => validateSetNameEdit(name, library, setId)}
      onValid={(value) => (value.kind === 'rename' ? onSubmit(value.name) : onClose())}
      onClose={onClose}
    />
  );
}
