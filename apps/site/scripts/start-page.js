// The one script a prerendered page names (see startAfterFirstPaint in build.ts, which fills in the
// constants). The page is drawn from its HTML and stylesheets; this asks for the app's scripts once
// that drawing is on screen (a musician's page: not before they reach for it), or as soon as the
// visitor reaches for the page. A button tapped before the
// app has taken the page over is remembered in `tunedeckEarlyTaps`, and the app taps it again as it
// takes the page over (Page, in src/page.tsx): the visitor's first tap is acted on, once.
const PRELOADS = [];
const ENTRY = '';
// A page drawn for musicians (the Help Center) is read as it is: the app starts when the musician reaches
// for the page (a tap, a key, a focus), not before, and the tap is acted on once it has.
const ON_FIRST_TOUCH = false;

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const href of PRELOADS) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import(ENTRY);
}

window.tunedeckEarlyTaps = [];
document.addEventListener(
  'click',
  (event) => {
    start();
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !Array.isArray(window.tunedeckEarlyTaps)) return;
    // The page is not the app's yet (the app clears the list as it takes the page over): the tap is
    // kept for the app to make again, and kept from a page React has half taken over, which could
    // act on it too (it would be acted on twice).
    window.tunedeckEarlyTaps.push(button);
    event.stopPropagation();
    event.preventDefault();
  },
  { capture: true },
);
for (const type of ['pointerdown', 'keydown', 'focusin']) {
  document.addEventListener(type, start, { capture: true, once: true, passive: true });
}

if (ON_FIRST_TOUCH) {
  // Nothing until then: the listeners above start it.
} else if (document.visibilityState !== 'visible') {
  // A tab nobody looks at paints nothing.
  start();
} else {
  // After the first paint has been shown: a frame later is not enough, the browser may show it only
  // after a script that starts in that frame has run. A browser that reports no paints: two seconds.
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver(() => setTimeout(start)).observe({ type: 'paint', buffered: true });
  }
  setTimeout(start, 2000);
  document.addEventListener('visibilitychange', start, { once: true });
}
