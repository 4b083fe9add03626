import {
  COLLECTIONS,
  type CollectionName,
  type CollectionRecords,
  type ContactMessage,
  type Id,
  type Library,
  normaliseEmail,
  RECORD_FIELDS,
  TunedeckError,
  type TunedeckStorage,
} from '@tunedeck/core';
import PocketBase, { type BaseAuthStore } from 'pocketbase';
import { applyChange } from './apply.js';
import { createAuth } from './auth.js';
import { toStorageError } from './errors.js';
import { subscribeLibrary } from './realtime.js';
import { toRecord } from './records.js';
import { Session } from './session.js';

export interface PocketBaseStorageOptions {
  /** A client to use as is (auto-cancellation is turned off on it: parallel writes are normal here). */
  pb?: PocketBase;
  /** The server's URL, when no `pb` is given. */
  url?: string;
  /** Where the session persists when no `pb` is given. @default the SDK's (localStorage, else memory) */
  authStore?: BaseAuthStore;
}

async function loadCollection<C extends CollectionName>(pb: PocketBase, collection: C) {
  // The list rule returns only the signed-in user's records; no filter string is needed.
  const raw = await pb.collection(collection).getFullList({
    batch: 1000,
    fields: ['id', ...RECORD_FIELDS[collection]].join(','),
    requestKey: null,
  });
  const records: Record<Id, CollectionRecords[C]> = {};
  for (const item of raw) records[item.id] = toRecord(collection, item);
  return records;
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
        const entries = await Promise.all(
          COLLECTIONS.map(async (collection) => [collection, await loadCollection(pb, collection)] as const),
        );
        return Object.fromEntries(entries) as unknown as Library;
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
