// A chart's key as stored, apart from the rest of a chart's checks (chart-check.ts): the field kinds
// (model/field-types.ts) ask it on every record a storage takes, and need nothing of the chart reader.

/** A chart key as stored: a letter, at most one accidental, "-" for minor ("C", "Bb", "F#", "G-"). */
const CHART_KEY = /^[A-G][b#]?-?$/;

/** Whether `value` is a chart's key as stored: "C", "Bb", "F#", "G-" (G minor), as iReal Pro writes one. */
export function isChartKey(value: unknown): value is string {
  return typeof value === 'string' && CHART_KEY.test(value);
}
