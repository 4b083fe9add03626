import { cx } from '../../internal/cx.js';
import { keyAccidental } from './accidental.js';
import { FLAT, type GlyphShape, SHARP } from './shapes.js';

/**
 * ♭ and ♯ drawn as shapes at the weight and size of the letter they follow: the site's font has no
 * such glyphs, and a fallback font's are hairlines beside a heavy letter. Filled paths, so they take
 * the text colour and thickens with it. Text that cannot hold a drawing (a `<select>`'s options, notes,
 * the tour) gets the same shapes from the font made of them (scripts/accidentals-font.ts).
 */
function Accidental({ shape }: { shape: GlyphShape }) {
  return (
    <svg
      className={`td-accidental td-accidental--${shape.name}`}
      viewBox={`0 0 ${shape.width} ${shape.height}`}
      aria-hidden="true"
      focusable="false"
    >
      <path d={shape.path} />
    </svg>
  );
}

const SPOKEN: Record<string, string> = { '♭': ' flat', '♯': ' sharp' };

export interface KeyNameProps {
  /** A key as core's `displayKey` writes it: "D♭", "F♯", "C", "Random". */
  label: string;
  className?: string;
}

/** A key name with its drawn accidental (a key has at most one, last); a screen reader hears "D flat". */
export function KeyName({ label, className }: KeyNameProps) {
  const accidental = keyAccidental(label);
  const spoken = accidental ? SPOKEN[accidental] : undefined;
  return (
    <span className={cx('td-key-name', className)}>
      {spoken ? (
        <>
          {label.slice(0, -1)}
          <Accidental shape={accidental === '♭' ? FLAT : SHARP} />
          <span className="td-visually-hidden">{spoken}</span>
        </>
      ) : (
        label
      )}
    </span>
  );
}

export interface SpokenKeyProps {
  /** The key as drawn ("E♭"). */
  label: string;
  /** The key as heard ("E flat"). */
  spoken: string;
}

/**
 * A key shown large (the picker's, the called tune's, the tune to practise): drawn with its accidental,
 * and heard once as "Key: E flat" (the drawing itself is hidden from screen readers). Goes inside the
 * paragraph that places it.
 */
export function SpokenKey({ label, spoken }: SpokenKeyProps) {
  return (
    <>
      <span className="td-visually-hidden">Key: {spoken}</span>
      <span aria-hidden="true">
        <KeyName label={label} />
      </span>
    </>
  );
}
