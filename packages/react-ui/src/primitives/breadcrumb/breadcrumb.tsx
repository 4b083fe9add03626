import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.js';
import { Link } from '../link/link.js';

export interface Crumb {
  label: string;
  /** Left out for the current page. */
  href?: string;
}

export interface BreadcrumbProps {
  items: readonly Crumb[];
  /** Words before the trail, e.g. "Picking from:". */
  lead?: ReactNode;
  /** @default 'Breadcrumb' */
  label?: string;
  className?: string;
}

/** The path bar: Library › Sets › set › song. The last entry is the current page. */
export function Breadcrumb({ items, lead, label = 'Breadcrumb', className }: BreadcrumbProps) {
  return (
    <nav className={cx('td-breadcrumb', className)} aria-label={label}>
      {lead ? <span className="td-breadcrumb__lead">{lead}</span> : null}
      <ol className="td-breadcrumb__list">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href ?? item.label} className="td-breadcrumb__item">
              {item.href ? (
                <Link href={item.href} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
