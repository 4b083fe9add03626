// The first script of the app's pages (see earlyRead in vite.config.ts), loaded beside the app's own
// scripts and blocking nothing (async). On a first visit with a session (no copy of the library on this
// device yet, so the app has nothing to show until the server answers), it asks for the library now,
// while the app's scripts are still on their way, and leaves the read for the app's first one (the
// PocketBase storage's `earlyRead`, in src/client.ts). With a copy on the device the app shows the copy
// and reads the server once realtime listens: no early read then, it would be read for nothing.
// On a page drawn as a frame, whose early drawing shows the musician's tune before the app has loaded
// (src/early-picker.ts), it asks first for what that drawing reads (PICKER_PATH: the picker set, its
// picks, the tune on it: a few records), and for the whole library only when the app's scripts are asked for
// (scripts/start-frame.js: once the tune is on screen, or at once with nothing to draw) or the app wants
// its library, whichever comes first: on a slow network the tune waits for a few records, not for every
// tune, review and play.
// Filled in by the build: the library route, the key set once this browser has opened its copy of the
// library (src/offline-store.ts), and on a frame the route's answer of the picker's collections.
const LIBRARY_PATH = '';
const DEVICE_COPY_MARKER = '';
const PICKER_PATH = '';

const token = sessionToken();
// The app has read already (this script came late), or the device keeps a copy: nothing to add.
if (
  token !== null &&
  window.tunedeckEarlyRead === undefined &&
  localStorage.getItem(DEVICE_COPY_MARKER) === null
) {
  const read = (path) => fetch(path, { headers: { Authorization: token }, credentials: 'omit' });
  let whole = null;
  const early = {
    token,
    // Asked for on first use (see above).
    get response() {
      whole ??= read(LIBRARY_PATH);
      return whole;
    },
  };
  if (PICKER_PATH) early.picker = read(PICKER_PATH);
  else early.response;
  window.tunedeckEarlyRead = early;
}
