import {
  DEFAULT_KEY,
  DEFAULT_KNOWLEDGE,
  displayTitle,
  fieldMessage,
  type Id,
  type Knowledge,
  type Library,
  type SongKey,
  sortSets,
  validateNotes,
  validateSongTitleForLibrary,
  validateSongTitleForSet,
} from '@tunedeck/core';
import { type FormEvent, useMemo, useState } from 'react';
import { ChoiceList } from '../../internal/choice-list.js';
import { KEY_OPTIONS, KNOWLEDGE_OPTIONS } from '../../internal/song-options.js';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';
import { RadioGroup } from '../../primitives/field/choice.js';
import { Select, TextArea, TextField } from '../../primitives/field/field.js';

/** Where the new song goes: into a set (from its page) or only the library (All Songs, wish list). */
export type AddSongTarget = { kind: 'set'; setId: Id } | { kind: 'library' };

/** What the form hands back: ready for core's addSongToSet / addSongToLibrary / moveWishIntoLibrary. */
export interface AddSongValues {
  title: string;
  key: SongKey;
  knowledge: Knowledge;
  notes: string;
  /** Library target only: the sets ticked in the form. */
  setIds: Id[];
}

export interface AddSongDialogProps {
  library: Library;
  target: AddSongTarget;
  /** A title to start with (the wish list's check-mark). */
  initialTitle?: string;
  onSubmit: (values: AddSongValues) => void;
  /** Set target: the title is a library song not yet in this set (opens "Already In Library"). */
  onAlreadyInLibrary?: (songId: Id) => void;
  onClose: () => void;
}

/** "Add New Song": title, key, knowledge, notes, and (for the library) the sets it joins. */
export function AddSongDialog(props: AddSongDialogProps) {
  const { library, target } = props;
  const [title, setTitle] = useState(props.initialTitle ?? '');
  // 'Title Field Required' waits until the field was used: an empty form is not an error yet.
  const [touched, setTouched] = useState(props.initialTitle !== undefined);
  const [key, setKey] = useState<SongKey>(DEFAULT_KEY);
  const [knowledge, setKnowledge] = useState<Knowledge>(DEFAULT_KNOWLEDGE);
  const [notes, setNotes] = useState('');
  const [setIds, setSetIds] = useState<ReadonlySet<Id>>(new Set());
  const sets = useMemo(() => sortSets(Object.values(library.sets)), [library.sets]);

  // On a set page a library title is not an error but the 'existing' outcome (Already In Library).
  const setResult = target.kind === 'set' ? validateSongTitleForSet(title, library, target.setId) : null;
  const titleResult = setResult ?? validateSongTitleForLibrary(title, library);
  const notesResult = validateNotes(notes);
  const ok = titleResult.ok && notesResult.ok;
  const legend =
    target.kind === 'set'
      ? `Add Song to '${displayTitle(library.sets[target.setId]?.name ?? '')}'`
      : 'Add Song To Library';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!titleResult.ok || !notesResult.ok) return;
    if (setResult?.ok && setResult.value.kind === 'existing') {
      props.onAlreadyInLibrary?.(setResult.value.songId);
      return;
    }
    props.onSubmit({
      title: titleResult.value.title,
      key,
      knowledge,
      notes: notesResult.value.notes,
      setIds: target.kind === 'library' ? sets.filter((s) => setIds.has(s.id)).map((s) => s.id) : [],
    });
  };

  return (
    <Dialog title={legend} onClose={props.onClose} landscape>
      <form onSubmit={submit} noValidate>
        <div className="td-dialog__body">
          <div className="td-dialog__body">
            <TextField
              label="Title"
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                setTouched(true);
              }}
              error={touched ? fieldMessage(titleResult, 'title') : undefined}
              autoComplete="off"
            />
            <Select
              label="Key"
              options={KEY_OPTIONS}
              value={key}
              onChange={(event) => setKey(event.target.value as SongKey)}
            />
            <TextArea
              label="Notes"
              value={notes}
              rows={3}
              onChange={(event) => setNotes(event.target.value)}
              error={fieldMessage(notesResult, 'notes')}
            />
          </div>
          <div className="td-dialog__body">
            <RadioGroup
              legend="How Well Do I Know This Tune?"
              options={KNOWLEDGE_OPTIONS}
              value={knowledge}
              onChange={(value) => setKnowledge(value as Knowledge)}
            />
            {target.kind === 'library' && sets.length > 0 ? (
              <ChoiceList
                legend="Sets"
                items={sets.map((s) => ({ id: s.id, label: displayTitle(s.name) }))}
                chosen={setIds}
                onChange={setSetIds}
              />
            ) : null}
          </div>
        </div>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={touched && !ok}>
            Add Song
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
