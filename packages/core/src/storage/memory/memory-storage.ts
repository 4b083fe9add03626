import { type Clock, cryptoRandom, type Random } from '../../model/random.js';
import type { Account } from '../../model/records.js';
import { TunedeckError } from '../errors.js';
import { sameAccount } from '../same-account.js';
import type { AuthStorage, TunedeckStorage, Unsubscribe } from '../storage.js';
import {
  backendInternals,
  createMemoryBackend,
  type MemoryBackend,
  type MemoryOperation,
} from './memory-backend.js';
import type { ServerEvent, Session } from './server-types.js';

/**
 * Where a memory storage keeps its session token, so a new storage (a reload) resumes the session. A
 * store that also keeps the account (as a browser's PocketBase SDK keeps the user's record beside the
 * token) resumes with the account as saved, until the server's is read.
 */
export interface MemorySessionStore {
  get(): string | null;
  set(token: string | null): void;
  getAccount?(): Account | null;
  setAccount?(account: Account | null): void;
}

/**
 * A session store held in variables, the token and the account as last saved: share one between
 * storages to simulate page reloads.
 */
export function memorySessionStore(initial: string | null = null): MemorySessionStore {
  let token = initial;
  let saved: Account | null = null;
  return {
    get: () => token,
    set: (next) => {
      token = next;
      if (next === null) saved = null;
    },
    getAccount: () => saved,
    setAccount: (account) => {
      saved = account && { ...account };
    },
  };
}

export interface MemoryStorageOptions {
  /** The server this client talks to. @default a new, empty backend */
  backend?: MemoryBackend;
  /** Passed to the backend created when none is given. */
  random?: Random;
  /** Passed to the backend created when none is given. */
  now?: Clock;
  /** Persists the session across storages, as a browser persists it across reloads. */
  session?: MemorySessionStore;
  /** Starts signed in as this existing account, without a password (stories, demos). */
  signedInAs?: string;
}

/**
 * A `TunedeckStorage` over a memory backend: one call is one client (a device or browser tab) with its
 * own session. Give several storages the same `backend` to play several devices or users.
 */
