import type { Clock } from '../model/random.js';
import type { TunedeckStorage } from '../storage/storage.js';
import type { LibraryState } from './library-state.js';

/**
 * Steps above which a library write is large (an import): told to the other tabs by its id (see
 * `DeviceCopy.keepWrite`), and its request made in a task after the one that made the write.
 */
export const LARGE_WRITE_OPS = 500;

/** What both writers (library writes, picker states) need of the client store. */
export interface WriterHost {
  readonly storage: TunedeckStorage;
  readonly data: LibraryState;
  readonly now: Clock;
  /** This tab's number among the device's tabs (0 when it is alone). */
  readonly tab: number;
  /** The session a write belongs to: a write outliving its session (sign-out) stops. */
  session(): number;
  /** Counts a write in flight (+1) or done (-1). */
  saving(delta: 1 | -1): void;
  /** Shows the data as it now is. */
  publish(): void;
}
