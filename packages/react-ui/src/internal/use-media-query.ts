import { useSyncExternalStore } from 'react';

/**
 * The width from which a musician's pages get the desktop frame (the menu as a sidebar). base.css and
 * navigation.css use the same 1024px in their media queries.
 */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * Whether a media query matches, kept in step as the window changes. False where there is no
 * `matchMedia` (rendering to HTML, jsdom): the phone's layout, which every width can show.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
