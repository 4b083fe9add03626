import { type PracticeSettings, type PracticeSettingsErrors, readPracticeSettings } from '@tunedeck/core';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../primitives/button/button.js';
import { Checkbox } from '../../primitives/field/choice.js';
import { TextField } from '../../primitives/field/field.js';

export interface PracticeSettingsFormProps {
  settings: PracticeSettings;
  /** Saves the settings (they sync to the musician's other devices). */
  onSave: (settings: PracticeSettings) => void;
}

/** Settings › Practice: the day's limits (new tunes, minutes) and whether each tune goes round all twelve keys. */
export function PracticeSettingsForm({ settings, onSave }: PracticeSettingsFormProps) {
  const headingId = useId();
  const [newPerDay, setNewPerDay] = useState(String(settings.newPerDay));
  const [minutes, setMinutes] = useState(String(settings.minutes));
  const [allKeys, setAllKeys] = useState(settings.allKeys);
  const [errors, setErrors] = useState<PracticeSettingsErrors>({});
  const [message, setMessage] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readPracticeSettings({ newPerDay, minutes, allKeys });
    if (!read.ok) {
      setErrors(read.errors);
      setMessage('');
      return;
    }
    setErrors({});
    onSave(read.settings);
    setMessage('Practice settings saved.');
  };

  return (
    <section className="td-practice-settings" aria-labelledby={headingId}>
      <h2 id={headingId} className="td-settings__heading">
        Practice
      </h2>
      <p>
        Each day's list takes the tunes due first, then new ones (your New tunes, then Tunes I Want To Learn),
        until one of these limits is reached.
      </p>
      <form className="td-practice-settings__form" onSubmit={submit} noValidate>
        <TextField
          label="New tunes a day"
          inputMode="numeric"
          value={newPerDay}
          error={errors.newPerDay}
          onChange={(event) => setNewPerDay(event.currentTarget.value)}
        />
        <TextField
          label="Minutes a day"
          inputMode="numeric"
          value={minutes}
          error={errors.minutes}
          onChange={(event) => setMinutes(event.currentTarget.value)}
        />
        <Checkbox
          label="Practise each tune in all twelve keys (each time the key it is least covered in)"
          checked={allKeys}
          onChange={(event) => setAllKeys(event.currentTarget.checked)}
        />
        <div className="td-practice-settings__actions">
          <Button type="submit">Save Practice Settings</Button>
          <p role="status" className="td-practice-settings__message">
            {message}
          </p>
        </div>
      </form>
    </section>
  );
}
