import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx.js';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** @default 'secondary' */
  variant?: ButtonVariant;
}

/** A real `<button>` (type "button" unless told otherwise) in one of the kit's four looks. */
export function Button({ variant = 'secondary', type = 'button', className, ...props }: ButtonProps) {
  return <button type={type} className={cx('td-button', `td-button--${variant}`, className)} {...props} />;
}
