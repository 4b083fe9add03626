import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { cx } from '../../internal/cx.js';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** @default 'secondary' */
  variant?: ButtonVariant;
  /**
   * Working on what it started (a message being sent): it looks and is announced unavailable
   * (`aria-disabled`, `aria-busy`) and a press does nothing, but it keeps keyboard focus, which
   * `disabled` would drop to the page (and browsers differ in when they do).
   */
  busy?: boolean;
}

const idle = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/** A real `<button>` (type "button" unless told otherwise) in one of the kit's four looks. */
export function Button({
  variant = 'secondary',
  type = 'button',
  className,
  busy,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx('td-button', `td-button--${variant}`, className)}
      {...props}
      onClick={busy ? idle : onClick}
      {...(busy ? { 'aria-disabled': true, 'aria-busy': true } : {})}
    />
  );
}
