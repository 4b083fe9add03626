import { displayTitle, type Id, type SongSet, sortSets } from '@tunedeck/core';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';
import { RadioGroup } from '../../primitives/field/choice.js';

export interface ChangeSetDialogProps {
  sets: readonly SongSet[];
  /** The picker set now. */
  current: Id | null;
  onSelect: (setId: Id) => void;
  onClose: () => void;
}

/** Chooses the set the picker draws from: the sets as radio buttons, sorted. */
export function ChangeSetDialog({ sets, current, onSelect, onClose }: ChangeSetDialogProps) {
  const options = useMemo(
    () => sortSets(sets).map((set) => ({ value: set.id, label: displayTitle(set.name) })),
    [sets],
  );
  const [chosen, setChosen] = useState<Id | null>(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onSelect(chosen);
  };
  return (
    <Dialog title="Change Set" onClose={onClose}>
      <form onSubmit={submit}>
        <RadioGroup
          className="td-dialog__scroll"
          legend="Pick tunes from which set?"
          options={options}
          value={chosen}
          onChange={setChosen}
        />
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={!chosen}>
            Select
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
