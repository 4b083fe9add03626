import {
  type ContactMessage,
  type Library,
  normaliseEmail,
  TunedeckError,
  type TunedeckStorage,
} from '@tunedeck/core';
import PocketBase, { type BaseAuthStore, type SendOptions } from 'pocketbase';
import { applyChange } from './apply.js';
import { createAuth } from './auth.js';
import { toStorageError } from './errors.js';
import {
  CHARTS_PATH,
  type EarlyLibraryRead,
  earlyBody,
  type KnownRead,
  LIBRARY_PATH,
  type LibraryAnswer,
  readLibraryAnswer,
} from './library-read.js';
import { createLive } from './live.js';
import { subscribeLibrary } from './realtime.js';
import { Session } from './session.js';

export { CHARTS_PATH, type EarlyLibraryRead, LIBRARY_PATH } from './library-read.js';

export interface PocketBaseStorageOptions {
  /** A client to use as is (auto-cancellation is turned off on it: parallel writes are normal here). */
  pb?: PocketBase;
  /** The server's URL, when no `pb` is given. */
  url?: string;
  /** Where the session persists when no `pb` is given. @default the SDK's (localStorage, else memory) */
  authStore?: BaseAuthStore;
  /**
   * A read of the library already under way when the storage is made: a page's small first script can
   * ask for it (`GET` {@link LIBRARY_PATH} with the session's token as `Authorization`) while the app's
   * own scripts are still loading. Asked for once, at the first `loadLibrary()`; the read is used when
   * it was made with the session's token and succeeded, and the library is read anew otherwise.
   */
  earlyRead?: () => EarlyLibraryRead | null | undefined;
  /**
   * A read of the library made before this storage existed (the deferred storage's, from the early
   * read), asked for at its first read: read again unless its version, it is kept when nothing changed.
   */
  readBefore?: () => KnownRead | null;
}

/**
 * The library as the library route answers it, and what a read again may keep of it. From the early
 * read when there is one that stands (see `earlyRead`). With `known`, the route is asked for it
 * `unless` its version is still the server's, and then it is the answer: the same library, not a copy
 * downloaded and parsed again (a first visit reads early, before realtime listens, then once it does).
 */
async function fetchLibrary(
  pb: PocketBase,
  user: string,
  known: KnownRead | null,
  early?: EarlyLibraryRead | null,
): Promise<KnownRead | Library> {
  const answer =
    (await earlyBody(pb.authStore.token, early)) ??
    (await pb.send<LibraryAnswer>(LIBRARY_PATH, {
      method: 'GET',
      requestKey: null,
      query: known ? { unless: known.version } : {},
      fetch: readingInSlices,
    }));
  if ((answer.unchanged || answer.kept) && !known)
    throw new TunedeckError('unknown', 'the library route answered "unchanged" to a read of no version');
  if (answer.unchanged) return known!;
  // The collections unchanged since the version asked about are the ones held: the same objects.
  const library = { ...answer.library };
  for (const collection of answer.kept ?? [])
    Object.assign(library, { [collection]: known!.library[collection] });
  const { version } = answer;
  return version !== undefined ? { user, version, library } : library;
}

/**
 * The SDK's fetch for the library route: its answer read by `readLibraryAnswer` (a line at a time, the
 * page free between slices) before the SDK would parse it whole, and handed to the SDK as its JSON. An
 * answer that fails or is cut short is the fetch's failure (the SDK would take an answer it cannot parse
 * for an empty one); a refusal's body is read as the SDK does.
 */
async function readingInSlices(url: Parameters<typeof fetch>[0], config?: RequestInit): Promise<Response> {
  const response = await fetch(url, config);
  if (!response.ok) return response;
  const answer = await readLibraryAnswer(response);
  Object.defineProperty(response, 'json', { value: async () => answer });
  return response;
}

