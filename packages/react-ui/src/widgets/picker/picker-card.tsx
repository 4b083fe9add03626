import { embedKeyAction, type Knowledge } from '@tunedeck/core';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cx } from '../../internal/cx.js';
import { SpokenKey } from '../../primitives/key-name/key-name.js';

/** What the card shows of the tune on screen (core's embed view and picker view both have it). */
export interface PickerCardTune {
  title: string;
  /** With real glyphs: "E♭". */
  keyLabel: string;
  /** For screen readers: "E flat". */
  spokenKey: string;
  knowledge: Knowledge;
  /** "New", "Medium" or "Know". */
  knowledgeLabel: string;
}

export interface PickerCardProps {
  /** The tune on screen, or `null` (then `message` says why). */
  tune: PickerCardTune | null;
  message?: string;
  canSkip: boolean;
  onNext: () => void;
  onSkip: () => void;
  onStartNewGig: () => void;
  onReset: () => void;
  /**
   * The tune's chart: with one, a Chart button under the others shows it below them and hides it again
   * (open, it stays open for the next tune with a chart). Drawn only while open.
   */
  chart?: ReactNode;
  /** The card's accessible name. @default 'Tune picker' */
  label?: string;
  /** Light, dark, or as the page and the system say. @default 'auto' */
  theme?: PickerTheme;
  className?: string;
}

/** The card's colour scheme: `auto` follows the page's `color-scheme` and the system's preference. */
export type PickerTheme = 'light' | 'dark' | 'auto';

/** What a press on the card did: NEXT, SKIP, Start New Gig or Reset Picker. */
export type PickerAction = 'next' | 'skip' | 'new-gig' | 'reset';

/**
 * The embeddable picker's card: the tune in its knowledge colour (and word), NEXT and SKIP, Start New
 * Gig and Reset Picker. With focus in the card, → is NEXT and S is SKIP (Space presses the focused
 * button, NEXT first). A tune's chart opens under the buttons. The same markup and stylesheet as the
 * <tunedeck-picker> element.
 */
export function PickerCard(props: PickerCardProps) {
  const { tune } = props;
  const [chartOpen, setChartOpen] = useState(false);
  const chartId = useId();
  const next = useRef<HTMLButtonElement>(null);
  const chartToggle = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = embedKeyAction(event);
    // Chart goes away with a tune that has no chart: → or S pressed on it leaves focus on NEXT.
    if (action && event.target === chartToggle.current) next.current?.focus();
    if (action === 'next' && tune) props.onNext();
    else if (action === 'skip' && props.canSkip) props.onSkip();
    if (action) event.preventDefault();
  };
  return (
    // The keys work while focus is in the card (never the whole page's keys): → and S from any of its
    // buttons; Space presses the focused button, NEXT first in the tab order.
    <section
      className={cx('td-card', props.className)}
      data-knowledge={tune?.knowledge ?? 'none'}
      data-td-scheme={props.theme === 'light' || props.theme === 'dark' ? props.theme : undefined}
      aria-label={props.label ?? 'Tune picker'}
      aria-keyshortcuts="Space ArrowRight S"
      onKeyDown={onKeyDown}
    >
      <div className="td-card__tune" aria-live="polite" aria-atomic="true">
        {tune ? (
          <>
            <p className="td-card__title">{tune.title}</p>
            <p className="td-card__key">
              <SpokenKey label={tune.keyLabel} spoken={tune.spokenKey} />
            </p>
            <p className="td-card__knowledge">
              <span className="td-card__dot" aria-hidden="true" />
              <span>{tune.knowledgeLabel}</span>
            </p>
          </>
        ) : (
          <p className="td-card__empty">{props.message}</p>
        )}
      </div>
      <div className="td-card__row">
        <button
          ref={next}
          type="button"
          className="td-card__button td-card__button--next"
          disabled={!tune}
          onClick={props.onNext}
        >
          NEXT
        </button>
        <button type="button" className="td-card__button" disabled={!props.canSkip} onClick={props.onSkip}>
          SKIP
        </button>
      </div>
      <div className="td-card__row td-card__row--quiet">
        <button
          type="button"
          className="td-card__button td-card__button--quiet"
          disabled={!tune}
          onClick={props.onStartNewGig}
        >
          Start New Gig
        </button>
        <button
          type="button"
          className="td-card__button td-card__button--quiet"
          disabled={!tune}
          onClick={props.onReset}
        >
          Reset Picker
        </button>
      </div>
      <p className="td-card__hint">Space or → for NEXT, S to SKIP</p>
      {tune && props.chart ? (
        <div className="td-card__chart">
          <button
            ref={chartToggle}
            type="button"
            className="td-card__button td-card__button--quiet td-card__chart-toggle"
            aria-expanded={chartOpen}
            aria-controls={chartId}
            onClick={() => setChartOpen((open) => !open)}
          >
            Chart
          </button>
          <div id={chartId} className="td-card__chart-panel" hidden={!chartOpen}>
            {chartOpen ? props.chart : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
