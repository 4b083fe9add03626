// Writes src/styles/fonts/nunito-core-wght.woff2: Nunito's variable font cut down to the characters of
// nearly every page (printable ASCII and the punctuation the screens use) and the weights they use
// (400-800), so a first visit loads one small font file. Run it again after changing either list:
//   pnpm --filter @tunedeck/react-ui run subset-font
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';

/** The core face's characters: keep in step with its `unicode-range` in src/styles/fonts.css. */
export const CORE_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x203a, 0x203a],
];

export const CORE_FONT = join(import.meta.dirname, '..', 'src', 'styles', 'fonts', 'nunito-core-wght.woff2');

/** The subset, made from @fontsource-variable/nunito's Latin file. */
export async function coreFont(): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const source = require.resolve('@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2');
  let text = '';
  for (const [first, last] of CORE_RANGES)
    for (let c = first; c <= last; c++) text += String.fromCodePoint(c);
  return subsetFont(await readFile(source), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 800 } },
    // Only the glyphs of these characters: no small caps or alternates reached through OpenType features.
    noLayoutClosure: true,
  });
}

if (process.argv[1] === import.meta.filename) {
  const font = await coreFont();
  await writeFile(CORE_FONT, font);
  console.log(`${CORE_FONT}: ${font.length} bytes`);
}
