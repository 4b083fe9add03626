import type { Options } from 'tsup';

/** The build every published package shares: ESM + declarations, no bundled dependencies. */
export function libraryBuild(entry: Record<string, string>, overrides: Options = {}): Options {
  return {
    entry,
    format: ['esm'],
    target: 'es2022',
    dts: { compilerOptions: { composite: false } },
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    ...overrides,
  };
}
