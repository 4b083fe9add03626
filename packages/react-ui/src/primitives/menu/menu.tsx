import { type MouseEvent, useContext, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../internal/cx.js';
import { tabbables } from '../../internal/focus.js';
import { PageMenuIcon } from '../../internal/icons.js';
import { NavigateContext } from '../link/link.js';

export interface MenuItem {
  /** Stable key, passed to `onSelect`. */
  id: string;
  label: string;
  disabled?: boolean;
  /** Drawn in the danger colour. */
  danger?: boolean;
  /** Render as a link instead of a button. */
  href?: string;
}

export interface MenuProps {
  /**
   * The trigger's text: a page's menu is named for its page ("Set menu", "Picker menu"), never just
   * "Menu", which is the app's main menu beside it. @default 'Menu'
   */
  label?: string;
  items: readonly MenuItem[];
  onSelect: (id: string) => void;
  className?: string;
  /** Told when the list opens or closes (the Quick Start advances on "menu opened"). */
  onOpenChange?: (open: boolean) => void;
  /** Open at first (a Quick Start step that resumes with the menu open; stories). */
  defaultOpen?: boolean;
}

/**
 * A page's disclosure menu (the set's, the picker's): a button that shows a short list of real buttons
 * (or links). Its icon is three dots and its name its page's, not the main menu's three bars and "Menu"
 * beside it in the header. Escape or
 * a click outside closes it and returns focus to the trigger; ↑/↓ move between entries.
 */
export function Menu({ label = 'Menu', items, onSelect, className, onOpenChange, defaultOpen }: MenuProps) {
  const [open, setOpenState] = useState(defaultOpen ?? false);
  const told = useRef(onOpenChange);
  told.current = onOpenChange;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    told.current?.(next);
  };
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    if (list.current) tabbables(list.current)[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (root.current?.contains(event.target as Node)) return;
      setOpenState(false);
      told.current?.(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (!root.current?.contains(document.activeElement)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpenState(false);
        told.current?.(false);
        trigger.current?.focus();
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const entries = list.current ? tabbables(list.current) : [];
      if (entries.length === 0) return;
      event.preventDefault();
      const index = entries.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(index + step + entries.length) % entries.length]?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // The choice is told before the close: a listener hears "chose X", then "closed".
  const choose = (id: string) => {
    onSelect(id);
    close();
  };
  // A link entry moves in the app (the provider's navigate) on a plain click, as the kit's links do.
  const navigate = useContext(NavigateContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    close();
    if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <div className={cx('td-menu', className)} ref={root}>
      <button
        ref={trigger}
        type="button"
        className="td-menu__trigger"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <PageMenuIcon className="td-icon td-menu__icon" />
        <span className="td-menu__label">{label}</span>
      </button>
      <ul className="td-menu__list" id={listId} ref={list} hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            {item.href && !item.disabled ? (
              <a
                className={cx('td-menu__item', item.danger && 'td-menu__item--danger')}
                href={item.href}
                onClick={(event) => follow(event, item.href as string)}
              >
                {item.label}
              </a>
            ) : (
              <button
                type="button"
                className={cx('td-menu__item', item.danger && 'td-menu__item--danger')}
                disabled={item.disabled}
                onClick={() => choose(item.id)}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
