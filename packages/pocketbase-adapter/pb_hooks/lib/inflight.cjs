// Library changes in flight, so a stop can let them finish (stop.pb.js). Each is a key of the app's
// shared store (one per request: the store is shared by every JS runtime of the pool, a counter in
// one runtime's globals is not) while its handler runs.
const PREFIX = 'tunedeck.inflight.';

/** Runs `work` (a request's handler) as a change in flight; returns what it returns. */
function track(app, work) {
  const key = PREFIX + $security.randomString(20);
  app.store().set(key, Date.now());
  try {
    return work();
  } finally {
    app.store().remove(key);
  }
}

/** How many changes are in flight now. */
function inFlight(app) {
  return Object.keys(app.store().getAll()).filter((key) => key.startsWith(PREFIX)).length;
}

/** Waits until no change is in flight, at most `maxMs`; returns how many still were. */
function drain(app, maxMs) {
  const end = Date.now() + maxMs;
  let left = inFlight(app);
  while (left > 0 && Date.now() < end) {
    sleep(20);
    left = inFlight(app);
  }
  return left;
}

module.exports = { drain, inFlight, track };