/**
 * The server's time now, by the `Date` of its latest answer (to the second: the middle of that second is
 * taken) and the time since by this device's monotonic clock, which no change of the device's date moves;
 * null before any answer, or when the answers do not show their `Date` (a server on another origin that
 * does not expose it).
 */
function watchServerClock(pb: PocketBase): () => number | null {
  let told: { server: number; at: number } | null = null;
  const after = pb.afterSend;
  pb.afterSend = (response: Response, data: unknown, options?: SendOptions) => {
    const date = Date.parse(response.headers.get('date') ?? '');
    if (Number.isFinite(date)) told = { server: date + 500, at: performance.now() };
    return after ? after.call(pb, response, data, options as SendOptions) : data;
  };
  // Whole milliseconds, as every time a record holds (a picker state's `updated` is a count).
  return () => (told ? Math.round(told.server + (performance.now() - told.at)) : null);
}

/** The route that stores a contact message (pb_hooks/contact.pb.js). */
export const CONTACT_PATH = '/api/tunedeck/contact';

/**
 * A `TunedeckStorage` over a PocketBase server with Tunedeck's schema and hooks (see `./server`).
 * Each storage is one client (a device): its own session, realtime connection and auth store.
 */
export function createPocketBaseStorage(options: PocketBaseStorageOptions): TunedeckStorage {
  const pb = options.pb ?? new PocketBase(options.url ?? '/', options.authStore);
  if (!options.pb && !options.url) {
    throw new Error(
      'createPocketBaseStorage: pass { pb } (a PocketBase client) or { url } (the server URL).',
    );
  }
  pb.autoCancellation(false);
  const serverTime = watchServerClock(pb);
  const session = new Session(pb);
  // Taken at the first read, and only then: a later read is never an old answer.
  let takeEarlyRead = options.earlyRead;
  let lastRead: KnownRead | null = null;

  return {
    auth: createAuth(session),
    live: createLive(pb, session),

    serverTime,

    async loadLibrary(): Promise<Library> {
      const user = session.require().id;
      const early = takeEarlyRead?.();
      takeEarlyRead = undefined;
      try {
        // Any read, this storage's or one before it: the server says whether it is still the library.
        const known = lastRead ?? options.readBefore?.() ?? null;
        const read = await fetchLibrary(pb, user, known?.user === user ? known : null, early);
        if ('version' in read) {
          lastRead = read;
          return read.library;
        }
        lastRead = null;
        return read;
      } catch (error) {
        throw toStorageError(error);
      }
    },

    async loadCharts(): Promise<Library['charts']> {
      session.require();
      try {
        // Read as the library is (a line at a time; an answer cut short is a failure, never no charts).
        const answer = await pb.send<LibraryAnswer>(CHARTS_PATH, {
          method: 'GET',
          requestKey: null,
          fetch: readingInSlices,
        });
        if (answer.unchanged) throw new TunedeckError('unknown', 'the charts route answered "unchanged"');
        return answer.library.charts;
      } catch (error) {
        throw toStorageError(error);
      }
    },

    async apply(change, applyOptions) {
      session.require();
      const settings = await applyChange(pb, change, applyOptions);
      if (Object.keys(settings).length > 0) session.patch(settings);
    },

    async subscribe(listener) {
      const account = session.require();
      return subscribeLibrary(pb, account.id, listener);
    },

    async sendContact(message: ContactMessage) {
      try {
        // The server's contact route stores it with the signed-in account (from the session's token).
        await pb.send(CONTACT_PATH, {
          method: 'POST',
          body: {
            email: normaliseEmail(String(message.email ?? '')),
            subject: message.subject,
            message: message.message,
          },
          requestKey: null,
        });
      } catch (error) {
        const mapped = toStorageError(error);
        // A bad reply address is bad contact data, not a sign-up email problem.
        throw mapped.code === 'invalid-email'
          ? new TunedeckError('invalid-data', mapped.detail, mapped.field)
          : mapped;
      }
    },
  };
}
