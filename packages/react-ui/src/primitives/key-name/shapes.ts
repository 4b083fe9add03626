/**
 * The drawn ♭ and ♯: KeyName draws them as SVG beside a key's letter, and scripts/accidentals-font.ts
 * makes a font of them (and of the arrows below) for text that cannot hold a drawing. Sizes are in ems
 * of the letter's font, as key-name.css places the drawings.
 */
export interface GlyphShape {
  name: string;
  /** The character it draws. */
  char: string;
  /** The path's box (its viewBox). */
  width: number;
  height: number;
  /** Filled (non-zero: the flat's bowl runs against its outline, so it stays open in a font too). */
  path: string;
  /** How high it is drawn, and how far its foot sits below the baseline (key-name.css). */
  heightEm: number;
  dropEm: number;
}

/** The space before an accidental (key-name.css's margin), in ems. */
export const ACCIDENTAL_GAP_EM = 0.04;

export const FLAT: GlyphShape = {
  name: 'flat',
  char: '♭',
  width: 10,
  height: 20,
  path: 'M1 0h2.7v11.1C5.2 9.8 6.7 9.2 7.9 9.2c1.5 0 2.4 1 2.4 2.6 0 2.7-2.9 5.5-7.1 8.2H1zm2.7 13.3v4.8c2.2-1.7 3.6-3.4 3.6-4.7 0-.8-.5-1.3-1.2-1.3-.8 0-1.6.4-2.4 1.2z',
  heightEm: 0.84,
  dropEm: 0.02,
};

export const SHARP: GlyphShape = {
  name: 'sharp',
  char: '♯',
  width: 12,
  height: 20,
  path: 'M3.2 1.2h1.9V20H3.2zM6.9 0h1.9v18.8H6.9zM0 6.9l12-2.5v3.1L0 10zM0 13.6l12-2.5v3.1L0 16.7z',
  heightEm: 0.84,
  dropEm: 0.1,
};

/**
 * → drawn in a 20-unit box: a shaft and a head of arms at 45°, `thickness` units thick, its tip at the
 * right; ←, ↑ and ↓ are the same shape turned. Centred on the middle of a lower-case letter. Nunito has
 * none of them, and Settings (a key's name), the tour and the Docs write them.
 */
function arrowPoints(thickness: number): Array<readonly [number, number]> {
  const tip = 19;
  const arm = 8.5 / Math.SQRT2;
  const across = thickness / Math.SQRT2;
  const outer = [tip - arm, 10 - arm] as const;
  const inner = [outer[0] - across, outer[1] + across] as const;
  const top = 10 - thickness / 2;
  // Where the arm's inner edge meets the shaft's edge.
  const corner = top - (inner[1] - inner[0]);
  const upper: Array<readonly [number, number]> = [[2, top], [corner, top], inner, outer];
  const lower = [...upper].reverse().map(([x, y]) => [x, 20 - y] as const);
  return [...upper, [tip, 10], ...lower];
}

function arrow(
  name: string,
  char: string,
  thickness: number,
  turn: (x: number, y: number) => readonly [number, number],
): GlyphShape {
  const points = arrowPoints(thickness).map(([x, y]) =>
    turn(x, y)
      .map((value) => Math.round(value * 100) / 100)
      .join(' '),
  );
  return { name, char, width: 20, height: 20, path: `M${points.join('L')}z`, heightEm: 0.8, dropEm: 0.1 };
}

/** The four arrows, their stroke `thickness` units of the 20-unit box. */
export function arrows(thickness: number): GlyphShape[] {
  return [
    arrow('arrow-right', '→', thickness, (x, y) => [x, y]),
    arrow('arrow-left', '←', thickness, (x, y) => [20 - x, y]),
    arrow('arrow-up', '↑', thickness, (x, y) => [y, 20 - x]),
    arrow('arrow-down', '↓', thickness, (x, y) => [20 - y, x]),
  ];
}
