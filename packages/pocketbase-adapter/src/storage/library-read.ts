import {
  COLLECTIONS,
  type CollectionName,
  type CollectionRecords,
  type Id,
  isKeyedCollection,
  keyedRecords,
  type Library,
} from '@tunedeck/core';
import { type Raw, toRecord } from './records.js';

// The library as the library route answers it, and a read of it started before the storage existed.
// Free of the SDK: a deferred storage (./deferred.ts) shows an early read before the SDK has loaded.

/**
 * The route that answers the signed-in musician's whole library but the charts, read in one transaction
 * (pb_hooks/library.pb.js).
 */
export const LIBRARY_PATH = '/api/tunedeck/library';

/** The same route answering the charts alone (`loadCharts`), read right after the library. */
export const CHARTS_PATH = `${LIBRARY_PATH}?collections=charts`;

/**
 * The library route answering just what core's pickerView reads to call the tune on the musician's
 * picker set (the set the server holds now, as `pickerSet`): the set, its picks, the song on the picker
 * and one other of the set. A page that draws the tune before its app has loaded reads it first: a few
 * records, where the whole library of 5,000 tunes with 20,000 reviews and 500 gigs is 1.1 MB compressed.
 */
export const PICKER_PATH = `${LIBRARY_PATH}?part=picker`;

/** The last library read of a musician, and its version (the route's): what a read again may keep. */
export interface KnownRead {
  user: string;
  version: string;
  library: Library;
}

/** A read of the library route started before the storage existed (see `earlyRead`). */
export interface EarlyLibraryRead {
  /** The session token it was made with. */
  token: string;
  /** The whole library's answer (on a page that draws the tune early, asked for once it has). */
  response: Promise<Response>;
  /** Its body, once one of its readers has asked for it (see `earlyBody`): read and parsed once. */
  body?: Promise<RawLibrary | null>;
  /**
   * On a page that draws the tune before its app has loaded: the answer of PICKER_PATH, asked for
   * first, so the tune waits for a few records, not for every tune, review and play.
   */
  picker?: Promise<Response>;
  /** Its body, read and parsed once (see `earlyPickerBody`). */
  pickerBody?: Promise<RawLibrary | null>;
}

/**
 * The library route's answer: every collection's records, each its id and fields, and the answer's
 * version; or, to a read `?unless=<version>` when that is still the version, `unchanged`.
 */
export type RawLibrary = Record<CollectionName, Raw[]> & {
  version?: string;
  unchanged?: true;
  /** In PICKER_PATH's answer: the musician's picker set, as the server holds it. */
  pickerSet?: string;
};

/**
 * The body of an early read, or null when it cannot stand for a read made now (another session, a
 * failure). Read once: a page's early drawing and the app's first read share it.
 */
export function earlyBody(
  token: string,
  early: EarlyLibraryRead | null | undefined,
): Promise<RawLibrary | null> {
  if (!early || !token || early.token !== token) return Promise.resolve(null);
  early.body ??= readBody(early.response);
  return early.body;
}

/**
 * The body of an early read's PICKER_PATH answer (its whole library's when it made none), or null when it
 * cannot stand for a read made now. Read once.
 */
export function earlyPickerBody(
  token: string,
  early: EarlyLibraryRead | null | undefined,
): Promise<RawLibrary | null> {
  if (!early?.picker) return earlyBody(token, early);
  if (!token || early.token !== token) return Promise.resolve(null);
  early.pickerBody ??= readBody(early.picker);
  return early.pickerBody;
}

async function readBody(response: Promise<Response>): Promise<RawLibrary | null> {
  try {
    const answer = await response;
    if (!answer.ok) return null;
    const body: unknown = await answer.json();
    return body !== null && typeof body === 'object' ? (body as RawLibrary) : null;
  } catch {
    return null;
  }
}

/** The charts route's answer as core's charts, keyed by song id (server-only fields dropped). */
export function toCharts(raw: Partial<RawLibrary>): Library['charts'] {
  const charts: Record<Id, CollectionRecords['charts']> = {};
  for (const item of raw.charts ?? []) charts[item.id as Id] = toRecord('charts', item);
  return charts;
}

/** One collection of the library route's answer as a plain `{ [id]: record }` (server-only fields dropped). */
export function toRecords<C extends CollectionName>(
  raw: Partial<RawLibrary>,
  collection: C,
): Record<Id, CollectionRecords[C]> {
  const records: Record<Id, CollectionRecords[C]> = {};
  for (const item of raw[collection] ?? []) records[item.id as Id] = toRecord(collection, item);
  return records;
}

/** The library route's answer as core's library (server-only fields dropped; the charts are apart). */
export function toLibrary(raw: RawLibrary): Library {
  const library = {} as Record<CollectionName, unknown>;
  for (const collection of COLLECTIONS) {
    // The histories (20,000 reviews) as core holds them: a write copies what it changes.
    library[collection] = isKeyedCollection(collection)
      ? keyedRecords((raw[collection] ?? []).map((item) => toRecord(collection, item)))
      : toRecords(raw, collection);
  }
  return library as unknown as Library;
}
