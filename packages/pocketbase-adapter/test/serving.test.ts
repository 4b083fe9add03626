// Production serving (issue 24): the built site from `startPocketBase({ publicDir })`, served by the
// hooks (pb_hooks/serve.pb.js, lib/serve.cjs) instead of PocketBase's --publicDir route: precompressed
// twins by Accept-Encoding, prerendered pages, the app's own routes, caching and security headers; and
// record lists gzip-compressed (compress.pb.js) while the realtime stream stays as it is.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { FIRST_READ_COLLECTIONS, RECORD_FIELDS } from '@tunedeck/core';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import {
  HOOKS_DIR,
  type MailCatcher,
  type PocketBaseServer,
  startMailCatcher,
  startPocketBase,
} from '@tunedeck/pocketbase/server';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_PATH } from '../src/storage/create-storage.js';
import { rawAs, signUp, songRecord, verifyUser } from './support/fixtures.js';
import { SUPERUSER } from './support/server.js';

/** The header rules, required as the hooks require them (plain CommonJS). */
const rules = createRequire(import.meta.url)(join(HOOKS_DIR, 'lib/serve.cjs')) as {
  STYLE_SRC: string;
  STYLE_SRC_ATTR: string;
  PERMISSIONS_POLICY: string;
  acceptsEncoding(header: string | undefined, coding: string): boolean;
  safePath(raw: string): string | null;
  contentSecurityPolicy(appUrl: string): string;
  securityHeaders(appUrl: string): [string, string][];
};

// ---- The fixture site: what the build writes. ----

const big = (line: string) => line.repeat(300);
const FILES: Record<string, string> = {
  'index.html': big('<!doctype html><title>Tunedeck</title><div id="root"></div>\n'),
  'welcome.html': big('<!doctype html><title>Welcome · Tunedeck</title><h1>Tunedeck</h1>\n'),
  'assets/app-abc123.js': big('export const tune = "Autumn Leaves";\n'),
  'assets/app-abc123.css': big('.td-card { color: red; }\n'),
  'sw.js': big('self.addEventListener("install", () => {});\n'),
  'manifest.webmanifest': '{"name":"Tunedeck","start_url":"/"}',
  'tunedeck-picker.js': big('customElements.define("tunedeck-picker", class extends HTMLElement {});\n'),
};
/** Files the build precompressed (a `.br` and a `.gz` beside each). */
const PRECOMPRESSED = ['index.html', 'welcome.html', 'assets/app-abc123.js', 'sw.js', 'tunedeck-picker.js'];
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const SECRET = 'secret beside the public folder';

let folder: string;
let publicDir: string;
const bytes: Record<string, Buffer> = {};

function writeSite() {
  folder = mkdtempSync(join(tmpdir(), 'tunedeck-serving-'));
  publicDir = join(folder, 'public');
  mkdirSync(join(publicDir, 'assets'), { recursive: true });
  mkdirSync(join(publicDir, 'icons'));
  writeFileSync(join(folder, 'secret.txt'), SECRET);
  const write = (name: string, content: Buffer) => {
    writeFileSync(join(publicDir, name), content);
    bytes[name] = content;
  };
  for (const [name, text] of Object.entries(FILES)) write(name, Buffer.from(text));
  for (const name of PRECOMPRESSED) {
    write(`${name}.br`, brotliCompressSync(bytes[name]!));
    write(`${name}.gz`, gzipSync(bytes[name]!));
  }
  write('icons/x.png', PNG);
}

// ---- Servers: one as tests run it (http), one whose public address is https. ----

let mail: MailCatcher;
let server: PocketBaseServer;
let httpsServer: PocketBaseServer;

beforeAll(async () => {
  writeSite();
  mail = await startMailCatcher({ log: false });
  [server, httpsServer] = await Promise.all([
    startPocketBase({
      rateLimits: false,
      smtp: { host: mail.host, port: mail.port },
      publicDir,
      superuser: SUPERUSER,
    }),
    startPocketBase({ rateLimits: false, publicDir, appUrl: 'https://tunedeck.example.org' }),
  ]);
});

