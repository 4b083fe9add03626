import { clampTourStep, QUICK_START_STEPS, type TourState, tourButton, tourView } from '@tunedeck/core';
import {
  createRef,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { CloseIcon } from '../../internal/icons.js';
import { findTargets, spotlight, type TourTarget } from '../../internal/spotlight.js';
import { Button } from '../../primitives/button/button.js';
import { DialogAsideContext } from '../../primitives/dialog/dialog.js';
import { KnowledgeBadge } from '../../primitives/knowledge-badge/knowledge-badge.js';
import { Link, type Navigate, NavigateContext } from '../../primitives/link/link.js';
import { usePlacedCallout } from './place-callout.js';
import {
  type CalloutArrow,
  type DialogTarget,
  MAIN_MENU_STEPS,
  QUICK_START_STEPS_TEXT,
  TOUR_CHOICE_STEP,
  type TourScreen,
  tourBlockedInDialog,
  tourDialogTarget,
  tourHighlights,
  tourTargets,
  tourText,
} from './steps.js';

export interface QuickStartScreenProps {
  /** 1 … 52. */
  step: number;
  /** The real screen or dialog the step is about, drawn under the frame. */
  children?: ReactNode;
  /**
   * The app's main menu (`<Navigation desktopSidebar …>`): above the screen on a phone, and from 1024px
   * wide the sidebar beside the frame and the screen, as on the app's other pages.
   */
  navigation?: ReactNode;
  /** The callout button (steps that teach): the tour moves on. */
  onButton?: () => void;
  /** Step 17's way back to step 16. */
  onBack?: () => void;
  /** Called as ✕ is followed (e.g. to clear the tour's saved progress). */
  onClose?: () => void;
  /**
   * Where the main menu is a sidebar (from 1024px wide, always open), the steps that ask to open it (1,
   * 24, 48) show it instead, with a button: called when it is pressed, as the menu opening would be.
   */
  onMenuShown?: () => void;
  /** Where ✕ leads. @default '/help' */
  closeHref?: string;
  /** Overrides the step's own text (e.g. the QuickStart Error). */
  text?: string;
  /** Overrides the step's arrow ('up': at the frame's ✕). */
  arrow?: CalloutArrow;
  /** The tune on the Picker is already green (step 45 then says ↑ is off and offers its button). */
  tuneIsKnow?: boolean;
  /** What the tour remembered (the set, the bulk songs): the controls it points at depend on them. */
  tour?: TourState;
  /**
   * Where the links of the screen under the tour lead: the tour turns them into its actions instead
   * of leaving the tour.
   */
  onNavigate?: Navigate;
  /**
   * The controls usable on the screen, instead of the step's own (e.g. a way to start over): the
   * step's own button is not offered then.
   */
  targets?: readonly TourTarget[];
}

const GOT_IT = 'Got it';

/**
 * The Quick Start's frame: the step bar (✕ back to /help, the title, the counter announced on every
 * change) always in view at the top, the callout with its text and optional button beside the control
 * the step points at (or under the bar where there is no room beside it), and the real screen under it
 * (`children`, with the app's menu as `navigation`) with only that control usable. A dialog opened
 * under the tour carries the callout at its top, where the musician is working. The tour's wiring is
 * the site's.
 */
export function QuickStartScreen(props: QuickStartScreenProps) {
  const step = clampTourStep(props.step);
  const data = QUICK_START_STEPS_TEXT[step - 1];
  // The main menu as a sidebar, open already: the steps that ask to open it say so instead.
  const [sidebar, setSidebar] = useState(false);
  const screen: TourScreen = { sidebar, tuneIsKnow: props.tuneIsKnow === true };
  const arrow = props.arrow ?? data?.arrow ?? 'none';
  const text = props.text ?? tourText(step, screen);
  const overridden = props.targets !== undefined;
  const menuShown = sidebar && MAIN_MENU_STEPS.includes(step);
  // What the callout offers is the tour's rule, from core; step 11 moves on by the choice itself.
  let button: string | null = null;
  if (menuShown) button = GOT_IT;
  else if (step !== TOUR_CHOICE_STEP) button = tourButton({ step }, screen.tuneIsKnow);
  const onButton = menuShown ? props.onMenuShown : props.onButton;
  const back = tourView({ step }).back;
  const tour: TourState = { ...props.tour, step };
  // The control the step points at on the screen: the callout goes beside it.
  const [anchors, setAnchors] = useState<readonly HTMLElement[]>([]);
  // A dialog under the tour carries the step at its top: the page's callout, behind the dialog's
  // backdrop, would be a second copy pointing through it.
  const [inDialog, setInDialog] = useState(false);
  const anchor = anchors.length > 0 && !inDialog ? anchors : null;
  const [refs] = useState(() => ({
    root: createRef<HTMLDivElement>(),
    bar: createRef<HTMLDivElement>(),
    callout: createRef<HTMLElement>(),
    tip: createRef<HTMLSpanElement>(),
    stage: createRef<HTMLDivElement>(),
  }));
  const { callout } = refs;
  usePlacedCallout(refs, anchor, `${step} ${text}`, inDialog);
  // A step with nothing to point at: the screen from its top, under the callout.
  useLayoutEffect(() => {
    if (!anchor && step > 0) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [anchor, step]);
  // The control just used is inert or gone at the next step: focus goes to the callout, which a screen
  // reader then reads, rather than to nowhere.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (step > 0 && (!active || active === document.body || active.closest('[inert]')))
      callout.current?.focus({ preventScroll: true });
  }, [step, callout]);
  const actions =
    (back && props.onBack) || (button && onButton && !overridden) ? (
      <div className="td-button-row td-tour__actions">
        {back && props.onBack ? <Button onClick={props.onBack}>{back}</Button> : null}
        {button && onButton && !overridden ? (
          <Button variant="primary" onClick={onButton}>
            {button}
          </Button>
        ) : null}
      </div>
    ) : null;
  // ✕ leaves the tour the app's way, even from a dialog under the tour (where links are the tour's).
  const navigate = useContext(NavigateContext);
  const close = (
    <NavigateContext.Provider value={navigate}>
      <Link
        href={props.closeHref ?? '/help'}
        className="td-tour__close"
        aria-label="Close the Quick Start"
        onClick={props.onClose}
      >
        <CloseIcon />
      </Link>
    </NavigateContext.Provider>
  );
  return (
    <div className="td-root td-tour" ref={refs.root}>
      {/* Not a <header>: the real screen below brings its own banner. */}
      <div className="td-tour__bar" ref={refs.bar}>
        {close}
        <h1 className="td-tour__title">Quick Start</h1>
        <p className="td-tour__counter" aria-live="polite" aria-atomic="true">
          Step {step} of {QUICK_START_STEPS}
        </p>
      </div>
      <section
        ref={callout}
        className="td-tour__callout"
        data-arrow={arrow}
        aria-label="Tour step"
        tabIndex={-1}
        hidden={inDialog}
      >
        <span className="td-tour__tip" ref={refs.tip} />
        <div className="td-tour__content">
          <p className="td-tour__text" aria-live="polite">
            {text}
          </p>
          {data?.legend ? (
            <ul className="td-tour__legend" aria-label="Knowledge colours">
              {(['know', 'med', 'new'] as const).map((knowledge) => (
                <li key={knowledge}>
                  <KnowledgeBadge knowledge={knowledge} />
                </li>
              ))}
            </ul>
          ) : null}
          {actions}
        </div>
      </section>
      {props.children || props.navigation ? (
        <TourStage
          stage={refs.stage}
          navigation={props.navigation}
          targets={overridden ? (props.targets ?? []) : tourTargets(tour, screen)}
          highlights={overridden ? [] : tourHighlights(tour, screen)}
          onNavigate={props.onNavigate}
          onAnchor={setAnchors}
          onSidebar={setSidebar}
        >
          <DialogAsideContext.Provider
            value={
              <DialogCallout
                step={step}
                close={close}
                onShown={setInDialog}
                onChoice={overridden ? undefined : props.onButton}
              >
                <p className="td-tour__text">{text}</p>
                {actions}
              </DialogCallout>
            }
          >
            {props.children}
          </DialogAsideContext.Provider>
        </TourStage>
      ) : null}
    </div>
  );
}

