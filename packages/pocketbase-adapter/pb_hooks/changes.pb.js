// One atomic request for every change of the library (see lib/changes.cjs), up to LIMITS.changeBytes.
routerAdd(
  'POST',
  '/api/tunedeck/changes',
  // Tracked while it runs: a stop waits for it to commit (stop.pb.js).
  (e) =>
    require(`${__hooks}/lib/inflight.cjs`).track(e.app, () =>
      require(`${__hooks}/lib/changes.cjs`).handleChange(e),
    ),
  $apis.requireAuth('users'),
  $apis.bodyLimit(require(`${__hooks}/lib/tunedeck-core.cjs`).LIMITS.changeBytes),
);
