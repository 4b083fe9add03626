// Small line icons drawn in the text colour. Decorative: the button around each names the action.
// SVG rather than emoji: an emoji needs a colour-emoji font, which many systems (and Debian's Chromium)
// lack, and then shows as an empty box.

const common = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  focusable: false,
  className: 'td-icon',
};

export function CheckIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M4 12.5l5 5L20 6.5" />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}
