import type { Library, WishEntry } from '@tunedeck/core';
import { AddSongDialog, type AddSongValues } from '../add-song/add-song-dialog.js';

export interface MoveIntoLibraryDialogProps {
  library: Library;
  /** The wish-list entry whose check-mark was pressed. */
  entry: WishEntry;
  /** For core's moveWishIntoLibrary(entry, values): creates the song and drops the wish in one write. */
  onSubmit: (values: AddSongValues) => void;
  onClose: () => void;
}

/** The wish list's check-mark: the library's Add Song form with the tune's title filled in. */
export function MoveIntoLibraryDialog({ library, entry, onSubmit, onClose }: MoveIntoLibraryDialogProps) {
  return (
    <AddSongDialog
      library={library}
      target={{ kind: 'library' }}
      initialTitle={entry.title}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
