import { cx } from '../../internal/cx.js';

/**
 * ♭ and ♯ drawn as shapes at the weight and size of the letter they follow: the site's font has no
 * such glyphs, and a fallback font's are hairlines beside a heavy letter. Filled paths, so they take
 * the text colour and thicken with it.
 */
function Flat() {
  return (
    <svg
      className="td-accidental td-accidental--flat"
      viewBox="0 0 10 20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fillRule="evenodd"
        d="M1 0h2.7v11.1C5.2 9.8 6.7 9.2 7.9 9.2c1.5 0 2.4 1 2.4 2.6 0 2.7-2.9 5.5-7.1 8.2H1zm2.7 13.3v4.8c2.2-1.7 3.6-3.4 3.6-4.7 0-.8-.5-1.3-1.2-1.3-.8 0-1.6.4-2.4 1.2z"
      />
    </svg>
  );
}

function Sharp() {
  return (
    <svg
      className="td-accidental td-accidental--sharp"
      viewBox="0 0 12 20"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3.2 1.2h1.9V20H3.2zM6.9 0h1.9v18.8H6.9zM0 6.9l12-2.5v3.1L0 10zM0 13.6l12-2.5v3.1L0 16.7z" />
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
  const accidental = label.slice(-1);
  const spoken = SPOKEN[accidental];
  return (
    <span className={cx('td-key-name', className)}>
      {spoken ? (
        <>
          {label.slice(0, -1)}
          {accidental === '♭' ? <Flat /> : <Sharp />}
          <span className="td-visually-hidden">{spoken}</span>
        </>
      ) : (
        label
      )}
    </span>
  );
}
