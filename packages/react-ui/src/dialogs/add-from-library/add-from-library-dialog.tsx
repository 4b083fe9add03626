import {
  displayTitle,
  type FromLibrarySelection,
  type Id,
  type Library,
  songsOfSet,
  sortSets,
  sortSongs,
} from '@tunedeck/core';
import { type FormEvent, useMemo, useState } from 'react';
import { ChoiceList } from '../../internal/choice-list.js';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';

export interface AddFromLibraryDialogProps {
  library: Library;
  /** The set the songs join. */
  setId: Id;
  /** For core's addFromLibrary: songs already in the set are skipped there. */
  onSubmit: (selection: FromLibrarySelection) => void;
  onClose: () => void;
}

/**
 * "Add Songs From Your Library": other sets (each brings all its songs) and the library's songs not yet
 * in this set, as checkboxes. Submit is enabled once something is selected.
 */
export function AddFromLibraryDialog({ library, setId, onSubmit, onClose }: AddFromLibraryDialogProps) {
  const [setIds, setSetIds] = useState<ReadonlySet<Id>>(new Set());
  const [songIds, setSongIds] = useState<ReadonlySet<Id>>(new Set());
  const sets = useMemo(
    () => sortSets(Object.values(library.sets).filter((set) => set.id !== setId)),
    [library.sets, setId],
  );
  // Sorting a large library costs time: once per library change, not once per tick of a checkbox.
  const songs = useMemo(() => {
    const members = new Set(songsOfSet(library, setId).map((song) => song.id));
    return sortSongs(Object.values(library.songs).filter((song) => !members.has(song.id)));
  }, [library, setId]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      setIds: sets.filter((set) => setIds.has(set.id)).map((set) => set.id),
      songIds: songs.filter((song) => songIds.has(song.id)).map((song) => song.id),
    });
  };
  const nothing = setIds.size === 0 && songIds.size === 0;
  return (
    <Dialog title="Add Songs From Your Library" onClose={onClose}>
      <form onSubmit={submit}>
        <div className="td-dialog__body">
          <p>Select, from the lists below, songs that you would like to add</p>
          <ChoiceList
            legend="Sets"
            items={sets.map((set) => ({ id: set.id, label: displayTitle(set.name) }))}
            chosen={setIds}
            onChange={setSetIds}
            emptyText="No other sets"
          />
          <ChoiceList
            legend="All Songs"
            items={songs.map((song) => ({ id: song.id, label: displayTitle(song.title) }))}
            chosen={songIds}
            onChange={setSongIds}
            emptyText="Every song of your library is in this set"
          />
        </div>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={nothing}>
            Submit
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