/** The main menu is a sidebar here: its button is not drawn, its list is. */
function sidebarShown(root: ParentNode): boolean {
  const trigger = root.querySelector('.td-nav--sidebar [aria-label="Main menu"]');
  const list = root.querySelector('.td-nav--sidebar .td-nav__list');
  return !!trigger && !!list && trigger.getClientRects().length === 0 && list.getClientRects().length > 0;
}

/** The screen under the tour: only the step's control can be used; its links are the tour's. */
function TourStage(props: {
  stage: { current: HTMLDivElement | null };
  navigation?: ReactNode;
  targets: readonly TourTarget[];
  highlights: readonly TourTarget[];
  onNavigate?: Navigate | undefined;
  /** Told the controls pointed at (the callout's anchor). */
  onAnchor: Dispatch<SetStateAction<readonly HTMLElement[]>>;
  /** Told whether the main menu is a sidebar (it depends on the width). */
  onSidebar: (sidebar: boolean) => void;
  children: ReactNode;
}) {
  const { targets, highlights, stage } = props;
  const tell = useRef({ onAnchor: props.onAnchor, onSidebar: props.onSidebar });
  tell.current = { onAnchor: props.onAnchor, onSidebar: props.onSidebar };
  const key = JSON.stringify([targets, highlights]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `targets` and `highlights`.
  useLayoutEffect(() => {
    const root = stage.current;
    if (!root) return;
    let undo = () => {};
    const apply = () => {
      undo();
      tell.current.onSidebar(sidebarShown(root));
      const found = findTargets(root, targets);
      const shown = findTargets(root, highlights);
      undo = spotlight(root, found, shown);
      // The callout goes beside the controls, else beside what the step talks about; the same
      // elements as before keep it where it is (the screen changed elsewhere).
      const anchors = found.length > 0 ? found : shown;
      tell.current.onAnchor((previous) => (sameElements(previous, anchors) ? previous : anchors));
    };
    apply();
    // The screen changes under the tour (a menu's entries, the next tune): point again. A new width
    // can make the menu a sidebar or a menu again.
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    window.addEventListener('resize', apply);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', apply);
      undo();
      tell.current.onAnchor([]);
    };
  }, [key, stage]);
  const stageNode = (
    <div className="td-tour__stage" ref={stage}>
      {props.navigation}
      <div className="td-tour__page">{props.children}</div>
    </div>
  );
  return props.onNavigate ? (
    <NavigateContext.Provider value={props.onNavigate}>{stageNode}</NavigateContext.Provider>
  ) : (
    stageNode
  );
}

