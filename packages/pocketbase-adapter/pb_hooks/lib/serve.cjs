// HTTP rules of the hooks. Serving the built site (serve.pb.js): files of the public folder with their
// precompressed `.br` / `.gz` twins, prerendered pages (`/welcome` -> welcome.html), index.html for the
// app's own routes, and the site's caching and security headers. Record lists gzip-compressed
// (compress.pb.js). The rules are plain functions without PocketBase globals at load time, so Node tests
// can require this file too.

/** The folder of the built site: the launcher sets it from `startPocketBase({ publicDir })`. */
const PUBLIC_DIR_ENV = 'TUNEDECK_PUBLIC_DIR';

// ---- Content-Security-Policy: the one place to amend it. ----

/** style-src: the site's stylesheets are its own files. */
const STYLE_SRC = "'self'";
/**
 * style-src-attr, for inline `style="..."` attributes (e.g. React's `style` prop): '' leaves them to
 * style-src (refused); "'unsafe-inline'" allows them while <style> elements stay refused.
 */
const STYLE_SRC_ATTR = '';

const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src ${STYLE_SRC}`,
  ...(STYLE_SRC_ATTR ? [`style-src-attr ${STYLE_SRC_ATTR}`] : []),
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
];

/**
 * Only the screen wake lock (the stage) and fullscreen (the picker page) are used, by the site itself.
 * Every feature named here is one Chromium recognises: an unknown name logs a console error on every
 * page (Chromium 156 knows no `bluetooth`, `battery`, `ambient-light-sensor` or `web-share`).
 */
const PERMISSIONS_POLICY = [
  'screen-wake-lock=(self)',
  'fullscreen=(self)',
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** Hashed file names (Vite's assets/): the content never changes under a name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else may be cached but is revalidated (ETag / Last-Modified, answered with 304). */
const REVALIDATE = 'no-cache';

/** Loaded by other people's pages (the embeddable picker element). */
const CROSS_ORIGIN_FILES = ['tunedeck-picker.js'];

const CONTENT_TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  otf: 'font/otf',
  wasm: 'application/wasm',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** Text files the build may precompress (F.br, F.gz beside F): their answers vary by Accept-Encoding. */
const COMPRESSIBLE = ['html', 'js', 'mjs', 'css', 'json', 'map', 'webmanifest', 'svg', 'txt', 'xml'];

/** Precompressed twins, in the server's order of preference. */
const ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
];

const isHttps = (appUrl) => /^https:\/\//i.test(String(appUrl || ''));

/** The Content-Security-Policy; an https site also upgrades stray http: addresses. */
function contentSecurityPolicy(appUrl) {
  return [...CSP_DIRECTIVES, ...(isHttps(appUrl) ? ['upgrade-insecure-requests'] : [])].join('; ');
}

/**
 * Headers every answer of the static handler carries (pages, files, 404s), as [name, value] pairs.
 * HSTS only when the site's public address is https (a plain-http deployment must not promise it).
 */
function securityHeaders(appUrl) {
  const headers = [
    ['Content-Security-Policy', contentSecurityPolicy(appUrl)],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    // PocketBase sends SAMEORIGIN; the policy's frame-ancestors 'none' says no frame at all.
    ['X-Frame-Options', 'DENY'],
  ];
  if (isHttps(appUrl)) headers.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']);
  return headers;
}

/** Headers of a file that other sites' pages load (CORS and CORP open to every origin). */
function crossOriginHeaders(name) {
  return CROSS_ORIGIN_FILES.includes(name)
    ? [
        ['Access-Control-Allow-Origin', '*'],
        ['Cross-Origin-Resource-Policy', 'cross-origin'],
      ]
    : [];
}

/**
 * Whether an Accept-Encoding header accepts a coding: named with q > 0, or not named and `*` with q > 0
 * (RFC 9110 12.5.3). `x-gzip` counts as gzip. No header, or an empty one, accepts none.
 */
function acceptsEncoding(header, coding) {
  let named = null;
  let wildcard = null;
  for (const part of String(header || '').split(',')) {
    const [token = '', ...params] = part.split(';');
    let name = token.trim().toLowerCase();
    if (name === 'x-gzip') name = 'gzip';
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    if (!(q >= 0 && q <= 1)) q = 0;
    if (name === coding && named === null) named = q;
    else if (name === '*' && wildcard === null) wildcard = q;
  }
  const q = named !== null ? named : wildcard !== null ? wildcard : 0;
  return q > 0;
}

/** The lower-case extension of a path's last segment ('' for none: an app route). */
function extensionOf(path) {
  const last = path.slice(path.lastIndexOf('/') + 1);
  const match = /\.([A-Za-z0-9]+)$/.exec(last);
  return match ? match[1].toLowerCase() : '';
}

/**
 * The request path as a path inside the public folder ('' for the root), or null when it could leave it
 * or is not a plain path: `..` or `.` segments, empty segments, backslashes, NUL.
 */
function safePath(raw) {
  const path = String(raw || '')
    .replace(/^\/+/, '')
    .replace(/\/+$/, '');
  if (path === '') return '';
  if (/[\\\0]/.test(path)) return null;
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') return null;
  }
  return path;
}

/** PocketBase's own paths: the API and the admin UI are never the site's. */
const isReserved = (path) =>
  path === 'api' || path.startsWith('api/') || path === '_' || path.startsWith('_/');

/** What to send for a path, given `isFile(name)`: { name, notFound }. */
function resolveFile(path, isFile) {
  if (path === null) return { name: '', notFound: true };
  const name = path === '' ? 'index.html' : path;
  if (isFile(name)) return { name, notFound: false };
  // A missing file by its name (a script, an image): 404, never the app's HTML.
  if (extensionOf(name) !== '') return { name: '', notFound: true };
  // A prerendered page, else the app itself, which draws its own routes.
  if (isFile(`${name}.html`)) return { name: `${name}.html`, notFound: false };
  return isFile('index.html') ? { name: 'index.html', notFound: false } : { name: '', notFound: true };
}

/** The cache policy of a file that is sent. */
const cacheControl = (name) => (name.startsWith('assets/') ? IMMUTABLE : REVALIDATE);

// ---- The handler (runs in PocketBase's JS VM). ----

/** A regular file's info, or null (missing, a folder, unreadable). */
function regularFile(root, name) {
  try {
    const info = $os.stat(`${root}/${name}`);
    return info.mode().isRegular() ? info : null;
  } catch (_) {
    return null;
  }
}

/** A validator that changes with the bytes sent: size, modification time and encoding. */
function entityTag(info, coding) {
  return `"${Number(info.size()).toString(36)}-${Number(info.modTime().unixMilli()).toString(36)}${coding ? `-${coding}` : ''}"`;
}

/** The security headers for this deployment, made once per JS runtime (the environment is fixed). */
function siteHeaders() {
  if (!globalThis.tunedeckSiteHeaders) {
    globalThis.tunedeckSiteHeaders = securityHeaders($os.getenv('TUNEDECK_APP_URL'));
  }
  return globalThis.tunedeckSiteHeaders;
}

function notFound(e) {
  e.response.header().set('Cache-Control', 'no-store');
  return e.string(404, 'Not Found\n');
}

/** GET and HEAD of every path no other route takes (see serve.pb.js). */
function serveStatic(e) {
  const path = safePath(e.request.pathValue('path'));
  // Reached only by paths PocketBase has no route for (/_ itself redirects to /_/ before this).
  if (path !== null && isReserved(path)) throw new NotFoundError();
  const headers = e.response.header();
  for (const [name, value] of siteHeaders()) headers.set(name, value);

  const root = $os.getenv(PUBLIC_DIR_ENV);
  const infos = {};
  const isFile = (name) => {
    if (!(name in infos)) infos[name] = regularFile(root, name);
    return infos[name] !== null;
  };
  const { name, notFound: missing } = resolveFile(path, isFile);
  if (missing) return notFound(e);

  for (const [header, value] of crossOriginHeaders(name)) headers.set(header, value);
  const extension = extensionOf(name);
  if (CONTENT_TYPES[extension]) headers.set('Content-Type', CONTENT_TYPES[extension]);
  headers.set('Cache-Control', cacheControl(name));

  let sent = name;
  let info = infos[name];
  let coding = '';
  if (COMPRESSIBLE.includes(extension)) {
    headers.add('Vary', 'Accept-Encoding');
    const accept = e.request.header.get('Accept-Encoding');
    for (const candidate of ENCODINGS) {
      if (!acceptsEncoding(accept, candidate.coding)) continue;
      const twin = regularFile(root, name + candidate.suffix);
      if (twin) {
        sent = name + candidate.suffix;
        info = twin;
        coding = candidate.coding;
        break;
      }
    }
  }
  headers.set('ETag', entityTag(info, coding));
  if (coding) {
    // Go's ServeContent leaves Content-Length out once Content-Encoding is set: the twin is sent whole
    // (no byte ranges of it, no 412 from preconditions), so its size is the length.
    headers.set('Content-Encoding', coding);
    headers.set('Content-Length', String(info.size()));
    for (const header of ['Range', 'If-Range', 'If-Match', 'If-Unmodified-Since']) {
      e.request.header.del(header);
    }
  }
  // ServeContent: Last-Modified, 304 on If-None-Match / If-Modified-Since, HEAD, byte ranges of plain files.
  return e.fileFS($os.dirFS(root), sent);
}

// ---- Record lists compressed (compress.pb.js). ----

/** A musician's whole library: GET /api/tunedeck/library (library.pb.js), and the records API's lists. */
const RECORD_LIST = /^\/api\/(collections\/[^/]+\/records|tunedeck\/library)$/;

/**
 * A middleware on every route (compress.pb.js): record lists go through PocketBase's gzip middleware
 * when the request accepts gzip; every other route goes on untouched.
 */
function compressRecordLists(e) {
  if (e.request.method !== 'GET' || !RECORD_LIST.test(e.request.url.path)) return e.next();
  if (!acceptsEncoding(e.request.header.get('Accept-Encoding'), 'gzip')) {
    e.response.header().add('Vary', 'Accept-Encoding');
    return e.next();
  }
  // It adds Vary itself. Answers without a body, and errors (written after it let go), go out as they are.
  if (!globalThis.tunedeckGzip) globalThis.tunedeckGzip = $apis.gzip();
  return globalThis.tunedeckGzip.func(e);
}

module.exports = {
  CONTENT_TYPES,
  IMMUTABLE,
  PERMISSIONS_POLICY,
  PUBLIC_DIR_ENV,
  REVALIDATE,
  STYLE_SRC,
  STYLE_SRC_ATTR,
  acceptsEncoding,
  cacheControl,
  compressRecordLists,
  contentSecurityPolicy,
  crossOriginHeaders,
  extensionOf,
  resolveFile,
  safePath,
  securityHeaders,
  serveStatic,
};
