import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '../../primitives/button/button.js';

export interface SongFieldProps {
  /** The field's name, e.g. "Title". */
  name: string;
  /** The value as shown when not editing. */
  display: ReactNode;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  canConfirm: boolean;
  /** The editor, shown while editing. */
  children: ReactNode;
}

/** A field's Edit, beside its value (or the song's title, the page's heading). */
export function EditButton({ field, onClick }: { field: string; onClick: () => void }) {
  return (
    // A real button like Settings' Change (one verb set, in Title Case); the name says which field.
    <Button onClick={onClick} aria-label={`Edit ${field}`}>
      Edit
    </Button>
  );
}

/** One field of the song page: its value and Edit, or its editor with Confirm and Cancel. */
export function SongField(props: SongFieldProps) {
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.canConfirm) props.onConfirm();
  };
  return (
    <section className="td-song-field" aria-labelledby={headingId}>
      <div className="td-song-field__head">
        <h2 className="td-song-field__name" id={headingId}>
          {props.name}
        </h2>
        {props.editing ? null : <EditButton field={props.name} onClick={props.onEdit} />}
      </div>
      {props.editing ? (
        <form className="td-song-field__form" onSubmit={submit} noValidate>
          {props.children}
          <div className="td-button-row">
            <Button onClick={props.onCancel}>Cancel</Button>
            <Button type="submit" variant="primary" disabled={!props.canConfirm}>
              Confirm
            </Button>
          </div>
        </form>
      ) : (
        <div className="td-song-field__value">{props.display}</div>
      )}
    </section>
  );
}
