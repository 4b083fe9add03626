// What the client store's screens read (its state), what it is made with (its options), and the few
// words its parts share: apart from the store itself, so those parts depend on this alone.
import type { ImportSource } from '../import/source.js';
import type { Clock, Random } from '../model/random.js';
import type { Account, Library } from '../model/records.js';
import type { TunedeckError } from '../storage/errors.js';
import type { TunedeckStorage } from '../storage/storage.js';
import type { KeyValueStore } from './key-value.js';
import type { OfflineStore } from './offline-copy.js';
import type { TabBus } from './tabs.js';
import type { RefusedWrite } from './write-queue.js';

export type ClientStatus =
  /** Restoring a session. */
  | 'starting'
  | 'signed-out'
  /** Signed in; the library is loading. */
  | 'loading'
  | 'ready';

/** What screens read (through `useSnapshot` or `client.getSnapshot()`). */
export interface ClientState {
  status: ClientStatus;
  account: Account | null;
  /** The signed-in user's data, immutable: a new object whenever anything changes. */
  library: Library;
  /**
   * Whether `library.charts` holds every chart: they are read from the server right after the library
   * (or came with the device's copy, saved once they had). Until then a song without a chart there may
   * have one: say it is loading, not that there is none.
   */
  chartsLoaded: boolean;
  /** Writes in flight. */
  saving: number;
  /** The last unexpected failure, for the Network Error dialog; cleared with `dismissError()`. */
  error: TunedeckError | null;
  /**
   * The server is out of reach: changes wait on this device; they are sent again by themselves (and
   * on `client.picker.resend()`), and this turns false once the server is reached.
   */
  offline: boolean;
  /** Changes made on this device the server has not taken yet: library writes plus picker moves. */
  waiting: number;
  /**
   * Changes made offline that the server refused when they were sent (see `describeRefusedWrite`),
   * until the musician dismisses them or saves them under another title.
   */
  refused: readonly RefusedWrite[];
}

/** A write's result when the storage refused it or could not be reached. */
export interface Failed {
  ok: false;
  reason: 'failed';
  error: TunedeckError;
}

export interface ClientOptions {
  storage: TunedeckStorage;
  /** Picks, ids and write keys are drawn from it. @default cryptoRandom (crypto.getRandomValues) */
  random?: Random;
  /**
   * The device's clock. Times are written by the server's instead when this one is more than a minute
   * from it, or gives no time (see `writingClock`). @default Date.now
   */
  now?: Clock;
  /**
   * Where local picker records (the spec's `forRefresh`) and the journal of writes the device's copy
   * has not confirmed yet live: `localStorage` on the site, written in the task that makes them.
   * @default in memory
   */
  localRecords?: KeyValueStore;
  /**
   * Where the signed-in musician's data is kept between visits (IndexedDB on the site), so the app
   * opens with no network and offline changes survive a reload. @default none: every visit loads
   */
  offlineStore?: OfflineStore;
  /**
   * The other tabs of this device (BroadcastChannel and Web Locks on the site): every tab shows every
   * tab's changes at once and one of them sends them. @default none: this tab is alone
   */
  tabs?: TabBus;
  /**
   * Reads an import's file elsewhere (a Web Worker on the site): what core's `readImportSource` gives
   * for the same text, name and time. If it fails, the file is read in this thread. @default this thread
   */
  readImport?: (text: string, fileName: string | undefined, now: number) => Promise<ImportSource>;
}

/** Why the client counts as offline: any of these makes it so. */
export type OfflineCause = 'pickers' | 'writes' | 'connection';

/** Error codes a form shows itself; anything else is unexpected and goes to the Network Error dialog. */
export const FORM_HANDLED = new Set([
  'title-taken',
  'set-name-taken',
  'wish-title-taken',
  'already-in-set',
  'invalid-title',
  'last-set',
]);
