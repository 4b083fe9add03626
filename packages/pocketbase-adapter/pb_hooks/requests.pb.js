// What every request passes before its route runs: size limits, and the types of record bodies.
//
// Size limits that cost nothing: a body larger than its route allows is refused from its
// Content-Length alone, before a byte of it is read or parsed (PocketBase's own limit is 32 MB, and the
// record routes set theirs per collection). A body of unknown length is refused too (411).
routerUse((e) => {
  const method = e.request.method;
  if (method === 'POST' || method === 'PATCH' || method === 'PUT') {
    // Cached per JS runtime of the pool: this runs on every write.
    if (!globalThis.tunedeckCore) globalThis.tunedeckCore = require(`${__hooks}/lib/tunedeck-core.cjs`);
    const core = globalThis.tunedeckCore;
    const path = e.request.url.path;
    // Superusers upload backups through /api/backups.
    if (!path.startsWith('/api/backups')) {
      const length = e.request.contentLength;
      if (length < 0) throw new ApiError(411, 'A request body needs a Content-Length.', {});
      const bulk = path === '/api/tunedeck/changes' || path === '/api/batch';
      if (length > (bulk ? core.LIMITS.changeBytes : core.LIMITS.requestBytes)) {
        throw new ApiError(413, 'Request entity too large.', {});
      }
    }
  }
  if (!globalThis.tunedeckRecords) globalThis.tunedeckRecords = require(`${__hooks}/lib/records.cjs`);
  globalThis.tunedeckRecords.checkApiBody(e);
  e.next();
});
