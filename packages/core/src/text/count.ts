/**
 * A whole number as the app writes it, thousands separated: "5,000", "-12,345". Written out rather than
 * with `toLocaleString`, whose first call in a page starts the browser's number formatting (tens of
 * milliseconds on a phone, in the first task of every page that shows a message).
 */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return String(count);
  const whole = Math.round(Math.abs(count));
  const digits = String(whole);
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return `${count < 0 && whole !== 0 ? '-' : ''}${groups.join(',')}`;
}

/** A number of things as the app writes it: "1 song", "5,000 songs" (`many` for irregular plurals). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
