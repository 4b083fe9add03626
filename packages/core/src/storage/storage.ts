import type { LiveView } from '../band/live.js';
import type { Change } from '../library/change.js';
import type {
  Account,
  CollectionName,
  CollectionRecords,
  ContactMessage,
  Id,
  Library,
} from '../model/records.js';
import type { ChangeWrite } from './writes.js';

export type Unsubscribe = () => void;

export interface ApplyOptions {
  /** Send with a request that survives the page being unloaded (picker state on `pagehide`). */
  keepalive?: boolean;
  /**
   * The writes the change is made of, in order (see `ChangeWrite`): a write whose key the storage has
   * taken before is not applied again, so a write sent again after its answer was lost is never
   * applied twice (a song deleted meanwhile on another device does not come back).
   */
  writes?: readonly ChangeWrite[];
}

/** Email and password, as typed; adapters normalise the email. */
export interface Credentials {
  email: string;
  password: string;
}

/**
 * Accounts and sessions. Every method rejects with a `TunedeckError` whose code names the failure.
 * Methods other than sign-up, log-in and the token confirmations need a signed-in user.
 */
export interface AuthStorage {
  /** The signed-in account, or null. Restored from the adapter's persisted session when it has one. */
  current(): Account | null;
  /** Called with the account whenever it changes (sign-in, sign-out, verified, settings), and not at once. */
  onChange(listener: (account: Account | null) => void): Unsubscribe;
  /** Creates the account and its first set (the picker set) in one atomic write, signs in, sends the verification email. */
  signUp(credentials: Credentials): Promise<Account>;
  logIn(credentials: Credentials): Promise<Account>;
  logOut(): Promise<void>;
  /** Reloads the account from the backend (to see a verification made elsewhere). */
  refresh(): Promise<Account>;
  requestVerification(): Promise<void>;
  confirmVerification(token: string): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  confirmPasswordReset(token: string, password: string): Promise<void>;
  /** Checks the password of the signed-in user again (before sensitive changes). */
  reauthenticate(password: string): Promise<void>;
  /** Sends a confirmation link to the new address; the change happens when it is confirmed. */
  requestEmailChange(newEmail: string): Promise<void>;
  confirmEmailChange(token: string, password: string): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** Deletes the login and every record of the user atomically, then signs out. */
  deleteAccount(): Promise<void>;
}

/** A realtime event about one of the signed-in user's records (including the user's own writes). */
export type LibraryEvent =
  | { [C in CollectionName]: { type: 'upsert'; collection: C; record: CollectionRecords[C] } }[CollectionName]
  | { type: 'delete'; collection: CollectionName; id: Id }
  | { type: 'account'; account: Account }
  /**
   * The library changed in bulk (an import on some device, see `LIMITS.bulkChangeOps`), without an
   * event per record: load it again.
   */
  | { type: 'changed' }
  /**
   * Realtime lost its connection to the server (`connected: false`; events may be missed meanwhile) or
   * has it again (`true`, after a loss): the library is loaded again once it is back.
   */
  | { type: 'connection'; connected: boolean };

/** A musician's live share of one set (band follow): bandmates follow it through its token. */
export interface LiveShare {
  /** 128 random bits as 32 hexadecimal digits (`isLiveToken`): the link's secret. */
  readonly token: string;
  /** The set it shows: the one it started with, then the leader's picker set whenever it changes. */
  readonly set: Id;
  /** When it started, ms since the epoch: the tunes played before it are not shown. */
  readonly started: number;
}

/**
 * Band follow. The leader starts and stops a share of one of their sets; anyone with its token, signed
 * in or not, follows it and sees only `liveView`'s few fields, and can write nothing through it.
 */
export interface LiveStorage {
  /**
   * Starts a live share of one of the signed-in musician's sets, ending the one before (its link dies);
   * resolves with the new share. The share then follows the musician's picker set: switching sets
   * mid-gig carries the band along, on the same link. Rejects with `not-found` for a set that is not the musician's, or
   * `not-signed-in`.
   */
  start(set: Id): Promise<LiveShare>;
  /** The signed-in musician's share under way, or null (after a reload, on another device). */
  current(): Promise<LiveShare | null>;
  /** Ends the signed-in musician's share: followers hear null at once and its token opens nothing again. */
  stop(): Promise<void>;
  /**
   * Follows a share by its token: `listener` hears the view at once, every change of it, and null when
   * the token opens no share (unknown, ended, the set or the account deleted), after which it hears
   * nothing more. Resolves once listening; a connection that drops is made again, and the view sent
   * again, by the storage. Rejects with `rate-limited` when the caller has tried too many tokens.
   */
  follow(
    token: string,
    listener: (view: LiveView | null) => void,
    options?: LiveFollowOptions,
  ): Promise<LiveFollow>;
}

/** A follow under way: call it to stop following. */
export interface LiveFollow {
  (): void;
  /**
   * The page may have missed changes (shown again, focused, back online, resumed after a freeze): the
   * storage makes its connection anew and `listener` hears the view as it is now (`liveCatchUp`'s rules:
   * a burst of wakes is one catch-up).
   */
  wake(): void;
}

export interface LiveFollowOptions {
  /**
   * Told when the connection that brings the changes is lost (`false`: changes may be missed meanwhile)
   * and when it is back (`true`, only after a loss); `listener` then hears the view as it is now.
   */
  onConnection?: (connected: boolean) => void;
}

/**
 * Where a musician's data lives. Implemented by the memory adapter in core and by
 * `@tunedeck/pocketbase`; checked for both by `storageContract` from `@tunedeck/core/testing`.
 */
export interface TunedeckStorage {
  readonly auth: AuthStorage;
  /**
   * Everything of the signed-in user but the charts (`charts` is empty when the storage has
   * `loadCharts`): the first read of a visit stays as quick with a chart on every tune.
   */
  loadLibrary(): Promise<Library>;
  /**
   * Every chart of the signed-in user, keyed by song id, read apart from the library (the client asks
   * right after the library is shown). A storage without it brings the charts with `loadLibrary`.
   */
  loadCharts?(): Promise<Library['charts']>;
  /**
   * Applies one change atomically: every step or none. Rejects with `title-taken`, `set-name-taken`,
   * `wish-title-taken`, `already-in-set`, `invalid-title`, `invalid-data`, `not-found` (including
   * records of other users), `not-signed-in`, `rate-limited` or `network`; and with a
   * `PickerConflictError` (`picker-conflict`, carrying the stored state) when a picker state is not
   * newer than the one stored (compare-and-set: see `acceptsPickerWrite`).
   */
  apply(change: Change, options?: ApplyOptions): Promise<void>;
  /**
   * Delivers events of the signed-in user's records until unsubscribed. Resolves once listening, so a
   * write made after it resolves is delivered. Events may come before the write's own promise resolves.
   */
  subscribe(listener: (event: LibraryEvent) => void): Promise<Unsubscribe>;
  /** Stores a contact-form message (signed in or not). */
  sendContact(message: ContactMessage): Promise<void>;
  /** Band follow: live shares of a set, followed by token (see `LiveStorage`). */
  readonly live: LiveStorage;
  /**
   * The server's time now, by its own clock as its latest answer told it, in milliseconds since the
   * epoch; null before any answer (or when the backend cannot tell). The client writes times by it when
   * the device's clock is far off: the server refuses a time more than a day past its own.
   */
  serverTime?(): number | null;
}
