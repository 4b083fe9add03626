// The built site beside the API, on one origin: every GET and HEAD no other route takes (lib/serve.cjs).
// PocketBase's own static route (--publicDir) is registered only when no `GET /{path...}` route exists,
// so this one replaces it. The launcher sets TUNEDECK_PUBLIC_DIR from `startPocketBase({ publicDir })`;
// without it there is no site and nothing is registered. Skipping the activity log of successful
// answers (as PocketBase's static route does) also keeps the API's gzip (compress.pb.js) off these
// answers: the files are precompressed.
if ($os.getenv('TUNEDECK_PUBLIC_DIR')) {
  routerAdd(
    'GET',
    '/{path...}',
    (e) => {
      // Cached per JS runtime of the pool: require() resolves the file again on every call.
      if (!globalThis.tunedeckServe) globalThis.tunedeckServe = require(`${__hooks}/lib/serve.cjs`);
      return globalThis.tunedeckServe.serveStatic(e);
    },
    $apis.skipSuccessActivityLog(),
  );
}
