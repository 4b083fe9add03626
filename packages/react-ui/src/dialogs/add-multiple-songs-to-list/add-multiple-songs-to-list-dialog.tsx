import type { Library, MultiAddPlan } from '@tunedeck/core';
import { AddMultipleSongsDialog } from '../add-multiple-songs/add-multiple-songs-dialog.js';

export interface AddMultipleSongsToListDialogProps {
  library: Library;
  /** `plan.create` are the new wish-list titles; `plan.invalid` go to Errors Found. */
  onSubmit: (plan: MultiAddPlan, text: string) => void;
  onClose: () => void;
}

/** The wish list's "Add Multiple Songs To List": one title per line. */
export function AddMultipleSongsToListDialog(props: AddMultipleSongsToListDialogProps) {
  return <AddMultipleSongsDialog {...props} target={{ kind: 'wishlist' }} />;
}
