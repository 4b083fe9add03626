import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../internal/cx.js';
import { tabbables } from '../../internal/focus.js';
import { MenuIcon } from '../../internal/icons.js';
import { ButtonLink, Link } from '../../primitives/link/link.js';

export type Destination =
  | 'picker'
  | 'library'
  | 'tunes-to-learn'
  | 'practice'
  | 'help'
  | 'settings'
  | 'contact';

export const DESTINATIONS: readonly { id: Destination; label: string; href: string }[] = [
  { id: 'picker', label: 'Picker', href: '/controller' },
  { id: 'library', label: 'Library', href: '/library' },
  { id: 'tunes-to-learn', label: 'Tunes To Learn', href: '/tunesiwanttolearn' },
  { id: 'practice', label: 'Practice', href: '/practice' },
  { id: 'help', label: 'Help', href: '/help' },
  { id: 'settings', label: 'Settings', href: '/settings' },
  { id: 'contact', label: 'Contact Us', href: '/contact' },
];

export interface NavigationProps {
  /** The page on screen: its link is marked as the current page. */
  current?: Destination | undefined;
  onLogOut: () => void;
  /**
   * The Quick Start's guided steps: only this destination can be chosen; every other entry, Log Out
   * included, is shown but disabled. `null` disables them all.
   */
  onlyEnabled?: Destination | null | undefined;
  /** Told when the menu opens or closes (the Quick Start advances on "menu opened"). */
  onOpenChange?: (open: boolean) => void;
  /** Told when a destination is chosen, before the link navigates. */
  onNavigate?: (destination: Destination) => void;
  /** Open at first (stories). */
  defaultOpen?: boolean;
  /** @default '/' */
  homeHref?: string;
  /**
   * Shown beside the menu (the sync status); in the sidebar, at its foot, so the places never move
   * whether or not a page has a status to show (one before the library is in has none).
   */
  status?: ReactNode;
  /**
   * From 1024px wide, the menu is a sidebar, always open, beside the page (AppLayout lays it out): a
   * musician's pages on a desk. Off, it stays a menu at every width (the Quick Start opens it).
   */
  desktopSidebar?: boolean;
}

/**
 * The main header: the app name and the hamburger menu with every destination as a real link and
 * Log Out as a button. Escape or a click outside closes the menu and returns focus to its button. With
 * `desktopSidebar`, from 1024px wide the same links are a sidebar, always shown, with no menu button.
 */
export function Navigation(props: NavigationProps) {
  const [open, setOpenState] = useState(props.defaultOpen ?? false);
  const listId = useId();
  const root = useRef<HTMLElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const onOpenChange = useRef(props.onOpenChange);
  onOpenChange.current = props.onOpenChange;

  const setOpen = (next: boolean, refocus = false) => {
    setOpenState(next);
    onOpenChange.current?.(next);
    if (refocus) trigger.current?.focus();
  };
  const restricted = props.onlyEnabled !== undefined;
  const enabled = (id: Destination | 'log-out') => !restricted || props.onlyEnabled === id;

  useEffect(() => {
    if (!open) return;
    if (list.current) tabbables(list.current)[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) {
        setOpenState(false);
        onOpenChange.current?.(false);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !root.current?.contains(document.activeElement)) return;
      event.preventDefault();
      setOpenState(false);
      onOpenChange.current?.(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    // The sidebar is the stylesheet's doing (from 1024px): the same page drawn before any script has run
    // (a page rendered to HTML at build time) is laid out for the width it is shown at.
    <header className={cx('td-root', 'td-nav', props.desktopSidebar && 'td-nav--sidebar')} ref={root}>
      <Link href={props.homeHref ?? '/'} className="td-nav__brand">
        Tunedeck
      </Link>
      {props.status ? <div className="td-nav__status">{props.status}</div> : null}
      <nav aria-label="Main" className="td-nav__menu">
        <button
          ref={trigger}
          type="button"
          className="td-menu__trigger"
          aria-expanded={open}
          aria-controls={listId}
          // Not just "Menu" to assistive technology: a page's own menu is named for its page ("Set menu").
          aria-label="Main menu"
          onClick={() => setOpen(!open)}
        >
          <MenuIcon className="td-icon td-menu__icon" />
          Menu
        </button>
        <ul
          className={cx(
            'td-menu__list td-nav__list',
            props.desktopSidebar && !open && 'td-nav__list--closed',
          )}
          id={listId}
          ref={list}
          // Closed by the stylesheet when it may be a sidebar (shown there from 1024px wide).
          hidden={!open && !props.desktopSidebar}
        >
          {DESTINATIONS.map((item) => (
            <li key={item.id}>
              {enabled(item.id) ? (
                <Link
                  href={item.href}
                  className={cx('td-menu__item', 'td-nav__item')}
                  aria-current={props.current === item.id ? 'page' : undefined}
                  onClick={() => {
                    props.onNavigate?.(item.id);
                    setOpen(false);
                  }}
                >
                  {item.label}
                </Link>
              ) : (
                // As the Menu primitive does: a destination the tour holds back is a disabled entry.
                <button type="button" className="td-menu__item td-nav__item" disabled>
                  {item.label}
                </button>
              )}
            </li>
          ))}
          <li>
            <button
              type="button"
              className="td-menu__item"
              disabled={!enabled('log-out')}
              onClick={() => {
                setOpen(false, true);
                props.onLogOut();
              }}
            >
              Log Out
            </button>
          </li>
        </ul>
      </nav>
    </header>
  );
}

export interface PublicNavigationProps {
  /** @default '/' */
  homeHref?: string;
  /** Where a visitor signs in or signs up. @default '/welcome' */
  signInHref?: string;
}

/**
 * The main header for a visitor who is not signed in (Help, Docs, Contact, Embed): the app's name and
 * Sign In, in the row a musician's menu takes, so a page is framed the same either way and nothing
 * below it moves when a musician's menu takes its place.
 */
export function PublicNavigation(props: PublicNavigationProps) {
  return (
    <header className="td-root td-nav">
      <Link href={props.homeHref ?? '/'} className="td-nav__brand">
        Tunedeck
      </Link>
      <ButtonLink variant="secondary" href={props.signInHref ?? '/welcome'} className="td-nav__sign-in">
        Sign In
      </ButtonLink>
    </header>
  );
}
