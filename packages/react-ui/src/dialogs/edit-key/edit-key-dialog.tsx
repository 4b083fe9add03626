import { displayKey, SONG_KEYS, type SongKey } from '@tunedeck/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';
import { Select } from '../../primitives/field/field.js';

export interface EditKeyDialogProps {
  /** The song's displayed title. */
  title: string;
  current: SongKey;
  onSubmit: (key: SongKey) => void;
  onClose: () => void;
}

const KEY_OPTIONS = SONG_KEYS.map((key) => ({ value: key, label: displayKey(key) }));

/** Changes the key of the tune on screen: 'Random' or one of the twelve. */
export function EditKeyDialog({ title, current, onSubmit, onClose }: EditKeyDialogProps) {
  const [key, setKey] = useState<SongKey>(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (key === current) onClose();
    else onSubmit(key);
  };
  return (
    <Dialog title="Edit Song Key" onClose={onClose}>
      <form onSubmit={submit}>
        <div className="td-dialog__body">
          <p className="td-dialog__subject">{title}</p>
          <Select
            label="Key"
            options={KEY_OPTIONS}
            value={key}
            onChange={(event) => setKey(event.target.value as SongKey)}
          />
        </div>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary">
            Submit
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
