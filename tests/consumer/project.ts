// A fresh project in the OS temp folder that gets the published packages as a consumer does: the
// workspace's build packed with `pnpm pack`, the tarballs installed with pnpm beside React, Vite and
// TypeScript, offline from the store the workspace's own install filled.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

/** The published packages: their folders and names. */
const PACKAGES = [
  { dir: 'packages/core', name: '@tunedeck/core' },
  { dir: 'packages/pocketbase-adapter', name: '@tunedeck/pocketbase' },
  { dir: 'packages/react-ui', name: '@tunedeck/react-ui' },
] as const;

/** What the consumer installs from the registry's packages, at the versions the workspace locked. */
const DEPENDENCIES = ['react', 'react-dom'];
const DEV_DEPENDENCIES = ['@types/react', '@types/react-dom', '@vitejs/plugin-react', 'typescript', 'vite'];

/** Newest or oldest modification time of the files under `dir`. */
function mtimes(dir: string, pick: (a: number, b: number) => number, start: number): number {
  let result = start;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    result = entry.isDirectory() ? mtimes(path, pick, result) : pick(result, statSync(path).mtimeMs);
  }
  return result;
}

/** When the newest file a build reads changed: every file git keeps or would keep in the packages. */
function newestSource(): number {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...PACKAGES.map(({ dir }) => dir)],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  ).split('\0');
  let newest = 0;
  for (const file of [...files, 'tsup.config.base.ts', 'tsconfig.base.json']) {
    try {
      if (file) newest = Math.max(newest, statSync(join(ROOT, file)).mtimeMs);
    } catch {
      // Deleted in the working tree, still in git's index.
    }
  }
  return newest;
}

/**
 * Builds the packages (`pnpm run build`) unless every file of every dist is newer than every file it is
 * built from. Under `npm test` this project runs after the `workspace` project, whose packages.test.ts
 * has just built them; run alone, or after an edit, it builds (so does a tree without git).
 */
export function buildIfStale(): 'built' | 'current' {
  let current = false;
  try {
    const oldestBuild = PACKAGES.reduce(
      (oldest, { dir }) => mtimes(join(ROOT, dir, 'dist'), Math.min, oldest),
      Number.POSITIVE_INFINITY,
    );
    current = oldestBuild > newestSource();
  } catch {
    current = false;
  }
  if (current) return 'current';
  // Its output only when it fails (in the error execFileSync throws).
  execFileSync('pnpm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return 'built';
}

export interface Tarball {
  name: string;
  /** Relative to the consumer project: `tarballs/tunedeck-core-0.1.0.tgz`. */
  spec: string;
  file: string;
  manifest: {
    version: string;
    dependencies?: Record<string, string>;
    optionalDependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    bin?: unknown;
  };
  /** The package's folder in the workspace (its importer in the workspace's lockfile). */
  dir: string;
}

/** `pnpm pack`s each published package into `<project>/tarballs`. */
export function packPackages(project: string): Tarball[] {
  const destination = join(project, 'tarballs');
  mkdirSync(destination, { recursive: true });
  return PACKAGES.map(({ dir, name }) => {
    const output = execFileSync('pnpm', ['pack', '--json', '--pack-destination', destination], {
      cwd: join(ROOT, dir),
      encoding: 'utf8',
    });
    const file = (JSON.parse(output) as { filename: string }).filename;
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', file, 'package/package.json'], { encoding: 'utf8' }),
    ) as Tarball['manifest'];
    return { name, dir, file, spec: `file:${relative(project, file)}`, manifest };
  });
}

type Importer = Record<string, Record<string, { specifier: string; version: string }>>;

