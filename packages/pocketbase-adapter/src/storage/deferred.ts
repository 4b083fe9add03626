import {
  type Account,
  type AuthStorage,
  type Library,
  sameAccount,
  TunedeckError,
  type TunedeckStorage,
  type Unsubscribe,
} from '@tunedeck/core';
import { keptRecord } from './kept-session.js';
import { type EarlyLibraryRead, earlyBody, type KnownRead } from './library-read.js';
import { toAccount } from './records.js';

export interface DeferredPocketBaseStorageOptions {
  /** The server's URL. */
  url: string;
  /** As for `createPocketBaseStorage`: a read of the library already under way, for the first read. */
  earlyRead?: () => EarlyLibraryRead | null | undefined;
  /**
   * Not before this settles (a page's first drawing, say) does the SDK load for anything but a read of
   * the library: realtime, writes and the account wait for it, so nothing competes with what the first
   * drawing needs. A read the early read cannot stand for loads it at once.
   */
  notBefore?: PromiseLike<unknown>;
}

interface KeptSession {
  token: string;
  account: Account;
}

/**
 * The session the SDK kept on this device, read without it: a users' record and a token not past its
 * expiry (the SDK's `authStore.isValid`), or null.
 */
function keptSession(): KeptSession | null {
  const kept = keptRecord();
  return kept ? { token: kept.token, account: Object.freeze(toAccount(kept.record)) } : null;
}

type AuthCall = Exclude<keyof AuthStorage, 'current' | 'onChange'>;

/**
 * `createPocketBaseStorage` with the SDK loaded on first need (sign-in, realtime, a write), not with the
 * page: a page that shows the library can draw before it (~10 KB compressed) has even downloaded. What a
 * first drawing needs comes without it: the musician from the session the SDK kept in localStorage, and
 * the library from the early read. In a browser only (it reads `window.localStorage`, as the SDK does).
 */
export function createDeferredPocketBaseStorage(options: DeferredPocketBaseStorageOptions): TunedeckStorage {
  const kept = keptSession();
  const listeners = new Set<(account: Account | null) => void>();
  let loaded: TunedeckStorage | null = null;
  let loading: Promise<TunedeckStorage> | null = null;
  // Taken at the first read, and only then: a later read is never an old answer.
  let takeEarlyRead = options.earlyRead;
  // That read, for the storage's next read to keep when nothing has changed since (its version).
  let readBefore: KnownRead | null = null;

  const load = () =>
    (loading ??= import('./create-storage.js').then(
      ({ createPocketBaseStorage }) => {
        const storage = createPocketBaseStorage({ url: options.url, readBefore: () => readBefore });
        storage.auth.onChange((account) => {
          for (const listener of [...listeners]) listener(account);
        });
        loaded = storage;
        // The SDK may judge the kept session otherwise (expired since): its word is the one that counts.
        const now = storage.auth.current();
        if (!sameAccount(kept?.account ?? null, now)) for (const listener of [...listeners]) listener(now);
        return storage;
      },
      (error: unknown) => {
        // Not loaded (offline before the page's files were kept on the device): the next need tries again.
        loading = null;
        throw new TunedeckError('network', String(error));
      },
    ));

  /** The SDK for anything but a read: once `notBefore` has settled. */
  const later = async () => {
    await Promise.resolve(options.notBefore).catch(() => undefined);
    return load();
  };

  const auth = (name: AuthCall) =>
    (async (...args: unknown[]) => {
      const call = (await later()).auth[name] as (...values: unknown[]) => Promise<unknown>;
      return call(...args);
    }) as never;

  return {
    auth: {
      current: () => (loaded ? loaded.auth.current() : (kept?.account ?? null)),
      onChange(listener): Unsubscribe {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
      signUp: auth('signUp'),
      logIn: auth('logIn'),
      logOut: auth('logOut'),
      refresh: auth('refresh'),
      requestVerification: auth('requestVerification'),
      confirmVerification: auth('confirmVerification'),
      requestPasswordReset: auth('requestPasswordReset'),
      confirmPasswordReset: auth('confirmPasswordReset'),
      reauthenticate: auth('reauthenticate'),
      requestEmailChange: auth('requestEmailChange'),
      confirmEmailChange: auth('confirmEmailChange'),
      changePassword: auth('changePassword'),
      deleteAccount: auth('deleteAccount'),
    },

    async loadLibrary(): Promise<Library> {
      const early = takeEarlyRead?.();
      takeEarlyRead = undefined;
      // The early read stands for the first read when it was made with the session kept on the device,
      // and that musician is still the one signed in when it answers.
      if (early && kept) {
        const answer = await earlyBody(kept.token, early);
        const signedIn = loaded ? loaded.auth.current() : kept.account;
        if (answer && !answer.unchanged && signedIn?.id === kept.account.id) {
          const { library, version } = answer;
          if (version !== undefined) readBefore = { user: kept.account.id, version, library };
          return library;
        }
      }
      return (await load()).loadLibrary();
    },
    loadCharts: async () => (await later()).loadCharts!(),
    serverTime: () => loaded?.serverTime?.() ?? null,
    apply: async (change, applyOptions) => (await later()).apply(change, applyOptions),
    subscribe: async (listener) => (await later()).subscribe(listener),
    sendContact: async (message) => (await later()).sendContact(message),
    live: {
      start: async (set) => (await later()).live.start(set),
      current: async () => (await later()).live.current(),
      stop: async () => (await later()).live.stop(),
      follow: async (token, listener) => (await later()).live.follow(token, listener),
    },
  };
}
