// React-free: the early drawing of the picker (screens/picker/picker-draw.ts) writes key names with it
// before React has loaded.

/** The accidental a key name ends in, drawn as a shape by `KeyName`, or null for a key without one. */
export function keyAccidental(label: string): '♭' | '♯' | null {
  const last = label.slice(-1);
  return last === '♭' || last === '♯' ? last : null;
}