afterAll(async () => {
  await server?.stop();
  await httpsServer?.stop();
  await mail?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

/**
 * One raw request: the path goes out as written (no URL clean-up), nothing is decompressed, and no
 * Accept-Encoding is sent unless given.
 */
function raw(
  path: string,
  headers: Record<string, string> = {},
  options: { method?: string; on?: PocketBaseServer } = {},
): Promise<Answer> {
  const { port } = options.on ?? server;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string | undefined>,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const TEXT_JS = 'text/javascript; charset=utf-8';
const HTML = 'text/html; charset=utf-8';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PERMISSIONS =
  'screen-wake-lock=(self), fullscreen=(self), accelerometer=(), camera=(), display-capture=(), ' +
  'geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()';

/** The policy's directives; style-src and style-src-attr come from the constants meant to be amended. */
function expectedPolicy(https: boolean) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${rules.STYLE_SRC}`,
    ...(rules.STYLE_SRC_ATTR ? [`style-src-attr ${rules.STYLE_SRC_ATTR}`] : []),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The names in an answer's Vary (PocketBase's CORS middleware adds Origin to every answer). */
const varies = (answer: { headers: Record<string, string | undefined> }) =>
  (answer.headers.vary ?? '').split(/\s*,\s*/).filter((name) => name !== '');

function expectSecurityHeaders(answer: Answer, what: string, https = false) {
  expect(answer.headers['content-security-policy'], what).toBe(expectedPolicy(https));
  expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['permissions-policy'], what).toBe(PERMISSIONS);
  expect(answer.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['x-frame-options'], what).toBe('DENY');
  expect(answer.headers['strict-transport-security'], what).toBe(
    https ? 'max-age=63072000; includeSubDomains' : undefined,
  );
}

describe('pages', () => {
  it('serves index.html at / and for the app routes, and a prerendered page at its path', async () => {
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/index.html', 'index.html'],
      ['/controller', 'index.html'],
      ['/library/sets/abc123', 'index.html'],
      ['/icons', 'index.html'],
      ['/welcome', 'welcome.html'],
      ['/welcome/', 'welcome.html'],
      ['/welcome.html', 'welcome.html'],
    ] as const) {
      const answer = await raw(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toBe(HTML);
      expect(answer.body.equals(bytes[file]!), path).toBe(true);
      expect(answer.headers['content-length'], path).toBe(String(bytes[file]!.length));
    }
  });

  it('answers 404 for a missing file with an extension, never the app', async () => {
    for (const path of ['/assets/missing.js', '/nope.png', '/assets/app-abc123.js.map', '/icons/y.svg']) {
      const answer = await raw(path, { 'accept-encoding': 'br, gzip' });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toBe('text/plain; charset=utf-8');
      expect(answer.headers['cache-control'], path).toBe('no-store');
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(answer.body.toString(), path).toBe('Not Found\n');
    }
  });

  it('never leaves the public folder', async () => {
    // Encoded dots and slashes reach the handler: refused.
    for (const path of [
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/.%2e/secret.txt',
      '/assets\\..\\..\\secret.txt',
      '/sw.js%00',
    ]) {
      const answer = await raw(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toBe('Not Found\n');
    }
    // Plain dots are cleaned by Go's router first: a redirect to the path inside the folder.
    const dots = await raw('/../secret.txt');
    expect(dots.status).toBe(307);
    expect(dots.headers.location).toBe('/secret.txt');
    const followed = await raw('/secret.txt');
    expect(followed.status).toBe(404);
    expect(followed.body.toString()).toBe('Not Found\n');
  });

  it('leaves the API and the admin UI to PocketBase', async () => {
    const health = await raw('/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toMatchObject({ code: 200 });
    expect(health.headers['content-security-policy']).toBeUndefined();
    // No route of PocketBase's: its JSON 404, not the app.
    const unknown = await raw('/api/nowhere');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toBe('application/json');
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ status: 404 });
    const admin = await raw('/_/');
    expect(admin.status).toBe(200);
    expect(admin.body.toString()).toMatch(/^<!DOCTYPE html>/i);
    expect(admin.headers['content-security-policy']).not.toBe(expectedPolicy(false));
    // The admin UI keeps its own gzip, applied once.
    const adminGzip = await raw('/_/', { 'accept-encoding': 'gzip' });
    expect(adminGzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(adminGzip.body).equals(admin.body)).toBe(true);
    const bare = await raw('/_');
    expect(bare.status).toBe(307);
    expect(bare.headers.location).toBe('/_/');
  });
});

describe('compression', () => {
  const JS = '/assets/app-abc123.js';

  it('sends the twin the request accepts, with the original type and the twin length', async () => {
    const cases: [string | undefined, 'br' | 'gzip' | undefined][] = [
      ['br, gzip', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['gzip;q=1, br;q=0', 'gzip'],
      ['BR;Q=0.5', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      ['*', 'br'],
      ['*;q=0, gzip', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['identity', undefined],
      ['deflate', undefined],
      ['', undefined],
      [undefined, undefined],
    ];
    for (const [accept, coding] of cases) {
      const answer = await raw(JS, accept === undefined ? {} : { 'accept-encoding': accept });
      const what = `Accept-Encoding: ${accept}`;
      expect(answer.status, what).toBe(200);
      expect(answer.headers['content-encoding'], what).toBe(coding);
      expect(answer.headers['content-type'], what).toBe(TEXT_JS);
      expect(varies(answer), what).toEqual(['Origin', 'Accept-Encoding']);
      expect(answer.headers['content-length'], what).toBe(String(answer.body.length));
      const file = `assets/app-abc123.js${coding === 'br' ? '.br' : coding === 'gzip' ? '.gz' : ''}`;
      expect(answer.body.equals(bytes[file]!), what).toBe(true);
      const decoded =
        coding === 'br'
          ? brotliDecompressSync(answer.body)
          : coding === 'gzip'
            ? gunzipSync(answer.body)
            : answer.body;
      expect(decoded.equals(bytes['assets/app-abc123.js']!), what).toBe(true);
    }
  });

  it('compresses pages and the app fallback too, and varies every text file by Accept-Encoding', async () => {
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/controller', 'index.html'],
      ['/welcome', 'welcome.html'],
      ['/sw.js', 'sw.js'],
    ] as const) {
      const answer = await raw(path, { 'accept-encoding': 'br' });
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(varies(answer), path).toEqual(['Origin', 'Accept-Encoding']);
      expect(answer.body.equals(bytes[`${file}.br`]!), path).toBe(true);
    }
    // A text file without twins: sent plain, still varying.
    const manifest = await raw('/manifest.webmanifest', { 'accept-encoding': 'br, gzip' });
    expect(manifest.headers['content-encoding']).toBeUndefined();
    expect(varies(manifest)).toEqual(['Origin', 'Accept-Encoding']);
    expect(manifest.body.toString()).toBe(FILES['manifest.webmanifest']);
    // An image does not vary by it.
    const png = await raw('/icons/x.png', { 'accept-encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(varies(png)).toEqual(['Origin']);
    expect(png.body.equals(PNG)).toBe(true);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const get = await raw(JS, { 'accept-encoding': accept });
      const head = await raw(JS, { 'accept-encoding': accept }, { method: 'HEAD' });
      expect(head.status, accept).toBe(200);
      expect(head.body.length, accept).toBe(0);
      for (const name of ['content-encoding', 'content-length', 'content-type', 'etag', 'cache-control']) {
        expect(head.headers[name], `${accept} ${name}`).toBe(get.headers[name]);
      }
    }
  });

  it('serves byte ranges of plain files, and compressed twins whole', async () => {
    const plain = await raw(JS, { range: 'bytes=0-5' });
    expect(plain.status).toBe(206);
    expect(plain.headers['content-range']).toBe(`bytes 0-5/${bytes['assets/app-abc123.js']!.length}`);
    expect(plain.body.toString()).toBe('export');
    const twin = await raw(JS, { range: 'bytes=0-5', 'accept-encoding': 'br' });
    expect(twin.status).toBe(200);
    expect(twin.headers['content-range']).toBeUndefined();
    expect(twin.headers['content-length']).toBe(String(bytes['assets/app-abc123.js.br']!.length));
    expect(twin.body.equals(bytes['assets/app-abc123.js.br']!)).toBe(true);
  });
});

describe('caching', () => {
  it('caches hashed assets for good and revalidates everything else', async () => {
    for (const path of ['/assets/app-abc123.js', '/assets/app-abc123.css']) {
      for (const accept of ['br', 'identity']) {
        expect((await raw(path, { 'accept-encoding': accept })).headers['cache-control'], path).toBe(
          IMMUTABLE,
        );
      }
    }
    for (const path of [
      '/',
      '/welcome',
      '/controller',
      '/sw.js',
      '/manifest.webmanifest',
      '/tunedeck-picker.js',
      '/icons/x.png',
    ]) {
      for (const accept of ['br', 'identity']) {
        const answer = await raw(path, { 'accept-encoding': accept });
        expect(answer.headers['cache-control'], `${path} ${accept}`).toBe('no-cache');
        expect(answer.headers.etag, `${path} ${accept}`).toMatch(/^"[0-9a-z]+-[0-9a-z]+(-br|-gzip)?"$/);
        expect(answer.headers['last-modified'], `${path} ${accept}`).toMatch(/GMT$/);
      }
    }
  });

  it('answers a revalidation with 304, per encoding', async () => {
    for (const [path, accept] of [
      ['/', 'br'],
      ['/', 'identity'],
      ['/controller', 'gzip'],
      ['/welcome', 'br'],
      ['/sw.js', 'br'],
      ['/manifest.webmanifest', 'br'],
      ['/assets/app-abc123.js', 'gzip'],
    ] as const) {
      const first = await raw(path, { 'accept-encoding': accept });
      const tag = first.headers.etag!;
      const again = await raw(path, { 'accept-encoding': accept, 'if-none-match': tag });
      expect(again.status, `${path} ${accept}`).toBe(304);
      expect(again.body.length, `${path} ${accept}`).toBe(0);
      expect(again.headers['content-encoding'], `${path} ${accept}`).toBeUndefined();
      expect(again.headers.etag, `${path} ${accept}`).toBe(tag);
      expect(again.headers['cache-control'], `${path} ${accept}`).toBe(first.headers['cache-control']);
      const since = await raw(path, {
        'accept-encoding': accept,
        'if-modified-since': first.headers['last-modified']!,
      });
      expect(since.status, `${path} ${accept}`).toBe(304);
    }
    // Another encoding is another representation: its tag differs, so it is sent in full.
    const br = await raw('/', { 'accept-encoding': 'br' });
    const gzip = await raw('/', { 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag! });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).not.toBe(br.headers.etag);
  });
});

describe('security headers', () => {
  const PATHS = ['/', '/welcome', '/controller', '/assets/app-abc123.js', '/sw.js', '/assets/missing.js'];

  it('are on every page, file and 404 of the site; no HSTS over http', async () => {
    for (const path of PATHS) {
      for (const accept of ['br', 'identity']) {
        const answer = await raw(path, { 'accept-encoding': accept });
        expectSecurityHeaders(answer, `${path} ${accept}`);
        expect(answer.headers['access-control-allow-origin'], path).toBeUndefined();
        expect(answer.headers['cross-origin-resource-policy'], path).toBeUndefined();
      }
    }
  });

  it('add HSTS and upgrade-insecure-requests when the public address is https', async () => {
    for (const path of PATHS) {
      expectSecurityHeaders(await raw(path, {}, { on: httpsServer }), path, true);
    }
  });

  it('open tunedeck-picker.js (and its twins) to other sites', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const answer = await raw('/tunedeck-picker.js', {
        'accept-encoding': accept,
        origin: 'https://other.example',
      });
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-type'], accept).toBe(TEXT_JS);
      expect(answer.headers['access-control-allow-origin'], accept).toBe('*');
      expect(answer.headers['cross-origin-resource-policy'], accept).toBe('cross-origin');
      expectSecurityHeaders(answer, accept);
    }
    expect((await raw('/tunedeck-picker.js', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe(
      'br',
    );
  });

  it('are built by plain functions, with the types of every file kind', async () => {
    expect(rules.PERMISSIONS_POLICY).toBe(PERMISSIONS);
    expect(rules.contentSecurityPolicy('https://tunedeck.example.org')).toBe(expectedPolicy(true));
    expect(rules.contentSecurityPolicy('http://127.0.0.1:8090')).toBe(expectedPolicy(false));
    expect(rules.contentSecurityPolicy('')).toBe(expectedPolicy(false));
    expect(Object.fromEntries(rules.securityHeaders('https://x.example'))).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    });
    expect(Object.fromEntries(rules.securityHeaders('http://x.example'))).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(rules.acceptsEncoding('gzip;q=0.001', 'gzip')).toBe(true);
    expect(rules.acceptsEncoding('gzip;q=0.000', 'gzip')).toBe(false);
    expect(rules.acceptsEncoding('gzip;q=2', 'gzip')).toBe(false);
    expect(rules.safePath('/assets/app.js')).toBe('assets/app.js');
    expect(rules.safePath('/')).toBe('');
    expect(rules.safePath('/a/../b')).toBeNull();
    expect(rules.safePath('/a//b')).toBeNull();
    expect(rules.safePath('/./a')).toBeNull();
    const types: Record<string, string> = {
      '/manifest.webmanifest': 'application/manifest+json',
      '/assets/app-abc123.js': TEXT_JS,
      '/assets/app-abc123.css': 'text/css; charset=utf-8',
      '/welcome': HTML,
      '/icons/x.png': 'image/png',
    };
    for (const [path, type] of Object.entries(types)) {
      expect((await raw(path, { 'accept-encoding': 'br' })).headers['content-type'], path).toBe(type);
    }
  });
});

describe('the API', () => {
  it('gzips record lists when the request accepts gzip: a 5,000-song library several times smaller', async () => {
    const storage = createPocketBaseStorage({ pb: new PocketBase(server.url) });
    const user = await signUp(storage, 'serving');
    await verifyUser(server.url, user.id);
    const ops = Array.from({ length: 5000 }, (_, i) => ({
      type: 'create' as const,
      collection: 'songs' as const,
      record: songRecord(`Standard ${i}`, { notes: `Learnt from record ${i % 97}`, composer: 'Various' }),
    }));
    await storage.apply({ ops } as never);
    const token = (await rawAs(new PocketBase(server.url), user.email)).authStore.token;

    let plainBytes = 0;
    let gzipBytes = 0;
    let items = 0;
    for (let page = 1; page <= 5; page++) {
      const path = `/api/collections/songs/records?page=${page}&perPage=1000&skipTotal=1`;
      const plain = await raw(path, { authorization: token });
      const gzip = await raw(path, { authorization: token, 'accept-encoding': 'gzip, deflate, br' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(varies(plain)).toEqual(['Origin', 'Accept-Encoding']);
      expect(gzip.status).toBe(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers['content-type']).toBe('application/json');
      expect(varies(gzip)).toEqual(['Origin', 'Accept-Encoding']);
      const decoded = gunzipSync(gzip.body);
      expect(decoded.equals(plain.body)).toBe(true);
      items += (JSON.parse(decoded.toString()) as { items: unknown[] }).items.length;
      plainBytes += plain.body.length;
      gzipBytes += gzip.body.length;
    }
    expect(items).toBe(5000);
    // The measured ratio is about 15 on this data; real titles and notes compress less.
    expect(plainBytes / gzipBytes).toBeGreaterThan(5);

    // q=0 refuses gzip; an error answer stays readable; the adapter reads the library as before.
    const refused = await raw('/api/collections/songs/records?perPage=5', {
      authorization: token,
      'accept-encoding': 'gzip;q=0, br',
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString())).toMatchObject({ perPage: 5 });
    const bad = await raw('/api/collections/songs/records?filter=(((', {
      authorization: token,
      'accept-encoding': 'gzip',
    });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body.toString())).toMatchObject({ status: 400 });
    expect(Object.keys((await storage.loadLibrary()).songs)).toHaveLength(5000);

    // The whole library in one answer: the same songs with the same fields, gzipped the same way.
    const plainLibrary = await raw(LIBRARY_PATH, { authorization: token });
    const gzipLibrary = await raw(LIBRARY_PATH, { authorization: token, 'accept-encoding': 'gzip' });
    expect(plainLibrary.status).toBe(200);
    expect(plainLibrary.headers['content-encoding']).toBeUndefined();
    expect(gzipLibrary.headers['content-encoding']).toBe('gzip');
    expect(varies(gzipLibrary)).toEqual(['Origin', 'Accept-Encoding']);
    expect(gunzipSync(gzipLibrary.body).equals(plainLibrary.body)).toBe(true);
    expect(plainLibrary.body.length / gzipLibrary.body.length).toBeGreaterThan(5);
    const { version, ...whole } = JSON.parse(plainLibrary.body.toString()) as Record<
      string,
      Record<string, unknown>[]
    >;
    // Every collection but the charts, which are read apart (CHARTS_PATH), and the answer's version.
    expect(Object.keys(whole).sort()).toEqual([...FIRST_READ_COLLECTIONS].sort());
    // A 16-digit digest of each collection, joined by dots.
    expect(String(version).split('.')).toHaveLength(FIRST_READ_COLLECTIONS.length);
    expect(version).toMatch(/^[0-9a-f]{16}(\.[0-9a-f]{16})+$/);
    // As the records API lists them (core's fields of each).
    const api = await rawAs(new PocketBase(server.url), user.email);
    const listed = new Map(
      (
        await api
          .collection('songs')
          .getFullList({ batch: 1000, fields: ['id', ...RECORD_FIELDS.songs].join(',') })
      ).map((song) => [song.id, song]),
    );
    expect(whole.songs).toHaveLength(5000);
    for (const song of whole.songs!) expect(song).toEqual(listed.get(song.id as string));
    await storage.auth.logOut();
  });

  it('leaves other routes and the realtime stream uncompressed', async () => {
    const health = await raw('/api/health', { 'accept-encoding': 'gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toMatchObject({ code: 200 });

    const stream = await new Promise<{ headers: Record<string, string | undefined>; first: string }>(
      (resolve, reject) => {
        const outgoing = request(
          {
            host: '127.0.0.1',
            port: server.port,
            path: '/api/realtime',
            headers: { 'accept-encoding': 'gzip' },
          },
          (response) => {
            response.once('data', (chunk: Buffer) => {
              resolve({
                headers: response.headers as Record<string, string | undefined>,
                first: chunk.toString(),
              });
              outgoing.destroy();
            });
          },
        );
        outgoing.on('error', reject);
        outgoing.end();
      },
    );
    expect(stream.headers['content-type']).toBe('text/event-stream');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(varies(stream)).toEqual(['Origin']);
    expect(stream.first).toMatch(/^id:\w+\n/);
    expect(stream.first).toContain('event:PB_CONNECT');
  });
});
