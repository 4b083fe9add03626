import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.js';

export interface PageHeaderProps {
  title: ReactNode;
  /** The path bar above the title. */
  breadcrumb?: ReactNode;
  /** Buttons or a menu beside the title. */
  actions?: ReactNode;
  className?: string;
}

/** A screen's heading (the page's one h1), its path bar and its actions. */
export function PageHeader({ title, breadcrumb, actions, className }: PageHeaderProps) {
  return (
    <header className={cx('td-page-header', className)}>
      {breadcrumb}
      <div className="td-page-header__row">
        <h1 className="td-page-header__title">{title}</h1>
        {actions ? <div className="td-page-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
