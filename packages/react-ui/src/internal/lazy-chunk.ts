import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useState,
  useTransition,
} from 'react';

/** What the `unavailable` view of a chunk gets: a fresh try at loading it. */
export interface ChunkRetry {
  retry: () => void;
}

// How browsers word an `import()` whose file could not be fetched (Chromium, Firefox, Safari), and
// Vite's preload of the chunk's CSS. An error thrown by the module's own code is none of these.
const NOT_FETCHED = /dynamically imported module|importing a module script failed|unable to preload css/i;

/** Whether an error is a chunk that could not be fetched (offline before the service worker was ready). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && NOT_FETCHED.test(error.message);
}

let retryByReloading = false;

/**
 * Makes every chunk that could not be fetched try again by reloading the page, once the browser is
 * online (the network's return, or Try Again; offline, it tries in place and says so again). Browsers
 * keep a module that failed to load as failed for the rest of the page's life (Chromium 150 does: the
 * same `import()` fails again with the network back), so only a new page can load it. For an app whose
 * page is its own; never for a picker embedded in someone else's page (the default tries in place).
 */
export function retryChunksByReloading(): void {
  retryByReloading = true;
}

/** One try at loading a chunk; `failed` once its file could not be fetched. */
interface Attempt<P> {
  Lazy: LazyExoticComponent<ComponentType<P>>;
  failed?: true;
}

const Nothing = () => null;

/**
 * A component whose code loads when it is first drawn (`React.lazy`, inside a `<Suspense>`), but whose
 * file failing to arrive is not an error: it draws `unavailable(props, { retry })` instead, tries again
 * by itself when the network returns, and afresh the next time it is drawn (`React.lazy` alone keeps
 * the failed import for good). Any other failure reaches the nearest error boundary.
 *
 * ```tsx
 * const Notes = lazyChunk(async () => (await import('./notes.js')).Notes, (props, { retry }) => (
 *   <NotOnDeviceDialog onRetry={retry} onClose={props.onClose} />
 * ));
 * ```
 */
export function lazyChunk<P extends object>(
  load: () => Promise<ComponentType<P>>,
  unavailable: (props: P, chunk: ChunkRetry) => ReactNode,
): LazyChunk<P> {
  // Once loaded (by `preload()`, or an earlier drawing), the component draws at once: no fallback.
  let loaded: ComponentType<P> | undefined;
  // One load at a time, shared by `preload()` and drawing; a failed one is forgotten.
  let loading: Promise<ComponentType<P>> | undefined;
  const code = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const start = (): Attempt<P> => {
    const attempt: Attempt<P> = {
      Lazy: lazy(async () => {
        try {
          return { default: await code() };
        } catch (error) {
          if (!isChunkLoadError(error)) throw error;
          attempt.failed = true;
          return { default: Nothing };
        }
      }),
    };
    return attempt;
  };
  // Shared by every use, so the code loads once. A failure is kept only while it is on screen.
  let shared: Attempt<P> | undefined;

  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk, at module level, as React.lazy's are
  function Chunk(props: P) {
    const [current, setCurrent] = useState(() => (shared ??= start()));
    // Drawn as the loaded component only when it had loaded before this use was first drawn: one type
    // of element for the life of this use, never the lazy one and then the loaded one.
    const [ready] = useState(() => loaded);
    // In a transition, the message stays on screen while the new try is under way.
    const [, startTry] = useTransition();
    const retry = useCallback(() => {
      if (retryByReloading && navigator.onLine) {
        window.location.reload();
        return;
      }
      startTry(() => {
        shared = start();
        setCurrent(shared);
      });
    }, []);
    const failed = current.failed === true;
    // A layout effect: listening starts in the commit that shows the message, so a network that
    // returns while the message is on screen is never missed (a passive effect may run later).
    useLayoutEffect(() => {
      if (!failed) return;
      window.addEventListener('online', retry);
      return () => {
        window.removeEventListener('online', retry);
        // Closed (a dialog) or left (a page): the next time it is drawn, it tries again.
        if (shared === current) shared = undefined;
      };
    }, [failed, current, retry]);
    if (failed) return unavailable(props, { retry });
    return createElement(ready ?? current.Lazy, props);
  }
  Chunk.isLoaded = () => loaded !== undefined;
  Chunk.preload = async () => {
    // A failure is for the drawing to tell (it tries again, then says what went wrong).
    await code().catch(() => undefined);
  };
  return Chunk;
}

export interface LazyChunk<P> {
  (props: P): ReactNode;
  /** Loads the code now (nothing is drawn): drawn after it has loaded, it draws without suspending. */
  preload(): Promise<void>;
  /** Whether its code has loaded: drawn now, it draws at once, without suspending. */
  isLoaded(): boolean;
}
