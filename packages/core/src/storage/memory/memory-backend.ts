import { type Clock, cryptoRandom, type Random } from '../../model/random.js';
import type { Account, Id, Library } from '../../model/records.js';
import { TunedeckError, type TunedeckErrorCode } from '../errors.js';
import type { TunedeckStorage, Unsubscribe } from '../storage.js';
import { copy } from './library-events.js';
import { MemoryServer } from './memory-server.js';
import type { EmailKind, SentEmail, StoredContactMessage } from './server-types.js';

/** A storage or auth method, as named by failure injection and latency. */
export type MemoryOperation =
  | Exclude<keyof TunedeckStorage, 'auth' | 'live'>
  | 'liveStart'
  | 'liveCurrent'
  | 'liveStop'
  | 'liveFollow'
  | 'signUp'
  | 'logIn'
  | 'logOut'
  | 'refresh'
  | 'requestVerification'
  | 'confirmVerification'
  | 'requestPasswordReset'
  | 'confirmPasswordReset'
  | 'reauthenticate'
  | 'requestEmailChange'
  | 'confirmEmailChange'
  | 'changePassword'
  | 'deleteAccount';

export interface MemoryBackendOptions {
  /** Ids and tokens are drawn from it. @default cryptoRandom (crypto.getRandomValues) */
  random?: Random;
  /** Timestamps of the first set and of contact messages. @default Date.now */
  now?: Clock;
  /**
   * Awaited before every request, to simulate a slow network in stories and store tests, e.g.
   * `() => new Promise((resolve) => setTimeout(resolve, 300))`.
   */
  delay?: (operation: MemoryOperation) => Promise<void>;
}

/** An account to create directly, without the sign-up flow (stories, demos, tests). */
export interface MemoryUserSeed {
  email: string;
  /** @default 'password' */
  password?: string;
  /** @default true */
  verified?: boolean;
  /** @default false */
  loginToPicker?: boolean;
  /**
   * The user's records, checked as the server checks a change (record ids must not be used by another
   * user), but for their times, taken as written: a test may seed a record stored out of the bounds
   * (see `isTimeWithinSense`). It needs at least one set. @default a library holding only the first set
   */
  library?: Library;
  /** @default the oldest set of `library` */
  pickerSet?: Id;
}

/**
 * The "server" behind memory storages: accounts, libraries, emailed tokens, contact messages and
 * realtime fan-out. Storages created on one backend are devices talking to the same server.
 */
export interface MemoryBackend {
  /** Creates an account with a library; throws a `TunedeckError` for data the server would refuse. */
  seedUser(seed: MemoryUserSeed): Account;
  /** Every email sent so far, oldest first. */
  readonly outbox: readonly SentEmail[];
  /** The newest email sent to this address (of this kind), if any. */
  latestEmail(to: string, kind?: EmailKind): SentEmail | undefined;
  /** Called with every email as it is sent. */
  onEmail(listener: (email: SentEmail) => void): Unsubscribe;
  /** Every contact message stored so far, oldest first. */
  readonly messages: readonly StoredContactMessage[];
  /**
   * Makes the next request (or the next request of `operation`) reject with `code` before it reaches
   * the server, as a dropped connection would. Calls queue up.
   */
  failNext(code: TunedeckErrorCode, operation?: MemoryOperation): void;
  /** A copy of the account with this email, if any. */
  accountOf(email: string): Account | undefined;
  /** A copy of the library of the account with this email, if any. */
  libraryOf(email: string): Library | undefined;
}

interface Internals {
  server: MemoryServer;
  request<T>(operation: MemoryOperation, work: () => T): Promise<T>;
}

const internals = new WeakMap<MemoryBackend, Internals>();

/** Creates an empty in-memory server. */
export function createMemoryBackend(options: MemoryBackendOptions = {}): MemoryBackend {
  const server = new MemoryServer(options.random ?? cryptoRandom, options.now ?? Date.now);
  const failures: Array<{ code: TunedeckErrorCode; operation: MemoryOperation | undefined }> = [];

  const backend: MemoryBackend = {
    seedUser: (seed) => {
      const account = server.createUser(
        {
          email: seed.email,
          password: seed.password ?? 'password',
          verified: seed.verified ?? true,
          loginToPicker: seed.loginToPicker ?? false,
          ...(seed.pickerSet ? { pickerSet: seed.pickerSet } : {}),
        },
        seed.library,
      );
      return account;
    },
    get outbox() {
      return server.sent.map((email) => ({ ...email }));
    },
    latestEmail: (to, kind) => {
      const address = to.trim().toLocaleLowerCase('en');
      const email = server.sent.findLast((sent) => sent.to === address && (!kind || sent.kind === kind));
      return email && { ...email };
    },
    onEmail: (listener) => server.onEmail(listener),
    get messages() {
      return copy(server.contactMessages);
    },
    failNext: (code, operation) => {
      failures.push({ code, operation });
    },
    accountOf: (email) => {
      const id = server.userIdByEmail(email);
      return id === undefined ? undefined : server.account(id);
    },
    libraryOf: (email) => {
      const id = server.userIdByEmail(email);
      return id === undefined ? undefined : server.library(id);
    },
  };

  internals.set(backend, {
    server,
    async request(operation, work) {
      await options.delay?.(operation);
      const index = failures.findIndex((failure) => !failure.operation || failure.operation === operation);
      if (index >= 0) {
        const [failure] = failures.splice(index, 1);
        throw new TunedeckError(failure!.code, `simulated failure of ${operation}`);
      }
      return work();
    },
  });
  return backend;
}

export function backendInternals(backend: MemoryBackend): Internals {
  const found = internals.get(backend);
  if (!found) throw new Error('createMemoryStorage: `backend` must come from createMemoryBackend().');
  return found;
}
