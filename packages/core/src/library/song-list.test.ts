import { describe, expect, it } from 'vitest';
import type { SongPlays } from '../history/history.js';
import type { Song } from '../model/records.js';
import { filterSongs, offeredSongSorts, shownSongSort } from './song-list.js';

const DAY = 86_400_000;
const NOW = 1_800_000_000_000;
const song = (id: string): Song => ({
  id,
  title: id,
  key: 'random',
  knowledge: 'know',
  notes: '',
  composer: '',
  style: '',
  created: 0,
});
const songs = ['Solar', 'Nardis', 'Stella', 'Misty'].map(song);
const plays = new Map<string, SongPlays>([
  ['Solar', { count: 3, last: NOW - 2 * DAY, keys: [] }],
  ['Nardis', { count: 1, last: NOW - 100 * DAY, keys: [] }],
]);
const keysCovered = new Map([
  ['Solar', 12],
  ['Nardis', 3],
  ['Stella', 0],
]);
const ids = (list: readonly Song[]) => list.map((s) => s.id);

describe('a song list’s sorts and filters', () => {
  it('offers the spec’s five sorts, then the history’s with plays, and the keys’ with coverage', () => {
    expect(offeredSongSorts({})).toEqual([
      'title-asc',
      'title-desc',
      'knowledge',
      'created-asc',
      'created-desc',
    ]);
    expect(offeredSongSorts({ plays }).slice(5)).toEqual(['played-recent', 'played-oldest']);
    expect(offeredSongSorts({ keysCovered }).slice(5)).toEqual(['keys-fewest', 'keys-most']);
    expect(offeredSongSorts({ plays, keysCovered })).toHaveLength(9);
  });

  it('shows the sort chosen when offered, else the default', () => {
    const offered = offeredSongSorts({ plays });
    expect(shownSongSort('played-oldest', offered)).toBe('played-oldest');
    expect(shownSongSort('keys-most', offered)).toBe('title-asc');
  });

  it('keeps the songs that pass both filters; a filter without its facts passes every song', () => {
    const facts = { plays, keysCovered };
    expect(filterSongs(songs, facts, { played: 'any', keys: 'any' }, NOW)).toBe(songs);
    expect(ids(filterSongs(songs, facts, { played: 'not-90', keys: 'any' }, NOW))).toEqual([
      'Nardis',
      'Stella',
      'Misty',
    ]);
    expect(ids(filterSongs(songs, facts, { played: 'not-90', keys: 'some' }, NOW))).toEqual(['Nardis']);
    expect(ids(filterSongs(songs, facts, { played: 'any', keys: 'none' }, NOW))).toEqual(['Stella', 'Misty']);
    expect(ids(filterSongs(songs, { plays }, { played: 'never', keys: 'all' }, NOW))).toEqual([
      'Stella',
      'Misty',
    ]);
  });
});
