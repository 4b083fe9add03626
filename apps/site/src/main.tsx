import '@tunedeck/react-ui/core.css';
import './site.css';
import { applyTheme, storedTheme } from '@tunedeck/react-ui';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.js';
import { client } from './client.js';
import { PRERENDERED } from './prerendered.js';

// The theme chosen on this device (Settings > Appearance), before the first paint.
applyTheme(storedTheme());

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);
// A public page rendered to HTML at build time (prerender.tsx) is taken over where it stands, as long
// as the visitor sees what was rendered: signed out, on that page. Anyone else gets a fresh render.
if (
  root.firstElementChild &&
  client.getSnapshot().status === 'signed-out' &&
  PRERENDERED.includes(window.location.pathname)
) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