/** A dialog's field by its label, its group of choices by its legend, or its button by its text. */
function findInDialog(dialog: Element, target: DialogTarget | null): HTMLElement | null {
  if (!target) return null;
  if ('text' in target) return findTargets(dialog, [{ text: target.text }])[0] ?? null;
  for (const legend of dialog.querySelectorAll('fieldset > legend'))
    if (legend.textContent?.trim() === target.field) return legend.parentElement;
  for (const label of dialog.querySelectorAll('label'))
    if (label.textContent?.trim() === target.field) return label.closest<HTMLElement>('.td-field');
  return null;
}

/**
 * The callout inside a dialog the tour opened: the counter, ✕, the step's text and button, kept at the
 * top of the dialog as it scrolls. It rings the field the step is about and scrolls it into view, and
 * holds back the dialog's own action while the step still has something to say (Add Song at 9–11).
 * At step 11 a choice of knowledge moves the tour on (`onChoice`).
 */
function DialogCallout(props: {
  step: number;
  close: ReactNode;
  /** Told when it is shown and when it is gone (the page's callout stands aside meanwhile). */
  onShown: (shown: boolean) => void;
  onChoice?: (() => void) | undefined;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const { onShown } = props;
  const onChoice = useRef(props.onChoice);
  onChoice.current = props.onChoice;
  const opened = useRef(false);
  useLayoutEffect(() => {
    onShown(true);
    return () => onShown(false);
  }, [onShown]);
  useLayoutEffect(() => {
    const dialog = ref.current?.closest('dialog');
    if (!dialog) return;
    const held = findTargets(dialog, tourBlockedInDialog(props.step)).filter(
      (element) => !element.hasAttribute('inert'),
    );
    for (const element of held) element.setAttribute('inert', '');
    const where = tourDialogTarget(props.step);
    const target = findInDialog(dialog, where);
    target?.setAttribute('data-tour-target', '');
    // The field's own control, for focus: the choice made (or the first), the key, the title.
    const control =
      where && 'field' in where
        ? (target?.querySelector<HTMLElement>('input:checked, input, select, textarea') ?? null)
        : null;
    const opening = !opened.current;
    opened.current = true;
    // Into view once the dialog is open (it opens, at its top, after this has run): below the
    // callout, above the dialog's actions, both of which stay in view as it scrolls.
    // A field taller than that room shows from its top.
    const reveal = () => {
      if (!target) return;
      const aside = ref.current?.closest('.td-dialog__aside')?.getBoundingClientRect().height ?? 0;
      const row = dialog.querySelector('.td-dialog__actions');
      const actions =
        row && getComputedStyle(row).position === 'sticky' ? row.getBoundingClientRect().height : 0;
      target.style.scrollMarginTop = `${aside + 16}px`;
      target.style.scrollMarginBottom = `${actions + 16}px`;
      const room = dialog.clientHeight - aside - actions - 32;
      const tall = target.getBoundingClientRect().height > room;
      target.scrollIntoView?.({ block: tall ? 'start' : 'nearest', behavior: 'instant' });
      // Focus where the step points: as the dialog opens at it (a step opened directly), or when the
      // control just used is gone (step 10's button, at 11).
      const active = document.activeElement;
      const lost = !active || active === document.body || !dialog.contains(active);
      if (control && (lost || (opening && !target.contains(active)))) control.focus({ preventScroll: true });
    };
    let frame = requestAnimationFrame(reveal);
    // A phone turned on its side: into view again.
    const again = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(reveal);
    };
    window.addEventListener('resize', again);
    // Step 11 waits for a choice (the one already chosen counts: a click or a key on it).
    // After the dialog has taken the choice (its own handler runs after this one).
    let later = 0;
    const chose = (event: Event) => {
      if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'radio') return;
      window.clearTimeout(later);
      later = window.setTimeout(() => onChoice.current?.(), 0);
    };
    const choosing = props.step === TOUR_CHOICE_STEP ? target : null;
    choosing?.addEventListener('click', chose);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', again);
      window.clearTimeout(later);
      choosing?.removeEventListener('click', chose);
      for (const element of held) element.removeAttribute('inert');
      if (target) {
        target.removeAttribute('data-tour-target');
        target.style.scrollMarginTop = '';
        target.style.scrollMarginBottom = '';
      }
    };
  }, [props.step]);
  return (
    <section className="td-tour__dialog-callout" ref={ref} aria-label="Tour step">
      <div className="td-tour__dialog-bar">
        {props.close}
        <p className="td-tour__counter">
          Step {props.step} of {QUICK_START_STEPS}
        </p>
      </div>
      {props.children}
    </section>
  );
}

function sameElements(a: readonly HTMLElement[], b: readonly HTMLElement[]): boolean {
  return a.length === b.length && a.every((element, index) => element === b[index]);
}
