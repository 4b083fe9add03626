import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdatePrompt } from '@tunedeck/react-ui';

/**
 * Registers the service worker that caches the app shell (so the site opens with no network) and tells
 * the musician when a new version waits: it is used only after their Reload, never mid-gig.
 */
export function AppUpdates() {
  const {
    needRefresh: [needsReload, setNeedsReload],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needsReload) return null;
  return (
    <UpdatePrompt
      needsReload
      onReload={() => void updateServiceWorker(true)}
      onDismiss={() => setNeedsReload(false)}
    />
  );
}
