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
}

/** The route that answers the signed-in musician's whole library, read in one transaction (pb_hooks/library.pb.js). */
export const LIBRARY_PATH = '/api/tunedeck/library';

/** The library as the library route answers it: every collection's records, each its id and core's fields. */
async function fetchLibrary(pb: PocketBase): Promise<Library> {
  const raw = await pb.send<Record<CollectionName, Raw[]>>(LIBRARY_PATH, { method: 'GET', requestKey: null });
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

  return {
    auth: createAuth(session),

    async loadLibrary(): Promise<Library> {
      session.require();
      try {
        return await fetchLibrary(pb);
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
