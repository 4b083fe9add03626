import { type RefObject, useLayoutEffect } from 'react';
import { type FitTitleOptions, fitTitle, unfitTitle } from './title-fit.js';

export type { FitTitleOptions } from './title-fit.js';

/**
 * Fits a title's type to its box with `fitTitle` (./title-fit.ts): measured before the first paint and
 * again when the title's width or its container's height changes (a rotated phone, the stage view) or a
 * font arrives. Without a layout (jsdom) it leaves the stylesheet's size.
 */
export function useFitTitle(
  ref: RefObject<HTMLElement | null>,
  text: string,
  options: FitTitleOptions,
): void {
  const { lines = 2, minRem, watch } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: refits when the text or the watched room changes
  useLayoutEffect(() => {
    const title = ref.current;
    if (!title || typeof ResizeObserver === 'undefined') return;
    const room = title.parentElement ?? title;
    let last = '';
    const refit = () => {
      fitTitle(title, { lines, minRem });
      last = `${room.clientWidth}x${room.clientHeight}`;
    };
    refit();
    const observer = new ResizeObserver(() => {
      if (`${room.clientWidth}x${room.clientHeight}` !== last) refit();
    });
    observer.observe(room);
    const fonts = document.fonts;
    fonts?.addEventListener('loadingdone', refit);
    return () => {
      observer.disconnect();
      fonts?.removeEventListener('loadingdone', refit);
      unfitTitle(title);
    };
  }, [ref, text, lines, minRem, watch]);
}
