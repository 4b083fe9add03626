import { type ComponentPropsWithRef, type ReactNode, useId, useState } from 'react';
import { cx } from '../../internal/cx.js';

/** What every labelled field takes besides its element's own props. */
export interface FieldProps {
  label: ReactNode;
  /** The spec's message for this field; sets aria-invalid and is read with the field. */
  error?: string | undefined;
  /** A quiet line under the label, read with the field. */
  hint?: ReactNode;
}

interface Described {
  id: string;
  describedBy: string | undefined;
  invalid: true | undefined;
}

function useDescribed(error: string | undefined, hint: ReactNode, givenId?: string): Described {
  const generated = useId();
  const id = givenId ?? generated;
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return { id, describedBy: ids.length ? ids.join(' ') : undefined, invalid: error ? true : undefined };
}

function FieldShell(props: FieldProps & { id: string; className?: string | undefined; children: ReactNode }) {
  return (
    <div className={cx('td-field', props.error && 'td-field--invalid', props.className)}>
      <label className="td-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.hint ? (
        <p className="td-field__hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.children}
      {props.error ? (
        <p className="td-field__error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldProps & Omit<ComponentPropsWithRef<'input'>, 'children'>;

export function TextField({ label, error, hint, id, className, type = 'text', ...input }: TextFieldProps) {
  const d = useDescribed(error, hint, id);
  return (
    <FieldShell id={d.id} label={label} error={error} hint={hint} className={className}>
      <input
        id={d.id}
        type={type}
        className="td-input"
        aria-invalid={d.invalid}
        aria-describedby={d.describedBy}
        {...input}
      />
    </FieldShell>
  );
}

export type TextAreaProps = FieldProps & Omit<ComponentPropsWithRef<'textarea'>, 'children'>;

export function TextArea({ label, error, hint, id, className, ...textarea }: TextAreaProps) {
  const d = useDescribed(error, hint, id);
  return (
    <FieldShell id={d.id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={d.id}
        className="td-input td-input--area"
        aria-invalid={d.invalid}
        aria-describedby={d.describedBy}
        {...textarea}
      />
    </FieldShell>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A masked password input with a Show / Hide toggle (never shown as plain text by default). */
export function PasswordField({ label, error, hint, id, className, ...input }: PasswordFieldProps) {
  const d = useDescribed(error, hint, id);
  const [shown, setShown] = useState(false);
  return (
    <FieldShell id={d.id} label={label} error={error} hint={hint} className={className}>
      <div className="td-password">
        <input
          id={d.id}
          type={shown ? 'text' : 'password'}
          className="td-input"
          autoComplete="current-password"
          aria-invalid={d.invalid}
          aria-describedby={d.describedBy}
          {...input}
        />
        <button
          type="button"
          className="td-password__toggle"
          aria-controls={d.id}
          aria-label={shown ? 'Hide password' : 'Show password'}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = FieldProps &
  Omit<ComponentPropsWithRef<'select'>, 'children'> & { options: readonly SelectOption[] };

export function Select({ label, error, hint, id, className, options, ...select }: SelectProps) {
  const d = useDescribed(error, hint, id);
  return (
    <FieldShell id={d.id} label={label} error={error} hint={hint} className={className}>
      <select
        id={d.id}
        className="td-input td-input--select"
        aria-invalid={d.invalid}
        aria-describedby={d.describedBy}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
