import '@tunedeck/react-ui/styles.css';
import { applyTheme, storedTheme } from '@tunedeck/react-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';

// The theme chosen on this device (Settings > Appearance), before the first paint.
applyTheme(storedTheme());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
