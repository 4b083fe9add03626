import '@tunedeck/react-ui/core.css';
import './site.css';
import { applyTheme, storedTheme } from '@tunedeck/react-ui';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.js';
import { client } from './client.js';

// The theme chosen on this device (Settings > Appearance), before the first paint.
applyTheme(storedTheme());

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);
// A public page rendered to HTML at build time (prerender.tsx; the build marks its root with its path)
// is taken over where it stands, as long as the visitor sees what was rendered: signed out, on that
// page. Anyone else gets a fresh render, which replaces what the HTML shows when it is committed.
if (root.dataset.prerendered === window.location.pathname && client.getSnapshot().status === 'signed-out') {
  // As a transition, React takes the page over in short slices, leaving the main thread free between
  // them for the visitor's first scroll or tap (a tap makes React take over that part of it at once).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
