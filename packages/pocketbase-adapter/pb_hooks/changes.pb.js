// One atomic request for every change of the library (see lib/changes.cjs).
routerAdd(
  'POST',
  '/api/tunedeck/changes',
  (e) => require(`${__hooks}/lib/changes.cjs`).handleChange(e),
  $apis.requireAuth('users'),
);
