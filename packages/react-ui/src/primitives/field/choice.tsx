import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../../internal/cx.js';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second, quieter line. */
  description?: ReactNode;
}

export interface RadioGroupProps {
  legend: ReactNode;
  /** Shared `name` of the radios; generated when left out. */
  name?: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string | undefined;
  className?: string;
}

/** Radios in a fieldset whose legend labels the group. */
export function RadioGroup(props: RadioGroupProps) {
  const generated = useId();
  const name = props.name ?? generated;
  const errorId = `${generated}-error`;
  return (
    <fieldset
      className={cx('td-choices', props.className)}
      aria-describedby={props.error ? errorId : undefined}
      aria-invalid={props.error ? true : undefined}
    >
      <legend className="td-field__label">{props.legend}</legend>
      {props.options.map((option) => {
        const id = `${generated}-${option.value}`;
        return (
          <div className="td-choice" key={option.value}>
            <input
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
              aria-describedby={option.description ? `${id}-description` : undefined}
            />
            <label htmlFor={id}>
              <span className="td-choice__label">{option.label}</span>
              {option.description ? (
                <span className="td-choice__description" id={`${id}-description`}>
                  {option.description}
                </span>
              ) : null}
            </label>
          </div>
        );
      })}
      {props.error ? (
        <p className="td-field__error" id={errorId}>
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & { label: ReactNode };

export function Checkbox({ label, id, className, ...input }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={cx('td-choice', className)}>
      <input type="checkbox" id={inputId} {...input} />
      <label htmlFor={inputId}>
        <span className="td-choice__label">{label}</span>
      </label>
    </div>
  );
}
