import { arrow as arrowTo, autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import { clampTourStep, QUICK_START_STEPS, type TourState, tourButton, tourView } from '@tunedeck/core';
import {
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
import {
  type CalloutArrow,
  QUICK_START_STEPS_TEXT,
  tourBlockedInDialog,
  tourHighlights,
  tourTargets,
} from './steps.js';

export interface QuickStartScreenProps {
  /** 1 … 52. */
  step: number;
  /** The real screen or dialog the step is about, drawn under the frame. */
  children?: ReactNode;
  /** The callout button (steps that teach): the tour moves on. */
  onButton?: () => void;
  /** Step 17's way back to step 16. */
  onBack?: () => void;
  /** Called as ✕ is followed (e.g. to clear the tour's saved progress). */
  onClose?: () => void;
  /** Where ✕ leads. @default '/help' */
  closeHref?: string;
  /** Overrides the step's own text (e.g. the QuickStart Error). */
  text?: string;
  /** Overrides the step's arrow. */
  arrow?: CalloutArrow;
  /** The tune on the Picker is already green (step 45 then offers its button). */
  tuneIsKnow?: boolean;
  /** What the tour remembered (the set, the bulk songs): the controls it points at depend on them. */
  tour?: TourState;
  /**
   * Where the links of the screen under the tour lead: the tour turns them into its actions instead
   * of leaving the tour.
   */
  onNavigate?: Navigate;
  /** The controls usable on the screen, instead of the step's own (e.g. a way to start over). */
  targets?: readonly TourTarget[];
}

/**
 * The Quick Start's frame: ✕ top left back to /help, the step counter (announced on every change), the
 * callout with its arrow, text and optional button, and the real screen under it (`children`) with
 * only the control the step points at usable. A dialog opened under the tour carries the callout at
 * its top, where the musician is working. The tour's wiring is the site's.
 */
export function QuickStartScreen(props: QuickStartScreenProps) {
  const step = clampTourStep(props.step);
  const data = QUICK_START_STEPS_TEXT[step - 1];
  const arrow = props.arrow ?? data?.arrow ?? 'none';
  const text = props.text ?? data?.text;
  // What the callout offers is the tour's rule, from core.
  const button = tourButton({ step }, props.tuneIsKnow === true);
  const back = tourView({ step }).back;
  const tour: TourState = { ...props.tour, step };
  // The control the step points at on the screen: the callout floats beside it.
  const [anchors, setAnchors] = useState<readonly HTMLElement[]>([]);
  // A dialog under the tour carries the step at its top: the page's callout, behind the dialog's
  // backdrop, would be a second copy pointing through it.
  const [inDialog, setInDialog] = useState(false);
  const anchor = anchors.length > 0 && !inDialog ? anchors : null;
  const callout = useRef<HTMLElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  useAnchoredCallout(callout, tip, anchor);
  // A step with nothing to point at shows its callout under the bar: back to the top for it.
  useLayoutEffect(() => {
    if (!anchor && step > 0) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [anchor, step]);
  // The control just used is inert or gone at the next step: focus goes to the callout, which a screen
  // reader then reads, rather than to nowhere.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (step > 0 && (!active || active === document.body || active.closest('[inert]')))
      callout.current?.focus({ preventScroll: true });
  }, [step]);
  const actions =
    (back && props.onBack) || (button && props.onButton) ? (
      <div className="td-button-row">
        {back && props.onBack ? <Button onClick={props.onBack}>{back}</Button> : null}
        {button && props.onButton ? (
          <Button variant="primary" onClick={props.onButton}>
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
    <div className="td-root td-tour">
      {/* Not a <header>: the real screen below brings its own banner. */}
      <div className="td-tour__bar">
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
        data-align={data?.align ?? 'start'}
        data-anchored={anchor ? 'true' : undefined}
        aria-label="Tour step"
        tabIndex={-1}
        hidden={inDialog}
      >
        {anchor ? <span className="td-tour__tip" ref={tip} /> : null}
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
      </section>
      {props.children ? (
        <TourStage
          targets={props.targets ?? (step === 45 && props.tuneIsKnow ? [] : tourTargets(tour))}
          highlights={props.targets ? [] : tourHighlights(tour)}
          onNavigate={props.onNavigate}
          onAnchor={setAnchors}
        >
          <DialogAsideContext.Provider
            value={
              <DialogCallout step={step} close={close} onShown={setInDialog}>
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

/** The screen under the tour: only the step's control can be used; its links are the tour's. */
function TourStage(props: {
  targets: readonly TourTarget[];
  highlights: readonly TourTarget[];
  onNavigate?: Navigate | undefined;
  /** Told the controls pointed at (the callout's anchor). */
  onAnchor: Dispatch<SetStateAction<readonly HTMLElement[]>>;
  children: ReactNode;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const { targets, highlights } = props;
  const onAnchor = useRef(props.onAnchor);
  onAnchor.current = props.onAnchor;
  const key = JSON.stringify([targets, highlights]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `targets` and `highlights`.
  useLayoutEffect(() => {
    const root = stage.current;
    if (!root) return;
    let undo = () => {};
    const apply = () => {
      undo();
      const found = findTargets(root, targets);
      const shown = findTargets(root, highlights);
      undo = spotlight(root, found, shown);
      // The callout goes beside the controls, else beside what the step talks about; the same
      // elements as before keep it where it is (the screen changed elsewhere).
      const anchors = found.length > 0 ? found : shown;
      onAnchor.current((previous) => (sameElements(previous, anchors) ? previous : anchors));
    };
    apply();
    // The screen changes under the tour (a menu's entries, the next tune): point again.
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      undo();
      onAnchor.current([]);
    };
  }, [key]);
  const stageNode = (
    <div className="td-tour__stage" ref={stage}>
      {props.children}
    </div>
  );
  return props.onNavigate ? (
    <NavigateContext.Provider value={props.onNavigate}>{stageNode}</NavigateContext.Provider>
  ) : (
    stageNode
  );
}

/**
 * The callout inside a dialog the tour opened: the counter, ✕, the step's text and button. It holds
 * back the dialog's own action while the step still has something to say (Add Song at 9–11).
 */
function DialogCallout(props: {
  step: number;
  close: ReactNode;
  /** Told when it is shown and when it is gone (the page's callout stands aside meanwhile). */
  onShown: (shown: boolean) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const { onShown } = props;
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
    return () => {
      for (const element of held) element.removeAttribute('inert');
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

/** The box around every control pointed at (step 18 points at three songs). */
function around(elements: readonly HTMLElement[]) {
  const first = elements[0] as HTMLElement;
  return {
    contextElement: first,
    getBoundingClientRect() {
      const boxes = elements.map((element) => element.getBoundingClientRect());
      const left = Math.min(...boxes.map((box) => box.left));
      const top = Math.min(...boxes.map((box) => box.top));
      const right = Math.max(...boxes.map((box) => box.right));
      const bottom = Math.max(...boxes.map((box) => box.bottom));
      return { x: left, y: top, left, top, right, bottom, width: right - left, height: bottom - top };
    },
  };
}

/**
 * Floats the callout beside the controls pointed at (below them, or above when there is no room), its
 * tip toward them, and keeps it there as the page scrolls or resizes. A control out of view is
 * scrolled into view first. Without controls the callout stays in the page's flow, under the bar.
 */
function useAnchoredCallout(
  callout: { current: HTMLElement | null },
  tip: { current: HTMLElement | null },
  anchors: readonly HTMLElement[] | null,
) {
  useLayoutEffect(() => {
    const floating = callout.current;
    if (!floating || !anchors) return;
    const anchor = around(anchors);
    const box = anchor.getBoundingClientRect();
    // Room for the callout on one side: scroll a control near an edge toward the middle.
    if (box.top < 0 || box.bottom > window.innerHeight - 160)
      anchor.contextElement.scrollIntoView({ block: 'center', behavior: 'instant' });
    const place = () => {
      const arrowElement = tip.current;
      void computePosition(anchor, floating, {
        placement: 'bottom',
        strategy: 'absolute',
        middleware: [
          offset(14),
          flip({ padding: 8 }),
          shift({ padding: 8 }),
          ...(arrowElement ? [arrowTo({ element: arrowElement, padding: 16 })] : []),
        ],
      }).then(({ x, y, placement, middlewareData }) => {
        floating.style.left = `${x}px`;
        floating.style.top = `${y}px`;
        floating.dataset.side = placement.split('-')[0];
        if (arrowElement) arrowElement.style.left = `${middlewareData.arrow?.x ?? 0}px`;
      });
    };
    const stop = autoUpdate(anchor, floating, place);
    return () => {
      stop();
      floating.style.left = '';
      floating.style.top = '';
      delete floating.dataset.side;
    };
  }, [anchors, callout, tip]);
}
