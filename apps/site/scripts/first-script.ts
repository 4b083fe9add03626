import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * What scripts/early-read.js is filled in with: the adapter's library route, and the key of
 * src/offline-store.ts's DEVICE_COPY_MARKER (the end-to-end tests read the library as it does). A page
 * drawn as a frame adds PICKER_PATH (see frameStart in build.ts): the adapter's route of the picker's
 * collections (PICKER_PATH of `@tunedeck/pocketbase/early`).
 */
export const EARLY_READ_CONSTANTS = {
  LIBRARY_PATH: '/api/tunedeck/library',
  DEVICE_COPY_MARKER: 'tunedeck-device-copy',
};
export const EARLY_PICKER_PATH = '/api/tunedeck/library?part=picker';

/**
 * The code of a page's first script, `scripts/<name>.js`, as a browser gets it: after
 * `scripts/session-token.js` (the session as such a script reads it), each `const NAME = '';` filled
 * in from `constants` (a string, a list of them, or a yes or no), in a function of its own (nothing leaks into the page's globals), without its
 * comments and indentation (whole lines in these files: a first visit downloads it).
 */
export function firstScript(
  name: string,
  constants: Readonly<Record<string, string | readonly string[] | boolean>> = {},
): string {
  const read = (file: string) => readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
  let body = read(`${name}.js`);
  for (const [constant, value] of Object.entries(constants)) {
    const blank = `const ${constant} = '';`;
    if (!body.includes(blank)) throw new Error(`scripts/${name}.js has no ${blank} to fill in`);
    body = body.replace(blank, () => `const ${constant} = ${JSON.stringify(value)};`);
  }
  const code = `(() => {\n${read('session-token.js')}\n${body}\n})();\n`;
  return code
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s*\/\//.test(line))
    .map((line) => line.trim())
    .join('\n');
}
