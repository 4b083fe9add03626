import { cx } from '../../internal/cx.js';

export interface SpinnerProps {
  /** What is being waited for, read by screen readers. @default 'Loading' */
  label?: string;
  /** Show the label beside the wheel too. */
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading', showLabel, className }: SpinnerProps) {
  return (
    <div className={cx('td-spinner', className)} role="status">
      <span className="td-spinner__wheel" aria-hidden="true" />
      <span className={showLabel ? 'td-spinner__label' : 'td-visually-hidden'}>{label}</span>
    </div>
  );
}
