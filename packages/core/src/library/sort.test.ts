import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../model/constants.js';
import type { Song, SongSet, WishEntry } from '../model/records.js';
import { DEFAULT_SONG_SORT, isSongSort, SONG_SORT_LABELS, SONG_SORTS, sortSongs } from './song-sort.js';
import { compareTitles, sortSets, sortWishList } from './sort.js';

const song = (title: string, knowledge: Knowledge = 'know', created = 0): Song => ({
  id: title,
  title,
  key: 'random',
  knowledge,
  notes: '',
  composer: '',
  style: '',
  created,
});
const titles = (songs: Song[]) => songs.map((s) => s.title);

const songs: readonly Song[] = [
  song('Tune 10', 'new', 300),
  song('autumn leaves', 'med', 100),
  song('Tune 2', 'know', 200),
  song('Blue Bossa', 'new', 200),
  song('UMMG', 'med', 50),
];

describe('sort options', () => {
  it('has the spec’s five options with their exact labels, then the history’s two and the keys’ two; Title - Ascending first and default', () => {
    expect(SONG_SORTS.map((sort) => SONG_SORT_LABELS[sort])).toEqual([
      'Title - Ascending',
      'Title - Descending',
      'Knowledge',
      'Date Created - Old To New',
      'Date Created - New To Old',
      'Last Played - Recent First',
      'Last Played - Longest Ago First',
      'Keys Covered - Fewest First',
      'Keys Covered - Most First',
    ]);
    expect(DEFAULT_SONG_SORT).toBe('title-asc');
    expect(isSongSort('knowledge')).toBe(true);
    expect(isSongSort('Knowledge')).toBe(false);
  });
});

describe('sortSongs', () => {
  it('sorts titles ascending, case-insensitive and numeric-aware, by default', () => {
    expect(titles(sortSongs(songs))).toEqual(['autumn leaves', 'Blue Bossa', 'Tune 2', 'Tune 10', 'UMMG']);
  });

  it('sorts titles descending', () => {
    expect(titles(sortSongs(songs, 'title-desc'))).toEqual([
      'UMMG',
      'Tune 10',
      'Tune 2',
      'Blue Bossa',
      'autumn leaves',
    ]);
  });

  it('sorts by keys covered both ways, equal counts by title, a song never played as none', () => {
    const covered = new Map(songs.map((each, index) => [each.id, [3, 12, 3, 0][index]]));
    const keys = (id: string) => covered.get(id);
    expect(titles(sortSongs(songs, 'keys-fewest', undefined, keys))).toEqual([
      'Blue Bossa',
      'UMMG',
      'Tune 2',
      'Tune 10',
      'autumn leaves',
    ]);
    expect(titles(sortSongs(songs, 'keys-most', undefined, keys))).toEqual([
      'autumn leaves',
      'Tune 2',
      'Tune 10',
      'Blue Bossa',
      'UMMG',
    ]);
    // Without counts, no song is covered: by title.
    expect(titles(sortSongs(songs, 'keys-most'))).toEqual(titles(sortSongs(songs)));
  });

  it('sorts by knowledge: new, then med, then know, titles ascending within', () => {
    expect(titles(sortSongs(songs, 'knowledge'))).toEqual([
      'Blue Bossa',
      'Tune 10',
      'autumn leaves',
      'UMMG',
      'Tune 2',
    ]);
  });

  it('sorts by date created both ways, equal dates by title', () => {
    expect(titles(sortSongs(songs, 'created-asc'))).toEqual([
      'UMMG',
      'autumn leaves',
      'Blue Bossa',
      'Tune 2',
      'Tune 10',
    ]);
    expect(titles(sortSongs(songs, 'created-desc'))).toEqual([
      'Tune 10',
      'Blue Bossa',
      'Tune 2',
      'autumn leaves',
      'UMMG',
    ]);
  });

  it('returns a copy and leaves the input as it was', () => {
    const input = [...songs];
    const sorted = sortSongs(input, 'title-desc');
    expect(sorted).not.toBe(input);
    expect(input).toEqual(songs);
  });

  it('keeps the order of songs that compare equal', () => {
    const twins = [song('Same', 'know', 5), { ...song('Same', 'know', 5), id: 'second' }];
    expect(sortSongs(twins, 'created-asc').map((s) => s.id)).toEqual(['Same', 'second']);
    expect(sortSongs(twins.toReversed(), 'title-desc').map((s) => s.id)).toEqual(['second', 'Same']);
  });
});

describe('compareTitles', () => {
  it('ignores case but not accents', () => {
    expect(compareTitles('solar', 'SOLAR')).toBe(0);
    expect(compareTitles('Cafe', 'Café')).not.toBe(0);
    expect(compareTitles('Tune 9', 'tune 10')).toBeLessThan(0);
  });
});

describe('sortSets and sortWishList', () => {
  it('sort sets by name, numeric-aware and case-insensitive', () => {
    const sets: SongSet[] = ['Set 10', 'gig', 'set 2', 'Ballads'].map((name) => ({
      id: name,
      name,
      created: 0,
    }));
    expect(sortSets(sets).map((set) => set.name)).toEqual(['Ballads', 'gig', 'set 2', 'Set 10']);
  });

  it('sort wish-list entries alphabetically', () => {
    const entries: WishEntry[] = ['naima', 'Giant Steps', 'countdown'].map((title) => ({
      id: title,
      title,
      created: 0,
    }));
    expect(sortWishList(entries).map((entry) => entry.title)).toEqual(['countdown', 'Giant Steps', 'naima']);
  });
});
