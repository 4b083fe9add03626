import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(src).map((path) => ({
  path: relative(src, path),
  // Comments may name what they avoid; only code counts.
  code: readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, ''),
}));

describe('@tunedeck/core stays framework-free', () => {
  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('imports only its own modules, valtio/vanilla, papaparse in the import entry, ts-fsrs in the practice scheduler, and vitest in the testing entry', () => {
    const offending: string[] = [];
    for (const { path, code } of files) {
      for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
        const allowed =
          specifier!.startsWith('.') ||
          specifier === 'valtio/vanilla' ||
          // CSV is a solved problem: the import entry reads and writes it with papaparse.
          (specifier === 'papaparse' && path.startsWith('import/')) ||
          // Spaced repetition too: the practice entry's scheduler is FSRS by ts-fsrs (its tests compare).
          (specifier === 'ts-fsrs' && path === 'practice/schedule.ts') ||
          (specifier === 'vitest' && path.startsWith('testing/'));
        if (!allowed) offending.push(`${path}: ${specifier}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('uses no DOM, network, Node or PocketBase API', () => {
    const forbidden =
      /\b(window|document|navigator|localStorage|sessionStorage|indexedDB|fetch|XMLHttpRequest|WebSocket|EventSource|process|require|Buffer|PocketBase|React)\b/;
    const offending = files
      .filter(({ code }) => forbidden.test(code))
      .map(({ path, code }) => `${path}: ${code.match(forbidden)?.[0]}`);
    expect(offending).toEqual([]);
  });

  it('declares only valtio, papaparse (for @tunedeck/core/import) and ts-fsrs (for @tunedeck/core/practice) as runtime dependencies', () => {
    const manifest = JSON.parse(readFileSync(join(src, '..', 'package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['papaparse', 'ts-fsrs', 'valtio']);
  });

  it('keeps ts-fsrs out of the main entry: only the practice entry reaches it', () => {
    // Every module the main entry's code reaches (type-only imports and exports leave none behind).
    const code = new Map(files.map(({ path, code }) => [path, code]));
    const reached = new Set<string>();
    const visit = (path: string) => {
      if (reached.has(path)) return;
      reached.add(path);
      const source = (code.get(path) ?? '').replace(/(?:import|export) type \{[^}]*\} from '[^']+';/g, '');
      for (const [, specifier] of source.matchAll(/from\s*'(\.[^']+)\.js'/g))
        visit(join(path, '..', `${specifier}.ts`));
    };
    visit('index.ts');
    expect(reached.has('practice/reviews.ts')).toBe(true);
    expect([...reached].filter((path) => path.startsWith('practice/')).sort()).toEqual([
      'practice/coverage.ts',
      'practice/days.ts',
      'practice/review-steps.ts',
      'practice/reviews.ts',
      'practice/settings.ts',
      'practice/song-view.ts',
    ]);
  });

  it('keeps papaparse out of the main entry: only the import entry reaches it', () => {
    // Type-only exports leave no code behind; the client loads the entry itself with its first use.
    const main = readFileSync(join(src, 'index.ts'), 'utf8').replace(
      /export type \{[^}]*\} from '[^']+';/g,
      '',
    );
    expect(main).not.toMatch(/from '\.\/import\//);
  });
});

describe('@tunedeck/core has no import circle', () => {
  /** Each module's relative imports and re-exports, type-only ones too (a circle of types is still one). */
  const graph = new Map(
    files.map(({ path, code }) => [
      path,
      [...code.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)\.js'/g)].map(([, specifier]) =>
        join(path, '..', `${specifier}.ts`),
      ),
    ]),
  );

  /** Every circle found by a depth-first walk, each as the modules along it. */
  function circles(): string[][] {
    const found: string[][] = [];
    const done = new Set<string>();
    const path: string[] = [];
    const visit = (module: string) => {
      const at = path.indexOf(module);
      if (at >= 0) {
        found.push([...path.slice(at), module]);
        return;
      }
      if (done.has(module)) return;
      path.push(module);
      for (const next of graph.get(module) ?? []) visit(next);
      path.pop();
      done.add(module);
    };
    for (const module of graph.keys()) visit(module);
    return found;
  }

  it('resolves every relative import to a source file', () => {
    const missing = [...graph].flatMap(([from, to]) =>
      to.filter((module) => !graph.has(module)).map((module) => `${from} → ${module}`),
    );
    expect(missing).toEqual([]);
  });

  it('finds none, type-only imports included', () => {
    expect(circles().map((circle) => circle.join(' → '))).toEqual([]);
  });

  it('would find one', () => {
    graph.set('a.ts', ['b.ts']);
    graph.set('b.ts', ['a.ts']);
    try {
      expect(circles().map((circle) => circle.join(' → '))).toEqual(['a.ts → b.ts → a.ts']);
    } finally {
      graph.delete('a.ts');
      graph.delete('b.ts');
    }
  });
});

describe('@tunedeck/core stays readable', () => {
  it('has no source file over 450 lines (a file that grows past it is split into parts named for what they do)', () => {
    const long = sourceFiles(src)
      .map((path) => ({
        path: relative(src, path),
        lines: readFileSync(path, 'utf8').split('\n').length - 1,
      }))
      .filter(({ lines }) => lines > 450)
      .map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
