// The embeddable picker's sizes, gzipped, against the goals of issue 12:
// - the React widget (`@tunedeck/react-ui/widget`) with everything it needs but React: ≤ 12 KB (what a
//   page loads with it; the dialogs for a signed-in client's troubles load only when one happens);
// - the <tunedeck-picker> element file as published, everything inside: ≤ 25 KB.
// A tune's chart (issue 49) is code of its own, loaded only with the first tune that has a chart: the
// widget's chart chunk and the element's chart file are reported beside them, and never count in the
// goals. `tests/packages.test.ts` holds them to the goals in CI; `npm run bench` prints them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

const ROOT = join(import.meta.dirname, '..', '..');
const REACT_UI = join(ROOT, 'packages', 'react-ui');

export const SIZE_GOALS = { widget: 12 * 1024, element: 25 * 1024 };

const gzipped = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;

/** The widget's sizes, gzipped: what a page loads with it, and what loads only on demand. */
export interface WidgetSizes {
  /** The entry and what it imports statically. */
  loaded: number;
  /** The code a tune's chart loads (the chunk of picker-chart.tsx and what it imports, not loaded yet). */
  chart: number;
  /** Everything else on demand (a signed-in client's error dialogs). */
  onDemand: number;
}

/**
 * The widget entry bundled as a host's bundler would, React left out, minified, gzipped: what a page
 * loads with it (the entry and what it imports statically), and what loads only on demand.
 */
export async function widgetSizes(): Promise<WidgetSizes> {
  // A host's production bundle, whatever this runs under: Vite compiles JSX as NODE_ENV says, and
  // Vitest's ('test') would give every element the development runtime and bundle React's
  // jsx-dev-runtime into the widget (0.6 KB more). `define` below does the same for the dependencies.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await bundledSizes();
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

async function bundledSizes(): Promise<WidgetSizes> {
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
  /** A chunk and what it imports statically, but what `skip` holds. */
  const closure = (names: string[], skip: ReadonlySet<string> = new Set()) => {
    const found = new Set<string>();
    const visit = (name: string) => {
      if (found.has(name) || skip.has(name)) return;
      found.add(name);
      for (const imported of byName.get(name)?.imports ?? []) visit(imported);
    };
    for (const name of names) visit(name);
    return found;
  };
  const loaded = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const chartChunks = chunks.filter((chunk) =>
    chunk.moduleIds.some((id) => /widgets[\\/]picker[\\/]picker-chart\.tsx$/.test(id)),
  );
  if (chartChunks.length === 0) throw new Error('No chunk of the widget holds picker-chart.tsx.');
  const chart = closure(
    chartChunks.map((chunk) => chunk.fileName),
    loaded,
  );
  const codeOf = (names: ReadonlySet<string>) =>
    [...names].map((name) => byName.get(name)?.code ?? '').join('\n');
  const rest = new Set(
    chunks.map((chunk) => chunk.fileName).filter((name) => !loaded.has(name) && !chart.has(name)),
  );
  return {
    loaded: gzipped(codeOf(loaded)),
    chart: gzipped(codeOf(chart)),
    onDemand: rest.size > 0 ? gzipped(codeOf(rest)) : 0,
  };
}

/** The element file `npm run build` publishes (build @tunedeck/react-ui first). */
export function elementSize(): number {
  return gzipped(readFileSync(join(REACT_UI, 'dist', 'tunedeck-picker.js')));
}

/** The element's chart file beside it, fetched with the first tune that has a chart. */
export function elementChartSize(): number {
  return gzipped(readFileSync(join(REACT_UI, 'dist', 'tunedeck-picker-chart.js')));
}