/** The `importers:` section of a pnpm lockfile (v9), read line by line: importer, group, dependency. */
function readImporters(lockfile: string): Record<string, Importer> {
  const section = lockfile.slice(lockfile.indexOf('\nimporters:\n'), lockfile.indexOf('\npackages:\n'));
  const importers: Record<string, Importer> = {};
  let importer: Importer = {};
  let group: Importer[string] = {};
  let dependency = { specifier: '', version: '' };
  const unquote = (text: string) => text.replace(/^'(.*)'$/, '$1');
  for (const line of section.split('\n')) {
    const match = /^( *)(.+?):(?: (.*))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', key = '', value] = match;
    if (indent.length === 2) importers[unquote(key)] = importer = {};
    else if (indent.length === 4) importer[key] = group = {};
    else if (indent.length === 6) group[unquote(key)] = dependency = { specifier: '', version: '' };
    else if (indent.length === 8 && (key === 'specifier' || key === 'version'))
      dependency[key] = unquote(value ?? '');
  }
  return importers;
}

/** The version (with its peers, as the lockfile writes it) the workspace resolved for a dependency. */
function lockedVersion(importers: Record<string, Importer>, name: string, importerId?: string): string {
  for (const [id, importer] of Object.entries(importers)) {
    if (importerId !== undefined && id !== importerId) continue;
    for (const group of Object.values(importer)) {
      const found = group[name];
      if (found && !found.version.startsWith('link:')) return found.version;
    }
  }
  throw new Error(`${name} is not in the workspace's pnpm-lock.yaml${importerId ? ` (${importerId})` : ''}`);
}

const q = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The consumer's package.json and a pnpm-lock.yaml seeded from the workspace's: its importer names the
 * tarballs and the registry packages at the workspace's versions, and the workspace's `packages` and
 * `snapshots` sections say how to install them. With it, `pnpm install --frozen-lockfile --offline`
 * needs only the store (a fresh project without a lockfile would need the registry's metadata, which a
 * `--frozen-lockfile` install of the workspace never downloads).
 */
export function writeManifestAndLockfile(project: string, tarballs: Tarball[]) {
  const lockfile = readFileSync(join(ROOT, 'pnpm-lock.yaml'), 'utf8');
  const importers = readImporters(lockfile);
  const registry = (name: string) => {
    const version = lockedVersion(importers, name);
    return { specifier: version.replace(/\(.*$/, ''), version };
  };
  const tarballOf = (name: string) => tarballs.find((tarball) => tarball.name === name);
  const dependencies: Record<string, { specifier: string; version: string }> = {};
  for (const tarball of tarballs)
    dependencies[tarball.name] = { specifier: tarball.spec, version: tarball.spec };
  for (const name of DEPENDENCIES) dependencies[name] = registry(name);
  const devDependencies = Object.fromEntries(DEV_DEPENDENCIES.map((name) => [name, registry(name)]));
  const specifiers = (group: typeof dependencies) =>
    Object.fromEntries(Object.entries(group).map(([name, { specifier }]) => [name, specifier]));
  // A tarball's own dependency on another one (react-ui's on core) must be the tarball, never the registry.
  const overrides = { '@tunedeck/core': tarballOf('@tunedeck/core')?.spec ?? '' };
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify(
      {
        name: 'tunedeck-consumer',
        private: true,
        type: 'module',
        dependencies: specifiers(dependencies),
        devDependencies: specifiers(devDependencies),
        pnpm: { overrides, onlyBuiltDependencies: ['esbuild'] },
      },
      null,
      2,
    )}\n`,
  );

  const importerLines = (group: typeof dependencies) =>
    Object.entries(group).flatMap(([name, { specifier, version }]) => [
      `      ${q(name)}:`,
      `        specifier: ${q(specifier)}`,
      `        version: ${q(version)}`,
    ]);
  const packageLines: string[] = [];
  const snapshotLines: string[] = [];
  for (const tarball of tarballs) {
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball.file)).digest('base64')}`;
    packageLines.push(
      `  ${q(`${tarball.name}@${tarball.spec}`)}:`,
      `    resolution: {integrity: ${integrity}, tarball: ${q(tarball.spec)}}`,
      `    version: ${q(tarball.manifest.version)}`,
      ...(tarball.manifest.bin ? ['    hasBin: true'] : []),
      ...(tarball.manifest.peerDependencies
        ? [`    peerDependencies: ${JSON.stringify(tarball.manifest.peerDependencies)}`]
        : []),
      '',
    );
    // Each dependency at the version the workspace's importer of the package resolved; the peers
    // (React) as the consumer has them.
    const resolve = (name: string) =>
      tarballOf(name)?.spec ?? dependencies[name]?.version ?? lockedVersion(importers, name, tarball.dir);
    const group = (title: string, names: Record<string, string> | undefined) =>
      names && Object.keys(names).length > 0
        ? [`    ${title}:`, ...Object.keys(names).map((name) => `      ${q(name)}: ${q(resolve(name))}`)]
        : [];
    const peers = Object.fromEntries(
      Object.keys(tarball.manifest.peerDependencies ?? {})
        .filter((name) => dependencies[name])
        .map((name) => [name, '']),
    );
    snapshotLines.push(
      `  ${q(`${tarball.name}@${tarball.spec}`)}:`,
      ...group('dependencies', { ...tarball.manifest.dependencies, ...peers }),
      ...group('optionalDependencies', tarball.manifest.optionalDependencies),
      '',
    );
  }
  const head = lockfile.slice(0, lockfile.indexOf('\nimporters:\n'));
  const packagesStart = lockfile.indexOf('\npackages:\n');
  const snapshotsStart = lockfile.indexOf('\nsnapshots:\n');
  const text = [
    head,
    '',
    'overrides:',
    ...Object.entries(overrides).map(([name, spec]) => `  ${q(name)}: ${q(spec)}`),
    '',
    'importers:',
    '',
    '  .:',
    '    dependencies:',
    ...importerLines(dependencies),
    '    devDependencies:',
    ...importerLines(devDependencies),
    lockfile.slice(packagesStart, snapshotsStart).trimEnd(),
    '',
    ...packageLines,
    lockfile.slice(snapshotsStart).trimEnd(),
    '',
    ...snapshotLines,
  ].join('\n');
  writeFileSync(join(project, 'pnpm-lock.yaml'), text);
}

