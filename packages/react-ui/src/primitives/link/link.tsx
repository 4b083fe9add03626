import { type ComponentPropsWithRef, createContext, type MouseEvent, useContext } from 'react';
import { cx } from '../../internal/cx.js';

/** How the embedding app moves to a path without a page load (e.g. wouter's `navigate`). */
export type Navigate = (href: string) => void;

export const NavigateContext = createContext<Navigate | null>(null);

export type LinkProps = ComponentPropsWithRef<'a'> & { href: string };

/**
 * A real link. Inside a `<TunedeckProvider navigate={...}>` a plain click navigates in the app; a
 * modified click (new tab, etc.) stays the browser's.
 */
export function Link({ className, onClick, href, ...props }: LinkProps) {
  const navigate = useContext(NavigateContext);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || props.target) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} className={cx('td-link', className)} onClick={handle} {...props} />;
}

/**
 * A link drawn as a button: it navigates, so it stays a real link (the next step of an empty state,
 * Quick Start on the Welcome page). `primary` is filled; `secondary` is outlined.
 */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: 'primary' | 'secondary' }) {
  return (
    <Link
      className={cx('td-button-link', variant === 'primary' && 'td-button-link--primary', className)}
      {...props}
    />
  );
}

/** The provider's `navigate`, else an ordinary page load: for screens that move on by themselves. */
export function useNavigate(): Navigate {
  const navigate = useContext(NavigateContext);
  return navigate ?? ((href: string) => window.location.assign(href));
}
