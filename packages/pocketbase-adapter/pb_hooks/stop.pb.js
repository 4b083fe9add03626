// A graceful stop (SIGTERM, SIGINT). PocketBase's own handler runs first: it stops taking connections
// and gives requests one second. A library change can take longer (a 5,000-tune import), and when the
// stop goes on, the database closes under it and its transaction rolls back: nothing partial, but the
// musician's write comes back as a network error (the device keeps it and sends it again). So the stop
// waits here, up to TUNEDECK_STOP_WAIT_MS (default 15 s), for the changes in flight to commit and
// answer; then the database closes.
onTerminate((e) => {
  const wait = Number($os.getenv('TUNEDECK_STOP_WAIT_MS') || '15000');
  const left = require(`${__hooks}/lib/inflight.cjs`).drain(e.app, Number.isFinite(wait) ? wait : 15000);
  if (left > 0) console.log(`Stopping with ${left} library change(s) still in flight: they roll back.`);
  e.next();
});
