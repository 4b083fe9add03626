import {
  COLLECTIONS,
  type CollectionName,
  type CollectionRecords,
  type ContactMessage,
  type Id,
  type Library,
  normaliseEmail,
  TunedeckError,
  type TunedeckStorage,
} from '@tunedeck/core';
import PocketBase, { type BaseAuthStore } from 'pocketbase';
import { applyChange } from './apply.js';
import { createAuth } from './auth.js';
import { toStorageError } from './errors.js';
import { subscribeLibrary } from './realtime.js';
import { type Raw, toRecord } from './records.js';
import { Session } from './session.js';

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
}

/** A read of the library route started before the storage existed (see `earlyRead`). */
export interface EarlyLibraryRead {
  /** The session token it was made with. */
  token: string;
  response: Promise<Response>;
}

/** The route that answers the signed-in musician's whole library, read in one transaction (pb_hooks/library.pb.js). */
export const LIBRARY_PATH = '/api/tunedeck/library';

type RawLibrary = Record<CollectionName, Raw[]>;

/** The body of an early read, or null when it cannot stand for a read made now (another session, a failure). */
async function earlyBody(
  pb: PocketBase,
  early: EarlyLibraryRead | null | undefined,
): Promise<RawLibrary | null> {
  if (!early || early.token !== pb.authStore.token) return null;
  try {
    const response = await early.response;
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return body !== null && typeof body === 'object' ? (body as RawLibrary) : null;
  } catch {
    return null;
  }
}

/**
 * The library as the library route answers it: every collection's records, each its id and core's
 * fields. From the early read when there is one that stands (see `earlyRead`).
 */
async function fetchLibrary(pb: PocketBase, early?: EarlyLibraryRead | null): Promise<Library> {
  const raw =
    (await earlyBody(pb, early)) ??
    (await pb.send<RawLibrary>(LIBRARY_PATH, { method: 'GET', requestKey: null }));
  const library = {} as Record<CollectionName, Record<Id, unknown>>;
  for (const collection of COLLECTIONS) {
    const records: Record<Id, CollectionRecords[typeof collection]> = {};
    for (const item of raw[collection] ?? []) records[item.id as Id] = toRecord(collection, item);
    library[collection] = records;
  }
  return library as unknown as Library;
}

/**
 * A `TunedeckStorage` over a PocketBase server with Tunedeck's schema and hooks (see `./server`).
 * Each storage is one client (a device): its own session, realtime connection and auth store.
 */
/** The route that stores a contact message (pb_hooks/contact.pb.js). */
export const CONTACT_PATH = '/api/tunedeck/contact';

export function createPocketBaseStorage(options: PocketBaseStorageOptions): TunedeckStorage {
  const pb = options.pb ?? new PocketBase(options.url ?? '/', options.authStore);
  if (!options.pb && !options.url) {
    throw new Error(
      'createPocketBaseStorage: pass { pb } (a PocketBase client) or { url } (the server URL).',
    );
  }
  pb.autoCancellation(false);
  const session = new Session(pb);
  // Taken at the first read, and only then: a later read is never an old answer.
  let takeEarlyRead = options.earlyRead;

  return {
    auth: createAuth(session),

    async loadLibrary(): Promise<Library> {
      session.require();
      const early = takeEarlyRead?.();
      takeEarlyRead = undefined;
      try {
        return await fetchLibrary(pb, early);
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
