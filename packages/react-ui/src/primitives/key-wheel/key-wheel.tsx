import type { KeyState, KeyWheelSlot, KeyWheelView } from '@tunedeck/core';
import { useId } from 'react';
import { cx } from '../../internal/cx.js';

export interface KeyWheelProps {
  /** The tune's twelve keys (core's `keyWheelView`). */
  view: KeyWheelView;
  /** The wheel's name, read first: "Keys of Solar". @default "Keys" */
  label?: string;
  className?: string;
}

const OUTER = 100;
const INNER = 54;
const LABEL = (OUTER + INNER) / 2;
/** Degrees left between two keys' segments. */
const GAP = 2.5;

const point = (radius: number, degrees: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(radius * Math.cos(radians)).toFixed(2)} ${(radius * Math.sin(radians)).toFixed(2)}`;
};

/** The ring's segment of the key at `index` round the circle (C at the top, clockwise). */
function segment(index: number): string {
  const from = index * 30 - 15 + GAP / 2;
  const to = index * 30 + 15 - GAP / 2;
  return [
    `M ${point(OUTER, from)}`,
    `A ${OUTER} ${OUTER} 0 0 1 ${point(OUTER, to)}`,
    `L ${point(INNER, to)}`,
    `A ${INNER} ${INNER} 0 0 0 ${point(INNER, from)}`,
    'Z',
  ].join(' ');
}

const LEGEND: readonly KeyState[] = ['covered', 'tried', 'never'];
const LEGEND_WORDS: Readonly<Record<KeyState, string>> = {
  covered: 'Covered (Good or Easy, or played at a gig)',
  tried: 'Tried (Again or Hard)',
  never: 'Not yet',
};

function Swatch({ state, hatch }: { state: KeyState; hatch: string }) {
  return (
    <svg className="td-key-wheel__swatch" viewBox="0 0 16 16" aria-hidden="true">
      <rect
        className={`td-key-wheel__fill td-key-wheel__fill--${state}`}
        x="1"
        y="1"
        width="14"
        height="14"
        rx="3"
        fill={state === 'tried' ? `url(#${hatch})` : undefined}
      />
    </svg>
  );
}

/**
 * A tune's twelve keys round the circle of fifths, C at the top: each covered (filled), tried (hatched)
 * or not yet (an outline), never by colour alone; the key it is in today ringed. Screen readers read the
 * summary and each key in words ("F♯: covered, Good, practised today"); a pointer shows the same words.
 */
export function KeyWheel({ view, label = 'Keys', className }: KeyWheelProps) {
  const id = useId();
  const hatch = `${id}-hatch`;
  const captionId = `${id}-caption`;
  const current = view.slots.find((slot) => slot.current);
  return (
    <figure className={cx('td-key-wheel', className)} aria-labelledby={captionId}>
      <svg className="td-key-wheel__ring" viewBox="-108 -108 216 216" aria-hidden="true">
        <defs>
          <pattern
            id={hatch}
            patternUnits="userSpaceOnUse"
            width="8"
            height="8"
            patternTransform="rotate(45)"
          >
            <rect className="td-key-wheel__hatch-ground" width="8" height="8" />
            <line className="td-key-wheel__hatch-line" x1="0" y1="0" x2="0" y2="8" />
          </pattern>
        </defs>
        {view.slots.map((slot, index) => (
          <g key={slot.key} className={cx('td-key-wheel__key', slot.current && 'td-key-wheel__key--current')}>
            <title>{slot.description}</title>
            <path
              className={`td-key-wheel__fill td-key-wheel__fill--${slot.state}`}
              d={segment(index)}
              fill={slot.state === 'tried' ? `url(#${hatch})` : undefined}
            />
            <KeyLabel slot={slot} index={index} />
          </g>
        ))}
        <text className="td-key-wheel__count" x="0" y="4" textAnchor="middle">
          {view.covered}
        </text>
        <text className="td-key-wheel__of" x="0" y="24" textAnchor="middle">
          of 12
        </text>
      </svg>
      <figcaption className="td-key-wheel__caption" id={captionId}>
        <span className="td-visually-hidden">{label}:</span>{' '}
        <strong className="td-key-wheel__summary">{view.summary}</strong>{' '}
        {current ? (
          <span className="td-key-wheel__today">
            Today in <strong>{current.label}</strong>
          </span>
        ) : null}
      </figcaption>
      <ul className="td-key-wheel__legend" aria-hidden="true">
        {LEGEND.map((state) => (
          <li key={state}>
            <Swatch state={state} hatch={hatch} />
            {LEGEND_WORDS[state]}
          </li>
        ))}
      </ul>
      <ul className="td-visually-hidden" aria-label={`${label}, round the circle of fifths`}>
        {view.slots.map((slot) => (
          <li key={slot.key}>
            {slot.description}
            {slot.current ? ' (today’s key)' : ''}
          </li>
        ))}
      </ul>
    </figure>
  );
}

function KeyLabel({ slot, index }: { slot: KeyWheelSlot; index: number }) {
  const [x, y] = point(LABEL, index * 30).split(' ');
  return (
    <text className="td-key-wheel__label" x={x} y={y} textAnchor="middle" dominantBaseline="central">
      {slot.label}
    </text>
  );
}
