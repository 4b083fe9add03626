// Band follow: a signed-in bandmate keeps the tune being called, in their library or on their wish list,
// with one tap and never twice. A tune they have is recognised by its title, as the bulk adds do.

import { findSongByTitle, findWishByTitle } from '../library/queries.js';
import type { AddSongToLibraryInput } from '../library/rules/songs.js';
import type { Library } from '../model/records.js';
import type { LiveCall } from './live.js';

/** Where the called tune already is in the follower's own library. */
export interface CalledTuneStatus {
  /** A song of the library has its title: "Add to my library" is not offered. */
  readonly inLibrary: boolean;
  /** The wish list has its title. */
  readonly onWishList: boolean;
}

export function calledTuneStatus(library: Library, title: string): CalledTuneStatus {
  return {
    inLibrary: findSongByTitle(library, title) !== undefined,
    onWishList: findWishByTitle(library, title) !== undefined,
  };
}

/** What the follower's page offers for the called tune: to add it, that it is kept there, or nothing. */
export interface CalledTuneOffers {
  readonly library: 'add' | 'kept';
  /** The wish list is offered only for a tune not in the library (once learned, it is not a wish). */
  readonly wishList: 'add' | 'kept' | 'none';
}

export function calledTuneOffers(status: CalledTuneStatus): CalledTuneOffers {
  if (status.inLibrary) return { library: 'kept', wishList: 'none' };
  return { library: 'add', wishList: status.onWishList ? 'kept' : 'add' };
}

/** What the follower's page says once a keep is done: "Solar is in your library.", or that it failed. */
export function calledTuneKeptText(title: string, where: 'library' | 'wish-list', ok: boolean): string {
  if (!ok) return `${title} could not be added. Try again.`;
  return where === 'library' ? `${title} is in your library.` : `${title} is on Tunes I Want To Learn.`;
}

/**
 * The song "Add to my library" makes of a call: its title, the concert key the band played it in
 * (libraries keep concert keys; each player reads them in their own), and `new`: heard, not yet known.
 */
export function calledTuneSong(call: LiveCall): AddSongToLibraryInput {
  return { title: call.title, key: call.key, knowledge: 'new' };
}
