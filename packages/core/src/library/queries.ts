import type { Id, Library, Membership, PickerMember, Song, SongSet, WishEntry } from '../model/records.js';
import { titleKey } from '../text/normalise.js';
import { sortSets } from './sort.js';

/** The library's song with this title (case- and spacing-insensitive), if any. */
export function findSongByTitle(library: Library, title: string): Song | undefined {
  const key = titleKey(title);
  return Object.values(library.songs).find((song) => titleKey(song.title) === key);
}

/** The set with this name (case- and spacing-insensitive), if any. */
export function findSetByName(library: Library, name: string): SongSet | undefined {
  const key = titleKey(name);
  return Object.values(library.sets).find((set) => titleKey(set.name) === key);
}

export function findWishByTitle(library: Library, title: string): WishEntry | undefined {
  const key = titleKey(title);
  return Object.values(library.wishlist).find((entry) => titleKey(entry.title) === key);
}

/** A lookup of songs by title key, for work over many titles at once. */
export function songsByTitleKey(library: Library): Map<string, Song> {
  return new Map(Object.values(library.songs).map((song) => [titleKey(song.title), song]));
}

export function membershipsOfSet(library: Library, setId: Id): Membership[] {
  return Object.values(library.memberships).filter((membership) => membership.set === setId);
}

export function membershipsOfSong(library: Library, songId: Id): Membership[] {
  return Object.values(library.memberships).filter((membership) => membership.song === songId);
}

export function findMembership(library: Library, setId: Id, songId: Id): Membership | undefined {
  return Object.values(library.memberships).find((m) => m.set === setId && m.song === songId);
}

/** The songs of a set, in no particular order (sort with `sortSongs`). */
export function songsOfSet(library: Pick<Library, 'memberships' | 'songs'>, setId: Id): Song[] {
  const songs: Song[] = [];
  for (const membership of Object.values(library.memberships)) {
    if (membership.set !== setId) continue;
    const song = library.songs[membership.song];
    if (song) songs.push(song);
  }
  return songs;
}

/** How many songs each set holds (every set of the library, empty ones at 0), in one pass. */
export function songCountsBySet(library: Library): Record<Id, number> {
  const counts: Record<Id, number> = {};
  for (const id of Object.keys(library.sets)) counts[id] = 0;
  for (const membership of Object.values(library.memberships)) {
    const count = counts[membership.set];
    if (count !== undefined && library.songs[membership.song]) counts[membership.set] = count + 1;
  }
  return counts;
}

/** The sets a song is in. */
export function setsOfSong(library: Library, songId: Id): SongSet[] {
  const sets: SongSet[] = [];
  for (const membership of Object.values(library.memberships)) {
    if (membership.song !== songId) continue;
    const set = library.sets[membership.set];
    if (set) sets.push(set);
  }
  return sets;
}

/**
 * The names of the sets each song is in, for a whole list at once (one pass over the memberships):
 * each song's in the sets list's order. A song in no set is not in the map.
 */
export function setNamesBySong(library: Library): Map<Id, string[]> {
  const sets = sortSets(Object.values(library.sets));
  const order = new Map(sets.map((set, index) => [set.id, index]));
  const bySong = new Map<Id, number[]>();
  for (const membership of Object.values(library.memberships)) {
    const place = order.get(membership.set);
    if (place === undefined || !library.songs[membership.song]) continue;
    const places = bySong.get(membership.song);
    if (places) places.push(place);
    else bySong.set(membership.song, [place]);
  }
  const names = new Map<Id, string[]>();
  for (const [song, places] of bySong)
    names.set(
      song,
      places.sort((a, b) => a - b).map((place) => sets[place]!.name),
    );
  return names;
}

export function isInSet(library: Library, setId: Id, songId: Id): boolean {
  return findMembership(library, setId, songId) !== undefined;
}

/** A set's members as the picker sees them, each with its membership as the entry the round marks played. */
export function pickerMembers(library: Library, setId: Id): PickerMember[] {
  const members: PickerMember[] = [];
  for (const membership of Object.values(library.memberships)) {
    if (membership.set !== setId) continue;
    const song = library.songs[membership.song];
    if (song) members.push({ id: song.id, entry: membership.id, knowledge: song.knowledge, key: song.key });
  }
  return members;
}
