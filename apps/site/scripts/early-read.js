// The first script of the app's pages (see earlyRead in vite.config.ts), loaded beside the app's own
// scripts and blocking nothing (async). On a first visit with a session (no copy of the library on this
// device yet, so the app has nothing to show until the server answers), it asks for the library now,
// while the app's scripts are still on their way, and leaves the read for the app's first one (the
// PocketBase storage's `earlyRead`, in src/client.ts). With a copy on the device the app shows the copy
// and reads the server once realtime listens: no early read then, it would be read for nothing.
// Filled in by the build: the library route, and the localStorage key set once this browser has
// opened its copy of the library (src/offline-store.ts).
const LIBRARY_PATH = '';
const DEVICE_COPY_MARKER = '';

const token = sessionToken();
// The app has read already (this script came late), or the device keeps a copy: nothing to add.
if (
  token !== null &&
  window.tunedeckEarlyRead === undefined &&
  localStorage.getItem(DEVICE_COPY_MARKER) === null
) {
  window.tunedeckEarlyRead = {
    token,
    response: fetch(LIBRARY_PATH, { headers: { Authorization: token }, credentials: 'omit' }),
  };
}
