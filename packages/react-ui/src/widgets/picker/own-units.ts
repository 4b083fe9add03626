/**
 * The embeddable picker's own unit: 16px times `--td-scale` (default 1), whatever the host page's root
 * font size (`html { font-size: 40px }` must not make the card two and a half times as large).
 */
export const OWN_REM = 'calc(16px*var(--td-scale,1))';

/**
 * Every `rem` of a stylesheet in the picker's own unit, `var(--td-rem)` (which must be `OWN_REM`), but
 * those of a media or container query's condition, where `var()` is not allowed (the chart's
 * `@container td-chart (min-width: 30rem)` keeps its rem).
 */
export function ownUnits(css: string): string {
  return css.replace(/(@(?:media|container)[^{]*)|(\d*\.?\d+)rem\b/g, (match, condition, size) =>
    condition ? match : `calc(${size}*var(--td-rem))`,
  );
}

/**
 * The React widget's stylesheet as published: its sizes in the picker's own unit, defined at the root
 * (the tokens live there). A page scales it with `:root { --td-scale: 1.25 }`.
 */
export function widgetStylesheet(css: string): string {
  return `:root{--td-rem:${OWN_REM}}\n${ownUnits(css)}`;
}
