import { type RefObject, useLayoutEffect } from 'react';
import { foldBar } from './bar-folds.js';

export { SET_NAME_MIN_CHARACTERS } from './bar-folds.js';

/**
 * Folds the picker bar's words with `foldBar` (./bar-folds.ts): measured before the first paint and
 * again when the picker's width changes or a font arrives. `shape` names what the bar holds (the set,
 * Live, the stage view): a change refolds it.
 */
export function useBarFold(bar: RefObject<HTMLElement | null>, shape: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: refolds when what the bar holds changes
  useLayoutEffect(() => {
    const root = bar.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    let width = -1;
    const fold = () => {
      foldBar(root);
      width = root.clientWidth;
    };
    fold();
    const observer = new ResizeObserver(() => {
      if (root.clientWidth !== width) fold();
    });
    observer.observe(root);
    const fonts = document.fonts;
    fonts?.addEventListener('loadingdone', fold);
    return () => {
      observer.disconnect();
      fonts?.removeEventListener('loadingdone', fold);
    };
  }, [bar, shape]);
}