export function createMemoryStorage(options: MemoryStorageOptions = {}): TunedeckStorage {
  const backend =
    options.backend ??
    createMemoryBackend({ random: options.random ?? cryptoRandom, now: options.now ?? Date.now });
  const { server, request } = backendInternals(backend);
  const changeListeners = new Set<(account: Account | null) => void>();
  let token: string | null = null;
  // Frozen and replaced on change, so `current()` is a stable snapshot nobody can edit.
  let account: Readonly<Account> | null = null;
  let stopWatching: Unsubscribe | null = null;

  const setAccount = (next: Account | null) => {
    if (sameAccount(account, next)) return;
    account = next && Object.freeze({ ...next });
    if (token !== null) options.session?.setAccount?.(account);
    for (const listener of [...changeListeners]) listener(account);
  };

  const startSession = (nextToken: string, nextAccount: Account) => {
    stopWatching?.();
    token = nextToken;
    options.session?.set(token);
    // The account's own realtime channel: verification, settings or deletion done on another device.
    stopWatching = server.listen(server.session(token), (event: ServerEvent) => {
      if (token !== nextToken && account?.id !== nextAccount.id) return;
      if (event.type === 'account') setAccount(event.account);
      if (event.type === 'account-deleted') endSession();
    });
    setAccount(nextAccount);
  };

  function endSession() {
    stopWatching?.();
    stopWatching = null;
    token = null;
    options.session?.set(null);
    setAccount(null);
  }

  const restore = (saved: string | null) => {
    if (saved === null) return;
    try {
      const session = server.session(saved);
      const id = session.user.account.id;
      const kept = options.session?.getAccount?.();
      startSession(saved, kept?.id === id ? kept : server.account(id));
    } catch {
      options.session?.set(null);
    }
  };
  restore(options.session?.get() ?? null);
  if (options.signedInAs !== undefined) {
    const userId = server.userIdByEmail(options.signedInAs);
    if (userId === undefined)
      throw new Error(`createMemoryStorage: no account ${options.signedInAs} to sign in as.`);
    startSession(server.openSession(userId), server.account(userId));
  }

  /** A request that needs the session; an ended session (password changed elsewhere) signs out. */
  const signedIn = <T>(operation: MemoryOperation, work: (session: Session) => T) =>
    request(operation, () => {
      if (token === null) throw new TunedeckError('not-signed-in');
      let session: Session;
      try {
        session = server.session(token);
      } catch (error) {
        endSession();
        throw error;
      }
      return work(session);
    });

  const auth: AuthStorage = {
    current: () => account,
    onChange: (listener) => {
      changeListeners.add(listener);
      return () => {
        changeListeners.delete(listener);
      };
    },
    signUp: ({ email, password }) =>
      request('signUp', () => {
        const created = server.signUp(email, password);
        startSession(created.token, created.account);
        return created.account;
      }),
    logIn: ({ email, password }) =>
      request('logIn', () => {
        const nextToken = server.logIn(email, password);
        const next = server.account(server.session(nextToken).user.account.id);
        startSession(nextToken, next);
        return next;
      }),
    logOut: () =>
      request('logOut', () => {
        if (token !== null) server.closeSession(token);
        endSession();
      }),
    refresh: () =>
      signedIn('refresh', (session) => {
        const next = server.account(session.user.account.id);
        setAccount(next);
        return next;
      }),
    requestVerification: () =>
      signedIn('requestVerification', (session) => server.requestVerification(session)),
    confirmVerification: (verificationToken) =>
      request('confirmVerification', () => {
        const verified = server.confirmVerification(verificationToken);
        if (verified.id === account?.id) setAccount(verified);
      }),
    requestPasswordReset: (email) =>
      request('requestPasswordReset', () => server.requestPasswordReset(email)),
    confirmPasswordReset: (resetToken, password) =>
      request('confirmPasswordReset', () => server.confirmPasswordReset(resetToken, password)),
    reauthenticate: (password) =>
      signedIn('reauthenticate', (session) => server.verifyPassword(session, password)),
    requestEmailChange: (newEmail) =>
      signedIn('requestEmailChange', (session) => server.requestEmailChange(session, newEmail)),
    confirmEmailChange: (changeToken, password) =>
      request('confirmEmailChange', () => {
        const changed = server.confirmEmailChange(changeToken, password);
        if (changed.id === account?.id) endSession();
      }),
    changePassword: (oldPassword, newPassword) =>
      signedIn('changePassword', (session) => {
        const nextToken = server.changePassword(session, oldPassword, newPassword);
        startSession(nextToken, server.account(session.user.account.id));
      }),
    deleteAccount: () =>
      signedIn('deleteAccount', (session) => {
        server.deleteAccount(session);
        endSession();
      }),
  };

  return {
    auth,
    // The charts are read apart, as a server's library read leaves them out (see `loadCharts`).
    loadLibrary: () =>
      signedIn('loadLibrary', (session) => ({ ...server.library(session.user.account.id), charts: {} })),
    loadCharts: () => signedIn('loadCharts', (session) => server.library(session.user.account.id).charts),
    serverTime: () => server.now(),
    apply: (change, options) =>
      signedIn('apply', (session) => {
        server.apply(session, change, options?.writes);
        // The account event comes later; the writer sees its own settings at once.
        setAccount(server.account(session.user.account.id));
      }),
    subscribe: (listener) =>
      signedIn('subscribe', (session) => {
        const owner = session.user.account.id;
        return server.listen(session, (event) => {
          // A client that has signed out or switched account hears nothing more of this one.
          if (event.type !== 'account-deleted' && account?.id === owner) listener(event);
        });
      }),
    live: {
      start: (set) => signedIn('liveStart', (session) => server.liveStart(session, set)),
      current: () => signedIn('liveCurrent', (session) => server.liveCurrent(session)),
      stop: () => signedIn('liveStop', (session) => server.liveStop(session)),
      // Anyone may follow: a session is neither needed nor used.
      // Nothing is ever missed in memory: a wake has nothing to catch up on.
      follow: (shareToken, listener) =>
        request('liveFollow', () => Object.assign(server.liveFollow(shareToken, listener), { wake() {} })),
    },
    sendContact: (message) =>
      request('sendContact', () => {
        let session: Session | null = null;
        try {
          session = token === null ? null : server.session(token);
        } catch {
          session = null;
        }
        server.sendContact(session, message);
      }),
  };
}
