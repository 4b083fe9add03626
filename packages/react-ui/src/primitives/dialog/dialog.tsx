import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
  useContext,
  useEffect,
  useId,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../internal/cx.js';
import { tabbables } from '../../internal/focus.js';

export interface DialogProps {
  /** The heading; it also names the dialog. */
  title: ReactNode;
  /** Called on Escape and by the dialog's own Cancel / Done buttons. */
  onClose: () => void;
  children: ReactNode;
  /** Above another dialog (e.g. Confirm Remove Songs over Delete Set): a shadow sets it apart. */
  raised?: boolean;
  /** Landscape phones get a two-column layout (Add Song). */
  landscape?: boolean;
  className?: string;
}

/**
 * What a host shows at the top of every dialog opened below it: the Quick Start's callout, which would
 * otherwise sit behind the modal dialog, out of reach.
 */
export const DialogAsideContext = createContext<ReactNode>(null);

/**
 * A modal dialog: a native `<dialog>` shown with `showModal()` (the page behind becomes inert), the
 * 60% black backdrop, a heading that names it, Tab kept inside, Escape closing it and focus returned
 * to the element that opened it. Mount it to open it; unmount it to close it. The first element with
 * `data-autofocus`, else the first focusable one, gets focus.
 */
export function Dialog({ title, onClose, children, raised, landscape, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const aside = useContext(DialogAsideContext);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal(); the keyboard handling below does not depend on it.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // The host's aside (the tour's callout) is not where the dialog's own work starts.
    const own = tabbables(dialog).filter((element) => !element.closest('.td-dialog__aside'));
    const target = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? own[0] ?? dialog;
    // A long dialog opens at its top, heading in view, even when focus goes to a button at its foot
    // (the action bar stays in view: it is sticky).
    target.focus({ preventScroll: true });
    dialog.scrollTop = 0;
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = tabbables(event.currentTarget);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The browser's own close request (Escape on some platforms, Android back): close through React.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    closeRef.current();
  };

  return createPortal(
    <dialog
      ref={ref}
      className={cx(
        'td-dialog',
        raised && 'td-dialog--raised',
        landscape && 'td-dialog--landscape',
        className,
      )}
      aria-modal="true"
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
    >
      <h2 className="td-dialog__title" id={headingId}>
        {title}
      </h2>
      {aside ? <div className="td-dialog__aside">{aside}</div> : null}
      {children}
    </dialog>,
    document.body,
  );
}

/** The row of actions at the foot of a dialog: it stays in view while a long dialog scrolls. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="td-button-row td-dialog__actions">{children}</div>;
}
