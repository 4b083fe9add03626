// Writes src/styles/fonts/accidentals.woff2: ♭ and ♯ as a font, the shapes
// KeyName draws (the same paths, size and place beside the letter), for text that cannot hold a
// drawing (a <select>'s options, notes, the tour), and the arrows → ← ↑ ↓ (Settings, the tour, the
// Docs). fonts.css adds them to the Nunito family for those characters alone, so they no longer come
// from whatever font the system has. Run it again after changing a shape in
// src/primitives/key-name/shapes.ts:
//   pnpm --filter @tunedeck/react-ui run accidentals-font
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import opentype, { type Glyph } from 'opentype.js';
import subsetFont from 'subset-font';
import {
  ACCIDENTAL_GAP_EM,
  arrows,
  FLAT,
  type GlyphShape,
  SHARP,
} from '../src/primitives/key-name/shapes.js';

export const ACCIDENTALS_FONT = join(
  import.meta.dirname,
  '..',
  'src',
  'styles',
  'fonts',
  'accidentals.woff2',
);

/**
 * Every drawn character, in the order of fonts.css's unicode-range. One face for every weight (a face
 * of the family with other weight descriptors than its others would take the family's place at those
 * weights in Chromium): the arrows' stroke sits between a regular and a bold letter's.
 */
export const SHAPES: readonly GlyphShape[] = [FLAT, SHARP, ...arrows(2.8)];

/** Font units per em (Nunito's is 1000 too). */
const EM = 1000;

type Point = [number, number];

/**
 * An SVG path's outline as absolute moves, lines and cubic curves. The shapes use M m L l H h V v C c Z;
 * their numbers come compact ("0-.8-.5": three numbers), which opentype.js's own parser refuses.
 */
export function outline(
  path: string,
): Array<{ type: 'M' | 'L'; to: Point } | { type: 'C'; c1: Point; c2: Point; to: Point } | { type: 'Z' }> {
  const tokens = path.match(/[MmLlHhVvCcZz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const out: ReturnType<typeof outline> = [];
  let at: Point = [0, 0];
  let start: Point = [0, 0];
  let command = '';
  let i = 0;
  const num = () => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/[A-Za-z]/.test(tokens[i]!)) command = tokens[i++]!;
    const relative = command === command.toLowerCase();
    const point = (): Point => {
      const x = num();
      const y = num();
      return relative ? [at[0] + x, at[1] + y] : [x, y];
    };
    switch (command.toUpperCase()) {
      case 'M':
        at = start = point();
        out.push({ type: 'M', to: at });
        // Pairs after a move are lines.
        command = relative ? 'l' : 'L';
        break;
      case 'L':
        at = point();
        out.push({ type: 'L', to: at });
        break;
      case 'H':
        at = [relative ? at[0] + num() : num(), at[1]];
        out.push({ type: 'L', to: at });
        break;
      case 'V':
        at = [at[0], relative ? at[1] + num() : num()];
        out.push({ type: 'L', to: at });
        break;
      case 'C': {
        const c1 = point();
        const c2 = point();
        const to = point();
        out.push({ type: 'C', c1, c2, to });
        at = to;
        break;
      }
      case 'Z':
        out.push({ type: 'Z' });
        at = start;
        break;
      default:
        throw new Error(`Path command ${command} is not drawn here`);
    }
  }
  return out;
}

/** The shape as a glyph: its path scaled to its height in ems, its foot below the baseline, y upwards. */
function glyphOf(shape: GlyphShape): Glyph {
  const scale = (shape.heightEm * EM) / shape.height;
  const left = ACCIDENTAL_GAP_EM * EM;
  const bottom = -shape.dropEm * EM;
  const x = (value: number) => Math.round(left + value * scale);
  const y = (value: number) => Math.round(bottom + (shape.height - value) * scale);
  const path = new opentype.Path();
  for (const step of outline(shape.path)) {
    if (step.type === 'M') path.moveTo(x(step.to[0]), y(step.to[1]));
    else if (step.type === 'L') path.lineTo(x(step.to[0]), y(step.to[1]));
    else if (step.type === 'C')
      path.curveTo(x(step.c1[0]), y(step.c1[1]), x(step.c2[0]), y(step.c2[1]), x(step.to[0]), y(step.to[1]));
    else path.close();
  }
  return new opentype.Glyph({
    name: shape.name,
    unicode: shape.char.codePointAt(0)!,
    advanceWidth: Math.round(left + shape.width * scale),
    path,
  });
}

/**
 * The font file. opentype.js stamps the time it was made into the font's head table: that stamp is
 * set to a fixed date, so the same shapes always make the same bytes (the test compares them).
 */
export async function accidentalsFont(shapes: readonly GlyphShape[]): Promise<Buffer> {
  const font = new opentype.Font({
    familyName: 'Tunedeck Accidentals',
    styleName: 'Regular',
    unitsPerEm: EM,
    ascender: 1011,
    descender: -353,
    createdTimestamp: 1,
    glyphs: [
      new opentype.Glyph({ name: '.notdef', advanceWidth: 500, path: new opentype.Path() }),
      ...shapes.map(glyphOf),
    ],
  });
  const sfnt = Buffer.from(font.toArrayBuffer());
  fixModified(sfnt);
  return subsetFont(sfnt, shapes.map((shape) => shape.char).join(''), { targetFormat: 'woff2' });
}

/** Sets the head table's `modified` to its `created` (a table directory entry is 16 bytes from 12). */
function fixModified(sfnt: Buffer) {
  const tables = sfnt.readUInt16BE(4);
  for (let entry = 12; entry < 12 + tables * 16; entry += 16) {
    if (sfnt.toString('latin1', entry, entry + 4) !== 'head') continue;
    const head = sfnt.readUInt32BE(entry + 8);
    sfnt.copy(sfnt, head + 28, head + 20, head + 28);
    return;
  }
  throw new Error('The font has no head table');
}

if (process.argv[1] === import.meta.filename) {
  const font = await accidentalsFont(SHAPES);
  await writeFile(ACCIDENTALS_FONT, font);
  console.log(`${ACCIDENTALS_FONT}: ${font.length} bytes`);
}