export interface Install {
  /** `offline`: from the seeded lockfile and the store alone; `registry`: it had to ask the registry. */
  mode: 'offline' | 'registry';
  seconds: number;
  /** Why the offline install failed, when it did. */
  offlineError: string;
}

/** Installs the consumer's dependencies into the store the workspace uses, offline when it can. */
export function install(project: string): Install {
  const store = execFileSync('pnpm', ['store', 'path'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const started = performance.now();
  const pnpm = (args: string[]) =>
    spawnSync('pnpm', ['install', '--store-dir', store, '--reporter', 'append-only', ...args], {
      cwd: project,
      encoding: 'utf8',
    });
  const offline = pnpm(['--frozen-lockfile', '--offline']);
  if (offline.status === 0)
    return { mode: 'offline', seconds: (performance.now() - started) / 1000, offlineError: '' };
  rmSync(join(project, 'node_modules'), { recursive: true, force: true });
  rmSync(join(project, 'pnpm-lock.yaml'), { force: true });
  const online = pnpm(['--prefer-offline']);
  if (online.status !== 0) throw new Error(`pnpm install failed:\n${online.stdout}${online.stderr}`);
  return {
    mode: 'registry',
    seconds: (performance.now() - started) / 1000,
    offlineError: `${offline.stdout}${offline.stderr}`,
  };
}

/** The React page's sources (tests/consumer/app) copied into the project. */
export function copyApp(project: string) {
  cpSync(join(import.meta.dirname, 'app'), project, { recursive: true });
}

/** Runs a binary the project installed, as a consumer's script would; status and output. */
export function runBin(project: string, bin: string, args: string[]) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
  );
  const result = spawnSync(join(project, 'node_modules', '.bin', bin), args, {
    cwd: project,
    encoding: 'utf8',
    env: { ...env, NODE_ENV: 'production' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
