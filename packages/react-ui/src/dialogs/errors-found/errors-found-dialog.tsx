import { displayTitle, ERRORS_FOUND_TEXT } from '@tunedeck/core';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';

export interface ErrorsFoundDialogProps {
  /** The lines a multi-add refused (`plan.invalid`'s titles). */
  titles: readonly string[];
  onClose: () => void;
}

/** After a multi-add: which lines broke the title rules and were not added. */
export function ErrorsFoundDialog({ titles, onClose }: ErrorsFoundDialogProps) {
  return (
    <Dialog title={ERRORS_FOUND_TEXT.heading} onClose={onClose}>
      <div className="td-dialog__body">
        <p>{ERRORS_FOUND_TEXT.explanation}</p>
        <p>{ERRORS_FOUND_TEXT.listIntro}</p>
        <ul className="td-errors-list">
          {titles.map((title, index) => (
            // Refused lines may repeat in different spellings; the index keeps keys unique.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <li key={index}>{displayTitle(title)}</li>
          ))}
        </ul>
      </div>
      <DialogActions>
        <Button variant="primary" onClick={onClose}>
          {ERRORS_FOUND_TEXT.button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
