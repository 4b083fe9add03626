import { clampTourStep, QUICK_START_STEPS, tourButton, tourView } from '@tunedeck/core';
import type { ReactNode } from 'react';
import { CloseIcon } from '../../internal/icons.js';
import { Button } from '../../primitives/button/button.js';
import { KnowledgeBadge } from '../../primitives/knowledge-badge/knowledge-badge.js';
import { Link } from '../../primitives/link/link.js';
import { type CalloutArrow, QUICK_START_STEPS_TEXT } from './steps.js';

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
}

/**
 * The Quick Start's frame: ✕ top left back to /help, the step counter (announced on every change),
 * and the callout with its arrow, text and optional button. The tour's wiring is the site's.
 */
export function QuickStartScreen(props: QuickStartScreenProps) {
  const step = clampTourStep(props.step);
  const data = QUICK_START_STEPS_TEXT[step - 1];
  const arrow = props.arrow ?? data?.arrow ?? 'none';
  // What the callout offers is the tour's rule, from core.
  const button = tourButton({ step }, props.tuneIsKnow === true);
  const back = tourView({ step }).back;
  return (
    <div className="td-root td-tour">
      {/* Not a <header>: the real screen below brings its own banner. */}
      <div className="td-tour__bar">
        <Link
          href={props.closeHref ?? '/help'}
          className="td-tour__close"
          aria-label="Close the Quick Start"
          onClick={props.onClose}
        >
          <CloseIcon />
        </Link>
        <h1 className="td-tour__title">Quick Start</h1>
        <p className="td-tour__counter" aria-live="polite" aria-atomic="true">
          Step {step} of {QUICK_START_STEPS}
        </p>
      </div>
      <section
        className="td-tour__callout"
        data-arrow={arrow}
        data-align={data?.align ?? 'start'}
        aria-label="Tour step"
      >
        <p className="td-tour__text" aria-live="polite">
          {props.text ?? data?.text}
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
        {(back && props.onBack) || (button && props.onButton) ? (
          <div className="td-button-row">
            {back && props.onBack ? <Button onClick={props.onBack}>{back}</Button> : null}
            {button && props.onButton ? (
              <Button variant="primary" onClick={props.onButton}>
                {button}
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>
      {props.children ? <div className="td-tour__stage">{props.children}</div> : null}
    </div>
  );
}
