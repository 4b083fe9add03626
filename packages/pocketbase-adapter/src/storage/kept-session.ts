import type { Library } from '@tunedeck/core';
import { type EarlyLibraryRead, earlyPickerBody } from './library-read.js';
import { pickerSetOf, type Raw } from './records.js';

// The session the PocketBase SDK keeps in localStorage, read without the SDK (none of it is imported
// here): for the deferred storage's first drawing, and for what a page draws before its app has loaded.

/** Where the SDK's default auth store (LocalAuthStore) keeps the session: `{ token, record }` as JSON. */
const SESSION_KEY = 'pocketbase_auth';

/** The browser's window, as the SDK finds its localStorage (none in Node). */
const browser = () =>
  (globalThis as { window?: { localStorage?: { getItem(key: string): string | null } } }).window;

/**
 * The session the SDK kept on this device, read without it: the token, not past its expiry (the SDK's
 * `authStore.isValid`), and the users' record as the server answered it; or null.
 */
export function keptRecord(): { token: string; record: Raw } | null {
  try {
    const kept = JSON.parse(browser()?.localStorage?.getItem(SESSION_KEY) ?? 'null') as {
      token?: unknown;
      record?: Raw | null;
      model?: Raw | null;
    } | null;
    const record = kept?.record ?? kept?.model;
    const token = kept?.token;
    if (typeof token !== 'string' || !record || record.collectionName !== 'users') return null;
    const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null;
    return { token, record };
  } catch {
    return null;
  }
}

/** What of the library the Picker's first drawing reads: its sets, their songs and picks, the charts. */
export type PickerCollections = Pick<Library, 'sets' | 'songs' | 'memberships' | 'pickers' | 'charts'>;

/**
 * The picker set of the musician kept on this device and what the Picker draws of their library, from `early` (a read
 * started before the storage existed), without the SDK: for what a page draws before its app has loaded
 * (the site's early picker drawing). Null without a kept session, or when the read cannot stand for one
 * made now.
 */
export async function earlyPickerLibrary(
  early: EarlyLibraryRead | null | undefined,
): Promise<{ pickerSet: string; library: PickerCollections } | null> {
  const kept = keptRecord();
  if (!kept || !early) return null;
  const answer = await earlyPickerBody(kept.token, early);
  if (!answer || answer.unchanged) return null;
  const { sets, songs, memberships, pickers, charts } = answer.library;
  return {
    // The server's, in PICKER_PATH's answer (the set may have been changed on another device since).
    pickerSet: answer.pickerSet ?? pickerSetOf(kept.record),
    library: { sets, songs, memberships, pickers, charts },
  };
}
