// The end of the first script of a page drawn as a frame (see prerender in build.ts), after the early
// read of the library: the app's scripts are asked for by `tunedeckStartApp`, which the page's early
// drawing (the picker's, src/early-picker.ts) calls once the musician's tune is on screen, or at once
// when it has nothing to draw; with no early read (the device keeps a copy) or no early drawing (the
// other frames) it is called now, and never later than EARLY_DRAW_WAIT whatever happens. It asks for
// the whole library then too. A button tapped before the app has taken the page over is kept in
// `tunedeckEarlyTaps`, and the app taps it again as it does (Page, in src/page.tsx): a NEXT is never lost.
// Filled in by the build: the app's entry and the list of the scripts it imports, and whether the page
// has an early drawing.
const ENTRY = '';
const PRELOADS = '';
const EARLY_DRAWING = '';
const EARLY_DRAW_WAIT = 2000;

if (sessionToken() !== null) {
  const start = () => {
    if (window.tunedeckStartApp !== start) return;
    window.tunedeckStartApp = undefined;
    // The whole library, which the early read asks for only now (scripts/early-read.js): the network
    // was the early drawing's until the tune was on screen.
    window.tunedeckEarlyRead?.response;
    for (const href of [...PRELOADS, ENTRY]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    // Run once the page's HTML is in: the app draws into its root.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => import(ENTRY), { once: true });
    } else {
      import(ENTRY);
    }
  };
  window.tunedeckStartApp = start;
  window.tunedeckEarlyTaps = [];
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !Array.isArray(window.tunedeckEarlyTaps)) return;
      // Not the app's yet (it clears the list as it takes the page over): kept for the app to make again.
      window.tunedeckEarlyTaps.push(button);
      event.stopPropagation();
      event.preventDefault();
    },
    { capture: true },
  );
  if (!window.tunedeckEarlyRead || !EARLY_DRAWING) start();
  else setTimeout(start, EARLY_DRAW_WAIT);
}
