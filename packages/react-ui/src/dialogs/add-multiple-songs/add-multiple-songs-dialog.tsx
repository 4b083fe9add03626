import {
  displayTitle,
  fieldMessage,
  type Library,
  MULTI_ADD_OVERFLOW_MESSAGE,
  type MultiAddPlan,
  type MultiAddTarget,
  validateMultiAdd,
} from '@tunedeck/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';
import { TextArea } from '../../primitives/field/field.js';

export interface AddMultipleSongsDialogProps {
  library: Library;
  target: MultiAddTarget;
  /**
   * Core's plan for the box and the text it was read from: the caller writes it (the client's bulk
   * commands take the text), then shows Errors Found if `needsErrorsFound(plan)`.
   */
  onSubmit: (plan: MultiAddPlan, text: string) => void;
  onClose: () => void;
  /** What the box holds at first (the Quick Start's lines, kept after its error). */
  initialText?: string;
  /** Told as the box changes. */
  onTextChange?: (text: string) => void;
}

function headingFor(library: Library, target: MultiAddTarget): string {
  if (target.kind === 'set')
    return `Add Multiple Songs to '${displayTitle(library.sets[target.setId]?.name ?? '')}'`;
  return target.kind === 'library' ? 'Add Multiple Songs' : 'Add Multiple Songs To List';
}

/** One title per line, into a set, the library or the wish list. Core sorts the lines out. */
export function AddMultipleSongsDialog(props: AddMultipleSongsDialogProps) {
  const { library, target, onSubmit, onClose } = props;
  const [text, setText] = useState(props.initialText ?? '');
  const [submitted, setSubmitted] = useState(false);
  // Parsing runs on submit only: a thousand-line paste must not re-parse on every keystroke.
  const [result, setResult] = useState<ReturnType<typeof validateMultiAdd> | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateMultiAdd(text, library, target);
    setSubmitted(true);
    setResult(checked);
    if (checked.ok) onSubmit(checked.value, text);
  };
  const error = submitted && result ? fieldMessage(result, 'titles') : undefined;
  const overflow = result?.ok && result.value.overflow > 0;
  return (
    <Dialog title={headingFor(library, target)} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className="td-dialog__body">
          <TextArea
            label="Song titles"
            hint="One title per line."
            rows={8}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setResult(null);
              props.onTextChange?.(event.target.value);
            }}
            error={error}
          />
          {overflow ? <p role="status">{MULTI_ADD_OVERFLOW_MESSAGE}</p> : null}
        </div>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary">
            Add Songs
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
