// The embeddable picker's sizes, gzipped, against the goals of issue 12:
// - the React widget (`@tunedeck/react-ui/widget`) with everything it needs but React: ≤ 12 KB (what a
//   page loads with it; the dialogs for a signed-in client's troubles load only when one happens);
// - the <tunedeck-picker> element file as published, everything inside: ≤ 25 KB.
// `tests/packages.test.ts` holds them to the goals in CI; `npm run bench` prints them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

const ROOT = join(import.meta.dirname, '..', '..');
const REACT_UI = join(ROOT, 'packages', 'react-ui');

export const SIZE_GOALS = { widget: 12 * 1024, element: 25 * 1024 };

const gzipped = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;

/**
 * The widget entry bundled as a host's bundler would, React left out, minified, gzipped: what a page
 * loads with it (the entry and what it imports statically), and what loads only on demand.
 */
export async function widgetSizes(): Promise<{ loaded: number; onDemand: number }> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    // A host's production bundle, whatever this runs under: Vitest's NODE_ENV ('test') would keep the
    // dependencies' development-only code (3 KB more).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { conditions: ['source'] },
    build: {
      write: false,
      minify: true,
      lib: { entry: join(REACT_UI, 'src', 'widget.ts'), formats: ['es'], fileName: 'widget' },
      rollupOptions: { external: ['react', 'react-dom', 'react/jsx-runtime'] },
    },
  })) as Rollup.RollupOutput[];
  const chunks = output.flatMap((result) => result.output).filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const visit = (name: string) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    for (const imported of byName.get(name)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const codeOf = (list: Rollup.OutputChunk[]) => list.map((chunk) => chunk.code).join('\n');
  const rest = chunks.filter((chunk) => !loaded.has(chunk.fileName));
  return {
    loaded: gzipped(codeOf(chunks.filter((chunk) => loaded.has(chunk.fileName)))),
    onDemand: rest.length > 0 ? gzipped(codeOf(rest)) : 0,
  };
}

/** What a page loads with the widget, gzipped. */
export async function widgetSize(): Promise<number> {
  return (await widgetSizes()).loaded;
}

/** The element file `npm run build` publishes (build @tunedeck/react-ui first). */
export function elementSize(): number {
  return gzipped(readFileSync(join(REACT_UI, 'dist', 'tunedeck-picker.js')));
}
