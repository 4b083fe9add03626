import '@tunedeck/react-ui/core.css';
import './site.css';
import { applyTheme, retryChunksByReloading, storedTheme } from '@tunedeck/react-ui';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadRoute } from './app.js';
import { client } from './client.js';
import { whenFirstPageDrawn } from './early-taps.js';
import { painted } from './first-paint.js';
import { ROUTE_PAGES } from './prerendered.js';
import { keepReviewIndexWarm } from './warm-practice.js';

/** How long a first drawing waits for the page's code and data (ms): then it shows them loading. */
const FIRST_DRAW_WAIT = 1000;
/**
 * How long it waits with the musician's tune drawn before the app (src/early-picker.ts) on screen: the
 * tune is what the app would draw, and a NEXT tapped meanwhile is kept; a big library on a slow network
 * takes seconds more than the tune's set did, and "Loading" in the tune's place would be a step back.
 */
const EARLY_DRAWING_WAIT = 20_000;

// A page or dialog whose code could not load (offline before the service worker had saved it) opens
// with a new page once the network is back: this page would never fetch that code again.
retryChunksByReloading();

// The practice history kept in order while the app is idle, for the practice page's first open.
keepReviewIndexWarm(client);

// The theme chosen on this device (Settings > Appearance), before the first paint.
applyTheme(storedTheme());

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);
// A page rendered to HTML at build time (prerender.tsx; the build marks its root with its path and whom
// it was drawn for) is taken over as the browser shows it.
const prerendered = root.dataset.prerendered === window.location.pathname ? root.dataset.audience : undefined;
// A musician's page as it stands before their library is in (the app bar, the page's empty state): the
// app draws the page itself, as on any other page, in its place.
const frame = prerendered === 'musician' && root.dataset.frame !== undefined;
const signedOut = client.getSnapshot().status === 'signed-out';
if (prerendered === 'visitor' && signedOut) {
  // The visitor sees what was rendered: React takes it over where it stands. As a transition, in short
  // slices, leaving the main thread free between them for the visitor's first scroll or tap (a tap
  // makes React take over that part of it at once).
  startTransition(() => {
    hydrateRoot(root, app);
  });
  // Its first paint was the HTML's.
  painted();
} else if (prerendered === 'musician' && !signedOut && !frame) {
  // A musician's page (the same for every musician) stays on screen while the app draws it anew off
  // screen, with this musician's state; the app's drawing takes its place in the commit that first
  // draws a page (no spinner in between). Anything the app could change under a hydration (the library
  // arriving meanwhile) cannot break it.
  const drawn = document.createElement('div');
  drawn.id = 'root';
  whenFirstPageDrawn(() => root.replaceWith(drawn));
  // In slices too: the page on screen is already the one being drawn.
  startTransition(() => {
    createRoot(drawn).render(app);
  });
  // Its first paint was the HTML's.
  painted();
} else {
  // Anyone else gets a fresh render, which replaces what the HTML shows when it is committed. It waits
  // (a moment at most) for what the page needs: its route's code, which a page at a fixed address
  // loads beside this script, and the musician's data (the device's copy, or on a first visit the
  // server's answer to the page's early read). The page then comes whole in its first drawing, not a
  // "Loading" for a blink and then the page. A frame drawn at build time (the same for every musician)
  // is on screen meanwhile: the app's first drawing replaces it, in the same commit.
  const drawnEarly = frame && root.dataset.earlyDrawing !== undefined;
  if (frame) {
    whenFirstPageDrawn(() => {
      delete root.dataset.prerendered;
      delete root.dataset.audience;
      delete root.dataset.frame;
      delete root.dataset.earlyDrawing;
    });
  }
  const path = window.location.pathname;
  const code = preloadRoute(path);
  void Promise.race([
    Promise.all([ROUTE_PAGES[path] ? code : null, dataShown()]),
    new Promise((resolve) => setTimeout(resolve, drawnEarly ? EARLY_DRAWING_WAIT : FIRST_DRAW_WAIT)),
  ]).then(() => {
    // In short slices too: the first drawing of a page is the longest task of a first visit.
    startTransition(() => {
      createRoot(root).render(app);
    });
  });
}

/** Resolves once the client has something to show: the musician's library, or no musician. */
function dataShown(): Promise<void> {
  const shown = () => {
    const { status } = client.getSnapshot();
    return status !== 'starting' && status !== 'loading';
  };
  return new Promise((resolve) => {
    if (shown()) return resolve();
    const stop = client.subscribe(() => {
      if (!shown()) return;
      stop();
      resolve();
    });
  });
}
