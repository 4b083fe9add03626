// A body limit on every route, applied by PocketBase's own middleware (no script runs per request): a
// body over the limit is refused from its Content-Length before a byte is read (413), and one sent
// without a length stops being read at the limit. Routes that take more or less set their own: the
// change route (LIMITS.changeBytes) and contact (LIMITS.contactBytes). The record API's create and
// update routes keep PocketBase's per-collection limit, and for the library they are closed (see the
// limits migration): only sign-up still goes through them.
routerUse($apis.bodyLimit(require(`${__hooks}/lib/tunedeck-core.cjs`).LIMITS.requestBytes));
