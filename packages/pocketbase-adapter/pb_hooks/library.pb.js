// GET /api/tunedeck/library: the signed-in musician's whole library in one answer (lib/library.cjs),
// read in one snapshot of the database, so a device that opens never sees half of a change made elsewhere.
routerAdd(
  'GET',
  '/api/tunedeck/library',
  (e) => require(`${__hooks}/lib/library.cjs`).handleLibrary(e),
  $apis.requireAuth('users'),
);
