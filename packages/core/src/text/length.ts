/**
 * Whether a text has more than `max` characters (code points), at a cost bounded by `max`: a string's
 * UTF-16 length is known at once and holds between one and two units per code point, so only a text
 * between `max` and `2 * max` units is counted, and never by building an array of its characters.
 */
export function exceedsLength(text: string, max: number): boolean {
  if (text.length <= max) return false;
  if (text.length > 2 * max) return true;
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
    }
    count += 1;
    if (count > max) return true;
  }
  return false;
}

/**
 * Raw input this much longer than a limit is refused before it is normalised: white space collapses,
 * so a title may arrive longer than it is stored, but never by this much.
 */
export const RAW_TEXT_SLACK = 4;

/** Whether raw text (before normalising) is too long to be worth normalising at all. */
export function rawTextTooLong(text: string, max: number): boolean {
  return text.length > max * RAW_TEXT_SLACK;
}
