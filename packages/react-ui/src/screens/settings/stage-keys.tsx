import {
  assignStageKey,
  DEFAULT_STAGE_KEYS,
  removeStageKey,
  STAGE_ACTION_LABELS,
  STAGE_ACTIONS,
  type StageAction,
  type StageSettings,
  stageKeyLabel,
  stageKeysMessage,
  stageKeysProblems,
} from '@tunedeck/core';
import { useEffect, useId, useState } from 'react';
import { CloseIcon } from '../../internal/icons.js';
import { Button } from '../../primitives/button/button.js';
import { Checkbox } from '../../primitives/field/choice.js';

export interface StageKeysSettingsProps {
  settings: StageSettings;
  onChange: (settings: StageSettings) => void;
}

/**
 * Settings › On stage: which key or pedal does what on the Picker (pedals differ), and "Ask before
 * SKIP". A key is added by pressing it; a key given to another action leaves the one that had it.
 */
export function StageKeysSettings({ settings, onChange }: StageKeysSettingsProps) {
  const headingId = useId();
  const [listening, setListening] = useState<StageAction | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!listening) return;
    const label = STAGE_ACTION_LABELS[listening];
    const onKey = (event: KeyboardEvent) => {
      // The key is the answer, not a command for the page.
      event.preventDefault();
      event.stopPropagation();
      if (event.key === 'Escape') {
        setListening(null);
        setMessage('');
        return;
      }
      const keys = assignStageKey(settings.keys, listening, event.key);
      if (!keys) {
        setMessage(`${stageKeyLabel(event.key)} cannot be a stage key. Press another, or Escape.`);
        return;
      }
      const [problem] = stageKeysProblems(keys);
      if (problem) {
        setMessage(stageKeysMessage(problem));
        return;
      }
      onChange({ ...settings, keys });
      setListening(null);
      setMessage(`${stageKeyLabel(event.key)} is now ${label}.`);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [listening, settings, onChange]);

  const remove = (action: StageAction, key: string) => {
    const keys = removeStageKey(settings.keys, action, key);
    const [problem] = stageKeysProblems(keys);
    if (problem) {
      setMessage(stageKeysMessage(problem));
      return;
    }
    onChange({ ...settings, keys });
    setMessage(`${stageKeyLabel(key)} no longer does ${STAGE_ACTION_LABELS[action]}.`);
  };

  return (
    <section className="td-stage-keys" aria-labelledby={headingId}>
      <h2 id={headingId} className="td-stage-keys__title">
        On stage: keys and pedal
      </h2>
      <p>A page-turner pedal sends keys. Choose what each key does on the Picker.</p>
      <ul className="td-stage-keys__actions">
        {STAGE_ACTIONS.map((action) => {
          const label = STAGE_ACTION_LABELS[action];
          return (
            <li key={action} className="td-stage-keys__action">
              <span className="td-stage-keys__name">{label}</span>
              <ul className="td-stage-keys__keys" aria-label={`Keys for ${label}`}>
                {settings.keys[action].map((key) => (
                  <li key={key}>
                    <button
                      type="button"
                      className="td-stage-keys__key"
                      aria-label={`Remove ${stageKeyLabel(key)} from ${label}`}
                      onClick={() => remove(action, key)}
                    >
                      <kbd>{stageKeyLabel(key)}</kbd>
                      <CloseIcon />
                    </button>
                  </li>
                ))}
              </ul>
              <Button
                aria-label={`Add a Key for ${label}`}
                aria-pressed={listening === action}
                onClick={() => {
                  setListening(listening === action ? null : action);
                  setMessage(
                    listening === action ? '' : `Press the key or pedal for ${label}. Escape cancels.`,
                  );
                }}
              >
                {listening === action ? 'Press a key…' : 'Add a Key'}
              </Button>
            </li>
          );
        })}
      </ul>
      <p className="td-stage-keys__message" role="status">
        {message}
      </p>
      <Checkbox
        label="Ask before SKIP (a mis-pressed pedal keeps the tune)"
        checked={settings.confirmSkip}
        onChange={(event) => onChange({ ...settings, confirmSkip: event.target.checked })}
      />
      <div>
        <Button
          onClick={() => {
            onChange({ ...settings, keys: DEFAULT_STAGE_KEYS });
            setMessage('The default keys are back.');
          }}
        >
          Default keys
        </Button>
      </div>
    </section>
  );
}
