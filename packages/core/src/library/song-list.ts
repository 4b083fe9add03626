// A song list's sorts and filters together (All Songs): which sorts it offers from what it knows beyond
// the songs, which of them shows, and which songs pass its two filters.
import { type PlayedFilter, passesPlayedFilter, type SongPlays } from '../history/history.js';
import type { Id, Song } from '../model/records.js';
import { type KeysFilter, passesKeysFilter } from '../practice/coverage.js';
import { DEFAULT_SONG_SORT, SONG_SORTS, type SongSort } from './song-sort.js';

/** What a list knows beyond its songs: the history's plays (`songPlayStats`), the keys covered (`coveredCounts`). */
export interface SongListFacts {
  plays?: ReadonlyMap<Id, SongPlays> | undefined;
  keysCovered?: ReadonlyMap<Id, number> | undefined;
}

/** The sorts a list offers: the spec's five, then by last played with plays, by keys covered with coverage. */
export function offeredSongSorts({ plays, keysCovered }: SongListFacts): SongSort[] {
  return SONG_SORTS.filter(
    (sort) => (plays || !sort.startsWith('played-')) && (keysCovered || !sort.startsWith('keys-')),
  );
}

/** The sort a list shows: the one chosen when it offers it, else the default (one kept from another list). */
export function shownSongSort(chosen: SongSort, offered: readonly SongSort[]): SongSort {
  return offered.includes(chosen) ? chosen : DEFAULT_SONG_SORT;
}

/** The songs that pass both filters at `now`; a filter whose facts the list lacks passes every song. */
export function filterSongs(
  songs: readonly Song[],
  { plays, keysCovered }: SongListFacts,
  filters: { played: PlayedFilter; keys: KeysFilter },
  now: number,
): readonly Song[] {
  const byPlays = plays && filters.played !== 'any';
  const byKeys = keysCovered && filters.keys !== 'any';
  if (!byPlays && !byKeys) return songs;
  return songs.filter(
    (song) =>
      (!byPlays || passesPlayedFilter(plays.get(song.id), filters.played, now)) &&
      (!byKeys || passesKeysFilter(keysCovered.get(song.id) ?? 0, filters.keys)),
  );
}
