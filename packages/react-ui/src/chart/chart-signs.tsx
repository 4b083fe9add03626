// The signs of a lead sheet, drawn: fonts on phones and in Debian's Chromium lack 𝄋 𝄌 𝄐 𝄎 (and Nunito
// has no ♭ ♯ Δ), so each is a small inline SVG in the text's colour, sized in ems of the text it sits in.
// Plain functions, not components: a 64-bar chart draws hundreds of them and each is one element.
import type { ReactNode } from 'react';
import { FLAT, SHARP } from '../primitives/key-name/shapes.js';

function svg(className: string, viewBox: string, children: ReactNode, key?: number) {
  return (
    <svg key={key} className={className} viewBox={viewBox} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

// The ♭ and ♯ the picker draws (KeyName's shapes and classes, so they stand as its do).
const flat = (key: number) =>
  svg('td-accidental td-accidental--flat', `0 0 ${FLAT.width} ${FLAT.height}`, <path d={FLAT.path} />, key);
const sharp = (key: number) =>
  svg(
    'td-accidental td-accidental--sharp',
    `0 0 ${SHARP.width} ${SHARP.height}`,
    <path d={SHARP.path} />,
    key,
  );
// The major seventh's triangle, an outline at the weight of the letters beside it.
const triangle = (key: number) => svg('td-chart__triangle', '0 0 14 14', <path d="M7 1.6 13 12.6H1z" />, key);

const DRAWN: Record<string, (key: number) => ReactNode> = { '♭': flat, '♯': sharp, Δ: triangle };

/** Text with its ♭, ♯ and Δ drawn: "B♭7♯9" → B, a flat, 7, a sharp, 9. */
export function drawn(text: string): ReactNode {
  if (!/[♭♯Δ]/.test(text)) return text;
  return text.split(/([♭♯Δ])/).map((part, index) => {
    const draw = DRAWN[part];
    return draw ? draw(index) : part;
  });
}

/** 𝄋: an S crossed by a slanted stroke, a dot either side. */
export const segno = () =>
  svg(
    'td-chart__sign td-chart__sign--segno',
    '0 0 24 24',
    <>
      <path
        className="td-chart__stroke"
        d="M16 6.2C15.2 3.8 11.9 3.2 10.1 4.7 8.1 6.4 9 8.8 11.2 10.1l1.7 1c2.4 1.4 3 3.9 1.2 5.6-1.8 1.6-5.1 1-6-1.5"
      />
      <path className="td-chart__stroke" d="M6.5 21.5 17.5 2.5" />
      <circle cx="6" cy="11" r="1.7" />
      <circle cx="18" cy="13" r="1.7" />
    </>,
  );

/** 𝄌: an oval crossed by a long upright and a long level stroke. */
export const coda = () =>
  svg(
    'td-chart__sign td-chart__sign--coda',
    '0 0 22 24',
    <>
      <ellipse className="td-chart__stroke" cx="11" cy="12" rx="6" ry="7.5" />
      <path className="td-chart__stroke" d="M11 1v22M1 12h20" />
    </>,
  );

/** 𝄐: an arch over a dot. */
export const fermata = () =>
  svg(
    'td-chart__sign td-chart__sign--fermata',
    '0 0 24 14',
    <>
      <path d="M1.5 13C1.5 5 6 1.5 12 1.5S22.5 5 22.5 13h-1.8C20.2 7 17 3.6 12 3.6S3.8 7 3.3 13z" />
      <circle cx="12" cy="11" r="2" />
    </>,
  );

/** 𝄎, repeat the bar before: a thick slant between two dots. */
export const repeatBar = () =>
  svg(
    'td-chart__repeat-sign',
    '0 0 24 24',
    <>
      <path d="M3 19.5 17.5 3H21L6.5 19.5z" />
      <circle cx="6" cy="7" r="2.2" />
      <circle cx="18" cy="16" r="2.2" />
    </>,
  );

/** Repeat the two bars before: two slants between two dots (the "2" over it is text). */
export const repeatTwoBars = () =>
  svg(
    'td-chart__repeat-sign td-chart__repeat-sign--two',
    '0 0 30 24',
    <>
      <path d="M3 19.5 17.5 3H21L6.5 19.5zM9 19.5 23.5 3H27L12.5 19.5z" />
      <circle cx="6" cy="7" r="2.2" />
      <circle cx="24" cy="16" r="2.2" />
    </>,
  );

/** A slash beat: the chord before goes on. */
export const slashBeat = (key?: number) =>
  svg('td-chart__slash', '0 0 10 20', <path d="M1 19 7.4 1H9.6L3.2 19z" />, key);
