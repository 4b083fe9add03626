// GET /api/tunedeck/library (a musician's whole library) and /api/collections/{collection}/records answer
// gzip-compressed when the request accepts gzip (q > 0): a 5,000-song test library is 1.1 MB of JSON,
// sent as 77 KB. PocketBase's own gzip middleware does the work, on those paths only (lib/serve.cjs,
// compressRecordLists); other answers are sent as before.
//
// A hook can add a middleware to its own routes or to every route, and a script middleware holds one of
// the pool's JS runtimes until its request ends. So this one carries the id of PocketBase's
// SkipSuccessActivityLog middleware: a route that binds that middleware replaces this one (same id) and
// never runs it. The realtime stream (GET /api/realtime, open for hours) binds it, so no runtime is held
// per connection (measured with a script middleware on it: 200 open connections, +100 MB, and +1 ms on
// every other request once the pool is used up) and the stream is never compressed. The site's files bind
// it too (serve.pb.js: they are precompressed), as do the logs API and the OAuth2 redirect. The admin UI
// (/_/) keeps its own gzip.
routerUse(
  new Middleware(
    (e) => {
      // Cached per JS runtime of the pool: require() resolves the file again on every call.
      if (!globalThis.tunedeckServe) globalThis.tunedeckServe = require(`${__hooks}/lib/serve.cjs`);
      return globalThis.tunedeckServe.compressRecordLists(e);
    },
    0,
    $apis.skipSuccessActivityLog().id,
  ),
);
