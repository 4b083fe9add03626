import type { Id } from '@tunedeck/core';
import { Checkbox } from '../primitives/field/choice.js';

interface ChoiceListProps {
  legend: string;
  items: ReadonlyArray<{ id: Id; label: string }>;
  chosen: ReadonlySet<Id>;
  onChange: (next: Set<Id>) => void;
  /** Shown instead of the list when there is nothing to choose. */
  emptyText?: string;
}

/** A labelled group of checkboxes choosing ids (sets of a song, songs to add). */
export function ChoiceList({ legend, items, chosen, onChange, emptyText }: ChoiceListProps) {
  return (
    <fieldset className="td-choices td-selectable">
      <legend className="td-field__label">{legend}</legend>
      {items.length === 0 && emptyText ? <p className="td-list-empty">{emptyText}</p> : null}
      {items.map((item) => (
        <Checkbox
          key={item.id}
          label={item.label}
          checked={chosen.has(item.id)}
          onChange={(event) => {
            const next = new Set(chosen);
            if (event.target.checked) next.add(item.id);
            else next.delete(item.id);
            onChange(next);
          }}
        />
      ))}
    </fieldset>
  );
}
