import { lazyChunk } from '@tunedeck/react-ui';
import { Suspense, useEffect, useState } from 'react';
import { firstPaint } from './first-paint.js';

// Only shown once a new worker is installed, so its file is normally in the cache; if not, it waits
// for the network rather than break the page.
const UpdatePrompt = lazyChunk(
  async () => (await import('./update-prompt.js')).UpdatePrompt,
  () => null,
);

/**
 * Registers the service worker vite-plugin-pwa generates (Workbox: it precaches the app shell, so the
 * site opens with no network) and reports a new version waiting. The platform API is all it takes, so
 * the page does without workbox-window's 2 KB on every first visit.
 */
function registerServiceWorker(onWaiting: (worker: ServiceWorker) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const watch = (registration: ServiceWorkerRegistration) => {
    // A worker installed while another controls the page is a new version: it waits for the musician.
    if (registration.waiting && navigator.serviceWorker.controller) onWaiting(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && navigator.serviceWorker.controller) onWaiting(installing);
      });
    });
  };
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(watch)
      .catch(() => undefined);
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/**
 * Links the web app manifest (the install prompt, the home-screen name and icons) once the first page
 * is on screen: the build leaves it out of the pages (vite.config.ts), so that the manifest and the icon
 * a browser fetches for it at once do not compete with what that first drawing waits for.
 */
export function linkManifest(): void {
  if (!import.meta.env.PROD || document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
}

/**
 * The installable app's updates: a new version waits until the musician's Reload, never a silent
 * reload mid-gig (vite-plugin-pwa's `registerType: 'prompt'`: the worker skips waiting when told).
 */
export function AppUpdates() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    void firstPaint.then(linkManifest);
    registerServiceWorker(setWaiting);
  }, []);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt
        needsReload
        onReload={() => {
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
            once: true,
          });
          waiting.postMessage({ type: 'SKIP_WAITING' });
        }}
        onDismiss={() => setWaiting(null)}
      />
    </Suspense>
  );
}
