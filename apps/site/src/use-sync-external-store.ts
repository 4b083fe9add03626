// wouter imports `use-sync-external-store/shim` for React 17; React 19 has the hook itself. The build
// points the shim here (vite.config.ts), which saves every page its 0.7 KB.
export { useSyncExternalStore } from 'react';
