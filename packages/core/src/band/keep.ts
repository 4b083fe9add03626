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

/**
 * The song "Add to my library" makes of a call: its title, the concert key the band played it in
 * (libraries keep concert keys; each player reads them in their own), and `new`: heard, not yet known.
 */
export function calledTuneSong(call: LiveCall): AddSongToLibraryInput {
  return { title: call.title, key: call.key, knowledge: 'new' };
}
